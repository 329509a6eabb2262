/**
 * Infinite-scroll grids of the category and network pages (spec sections 4 and 9): page 1 resets
 * the list, later pages append until a short page says no more remain.
 */

/** Skeleton cards shown while a page loads. */
export const INFINITE_SCROLL_SKELETON_COUNT = 10;

/** The next page loads when this item, counted from the end (1 = last), comes into view. */
export const LOAD_MORE_FROM_END = 5;

/** With the All filter (movies and series merged), a page this long means more remain. */
export const FULL_PAGE_ALL_TYPES = 40;

/** With a single-type filter, a page this long means more remain. */
export const FULL_PAGE_SINGLE_TYPE = 20;

/** The grid's type filter. */
export type GridTypeFilter = 'all' | 'movie' | 'tv';

/**
 * @param pageItemCount how many items the last page returned
 * @returns true when it returned at least 40 items (All) or 20 (Movies or TV Shows)
 */
export function hasMoreItems(pageItemCount: number, filter: GridTypeFilter): boolean {
  const fullPage = filter === 'all' ? FULL_PAGE_ALL_TYPES : FULL_PAGE_SINGLE_TYPE;
  return pageItemCount >= fullPage;
}

/**
 * @param itemCount items in the grid
 * @returns the index of the fifth-from-last item, which triggers the next page when seen (the
 *   first item when there are fewer than 5); null for an empty grid
 */
export function getLoadMoreTriggerIndex(itemCount: number): number | null {
  if (itemCount <= 0) return null;
  return Math.max(0, itemCount - LOAD_MORE_FROM_END);
}

export interface InfiniteListState<T> {
  readonly items: readonly T[];
  /** the last page applied; 0 before the first */
  readonly page: number;
  readonly hasMore: boolean;
}

/** An empty grid waiting for page 1. */
export function createInfiniteList<T>(): InfiniteListState<T> {
  return { items: [], page: 0, hasMore: true };
}

/**
 * Applies a loaded page.
 * @param keyOf identifies an item (e.g. `${media_type}-${id}`): an item already in the grid is not
 *   appended twice, as TMDB pages can overlap when popularity shifts between requests
 * @returns page 1 replaces the list; page n+1 after page n appends; any other page (a late answer
 *   to an older request) leaves the state unchanged
 */
export function applyPage<T>(
  state: InfiniteListState<T>,
  page: number,
  pageItems: readonly T[],
  filter: GridTypeFilter,
  keyOf: (item: T) => string,
): InfiniteListState<T> {
  if (page !== 1 && page !== state.page + 1) return state;
  const base = page === 1 ? [] : state.items;
  const seen = new Set(base.map(keyOf));
  const items = [...base];
  for (const item of pageItems) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return { items, page, hasMore: hasMoreItems(pageItems.length, filter) };
}

/** @returns the page to request next, or null when no more remain */
export function getNextPage<T>(state: InfiniteListState<T>): number | null {
  return state.hasMore ? state.page + 1 : null;
}
