/** Links into the search page: the overlay's Advanced Search and the pagination's pages. */
import {
  DEFAULT_SEARCH_SORT,
  type SearchState,
  serialiseSearchParams,
} from '@reelhouse/core/screens/search-params';

/** The URL of `page` with the rest of the search unchanged: '/search?query=the&page=2'. */
export function searchPagePath(state: SearchState, page: number): string {
  const search = serialiseSearchParams({ ...state, page });
  return search === '' ? '/search' : `/search?${search}`;
}

/** Advanced Search: the search page for the overlay's text (trimmed), first page, defaults. */
export function advancedSearchPath(text: string): string {
  return searchPagePath({ query: text.trim(), page: 1, sort: DEFAULT_SEARCH_SORT, type: 'all' }, 1);
}
