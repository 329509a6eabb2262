/**
 * Sorting search results by the six sort options (spec section 2, "Search page"). TMDB's
 * /search/multi takes no sort_by, so the page sorts the results it received.
 */
import type { SearchSort } from './search-params';

/** The fields sorting reads; any TMDB-shaped movie or series fits. */
export interface SortableResult {
  popularity?: number | null;
  vote_average?: number | null;
  release_date?: string | null;
  first_air_date?: string | null;
}

function readSortValue(item: SortableResult, field: string): number | string | null {
  if (field === 'popularity') return item.popularity ?? null;
  // TMDB sends 0 for titles nobody rated: they count as unrated, as on the cards.
  if (field === 'vote_average') return item.vote_average === 0 ? null : (item.vote_average ?? null);
  // Empty date strings (TMDB's "unknown") count as missing.
  const date = item.release_date === '' ? null : (item.release_date ?? null);
  return date ?? (item.first_air_date === '' ? null : (item.first_air_date ?? null));
}

function compareValues(a: number | string, b: number | string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * @returns a new array sorted by the option; ties and items missing the field keep their order,
 *   and items missing the field (no date, no popularity, a rating of 0 or none) always come last,
 *   whatever the direction
 */
export function sortSearchResults<T extends SortableResult>(
  items: readonly T[],
  sort: SearchSort,
): T[] {
  const [field = '', direction] = sort.split('.');
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = readSortValue(a, field);
    const right = readSortValue(b, field);
    if (left === null || right === null) return (left === null ? 1 : 0) - (right === null ? 1 : 0);
    return sign * compareValues(left, right);
  });
}

/**
 * The sort_by value for TMDB's discover endpoint of one type.
 * @returns the option unchanged, except that series sort by first_air_date instead of
 *   primary_release_date
 */
export function toTmdbSortBy(sort: SearchSort, mediaType: 'movie' | 'tv'): string {
  if (mediaType === 'tv') return sort.replace('primary_release_date', 'first_air_date');
  return sort;
}
