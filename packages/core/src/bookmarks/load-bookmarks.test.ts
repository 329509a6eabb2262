import { describe, expect, it } from 'vitest';
import { toMediaId } from './bookmarks';
import { migrateLegacyBookmarks, planBookmarkLoad, readLegacyAddedAt } from './load-bookmarks';

const NOW = 1_750_000_000_000;

describe('planBookmarkLoad with a stored list', () => {
  it('reads a stored list as it is', () => {
    const stored = JSON.stringify([{ mediaId: 1, category: 'watched', addedAt: 5 }]);
    expect(planBookmarkLoad(stored, null, NOW)).toEqual({
      outcome: 'loaded',
      bookmarks: [{ mediaId: 1, category: 'watched', addedAt: 5 }],
      write: null,
      remove: [],
      droppedCount: 0,
    });
  });

  it('reads the media type of a stored bookmark, and none where it was never stored', () => {
    const stored = JSON.stringify([
      { mediaId: 615, mediaType: 'tv', category: 'watchlist', addedAt: 5 },
      { mediaId: 615, category: 'watchlist', addedAt: 6 },
    ]);
    expect(planBookmarkLoad(stored, null, NOW).bookmarks).toEqual([
      { mediaId: 615, mediaType: 'tv', category: 'watchlist', addedAt: 5 },
      { mediaId: 615, category: 'watchlist', addedAt: 6 },
    ]);
  });

  it.each([['{"a":1}'], ['null'], [''], [' []'], ['[not json'], ['bookmarks']])(
    'clears stored data %j, which is not a list starting with "["',
    (stored) => {
      expect(planBookmarkLoad(stored, '[]', NOW)).toEqual({
        outcome: 'cleared-bad-data',
        bookmarks: [],
        write: null,
        remove: ['bookmarks'],
        droppedCount: 0,
      });
    },
  );

  it('drops entries that are not bookmarks and stores the rest again', () => {
    const stored = JSON.stringify([
      { mediaId: 1, category: 'watched', addedAt: 5 },
      { mediaId: 'x', category: 'watched', addedAt: 5 },
      { mediaId: 2, category: '   ', addedAt: 5 },
      null,
    ]);
    const plan = planBookmarkLoad(stored, null, NOW);
    expect(plan.outcome).toBe('loaded');
    expect(plan.droppedCount).toBe(3);
    expect(plan.write).toEqual([{ mediaId: 1, category: 'watched', addedAt: 5 }]);
  });

  it('ignores the legacy store once a list is stored', () => {
    const legacy = JSON.stringify([{ data: { id: 9 }, info: { addedAt: 1 } }]);
    expect(planBookmarkLoad('[]', legacy, NOW).bookmarks).toEqual([]);
  });
});

describe('planBookmarkLoad without a stored list', () => {
  it('starts empty when there is no legacy store either', () => {
    expect(planBookmarkLoad(null, null, NOW)).toEqual({
      outcome: 'empty',
      bookmarks: [],
      write: null,
      remove: [],
      droppedCount: 0,
    });
  });

  it('migrates legacy entries to the watchlist, keeping addedAt and type, then removes the legacy key', () => {
    const legacy = JSON.stringify([
      { data: { id: 438631, title: 'Dune' }, info: { addedAt: 1_700_000_000_000 } },
      { data: { id: 1399, name: 'Thrones' }, info: { addedAt: 1_710_000_000_000 } },
    ]);
    const expected = [
      { mediaId: 438631, mediaType: 'movie', category: 'watchlist', addedAt: 1_700_000_000_000 },
      { mediaId: 1399, mediaType: 'tv', category: 'watchlist', addedAt: 1_710_000_000_000 },
    ];
    expect(planBookmarkLoad(null, legacy, NOW)).toEqual({
      outcome: 'migrated-legacy',
      bookmarks: expected,
      write: expected,
      remove: ['media-bookmarks'],
      droppedCount: 0,
    });
  });

  it.each([['not json'], ['42'], ['"text"']])(
    'reports a failed migration for legacy data %j, keeps it, and stores an empty list',
    (legacy) => {
      expect(planBookmarkLoad(null, legacy, NOW)).toEqual({
        outcome: 'legacy-migration-failed',
        bookmarks: [],
        write: [],
        remove: [],
        droppedCount: 0,
      });
    },
  );
});

