/**
 * /discover (spec section 2 "Discover"): Trending or Popular, All/Movies/TV, a streaming-service
 * filter, links to /categories and /networks, 6 featured titles, then the rest of the list. The
 * choices live in the search parameters, so every view is server-rendered and linkable.
 */
import {
  DISCOVER_TABS,
  getDiscoverSource,
  parseDiscoverParams,
  serialiseDiscoverParams,
} from '@reelhouse/core/screens/discover-params';
import { DISCOVER_FEATURED_COUNT } from '@reelhouse/core/screens/home';
import {
  BROWSE_CATEGORIES,
  BROWSE_NETWORKS,
  NO_FILTERED_CONTENT,
} from '@reelhouse/core/screens/texts';
import { findNetworkBySlug } from '@reelhouse/core/slug/networks';
import { MediaGrid } from '~/components/media/media-grid';
import { PrefetchLink } from '~/components/media/prefetch-link';
import { readDiscoverResults } from '~/features/browse/browse-data.server';
import { DiscoverControls } from '~/features/browse/discover-controls';
import { FeaturedCard } from '~/features/browse/featured-card';
import { toCardItem } from '@reelhouse/core/media/card-item';
import { requireCatalogue } from '~/lib/loader-support';
import { buildMeta, canonicalUrl, previewImageUrl } from '~/lib/seo';
import { isPlayableOnly, PlayableFilter } from '~/features/browse/playable-filter';
import type { Route } from './+types/discover';

export const DISCOVER_TITLE = 'Discover';

export async function loader({ context, request }: Route.LoaderArgs) {
  const catalogue = requireCatalogue(context);
  const url = new URL(request.url);
  const state = parseDiscoverParams(url.searchParams);
  const playableOnly = isPlayableOnly(url.searchParams);
  const results = await readDiscoverResults(
    context,
    catalogue,
    getDiscoverSource(state),
    playableOnly,
  );
  const featured = results.slice(0, DISCOVER_FEATURED_COUNT).map((item) => ({
    ...toCardItem(item),
    overview: item.overview,
    backdrop_path: item.backdrop_path,
  }));
  const search = serialiseDiscoverParams(state);
  return {
    state,
    playableOnly,
    featured,
    more: results.slice(DISCOVER_FEATURED_COUNT).map((item) => toCardItem(item)),
    canonical: canonicalUrl(context.publicOrigin, '/discover', search === '' ? '' : `?${search}`),
    image: previewImageUrl(context.publicOrigin, featured[0]?.backdrop_path, 'backdrop'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const { state } = loaderData;
  const tab = DISCOVER_TABS.find((option) => option.value === state.tab)?.label ?? 'Trending';
  const network = state.network ? findNetworkBySlug(state.network) : null;
  return buildMeta({
    title: network ? `${DISCOVER_TITLE}: ${tab} on ${network.name}` : `${DISCOVER_TITLE}: ${tab}`,
    description:
      'Discover trending and popular movies and TV shows, filtered by type and streaming service.',
    url: loaderData.canonical,
    image: loaderData.image,
  });
}

const linkClass =
  'rounded-full border border-line bg-surface-2 px-4 py-2 text-sm font-semibold hover:border-brand hover:text-brand';

export default function Discover({ loaderData }: Route.ComponentProps) {
  const { state, featured, more } = loaderData;
  const tabLabel = DISCOVER_TABS.find((tab) => tab.value === state.tab)?.label ?? '';
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight tablet:text-4xl">
            {DISCOVER_TITLE}
          </h1>
          <p className="mt-2 text-ink-muted">What people are watching, by type and service.</p>
        </div>
        <nav aria-label="Browse" className="flex gap-2">
          <PrefetchLink to="/categories" className={linkClass}>
            {BROWSE_CATEGORIES}
          </PrefetchLink>
          <PrefetchLink to="/networks" className={linkClass}>
            {BROWSE_NETWORKS}
          </PrefetchLink>
        </nav>
      </div>
      <div className="mt-6 flex flex-col gap-4">
        <DiscoverControls state={state} />
        <PlayableFilter isOn={loaderData.playableOnly} />
      </div>
      {featured.length === 0 ? (
        <p className="mt-8 rounded-lg border border-line bg-surface-2 p-6 text-center text-ink-muted">
          {NO_FILTERED_CONTENT}
        </p>
      ) : (
        <section aria-labelledby="featured-title" className="mt-8">
          <h2 id="featured-title" className="mb-4 text-lg font-bold tablet:text-xl">
            {`Featured: ${tabLabel}`}
          </h2>
          <ul
            className="grid gap-4 tablet:grid-cols-2 lg:grid-cols-3"
            data-testid="discover-featured"
          >
            {featured.map((item, index) => (
              <li key={`${item.media_type ?? ''}-${String(item.id)}`}>
                <FeaturedCard item={item} priority={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {more.length > 0 ? (
        <section aria-labelledby="more-title" className="mt-10">
          <h2 id="more-title" className="mb-4 text-lg font-bold tablet:text-xl">
            {`More ${tabLabel.toLowerCase()}`}
          </h2>
          <MediaGrid items={more} label={`More ${tabLabel.toLowerCase()} titles`} />
        </section>
      ) : null}
    </>
  );
}
