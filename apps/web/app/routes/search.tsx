/**
 * /search (spec section 2, "Search page"): query, page, sort and type come from the URL; the
 * server renders the results for them. Pages with a query are not indexed.
 */
import { parseSearchParams, serialiseSearchParams } from '@reelhouse/core/screens/search-params';
import { data } from 'react-router';
import { SearchPage } from '~/features/search/search-page';
import { loadSearchResults } from '~/features/search/search-page-loader.server';
import { requireCatalogue } from '~/lib/loader-support';
import { buildMeta, canonicalUrl } from '~/lib/seo';
import type { Route } from './+types/search';

export async function loader({ request, context }: Route.LoaderArgs) {
  const state = parseSearchParams(new URL(request.url).searchParams);
  const result = await loadSearchResults(requireCatalogue(context), state, context.logger);
  const search = serialiseSearchParams({ ...state, query: state.query.trim() });
  const canonical = canonicalUrl(context.publicOrigin, '/search', search ? `?${search}` : '');
  // A failed search must not be cached as the page's answer.
  return data({ state, result, canonical }, result.status === 'failed' ? { status: 503 } : {});
}

// Without an ErrorBoundary of its own, this route's meta only runs with its loader's data.
export function meta({ loaderData }: Route.MetaArgs) {
  const query = loaderData.state.query.trim();
  const title = query === '' ? 'Search' : `Search: ${query}`;
  return [
    ...buildMeta({
      title,
      description:
        query === ''
          ? 'Search movies, TV series and anime by name, then sort and filter the results.'
          : `Movies and TV series matching "${query}".`,
      url: loaderData.canonical,
    }),
    ...(query === '' ? [] : [{ name: 'robots', content: 'noindex, follow' }]),
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  return <SearchPage state={loaderData.state} result={loaderData.result} />;
}
