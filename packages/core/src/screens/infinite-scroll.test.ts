import { describe, expect, it } from 'vitest';
import {
  FULL_PAGE_ALL_TYPES,
  FULL_PAGE_SINGLE_TYPE,
  INFINITE_SCROLL_SKELETON_COUNT,
  applyPage,
  createInfiniteList,
  getLoadMoreTriggerIndex,
  getNextPage,
  hasMoreItems,
} from './infinite-scroll';

interface Item {
  id: number;
}
const keyOf = (item: Item) => String(item.id);
const items = (from: number, count: number): Item[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i }));

describe('hasMoreItems', () => {
  it.each([
    [40, 'all', true],
    [39, 'all', false],
    [20, 'movie', true],
    [19, 'tv', false],
    [25, 'all', false],
  ] as const)('a page of %i items with filter %s means more remain: %s', (count, filter, more) => {
    expect(hasMoreItems(count, filter)).toBe(more);
  });

  it('uses full pages of 40 for All, 20 for one type, and 10 skeletons', () => {
    expect([FULL_PAGE_ALL_TYPES, FULL_PAGE_SINGLE_TYPE, INFINITE_SCROLL_SKELETON_COUNT]).toEqual([
      40, 20, 10,
    ]);
  });
});

describe('getLoadMoreTriggerIndex', () => {
  it('triggers at the fifth item from the end', () => {
    expect(getLoadMoreTriggerIndex(20)).toBe(15);
    expect(getLoadMoreTriggerIndex(5)).toBe(0);
  });

  it('triggers at the first item of a short grid and nowhere in an empty one', () => {
    expect(getLoadMoreTriggerIndex(3)).toBe(0);
    expect(getLoadMoreTriggerIndex(0)).toBeNull();
  });
});

describe('applyPage', () => {
  it('replaces the list with page 1 and appends page 2', () => {
    const first = applyPage(createInfiniteList<Item>(), 1, items(0, 20), 'movie', keyOf);
    const second = applyPage(first, 2, items(20, 20), 'movie', keyOf);
    expect(second.items).toHaveLength(40);
    expect(second.page).toBe(2);
    const reset = applyPage(second, 1, items(100, 3), 'movie', keyOf);
    expect(reset.items).toEqual(items(100, 3));
  });

  it('stops asking for pages after a short page', () => {
    const first = applyPage(createInfiniteList<Item>(), 1, items(0, 40), 'all', keyOf);
    expect(getNextPage(first)).toBe(2);
    const last = applyPage(first, 2, items(40, 12), 'all', keyOf);
    expect(last.hasMore).toBe(false);
    expect(getNextPage(last)).toBeNull();
  });

  it('does not append an item that is already in the grid', () => {
    const first = applyPage(createInfiniteList<Item>(), 1, items(0, 20), 'tv', keyOf);
    const second = applyPage(first, 2, items(18, 20), 'tv', keyOf);
    expect(second.items.map((item) => item.id)).toEqual(items(0, 38).map((item) => item.id));
    expect(second.hasMore).toBe(true);
  });

  it('ignores a late page that is not the next one', () => {
    const first = applyPage(createInfiniteList<Item>(), 1, items(0, 20), 'tv', keyOf);
    expect(applyPage(first, 3, items(40, 20), 'tv', keyOf)).toBe(first);
  });
});
