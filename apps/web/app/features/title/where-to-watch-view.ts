/**
 * What a title page can say about where else a title is shown, for titles nothing here can play:
 * with a TMDB catalogue, TMDB's watch providers (read by the browser for its region); with the
 * embedded catalogue, the series' original networks, which is all the open data knows.
 */
import type { MediaDetails } from '@reelhouse/core/media/media-schema';
import { findNetworkBySeriesNetworkName } from '@reelhouse/core/slug/networks';
import { href } from 'react-router';
import type { ReelhouseLoadContext } from '~/load-context';

export interface WhereToWatchView {
  /** the series' original networks; a path where the network has a page here */
  networks: { name: string; path: string | null }[];
  /** the title to ask TMDB's watch providers of (TMDB catalogue only) */
  providers: { mediaType: 'movie' | 'tv'; id: number } | null;
}

/** @returns null when there is nothing to say (a film of the embedded catalogue) */
export function buildWhereToWatch(
  context: Pick<ReelhouseLoadContext, 'catalogue'>,
  details: MediaDetails,
  mediaType: 'movie' | 'tv',
): WhereToWatchView | null {
  if (context.catalogue?.source === 'tmdb') {
    return { networks: [], providers: { mediaType, id: details.id } };
  }
  const networks = details.networks.map((network) => {
    const known = findNetworkBySeriesNetworkName(network.name);
    return {
      name: network.name,
      path: known !== null ? href('/networks/:network', { network: known.slug }) : null,
    };
  });
  return networks.length === 0 ? null : { networks, providers: null };
}
