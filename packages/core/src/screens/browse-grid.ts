/**
 * Category and network grids (spec section 2 "Categories", "Networks"; section 4): the type
 * filter in the URL, which /discover queries a grid makes, and how a page of movies and a page of
 * series become one grid page. The infinite-scroll rules themselves live in infinite-scroll.ts.
 */
import type { CatalogueMediaType } from '../media/catalogue-port';
import { findCategoryByGenreId, type Category } from '../slug/categories';
import type { StreamingNetwork } from '../slug/networks';
import type { GridTypeFilter } from './infinite-scroll';

/** The All / Movies / TV Shows filter, in the order it shows. */
export const GRID_TYPE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
] as const satisfies readonly { value: GridTypeFilter; label: string }[];

/** Genres highlighted on /categories, and titles shown for each. */
export const CATEGORY_HIGHLIGHT_COUNT = 6;
export const CATEGORY_HIGHLIGHT_ITEMS = 5;

/** Titles in the trending row of /categories. */
export const CATEGORIES_TRENDING_COUNT = 15;

/** The label of the plain next-page control (keyboard and no-script users). */
export const LOAD_MORE_LABEL = 'Load more';

/**
 * @param raw the `type` search parameter
 * @returns 'movie' or 'tv' when it says so (any case), else 'all'
 */
export function parseGridTypeFilter(raw: string | null | undefined): GridTypeFilter {
  const value = (raw ?? '').trim().toLowerCase();
  return value === 'movie' || value === 'tv' ? value : 'all';
}

/**
 * The filter whose "more remain" rule a grid follows: a grid that queries both media types is
 * 'all' (40 a page), one that queries a single type follows that type (20 a page). A genre that
 * only exists for movies (Horror) therefore keeps loading after pages of 20.
 */
export function getEffectiveGridFilter(mediaTypes: readonly CatalogueMediaType[]): GridTypeFilter {
  const distinct = [...new Set(mediaTypes)];
  return distinct.length === 1 && distinct[0] ? distinct[0] : 'all';
}

export interface NetworkQuery {
  mediaType: CatalogueMediaType;
  providerId: number;
}

/** The /discover queries of a network grid (with_watch_providers, region US), movies first. */
export function getNetworkQueries(
  network: StreamingNetwork,
  filter: GridTypeFilter,
): NetworkQuery[] {
  const mediaTypes: CatalogueMediaType[] = filter === 'all' ? ['movie', 'tv'] : [filter];
  return mediaTypes.map((mediaType) => ({ mediaType, providerId: network.providerId }));
}

/** The fields merging reads; any TMDB-shaped list entry fits. */
export interface MergeableItem {
  id: number;
  media_type?: string | null;
  popularity?: number | null;
  release_date?: string | null;
  first_air_date?: string | null;
}

/** How merged pages are ordered: most popular first, or newest release first. */
export type MergeOrder = 'popularity' | 'newest';

function compareItems(a: MergeableItem, b: MergeableItem, order: MergeOrder): number {
  if (order === 'popularity') return (b.popularity ?? 0) - (a.popularity ?? 0);
  const dateA = a.release_date ?? a.first_air_date ?? '';
  const dateB = b.release_date ?? b.first_air_date ?? '';
  return dateA === dateB ? 0 : dateA < dateB ? 1 : -1;
}

/**
 * Merges the pages of one grid page (e.g. page 3 of movies and page 3 of series).
 * @param order 'popularity' (default) or 'newest' (missing dates last)
 * @returns copies (catalogue objects are never mutated) with `media_type` set from the query
 *   they came from; a single page keeps its own order, several are sorted by `order`, ties
 *   keeping the query order
 */
export function mergeMediaPages<T extends MergeableItem>(
  pages: readonly { mediaType: CatalogueMediaType; results: readonly T[] }[],
  order: MergeOrder = 'popularity',
): (T & { media_type: CatalogueMediaType })[] {
  const merged = pages.flatMap((page) =>
    page.results.map((item) => ({ ...item, media_type: page.mediaType })),
  );
  if (pages.length < 2) return merged;
  return merged
    .map((item, index) => ({ item, index }))
    .sort((a, b) => compareItems(a.item, b.item, order) || a.index - b.index)
    .map(({ item }) => item);
}

/** Identifies a title in a grid: movie 1 and series 1 are different titles. */
export function getGridItemKey(item: { id: number; media_type?: string | null }): string {
  return `${item.media_type ?? ''}-${String(item.id)}`;
}

/**
 * The categories highlighted on /categories: the first genres of the catalogue's genre list that
 * have a category page.
 * @param genres the catalogue's genre list, in its order (movie genres first)
 * @returns up to 6 categories, each once
 */
export function getHighlightCategories(
  genres: readonly { id: number }[],
  count: number = CATEGORY_HIGHLIGHT_COUNT,
): Category[] {
  const chosen: Category[] = [];
  for (const genre of genres) {
    const category = findCategoryByGenreId(genre.id);
    if (category && !chosen.includes(category)) chosen.push(category);
    if (chosen.length >= count) break;
  }
  return chosen;
}

/**
 * Picks one of `length` items at random (the /networks hero backdrop).
 * @param random a number in [0, 1), e.g. from Math.random(); values outside are clamped
 * @returns an index, or null when there is nothing to pick
 */
export function pickRandomIndex(length: number, random: number): number | null {
  if (length <= 0) return null;
  const clamped = Math.min(Math.max(random, 0), 1);
  return Math.min(length - 1, Math.floor(clamped * length));
}
