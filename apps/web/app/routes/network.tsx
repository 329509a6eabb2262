/**
 * /networks/{network} (spec section 2 "Networks", section 4): pills to every network, the
 * All/Movies/TV Shows filter (`?type=`), and an infinite-scroll grid of what the network streams
 * in the US. Unknown slug: 'Network Not Found'; an alias (paramount-plus) redirects to its slug.
 */
import { toCardItem } from '@reelhouse/core/media/card-item';
import { parseGridTypeFilter } from '@reelhouse/core/screens/browse-grid';
import { hasMoreItems } from '@reelhouse/core/screens/infinite-scroll';
import { parseSearchPage } from '@reelhouse/core/screens/search-params';
import {
  BROWSE_NETWORKS,
  NETWORK_NOT_FOUND,
  NETWORK_SERIES_ONLY,
  NO_NETWORK_CONTENT,
} from '@reelhouse/core/screens/texts';
import { findNetworkBySlug } from '@reelhouse/core/slug/networks';
import { data, href, redirect } from 'react-router';
import { readGridPage } from '~/features/browse/browse-data.server';
import { BrowseNotFound } from '~/features/browse/browse-not-found';
import { getNetworkGridQueries, withPlayableOnly } from '~/features/browse/grid-query';
import { isPlayableOnly, PlayableFilter } from '~/features/browse/playable-filter';
import { InfiniteMediaGrid } from '~/features/browse/infinite-media-grid';
import { networkPath } from '~/features/browse/browse-paths';
import { NetworkPills, NetworkTypeFilter } from '~/features/browse/network-nav';
import { getNetworkColours } from '~/features/browse/network-style';
import { requireCatalogue } from '~/lib/loader-support';
import { buildMeta, canonicalUrl, previewImageUrl } from '~/lib/seo';
import type { Route } from './+types/network';

const TYPE_WORDS = { all: 'movies and TV shows', movie: 'movies', tv: 'TV shows' } as const;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const network = findNetworkBySlug(params.network);
  if (!network) return data({ found: false as const }, { status: 404 });
  const url = new URL(request.url);
  if (params.network !== network.slug) {
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- React Router's thrown response
    throw redirect(`${href('/networks/:network', { network: network.slug })}${url.search}`, 301);
  }
  const catalogue = requireCatalogue(context);
  const type = parseGridTypeFilter(url.searchParams.get('type'));
  const page = parseSearchPage(url.searchParams.get('page'));
  const playableOnly = isPlayableOnly(url.searchParams);
  const queries = withPlayableOnly(getNetworkGridQueries(network, type), playableOnly);
  const results = await readGridPage(context, catalogue, queries, page);
  const top = results.find((item) => item.backdrop_path) ?? null;
  return {
    found: true as const,
    network: { slug: network.slug, name: network.name },
    type,
    // The embedded catalogue's open data names a network for series only.
    isSeriesOnly: catalogue.source === 'embedded',
    items: results.map((item) => toCardItem(item)),
    page,
    hasMore: hasMoreItems(results.length, type),
    queries,
    playableOnly,
    canonical: canonicalUrl(context.publicOrigin, networkPath(network.slug, type, page)),
    image: previewImageUrl(context.publicOrigin, top?.backdrop_path, 'backdrop'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData.found) {
    return [{ title: `${NETWORK_NOT_FOUND} | Reelhouse` }, { name: 'robots', content: 'noindex' }];
  }
  const { name } = loaderData.network;
  const words = TYPE_WORDS[loaderData.type];
  return buildMeta({
    title: `${name} ${words}`,
    description: `Browse the ${words} streaming on ${name} in the US, most popular first.`,
    url: loaderData.canonical,
    image: loaderData.image,
  });
}

export default function NetworkPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return <BrowseNotFound title={NETWORK_NOT_FOUND} linkLabel={BROWSE_NETWORKS} to="/networks" />;
  }
  const { network, type } = loaderData;
  const known = findNetworkBySlug(network.slug);
  return (
    <>
      <section
        aria-labelledby="network-title"
        style={known ? getNetworkColours(known) : undefined}
        className="-mx-4 px-5 py-8 tablet:mx-0 tablet:rounded-2xl tablet:px-8"
        data-testid="network-hero"
      >
        <p className="text-xs font-semibold tracking-widest uppercase opacity-90">
          Streaming network
        </p>
        <h1 id="network-title" className="mt-1 text-3xl font-extrabold tablet:text-5xl">
          {network.name}
        </h1>
        <p className="mt-2 text-sm opacity-90">
          {`The most popular ${TYPE_WORDS[type]} streaming on ${network.name} in the US.`}
        </p>
      </section>
      <div className="mt-6 flex flex-col gap-4">
        <NetworkPills current={network.slug} type={type} />
        <NetworkTypeFilter slug={network.slug} type={type} isSeriesOnly={loaderData.isSeriesOnly} />
        <PlayableFilter isOn={loaderData.playableOnly} />
        {loaderData.isSeriesOnly ? (
          <p className="text-sm text-ink-muted" data-testid="network-series-only">
            {NETWORK_SERIES_ONLY}
          </p>
        ) : null}
      </div>
      <section aria-label={`${network.name} ${TYPE_WORDS[type]}`} className="mt-6">
        <InfiniteMediaGrid
          key={`${network.slug}-${type}-${String(loaderData.playableOnly)}-${String(loaderData.page)}`}
          items={loaderData.items}
          page={loaderData.page}
          hasMore={loaderData.hasMore}
          filter={type}
          queries={loaderData.queries}
          label={`${network.name} titles`}
          emptyText={NO_NETWORK_CONTENT}
        />
      </section>
    </>
  );
}
