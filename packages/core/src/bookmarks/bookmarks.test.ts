import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bookmark } from './bookmark-schema';
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
const list: Bookmark[] = [
  { mediaId: dune, category: 'watchlist', addedAt: 1_000 },
  { mediaId: alien, category: 'favorites', addedAt: 2_000 },
];

describe('addBookmark', () => {
  it('appends an item that is not yet in the category', () => {
    expect(addBookmark(list, { mediaId: alien, category: 'watchlist' }, 5_000)).toEqual([
      ...list,
      { mediaId: alien, category: 'watchlist', addedAt: 5_000 },
    ]);
  });

  it('only refreshes addedAt, in place, when the item is already in the category', () => {
    expect(addBookmark(list, { mediaId: dune, category: 'watchlist' }, 9_000)).toEqual([
      { mediaId: dune, category: 'watchlist', addedAt: 9_000 },
      list[1],
    ]);
  });

  it('leaves the list it was given unchanged', () => {
    const before = JSON.parse(JSON.stringify(list)) as Bookmark[];
    addBookmark(list, { mediaId: dune, category: 'watchlist' }, 9_000);
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
            bookmarks = addBookmark(bookmarks, { mediaId: toMediaId(id), category }, at);
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
    const both = addBookmark(list, { mediaId: dune, category: 'favorites' }, 3_000);
    expect(removeBookmark(both, { mediaId: dune, category: 'watchlist' })).toEqual([
      list[1],
      { mediaId: dune, category: 'favorites', addedAt: 3_000 },
    ]);
  });

  it('deletes every copy of a duplicated entry', () => {
    const duplicated = [...list, list[0]!];
    expect(removeBookmark(duplicated, { mediaId: dune, category: 'watchlist' })).toEqual([list[1]]);
  });

  it('leaves the list as it was when the item is not there', () => {
    expect(removeBookmark(list, { mediaId: alien, category: 'watched' })).toEqual(list);
  });
});

describe('membership', () => {
  it('fills the icon when the item is in any category, not only the watchlist', () => {
    expect(isInAnyCategory(list, alien)).toBe(true);
    expect(isInAnyCategory(list, toMediaId(1))).toBe(false);
  });

  it('tells whether the item is in one given category', () => {
    expect(isInCategory(list, { mediaId: alien, category: 'favorites' })).toBe(true);
    expect(isInCategory(list, { mediaId: alien, category: 'watchlist' })).toBe(false);
  });

  it('lists the categories holding an item, for the dropdown checkboxes', () => {
    const both = addBookmark(list, { mediaId: dune, category: 'Anime' }, 3_000);
    expect(getCategoriesOf(both, dune)).toEqual(['watchlist', 'Anime']);
    expect(getCategoriesOf(both, toMediaId(7))).toEqual([]);
  });
});

describe('toggles', () => {
  it('adds to the watchlist when the item is not there, and says so', () => {
    const result = toggleWatchlist(list, alien, 4_000);
    expect(result.change).toBe('added');
    expect(isInCategory(result.bookmarks, { mediaId: alien, category: 'watchlist' })).toBe(true);
  });

  it('removes from the watchlist when the item is there, and says so', () => {
    expect(toggleWatchlist(list, dune, 4_000)).toEqual({ bookmarks: [list[1]], change: 'removed' });
  });

  it('toggles a custom category checkbox the same way', () => {
    const added = toggleBookmark(list, { mediaId: alien, category: 'Anime' }, 4_000);
    expect(added.change).toBe('added');
    const removed = toggleBookmark(added.bookmarks, { mediaId: alien, category: 'Anime' }, 5_000);
    expect(removed).toEqual({ bookmarks: list, change: 'removed' });
  });
});

describe('addToNewCategory', () => {
  it('trims the name and puts the item in the new category', () => {
    const result = addToNewCategory(list, alien, '  Anime  ', 6_000);
    expect(result).toEqual({
      ok: true,
      value: {
        bookmarks: [...list, { mediaId: alien, category: 'Anime', addedAt: 6_000 }],
        category: 'Anime',
      },
    });
  });

  it('reuses an existing category that differs only in letter case', () => {
    const result = addToNewCategory(list, alien, 'WATCHLIST', 6_000);
    expect(result.ok && result.value.category).toBe('watchlist');
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['x'.repeat(51), 'too-long'],
  ])('refuses the name %j (%s) and changes nothing', (input, reason) => {
    expect(addToNewCategory(list, alien, input, 6_000)).toEqual({ ok: false, reason });
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
