/**
 * The search page's URL state (spec section 2, "Search page"): query, page, sort and type, with
 * the six sort options (TMDB sort_by values) and the media-type select.
 */

/** The six sort options, as TMDB sort_by values. */
export const SEARCH_SORT_OPTIONS = [
  { value: 'popularity.desc', label: 'Popularity (high to low)' },
  { value: 'popularity.asc', label: 'Popularity (low to high)' },
  { value: 'vote_average.desc', label: 'Rating (high to low)' },
  { value: 'vote_average.asc', label: 'Rating (low to high)' },
  { value: 'primary_release_date.desc', label: 'Release date (newest first)' },
  { value: 'primary_release_date.asc', label: 'Release date (oldest first)' },
] as const;
export type SearchSort = (typeof SEARCH_SORT_OPTIONS)[number]['value'];

/** The 'Media Type' select. */
export const SEARCH_MEDIA_TYPE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
] as const;
export type SearchMediaType = (typeof SEARCH_MEDIA_TYPE_OPTIONS)[number]['value'];

export const SEARCH_MEDIA_TYPE_LABEL = 'Media Type';
export const SEARCH_SORT_LABEL = 'Sort By';
export const DEFAULT_SEARCH_SORT: SearchSort = 'popularity.desc';

/** TMDB answers no page beyond 500. */
export const MAX_SEARCH_PAGE = 500;

export interface SearchState {
  query: string;
  /** 1 to 500 */
  page: number;
  sort: SearchSort;
  type: SearchMediaType;
}

/** Anything with URLSearchParams' `get` (URLSearchParams itself fits). */
export interface SearchParamsReader {
  get(name: string): string | null;
}

function isOneOf<T extends string>(options: readonly { value: T }[], value: string): value is T {
  return options.some((option) => option.value === value);
}

/**
 * @param raw a page parameter
 * @returns the page when it is a whole number from 1 to 500 (larger ones become 500), else 1
 */
export function parseSearchPage(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page < 1 ? 1 : Math.min(page, MAX_SEARCH_PAGE);
}

/**
 * Reads the search page's URL parameters; anything missing or unknown takes its default.
 * @returns query as given (not trimmed), page 1, sort 'popularity.desc', type 'all' by default
 */
export function parseSearchParams(params: SearchParamsReader): SearchState {
  const sort = params.get('sort') ?? '';
  const type = params.get('type') ?? '';
  return {
    query: params.get('query') ?? '',
    page: parseSearchPage(params.get('page')),
    sort: isOneOf(SEARCH_SORT_OPTIONS, sort) ? sort : DEFAULT_SEARCH_SORT,
    type: isOneOf(SEARCH_MEDIA_TYPE_OPTIONS, type) ? type : 'all',
  };
}

/**
 * Writes the search state as a query string, without '?'.
 * @returns parameters in the order query, page, sort, type, each omitted when it has its default
 *   (empty query, page 1, 'popularity.desc', 'all'); '' when everything is default
 */
export function serialiseSearchParams(state: SearchState): string {
  const pairs: [string, string][] = [];
  if (state.query !== '') pairs.push(['query', state.query]);
  if (state.page !== 1) pairs.push(['page', String(state.page)]);
  if (state.sort !== DEFAULT_SEARCH_SORT) pairs.push(['sort', state.sort]);
  if (state.type !== 'all') pairs.push(['type', state.type]);
  return pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
}

/**
 * Applies a change of query, sort or type.
 * @returns the new state; back on page 1 whenever the query, sort or type actually changed
 */
export function updateSearchState(
  state: SearchState,
  change: Partial<Pick<SearchState, 'query' | 'sort' | 'type'>>,
): SearchState {
  const next = { ...state, ...change };
  const changed =
    next.query !== state.query || next.sort !== state.sort || next.type !== state.type;
  return changed ? { ...next, page: 1 } : state;
}
