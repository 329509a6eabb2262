/**
 * The search page (spec section 2, "Search page"): the controls, then the results grid with its
 * pagination, or the page's empty and error texts. The results arrive server-rendered with the
 * page; while the next answer loads the grid is marked busy.
 */
import type { SearchState } from '@reelhouse/core/screens/search-params';
import {
  SEARCH_EMPTY_PROMPT,
  formatNoResultsFor,
  formatSearchPageError,
} from '@reelhouse/core/screens/texts';
import { useNavigation } from 'react-router';
import { MediaGrid } from '~/components/media/media-grid';
import { SearchControls } from './search-controls';
import type { SearchPageResult } from './search-page-result';
import { SearchPagination } from './search-pagination';

interface SearchPageProps {
  state: SearchState;
  result: SearchPageResult;
}

function SearchResults({ state, result }: SearchPageProps) {
  if (result.status === 'empty') {
    return <p className="py-12 text-center text-lg text-ink-muted">{SEARCH_EMPTY_PROMPT}</p>;
  }
  if (result.status === 'failed') {
    return (
      <p
        role="alert"
        className="py-12 text-center text-lg font-semibold text-red-700 dark:text-red-400"
      >
        {formatSearchPageError(result.message)}
      </p>
    );
  }
  return (
    <>
      {result.results.length === 0 ? (
        <p className="py-12 text-center text-lg text-ink-muted">
          {formatNoResultsFor(state.query.trim())}
        </p>
      ) : (
        <MediaGrid items={result.results} eagerCount={2} label="Search results" />
      )}
      {result.pageCount > 1 ? (
        <SearchPagination state={state} pageCount={result.pageCount} />
      ) : null}
    </>
  );
}

export function SearchPage({ state, result }: SearchPageProps) {
  const navigation = useNavigation();
  const isLoading = navigation.state === 'loading' && navigation.location.pathname === '/search';
  return (
    <>
      <h1 className="mb-6 text-2xl font-extrabold tracking-tight tablet:text-3xl">Search</h1>
      <SearchControls state={state} />
      <section
        aria-labelledby="search-results-heading"
        aria-busy={isLoading}
        className={`mt-8 transition-opacity ${isLoading ? 'opacity-60' : ''}`}
      >
        <h2 id="search-results-heading" className="sr-only">
          Results
        </h2>
        <SearchResults state={state} result={result} />
      </section>
    </>
  );
}