describe('migrateLegacyBookmarks', () => {
  it('reads an object of entries as well as a list', () => {
    const legacy = { a: { data: { id: '12' }, info: { addedAt: 1_700_000_000_000 } } };
    expect(migrateLegacyBookmarks(legacy, NOW)).toEqual({
      bookmarks: [{ mediaId: toMediaId(12), category: 'watchlist', addedAt: 1_700_000_000_000 }],
      droppedCount: 0,
    });
  });

  it('merges two entries for the same media into one with the later time', () => {
    const legacy = [
      { data: { id: 5 }, info: { addedAt: 1_700_000_000_900 } },
      { data: { id: 5 }, info: { addedAt: 1_700_000_000_100 } },
    ];
    expect(migrateLegacyBookmarks(legacy, NOW)?.bookmarks).toEqual([
      { mediaId: 5, category: 'watchlist', addedAt: 1_700_000_000_900 },
    ]);
  });

  it('counts and leaves out entries without a usable id', () => {
    const legacy = [
      { data: { id: -1 } },
      { data: {} },
      { info: { addedAt: 1 } },
      { data: { id: 3 } },
    ];
    expect(migrateLegacyBookmarks(legacy, NOW)).toEqual({
      bookmarks: [{ mediaId: 3, category: 'watchlist', addedAt: NOW }],
      droppedCount: 3,
    });
  });

  it("takes the type from the media object's media_type before its title or name", () => {
    const legacy = [
      { data: { id: 615, media_type: 'tv', title: 'odd' }, info: { addedAt: 1_700_000_000_000 } },
    ];
    expect(migrateLegacyBookmarks(legacy, NOW)?.bookmarks).toEqual([
      { mediaId: 615, mediaType: 'tv', category: 'watchlist', addedAt: 1_700_000_000_000 },
    ]);
  });

  it('leaves the bookmark untyped when nothing in the media object tells the type', () => {
    const legacy = [
      { data: { id: 615, media_type: 'person' }, info: { addedAt: 1_700_000_000_000 } },
    ];
    expect(migrateLegacyBookmarks(legacy, NOW)?.bookmarks).toEqual([
      { mediaId: 615, category: 'watchlist', addedAt: 1_700_000_000_000 },
    ]);
  });

  it('keeps a movie and a series with the same id as two bookmarks', () => {
    const legacy = [
      {
        data: { id: 615, title: 'The Passion of the Christ' },
        info: { addedAt: 1_700_000_000_000 },
      },
      { data: { id: 615, name: 'Futurama' }, info: { addedAt: 1_700_000_000_001 } },
    ];
    expect(migrateLegacyBookmarks(legacy, NOW)?.bookmarks).toEqual([
      { mediaId: 615, mediaType: 'movie', category: 'watchlist', addedAt: 1_700_000_000_000 },
      { mediaId: 615, mediaType: 'tv', category: 'watchlist', addedAt: 1_700_000_000_001 },
    ]);
  });

  it('gives up on data that is neither a list nor an object', () => {
    expect(migrateLegacyBookmarks(null, NOW)).toBeNull();
    expect(migrateLegacyBookmarks('[]', NOW)).toBeNull();
  });
});

describe('readLegacyAddedAt', () => {
  it.each([
    [1_700_000_000_123, 1_700_000_000_123],
    [1_700_000_000.5, 1_700_000_000_500],
    ['1700000000123', 1_700_000_000_123],
    ['2024-01-02T03:04:05.000Z', Date.UTC(2024, 0, 2, 3, 4, 5)],
    ['yesterday', NOW],
    [undefined, NOW],
    [0, NOW],
    [-5, NOW],
    [Number.NaN, NOW],
  ])('reads %j as %d ms', (value, expected) => {
    expect(readLegacyAddedAt(value, NOW)).toBe(expected);
  });
});
