import { describe, expect, it } from 'vitest';
import type { Bookmark, MediaId } from './bookmark-schema';
import { toMediaId } from './bookmarks';
import {
  type BookmarkFilters,
  type BookmarkMediaFacts,
  filterBookmarks,
  getBookmarksEmptyText,
} from './bookmarks-page';

const [dune, alien, office, unknown] = [1, 2, 3, 4].map(toMediaId) as [
  MediaId,
  MediaId,
  MediaId,
  MediaId,
];
const facts = new Map<MediaId, BookmarkMediaFacts>([
  [dune, { mediaType: 'movie', title: 'dune', voteAverage: 8.1 }],
  [alien, { mediaType: 'movie', title: 'Alien', voteAverage: 8.4 }],
  [office, { mediaType: 'tv', title: 'The Office', voteAverage: 8.6 }],
]);
const lookup = ({ mediaId }: { mediaId: MediaId }) => facts.get(mediaId);
const bookmarks: Bookmark[] = [
  { mediaId: dune, category: 'watchlist', addedAt: 100 },
  { mediaId: alien, category: 'favorites', addedAt: 300 },
  { mediaId: office, category: 'watchlist', addedAt: 200 },
  { mediaId: dune, category: 'favorites', addedAt: 400 },
  { mediaId: unknown, category: 'all', addedAt: 50 },
];
const ids = (filters: BookmarkFilters) =>
  filterBookmarks(bookmarks, filters, lookup).map((c) => c.mediaId);

describe('filterBookmarks', () => {
  it('shows an item in several categories once under "all", with its latest time and categories', () => {
    const cards = filterBookmarks(
      bookmarks,
      { media: 'all', category: 'all', sortBy: 'date-added' },
      lookup,
    );
    expect(cards.map((c) => c.mediaId)).toEqual([dune, alien, office, unknown]);
    expect(cards[0]).toEqual({
      mediaId: dune,
      mediaType: undefined,
      categories: ['watchlist', 'favorites'],
      addedAt: 400,
      media: facts.get(dune),
    });
    expect(cards[3]?.media).toBeNull();
  });

  it('keeps only the chosen category, using that category’s time', () => {
    const cards = filterBookmarks(
      bookmarks,
      { media: 'all', category: { category: 'watchlist' }, sortBy: 'date-added' },
      lookup,
    );
    expect(cards.map((c) => [c.mediaId, c.addedAt])).toEqual([
      [office, 200],
      [dune, 100],
    ]);
  });

  it('treats a user category named "all" as a category, not as the "all" filter', () => {
    expect(ids({ media: 'all', category: { category: 'all' }, sortBy: 'date-added' })).toEqual([
      unknown,
    ]);
  });

  it.each([
    ['movie', [alien, dune]],
    ['tv', [office]],
  ] as const)('keeps only %s items, leaving out items of unknown type', (media, expected) => {
    expect(ids({ media, category: 'all', sortBy: 'rating' })).toEqual(expected);
  });

  it('sorts by title A to Z ignoring letter case, unknown titles last', () => {
    expect(ids({ media: 'all', category: 'all', sortBy: 'title' })).toEqual([
      alien,
      dune,
      office,
      unknown,
    ]);
  });

  it('sorts by rating highest first, unknown ratings last', () => {
    expect(ids({ media: 'all', category: 'all', sortBy: 'rating' })).toEqual([
      office,
      alien,
      dune,
      unknown,
    ]);
  });

  it('breaks ties by newest first, then by the lower id', () => {
    const tied: Bookmark[] = [
      { mediaId: toMediaId(9), category: 'watchlist', addedAt: 10 },
      { mediaId: toMediaId(8), category: 'watchlist', addedAt: 10 },
      { mediaId: toMediaId(7), category: 'watchlist', addedAt: 20 },
    ];
    const cards = filterBookmarks(
      tied,
      { media: 'all', category: 'all', sortBy: 'title' },
      () => undefined,
    );
    expect(cards.map((c) => c.mediaId)).toEqual([7, 8, 9]);
  });
});

describe('filterBookmarks with typed bookmarks', () => {
  const shared = toMediaId(615);
  const typed: Bookmark[] = [
    { mediaId: shared, mediaType: 'movie', category: 'watchlist', addedAt: 10 },
    { mediaId: shared, mediaType: 'tv', category: 'watchlist', addedAt: 20 },
    { mediaId: shared, category: 'favorites', addedAt: 30 },
  ];
  const byType = ({ mediaType }: { mediaType: 'movie' | 'tv' | undefined }) =>
    mediaType === 'tv'
      ? { mediaType, title: 'Futurama', voteAverage: 8.4 }
      : mediaType === 'movie'
        ? { mediaType, title: 'The Passion of the Christ', voteAverage: 7.4 }
        : undefined;

  it('shows a movie, a series and an untyped bookmark with the same id as three cards', () => {
    const cards = filterBookmarks(
      typed,
      { media: 'all', category: 'all', sortBy: 'date-added' },
      byType,
    );
    expect(cards.map((c) => [c.mediaType, c.media?.title ?? null])).toEqual([
      [undefined, null],
      ['tv', 'Futurama'],
      ['movie', 'The Passion of the Christ'],
    ]);
  });

  it('looks each card up by its bookmarked type, never by the id alone', () => {
    const asked: unknown[] = [];
    filterBookmarks(typed, { media: 'all', category: 'all', sortBy: 'date-added' }, (media) => {
      asked.push(media);
      return undefined;
    });
    expect(asked).toEqual([
      { mediaId: shared, mediaType: 'movie', categories: ['watchlist'], addedAt: 10 },
      { mediaId: shared, mediaType: 'tv', categories: ['watchlist'], addedAt: 20 },
      { mediaId: shared, mediaType: undefined, categories: ['favorites'], addedAt: 30 },
    ]);
  });

  it('filters a typed bookmark by its type before the catalogue answers', () => {
    const cards = filterBookmarks(
      typed,
      { media: 'tv', category: 'all', sortBy: 'date-added' },
      () => undefined,
    );
    expect(cards.map((c) => [c.mediaId, c.mediaType])).toEqual([[shared, 'tv']]);
  });
});

describe('getBookmarksEmptyText', () => {
  it.each([
    [0, 0, 'You have no bookmarks yet'],
    [3, 0, 'No matching bookmarks'],
    [3, 2, null],
  ])('with %d bookmarks and %d shown says %j', (total, shown, text) => {
    expect(getBookmarksEmptyText(total, shown)).toBe(text);
  });
});
