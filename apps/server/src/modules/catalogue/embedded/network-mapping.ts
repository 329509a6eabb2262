/**
 * Maps TVmaze network names to the spec's 8 streaming networks (TMDB watch-provider ids), so that
 * discover's with_watch_providers finds the series that premiered on them. Only the service itself
 * or its direct predecessor maps; broadcasters and other services are left unmapped.
 */
import { findNetworkByKey } from '@reelhouse/core/slug/networks';

/**
 * TVmaze network name (lower case) → the spec's network key.
 * - HBO and Max: HBO's originals stream on Max (the spec's 'HBO Max').
 * - Paramount+ with Showtime and CBS All Access: Paramount+ under its other names. Showtime and
 *   CBS themselves (a cable channel and a broadcaster) are not mapped.
 * - Disney+ Hotstar is a different service (its own provider id) and is not mapped.
 * - NBC is not mapped to Peacock, nor ABC/FX to Hulu: broadcasters are not streaming services.
 */
const NETWORK_KEYS: Readonly<Record<string, string>> = {
  netflix: 'netflix',
  'disney+': 'disney+',
  hulu: 'hulu',
  'prime video': 'amazon_prime',
  'amazon prime video': 'amazon_prime',
  'apple tv+': 'apple_tv',
  hbo: 'hbo_max',
  'hbo max': 'hbo_max',
  max: 'hbo_max',
  'paramount+': 'paramount+',
  'paramount+ with showtime': 'paramount+',
  'cbs all access': 'paramount+',
  peacock: 'peacock',
};

/** @returns the TMDB watch-provider id of the series' network, or null when it is not one of the 8 */
export function mapNetworkToProviderId(network: string | null): number | null {
  if (network === null) return null;
  const key = NETWORK_KEYS[network.trim().toLowerCase()];
  if (key === undefined) return null;
  return findNetworkByKey(key)?.providerId ?? null;
}
