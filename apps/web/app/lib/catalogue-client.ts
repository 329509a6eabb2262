/**
 * The browser's catalogue reads, over `/api/catalogue` (TMDB v3 paths). Used by client-side
 * interactions only (search as you type, infinite scroll); pages get their data from loaders.
 */
import type {
  CatalogueMediaType,
  CataloguePage,
  DiscoverSort,
} from '@reelhouse/core/media/catalogue-port';
import type { MediaDetails } from '@reelhouse/core/media/media-schema';
import type { WatchProviders } from '@reelhouse/core/media/watch-providers';
import { getJson } from './api-client';

function withQuery(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? path : `${path}?${text}`;
}

export function searchMulti(query: string, page: number, signal?: AbortSignal) {
  return getJson<CataloguePage>(
    `/api/catalogue${withQuery('/search/multi', { query, page })}`,
    signal,
  );
}

export interface DiscoverParams {
  mediaType: CatalogueMediaType;
  page: number;
  /** genre ids, any of them */
  withGenres?: readonly number[];
  /** watch-provider ids, any of them */
  withWatchProviders?: readonly number[];
  sortBy?: DiscoverSort;
  /** only titles that play on this site */
  playableOnly?: boolean;
}

export function discover(params: DiscoverParams, signal?: AbortSignal) {
  const providers = params.withWatchProviders ?? [];
  return getJson<CataloguePage>(
    `/api/catalogue${withQuery(`/discover/${params.mediaType}`, {
      page: params.page,
      with_genres: (params.withGenres ?? []).join('|'),
      with_watch_providers: providers.join('|'),
      watch_region: providers.length > 0 ? 'US' : undefined,
      sort_by: params.sortBy,
      playable: params.playableOnly ? '1' : undefined,
    })}`,
    signal,
  );
}

export function getDetails(mediaType: CatalogueMediaType, id: number, signal?: AbortSignal) {
  return getJson<MediaDetails>(`/api/catalogue/${mediaType}/${String(id)}`, signal);
}

/** A title's details with the catalogue's similar titles (`similar.results`). */
export function getDetailsWithSimilar(
  mediaType: CatalogueMediaType,
  id: number,
  signal?: AbortSignal,
) {
  return getJson<MediaDetails>(
    `/api/catalogue/${mediaType}/${String(id)}?append_to_response=similar`,
    signal,
  );
}

/**
 * TMDB's watch providers of a title, by region, read through our schema (loaded on demand, so
 * the page's first download carries no zod); rejects with a 404 when the catalogue has none.
 */
export async function getWatchProviders(
  mediaType: CatalogueMediaType,
  id: number,
  signal?: AbortSignal,
): Promise<WatchProviders> {
  const [answer, { watchProvidersSchema }] = await Promise.all([
    getJson<unknown>(`/api/catalogue/${mediaType}/${String(id)}/watch/providers`, signal),
    import('@reelhouse/core/media/watch-providers-schema'),
  ]);
  return watchProvidersSchema.parse(answer);
}
