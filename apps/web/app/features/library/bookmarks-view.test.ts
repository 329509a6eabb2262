import type { Bookmark, MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import type { BookmarkFilters } from '@reelhouse/core/bookmarks/bookmarks-page';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKMARK_FILTERS,
  hintMediaType,
  listCategoryChoices,
  needsEveryTitle,
  parseBookmarkFilters,
  resolveTypesFromHistory,
  selectTitlesToLookUp,
  serialiseBookmarkFilters,
} from './bookmarks-view';

const titles = (...mediaIds: MediaId[]) =>
  mediaIds.map((mediaId) => ({ mediaId, mediaType: undefined }));

const id = (value: number): MediaId => toMediaId(value);
const bookmarks: Bookmark[] = [
  { mediaId: id(1), category: 'watchlist', addedAt: 100 },
  { mediaId: id(2), category: 'favorites', addedAt: 300 },
  { mediaId: id(3), category: 'Anime', addedAt: 200 },
  { mediaId: id(1), category: 'favorites', addedAt: 400 },
];
const filters = (change: Partial<BookmarkFilters>): BookmarkFilters => ({
  ...DEFAULT_BOOKMARK_FILTERS,
  ...change,
});

describe('parseBookmarkFilters', () => {
  it('reads media, category and sort from the address', () => {
    expect(
      parseBookmarkFilters(new URLSearchParams('media=tv&category=Anime&sort=rating')),
    ).toEqual({ media: 'tv', category: { category: 'Anime' }, sortBy: 'rating' });
  });

  it('falls back to all, every category and date added for missing or unknown values', () => {
    expect(
      parseBookmarkFilters(new URLSearchParams('media=person&category=%20&sort=random')),
    ).toEqual(DEFAULT_BOOKMARK_FILTERS);
    expect(parseBookmarkFilters(new URLSearchParams(''))).toEqual(DEFAULT_BOOKMARK_FILTERS);
  });

  it('treats a category named "all" as that category, not as every category', () => {
    expect(parseBookmarkFilters(new URLSearchParams('category=all')).category).toEqual({
      category: 'all',
    });
  });
});

describe('serialiseBookmarkFilters', () => {
  it('leaves the defaults out of the address', () => {
    expect(serialiseBookmarkFilters(DEFAULT_BOOKMARK_FILTERS)).toBe('');
  });

  it('round-trips every choice, including category names that need escaping', () => {
    const chosen = filters({
      media: 'movie',
      category: { category: 'Sci-fi & more' },
      sortBy: 'title',
    });
    const query = serialiseBookmarkFilters(chosen);
    expect(query).toBe('media=movie&category=Sci-fi+%26+more&sort=title');
    expect(parseBookmarkFilters(new URLSearchParams(query))).toEqual(chosen);
  });
});

describe('listCategoryChoices', () => {
  it('offers the built-ins first, then the user categories in list order', () => {
    expect(listCategoryChoices(bookmarks, DEFAULT_BOOKMARK_FILTERS)).toEqual([
      'watchlist',
      'watched',
      'favorites',
      'Anime',
    ]);
  });

  it('keeps offering the chosen category after its last bookmark is gone', () => {
    expect(listCategoryChoices([], filters({ category: { category: 'Anime' } }))).toEqual([
      'watchlist',
      'watched',
      'favorites',
      'Anime',
    ]);
  });
});

describe('selectTitlesToLookUp', () => {
  it('asks only for the cards on screen when sorting by date over every type', () => {
    expect(selectTitlesToLookUp(bookmarks, DEFAULT_BOOKMARK_FILTERS, 2)).toEqual(
      titles(id(1), id(2)),
    );
  });

  it('asks for every bookmark of the chosen category, newest first, when the order needs titles', () => {
    expect(needsEveryTitle(filters({ sortBy: 'title' }))).toBe(true);
    expect(selectTitlesToLookUp(bookmarks, filters({ sortBy: 'title' }), 1)).toEqual(
      titles(id(1), id(2), id(3)),
    );
    expect(
      selectTitlesToLookUp(
        bookmarks,
        filters({ media: 'tv', category: { category: 'favorites' } }),
        1,
      ),
    ).toEqual(titles(id(1), id(2)));
  });

  it('asks for each typed title by its type, a movie and a series with one id apart', () => {
    const typed: Bookmark[] = [
      { mediaId: id(615), mediaType: 'movie', category: 'watchlist', addedAt: 1 },
      { mediaId: id(615), mediaType: 'tv', category: 'watchlist', addedAt: 2 },
    ];
    expect(selectTitlesToLookUp(typed, DEFAULT_BOOKMARK_FILTERS, 40)).toEqual([
      { mediaId: id(615), mediaType: 'tv' },
      { mediaId: id(615), mediaType: 'movie' },
    ]);
  });

  it('asks for nothing when nothing is on screen yet', () => {
    expect(selectTitlesToLookUp(bookmarks, DEFAULT_BOOKMARK_FILTERS, 0)).toEqual([]);
  });
});

describe('resolveTypesFromHistory', () => {
  it('types the untyped bookmarks the watch history knows, and only those', () => {
    const history = {
      items: {
        '615': { type: 'show' as const, title: 'Futurama', updatedAt: 1, episodes: {} },
        '603': { type: 'movie' as const, title: 'The Matrix', updatedAt: 1 },
      },
    };
    const list: Bookmark[] = [
      { mediaId: id(615), category: 'watchlist', addedAt: 1 },
      { mediaId: id(603), mediaType: 'movie', category: 'watchlist', addedAt: 2 },
      { mediaId: id(7), category: 'watchlist', addedAt: 3 },
    ];
    expect(resolveTypesFromHistory(list, history)).toEqual(new Map([[id(615), 'tv']]));
  });
});

describe('hintMediaType', () => {
  const history = {
    items: {
      '1': { type: 'show' as const, title: 'A show', updatedAt: 1, episodes: {} },
      '2': { type: 'movie' as const, title: 'A movie', updatedAt: 1 },
    },
  };

  it('says series for a watched show, movie for a watched movie, nothing for the rest', () => {
    expect(hintMediaType(history, id(1))).toBe('tv');
    expect(hintMediaType(history, id(2))).toBe('movie');
    expect(hintMediaType(history, id(3))).toBeUndefined();
  });
});
