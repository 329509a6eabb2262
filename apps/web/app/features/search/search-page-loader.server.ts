/**
 * The search page's data, read on the server for the URL's query, page, sort and type. A type
 * other than All searches that type only, so its pages and page count are the type's own (a
 * search of both, narrowed page by page, left pages empty that the count still offered). TMDB's
 * search takes no sort: each page is sorted (core `selectSearchResults`).
 */
import { isSearchQueryEmpty } from '@reelhouse/core/screens/search';
import type { SearchState } from '@reelhouse/core/screens/search-params';
import { getSearchPageCount, selectSearchResults } from '@reelhouse/core/screens/search-results';
import type { CatalogueReader, PageLogger } from '~/load-context';
import type { SearchPageResult } from './search-page-result';

/** The failure's status text ('Service Unavailable'), without leaking other internals. */
function describeFailure(error: unknown): string {
  if (error instanceof Error && 'statusText' in error && typeof error.statusText === 'string') {
    return error.statusText;
  }
  return 'The search failed';
}

export async function loadSearchResults(
  catalogue: Pick<CatalogueReader, 'searchMulti'>,
  state: SearchState,
  logger: PageLogger,
): Promise<SearchPageResult> {
  const query = state.query.trim();
  if (isSearchQueryEmpty(query)) return { status: 'empty' };
  try {
    const page = await catalogue.searchMulti({
      query,
      page: state.page,
      ...(state.type === 'all' ? {} : { mediaType: state.type }),
    });
    return {
      status: 'found',
      results: selectSearchResults(page.results, state.type, state.sort),
      pageCount: getSearchPageCount(page.total_pages),
    };
  } catch (error) {
    logger.warn({ err: error, query, page: state.page }, 'search failed');
    return { status: 'failed', message: describeFailure(error) };
  }
}
