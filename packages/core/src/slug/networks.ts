/**
 * The 8 streaming networks of the spec (sections 2 "Networks", 3 "Watch providers", 9): their URL
 * slugs, display names, TMDB watch-provider ids and network keys.
 */

export interface StreamingNetwork {
  /** URL slug under /networks/ */
  slug: string;
  name: string;
  /** TMDB watch-provider id, for discover's with_watch_providers */
  providerId: number;
  /** the spec's network key */
  key: string;
}

/** The 8 networks, in the order the networks page shows them. */
export const STREAMING_NETWORKS: readonly StreamingNetwork[] = [
  { slug: 'netflix', name: 'Netflix', providerId: 8, key: 'netflix' },
  { slug: 'disney', name: 'Disney+', providerId: 337, key: 'disney+' },
  { slug: 'hulu', name: 'Hulu', providerId: 15, key: 'hulu' },
  { slug: 'amazon-prime', name: 'Prime Video', providerId: 9, key: 'amazon_prime' },
  { slug: 'apple-tv', name: 'Apple TV+', providerId: 350, key: 'apple_tv' },
  { slug: 'hbo-max', name: 'HBO Max', providerId: 1899, key: 'hbo_max' },
  { slug: 'paramount', name: 'Paramount+', providerId: 531, key: 'paramount+' },
  { slug: 'peacock', name: 'Peacock', providerId: 386, key: 'peacock' },
];

/** Other slugs seen for the same networks. */
const NETWORK_SLUG_ALIASES: Readonly<Record<string, string>> = { 'paramount-plus': 'paramount' };

/**
 * @param slug a /networks/{slug} path segment, any case
 * @returns the network, or null for an unknown slug (the page then says 'Network Not Found')
 */
export function findNetworkBySlug(slug: string): StreamingNetwork | null {
  const normalised = slug.trim().toLowerCase();
  const canonical = NETWORK_SLUG_ALIASES[normalised] ?? normalised;
  return STREAMING_NETWORKS.find((network) => network.slug === canonical) ?? null;
}

/**
 * @param key the spec's network key ('disney+', 'amazon_prime', …), any case, spaces ignored
 * @returns the network, or null for an unknown key
 */
export function findNetworkByKey(key: string): StreamingNetwork | null {
  const normalised = key.trim().toLowerCase();
  return STREAMING_NETWORKS.find((network) => network.key === normalised) ?? null;
}

/** @returns the network with that TMDB watch-provider id, or null */
export function findNetworkByProviderId(providerId: number): StreamingNetwork | null {
  return STREAMING_NETWORKS.find((network) => network.providerId === providerId) ?? null;
}

/**
 * A series' network as the open data (TVmaze) names it, in lower case → the spec's network key.
 * Only the service itself or its direct predecessor maps; broadcasters and other services do not.
 * - HBO and Max: HBO's originals stream on Max (the spec's 'HBO Max').
 * - Paramount+ with Showtime and CBS All Access: Paramount+ under its other names. Showtime and
 *   CBS themselves (a cable channel and a broadcaster) are not mapped.
 * - Disney+ Hotstar is a different service (its own provider id) and is not mapped.
 * - NBC is not mapped to Peacock, nor ABC/FX to Hulu: broadcasters are not streaming services.
 */
const SERIES_NETWORK_KEYS: Readonly<Record<string, string>> = {
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

/**
 * @param name a series' network as the catalogue names it ('HBO', 'Amazon Prime Video'), any case
 * @returns the streaming network it is, or null when it is none of the 8
 */
export function findNetworkBySeriesNetworkName(name: string): StreamingNetwork | null {
  const key = SERIES_NETWORK_KEYS[name.trim().toLowerCase()];
  return key === undefined ? null : findNetworkByKey(key);
}
