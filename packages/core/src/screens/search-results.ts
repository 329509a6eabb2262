/**
 * What the search page and the search box show of a search answer (spec sections 2 and 5): only
 * movies and series, narrowed to the 'Media Type' select and sorted by the 'Sort By' option, plus
 * the handful of popular titles the box's placeholder rotates through.
 */
import { filterSearchResults, getTitle, type MediaType } from '../media/media-item';
import { MAX_SEARCH_PAGE, type SearchMediaType, type SearchSort } from './search-params';
import { type SortableResult, sortSearchResults } from './search-sort';

/** Popular titles the search box's placeholder rotates through. */
export const SEARCH_PLACEHOLDER_TITLE_COUNT = 6;

/**
 * One page of /search/multi as the search page shows it. TMDB's search takes no sort or type, so
 * the page narrows and sorts the results it received (the page count stays the search's own).
 * @returns movies and series only (people dropped), of `type` unless it is 'all', sorted by `sort`
 */
export function selectSearchResults<T extends SortableResult & { media_type?: string | null }>(
  results: readonly T[],
  type: SearchMediaType,
  sort: SearchSort,
): (T & { media_type: MediaType })[] {
  const shown = filterSearchResults(results).filter(
    (item) => type === 'all' || item.media_type === type,
  );
  return sortSearchResults(shown, sort);
}

/**
 * @param totalPages the search's `total_pages` (any number)
 * @returns the page count the pagination offers: 0 to 500 (TMDB serves no page beyond 500)
 */
export function getSearchPageCount(totalPages: number): number {
  if (!Number.isFinite(totalPages) || totalPages < 1) return 0;
  return Math.min(Math.floor(totalPages), MAX_SEARCH_PAGE);
}

/**
 * The placeholder's popular titles: movies and series taken in turn, blanks and repeats skipped.
 * @param limit titles kept at most
 * @returns up to `limit` titles, first movie, first series, second movie, ...
 */
export function pickPlaceholderTitles(
  movies: readonly { title?: string | null; name?: string | null }[],
  series: readonly { title?: string | null; name?: string | null }[],
  limit: number = SEARCH_PLACEHOLDER_TITLE_COUNT,
): string[] {
  const picked: string[] = [];
  const longest = Math.max(movies.length, series.length);
  for (let index = 0; index < longest && picked.length < limit; index += 1) {
    for (const item of [movies[index], series[index]]) {
      const title = item ? getTitle(item).trim() : '';
      if (title !== '' && !picked.includes(title) && picked.length < limit) picked.push(title);
    }
  }
  return picked;
}
