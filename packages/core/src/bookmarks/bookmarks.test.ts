import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bookmark, MediaId } from './bookmark-schema';
import {
  addBookmark,
  addToNewCategory,
  buildBookmarkUsageEvent,
  getCategoriesOf,
  isInAnyCategory,
  isInCategory,
  removeBookmark,
  toMediaId,
  toggleBookmark,
  toggleWatchlist,
} from './bookmarks';

const dune = toMediaId(438631);
const alien = toMediaId(348);
const asMovie = (mediaId: MediaId) => ({ mediaId, mediaType: 'movie' as const });
const list: Bookmark[] = [
  { mediaId: dune, mediaType: 'movie', category: 'watchlist', addedAt: 1_000 },
  { mediaId: alien, mediaType: 'movie', category: 'favorites', addedAt: 2_000 },
];

describe('addBookmark', () => {
  it('appends an item that is not yet in the category', () => {
    expect(
      addBookmark(list, { mediaId: alien, mediaType: 'movie', category: 'watchlist' }, 5_000),
    ).toEqual([
      ...list,
      { mediaId: alien, mediaType: 'movie', category: 'watchlist', addedAt: 5_000 },
    ]);
  });

  it('only refreshes addedAt, in place, when the item is already in the category', () => {
    expect(
      addBookmark(list, { mediaId: dune, mediaType: 'movie', category: 'watchlist' }, 9_000),
    ).toEqual([
      { mediaId: dune, mediaType: 'movie', category: 'watchlist', addedAt: 9_000 },
      list[1],
    ]);
  });

  it('leaves the list it was given unchanged', () => {
    const before = JSON.parse(JSON.stringify(list)) as Bookmark[];
    addBookmark(list, { mediaId: dune, mediaType: 'movie', category: 'watchlist' }, 9_000);
    expect(list).toEqual(before);
  });

  it('never holds the same item twice in one category, whatever is added', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ id: fc.integer({ min: 1, max: 4 }), category: fc.constantFrom('a', 'b') }),
        ),
        (adds) => {
          let bookmarks: Bookmark[] = [];
          adds.forEach(({ id, category }, at) => {
            bookmarks = addBookmark(
              bookmarks,
              { mediaId: toMediaId(id), mediaType: 'movie', category },
              at,
            );
          });
          const keys = bookmarks.map((b) => `${b.mediaId}/${b.category}`);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });
});

describe('removeBookmark', () => {
  it('deletes the item from that category only', () => {
    const both = addBookmark(
      list,
      { mediaId: dune, mediaType: 'movie', category: 'favorites' },
      3_000,
    );
    expect(
      removeBookmark(both, { mediaId: dune, mediaType: 'movie', category: 'watchlist' }),
    ).toEqual([
      list[1],
      { mediaId: dune, mediaType: 'movie', category: 'favorites', addedAt: 3_000 },
    ]);
  });

  it('deletes every copy of a duplicated entry', () => {
    const duplicated = [...list, list[0]!];
    expect(
      removeBookmark(duplicated, { mediaId: dune, mediaType: 'movie', category: 'watchlist' }),
    ).toEqual([list[1]]);
  });

  it('leaves the list as it was when the item is not there', () => {
    expect(
      removeBookmark(list, { mediaId: alien, mediaType: 'movie', category: 'watched' }),
    ).toEqual(list);
  });
});

describe('membership', () => {
  it('fills the icon when the item is in any category, not only the watchlist', () => {
    expect(isInAnyCategory(list, { mediaId: alien, mediaType: 'movie' })).toBe(true);
    expect(isInAnyCategory(list, { mediaId: toMediaId(1), mediaType: 'movie' })).toBe(false);
  });

  it('tells whether the item is in one given category', () => {
    expect(isInCategory(list, { mediaId: alien, mediaType: 'movie', category: 'favorites' })).toBe(
      true,
    );
    expect(isInCategory(list, { mediaId: alien, mediaType: 'movie', category: 'watchlist' })).toBe(
      false,
    );
  });

  it('lists the categories holding an item, for the dropdown checkboxes', () => {
    const both = addBookmark(list, { mediaId: dune, mediaType: 'movie', category: 'Anime' }, 3_000);
    expect(getCategoriesOf(both, { mediaId: dune, mediaType: 'movie' })).toEqual([
      'watchlist',
      'Anime',
    ]);
    expect(getCategoriesOf(both, { mediaId: toMediaId(7), mediaType: 'movie' })).toEqual([]);
  });
});

describe('toggles', () => {
  it('adds to the watchlist when the item is not there, and says so', () => {
    const result = toggleWatchlist(list, { mediaId: alien, mediaType: 'movie' }, 4_000);
    expect(result.change).toBe('added');
    expect(
      isInCategory(result.bookmarks, { mediaId: alien, mediaType: 'movie', category: 'watchlist' }),
    ).toBe(true);
  });

  it('removes from the watchlist when the item is there, and says so', () => {
    expect(toggleWatchlist(list, { mediaId: dune, mediaType: 'movie' }, 4_000)).toEqual({
      bookmarks: [list[1]],
      change: 'removed',
    });
  });

  it('toggles a custom category checkbox the same way', () => {
    const added = toggleBookmark(
      list,
      { mediaId: alien, mediaType: 'movie', category: 'Anime' },
      4_000,
    );
    expect(added.change).toBe('added');
    const removed = toggleBookmark(
      added.bookmarks,
      { mediaId: alien, mediaType: 'movie', category: 'Anime' },
      5_000,
    );
    expect(removed).toEqual({ bookmarks: list, change: 'removed' });
  });
});

