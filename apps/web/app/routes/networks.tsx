/**
 * /networks (spec section 2 "Networks"): a hero over a random backdrop with links to the 8
 * networks, a 5-title preview row per network with 'View all', and 'All Streaming Networks'.
 * The backdrop is drawn on the server and travels in loader data, so hydration matches.
 */
import { toCardItem } from '@reelhouse/core/media/card-item';
import { pickRandomIndex } from '@reelhouse/core/screens/browse-grid';
import { NETWORK_PREVIEW_COUNT } from '@reelhouse/core/screens/home';
import { STREAMING_NETWORKS } from '@reelhouse/core/slug/networks';
import { BackdropHero } from '~/features/browse/backdrop-hero';
import { readGridPage } from '~/features/browse/browse-data.server';
import { getNetworkGridQueries } from '~/features/browse/grid-query';
import { NetworkPills } from '~/features/browse/network-nav';
import { NetworkPreviews } from '~/features/browse/network-previews';
import { NetworkTiles } from '~/features/browse/network-tiles';
import { requireCatalogue } from '~/lib/loader-support';
import { buildMeta, canonicalUrl, previewImageUrl } from '~/lib/seo';
import type { Route } from './+types/networks';

export const NETWORKS_TITLE = 'Streaming Networks';

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = requireCatalogue(context);
  const previews = await Promise.all(
    STREAMING_NETWORKS.map(async (network) => ({
      slug: network.slug,
      name: network.name,
      items: (
        await readGridPage(context, catalogue, getNetworkGridQueries(network, 'all'), 1)
      ).slice(0, NETWORK_PREVIEW_COUNT),
    })),
  );
  const backdrops = previews.flatMap((preview) =>
    preview.items.flatMap((item) => (item.backdrop_path ? [item.backdrop_path] : [])),
  );
  const heroBackdrop = backdrops[pickRandomIndex(backdrops.length, Math.random()) ?? -1] ?? null;
  return {
    heroBackdrop,
    previews: previews.map((preview) => ({
      ...preview,
      items: preview.items.map((item) => toCardItem(item)),
    })),
    canonical: canonicalUrl(context.publicOrigin, '/networks'),
    image: previewImageUrl(context.publicOrigin, heroBackdrop, 'backdrop'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: NETWORKS_TITLE,
    description:
      'What is streaming on Netflix, Disney+, Hulu, Prime Video, Apple TV+, HBO Max, Paramount+ and Peacock.',
    url: loaderData.canonical,
    image: loaderData.image,
  });
}

export default function Networks({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BackdropHero
        backdropPath={loaderData.heroBackdrop}
        title={NETWORKS_TITLE}
        description="Browse what each streaming service offers in the US."
        testId="networks-hero"
      >
        <NetworkPills current={null} type="all" />
      </BackdropHero>
      <NetworkPreviews previews={loaderData.previews} />
      <NetworkTiles />
    </>
  );
}
