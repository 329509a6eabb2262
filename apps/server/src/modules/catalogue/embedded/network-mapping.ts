/**
 * Maps TVmaze network names to the spec's 8 streaming networks (TMDB watch-provider ids), so that
 * discover's with_watch_providers finds the series that premiered on them. The names and why each
 * maps live in core (`findNetworkBySeriesNetworkName`), shared with the title pages.
 */
import { findNetworkBySeriesNetworkName } from '@reelhouse/core/slug/networks';

/** @returns the TMDB watch-provider id of the series' network, or null when it is not one of the 8 */
export function mapNetworkToProviderId(network: string | null): number | null {
  return network === null ? null : (findNetworkBySeriesNetworkName(network)?.providerId ?? null);
}
