/**
 * The discover page's URL state (spec section 2 "Discover"): the Trending or Popular tab, the
 * All/Movies/TV filter and the streaming-service filter, and which catalogue reads show them.
 */
import type {
  CatalogueListName,
  CatalogueMediaType,
  DiscoverSort,
  TrendingMediaType,
} from '../media/catalogue-port';
import { findNetworkBySlug, type StreamingNetwork } from '../slug/networks';
import type { GridTypeFilter } from './infinite-scroll';
import { parseGridTypeFilter, type MergeOrder } from './browse-grid';

/** The two tabs, in the order they show. */
export const DISCOVER_TABS = [
  { value: 'trending', label: 'Trending' },
  { value: 'popular', label: 'Popular' },
] as const;
export type DiscoverTab = (typeof DISCOVER_TABS)[number]['value'];

/** The streaming-service filter's "no filter" choice. */
export const ALL_SERVICES_LABEL = 'All services';

export interface DiscoverState {
  tab: DiscoverTab;
  type: GridTypeFilter;
  /** slug of the chosen streaming network, or null for every service */
  network: string | null;
}

/** Anything with URLSearchParams' `get`. */
export interface ParamsReader {
  get(name: string): string | null;
}

/**
 * Reads `tab`, `type` and `network`; anything missing or unknown takes its default.
 * @returns tab 'trending', type 'all', network null by default; a known network alias becomes
 *   its canonical slug ('paramount-plus' → 'paramount')
 */
export function parseDiscoverParams(params: ParamsReader): DiscoverState {
  const tab = (params.get('tab') ?? '').trim().toLowerCase();
  const network = findNetworkBySlug(params.get('network') ?? '');
  return {
    tab: tab === 'popular' ? 'popular' : 'trending',
    type: parseGridTypeFilter(params.get('type')),
    network: network?.slug ?? null,
  };
}

/**
 * Writes the state as a query string without '?', in the order tab, type, network, each omitted
 * at its default; '' when everything is default.
 */
export function serialiseDiscoverParams(state: DiscoverState): string {
  const pairs: string[] = [];
  if (state.tab !== 'trending') pairs.push(`tab=${state.tab}`);
  if (state.type !== 'all') pairs.push(`type=${state.type}`);
  if (state.network !== null) pairs.push(`network=${encodeURIComponent(state.network)}`);
  return pairs.join('&');
}

/** What the discover page reads for a state. */
export type DiscoverSource =
  | { kind: 'trending'; mediaType: TrendingMediaType }
  | { kind: 'lists'; lists: { mediaType: CatalogueMediaType; name: CatalogueListName }[] }
  | {
      kind: 'discover';
      network: StreamingNetwork;
      /** how the movie and series pages merge */
      order: MergeOrder;
      queries: { mediaType: CatalogueMediaType; sortBy: DiscoverSort }[];
    };

const POPULAR_LISTS = {
  movie: 'movie/popular',
  tv: 'tv/popular',
} as const satisfies Record<CatalogueMediaType, CatalogueListName>;

/** Newest first, per media type (TMDB names the date differently for series). */
const NEWEST_FIRST = {
  movie: 'primary_release_date.desc',
  tv: 'first_air_date.desc',
} as const satisfies Record<CatalogueMediaType, DiscoverSort>;

/**
 * Without a service: Trending reads /trending/{type}/week, Popular the popular lists. With a
 * service there is no trending list to filter (TMDB's trending lists carry no providers), so both
 * tabs read /discover with the service's provider: Popular most popular first, Trending newest
 * first (what just arrived on the service).
 */
export function getDiscoverSource(state: DiscoverState): DiscoverSource {
  const mediaTypes: CatalogueMediaType[] = state.type === 'all' ? ['movie', 'tv'] : [state.type];
  const network = state.network === null ? null : findNetworkBySlug(state.network);
  if (network) {
    return {
      kind: 'discover',
      network,
      order: state.tab === 'popular' ? 'popularity' : 'newest',
      queries: mediaTypes.map((mediaType) => ({
        mediaType,
        sortBy: state.tab === 'popular' ? 'popularity.desc' : NEWEST_FIRST[mediaType],
      })),
    };
  }
  if (state.tab === 'trending') return { kind: 'trending', mediaType: state.type };
  return {
    kind: 'lists',
    lists: mediaTypes.map((mediaType) => ({ mediaType, name: POPULAR_LISTS[mediaType] })),
  };
}