describe('addToNewCategory', () => {
  it('trims the name and puts the item in the new category', () => {
    const result = addToNewCategory(list, asMovie(alien), '  Anime  ', 6_000);
    expect(result).toEqual({
      ok: true,
      value: {
        bookmarks: [
          ...list,
          { mediaId: alien, mediaType: 'movie', category: 'Anime', addedAt: 6_000 },
        ],
        category: 'Anime',
      },
    });
  });

  it('reuses an existing category that differs only in letter case', () => {
    const result = addToNewCategory(list, asMovie(alien), 'WATCHLIST', 6_000);
    expect(result.ok && result.value.category).toBe('watchlist');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(51), 'too-long'],
  ])('refuses the name %j (%s) and changes nothing', (input, reason) => {
    expect(addToNewCategory(list, asMovie(alien), input, 6_000)).toEqual({ ok: false, reason });
  });
});

describe('buildBookmarkUsageEvent', () => {
  it.each([
    ['added', 'bookmarks-added'],
    ['removed', 'bookmarks-removed'],
  ] as const)('reports a toggle that %s an item as %s with the category', (change, name) => {
    expect(buildBookmarkUsageEvent(change, 'favorites')).toEqual({ name, category: 'favorites' });
  });
});

describe('the media type is part of a bookmark', () => {
  const shared = toMediaId(615);
  const film = { mediaId: shared, mediaType: 'movie' as const };
  const series = { mediaId: shared, mediaType: 'tv' as const };
  const untyped = { mediaId: shared, mediaType: undefined };

  it('keeps a movie and a series with the same id as two bookmarks', () => {
    let bookmarks = toggleWatchlist([], film, 1_000).bookmarks;
    bookmarks = toggleWatchlist(bookmarks, series, 2_000).bookmarks;
    expect(bookmarks).toEqual([
      { mediaId: shared, mediaType: 'movie', category: 'watchlist', addedAt: 1_000 },
      { mediaId: shared, mediaType: 'tv', category: 'watchlist', addedAt: 2_000 },
    ]);
  });

  it('does not show a series as bookmarked because the movie with its id is', () => {
    const bookmarks = toggleWatchlist([], film, 1_000).bookmarks;
    expect(isInAnyCategory(bookmarks, series)).toBe(false);
    expect(getCategoriesOf(bookmarks, series)).toEqual([]);
  });

  it('takes out only the series when the series is toggled off', () => {
    let bookmarks = toggleWatchlist([], film, 1_000).bookmarks;
    bookmarks = toggleWatchlist(bookmarks, series, 2_000).bookmarks;
    const result = toggleWatchlist(bookmarks, series, 3_000);
    expect(result.change).toBe('removed');
    expect(result.bookmarks).toEqual([
      { mediaId: shared, mediaType: 'movie', category: 'watchlist', addedAt: 1_000 },
    ]);
  });

  it('writes no mediaType for an untyped target', () => {
    expect(addBookmark([], { ...untyped, category: 'watchlist' }, 1_000)).toEqual([
      { mediaId: shared, category: 'watchlist', addedAt: 1_000 },
    ]);
  });

  it('shows an untyped bookmark as bookmarked on the pages of both titles with its id', () => {
    const bookmarks = addBookmark([], { ...untyped, category: 'favorites' }, 1_000);
    expect(isInAnyCategory(bookmarks, film)).toBe(true);
    expect(isInAnyCategory(bookmarks, series)).toBe(true);
    expect(isInCategory(bookmarks, { ...series, category: 'favorites' })).toBe(true);
    expect(getCategoriesOf(bookmarks, series)).toEqual(['favorites']);
  });

  it('toggles off an untyped bookmark (with the typed one) from a title page that shows it', () => {
    let bookmarks = addBookmark([], { ...untyped, category: 'watchlist' }, 1_000);
    bookmarks = addBookmark(bookmarks, { ...series, category: 'watchlist' }, 2_000);
    bookmarks = addBookmark(bookmarks, { ...untyped, category: 'favorites' }, 3_000);
    expect(toggleWatchlist(bookmarks, series, 4_000)).toEqual({
      bookmarks: [{ mediaId: shared, category: 'favorites', addedAt: 3_000 }],
      change: 'removed',
    });
  });

  it('removes exactly the bookmark named: an untyped one leaves the typed one, and back', () => {
    const bookmarks = [
      { mediaId: shared, category: 'watchlist', addedAt: 1_000 },
      { mediaId: shared, mediaType: 'tv' as const, category: 'watchlist', addedAt: 2_000 },
    ];
    expect(removeBookmark(bookmarks, { ...untyped, category: 'watchlist' })).toEqual([
      bookmarks[1],
    ]);
    expect(removeBookmark(bookmarks, { ...series, category: 'watchlist' })).toEqual([bookmarks[0]]);
  });

  it('never counts a typed bookmark as an untyped target', () => {
    const bookmarks = toggleWatchlist([], film, 1_000).bookmarks;
    expect(isInAnyCategory(bookmarks, untyped)).toBe(false);
  });
});
