/**
 * The TMDB v3 request behind each Catalogue read, in a normal form: a path, parameters in a
 * fixed order, and the cache key derived from both (never from the token). Equivalent reads
 * (same genres in another order, a query in other case or spacing) give the same request.
 */
import type { TmdbId } from '@reelhouse/core/media/tmdb-id';
import type {
  CatalogueListName,
  CatalogueMediaType,
  DetailsAppend,
  DiscoverQuery,
  DiscoverSort,
  SearchQuery,
  TrendingMediaType,
  TrendingWindow,
} from '../catalogue';
import type { TmdbCacheKind } from './tmdb-ttl';

export interface TmdbRequest {
  /** relative to the API base, e.g. 'movie/603' */
  path: string;
  /** sorted by name */
  params: readonly (readonly [string, string])[];
  /** path and query: what the cache key is made of */
  key: string;
  kind: Exclude<TmdbCacheKind, 'notFound'>;
}

/** Images with no text, as `include_image_language` spells them. */
const NO_LANGUAGE = 'null';
/** Languages of appended images in details and episodes (logos with English text or none). */
const APPENDED_IMAGE_LANGUAGES = ['en', NO_LANGUAGE];

function buildRequest(
  kind: TmdbRequest['kind'],
  path: string,
  params: Record<string, string | undefined>,
): TmdbRequest {
  const sorted = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(sorted).toString();
  return { kind, path, params: sorted, key: query === '' ? path : `${path}?${query}` };
}

function uniqueSorted<T extends string | number>(values: readonly T[]): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Search text as we send it: trimmed, inner spaces collapsed, lower case (TMDB ignores case). */
export function normaliseSearchText(query: string): string {
  return query.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** `search/multi`, or `search/movie` / `search/tv` when the search names a type. */
export function searchRequest(search: SearchQuery, language: string): TmdbRequest {
  return buildRequest('search', `search/${search.mediaType ?? 'multi'}`, {
    query: normaliseSearchText(search.query),
    page: String(search.page),
    include_adult: 'false',
    language,
  });
}

export function detailsRequest(
  mediaType: CatalogueMediaType,
  id: TmdbId,
  append: readonly DetailsAppend[],
  language: string,
): TmdbRequest {
  const appended = uniqueSorted(append);
  return buildRequest('details', `${mediaType}/${id}`, {
    language,
    append_to_response: appended.join(','),
    include_image_language: appended.includes('images')
      ? APPENDED_IMAGE_LANGUAGES.join(',')
      : undefined,
  });
}

/** @param languages ISO 639-1 codes plus 'null'; empty asks for every language */
export function imagesRequest(
  mediaType: CatalogueMediaType,
  id: TmdbId,
  languages: readonly string[],
): TmdbRequest {
  // No `language`: TMDB would then keep only that language (plus the included ones).
  return buildRequest('images', `${mediaType}/${id}/images`, {
    include_image_language: uniqueSorted(languages.map((code) => code.trim().toLowerCase()))
      .filter((code) => code !== '')
      .join(','),
  });
}

/** Watch providers take no language: they are per region, and name services, not text. */
export function watchProvidersRequest(mediaType: CatalogueMediaType, id: TmdbId): TmdbRequest {
  return buildRequest('providers', `${mediaType}/${id}/watch/providers`, {});
}

export function seasonRequest(seriesId: TmdbId, seasonNumber: number, language: string) {
  return buildRequest('season', `tv/${seriesId}/season/${seasonNumber}`, { language });
}

/** Episodes take credits, images and external_ids; 'similar' does not exist for them. */
export function episodeRequest(
  seriesId: TmdbId,
  seasonNumber: number,
  episodeNumber: number,
  append: readonly DetailsAppend[],
  language: string,
): TmdbRequest {
  const appended = uniqueSorted(append.filter((name) => name !== 'similar'));
  return buildRequest('episode', `tv/${seriesId}/season/${seasonNumber}/episode/${episodeNumber}`, {
    language,
    append_to_response: appended.join(','),
    include_image_language: appended.includes('images')
      ? APPENDED_IMAGE_LANGUAGES.join(',')
      : undefined,
  });
}

export function listRequest(name: CatalogueListName, page: number, language: string) {
  return buildRequest('list', name, { language, page: String(page) });
}

export function trendingRequest(
  mediaType: TrendingMediaType,
  window: TrendingWindow,
  page: number,
  language: string,
): TmdbRequest {
  return buildRequest('trending', `trending/${mediaType}/${window}`, {
    language,
    page: String(page),
  });
}

/** Release-date orders exist per media type; the other type's counterpart is used. */
function sortFor(mediaType: CatalogueMediaType, sortBy: DiscoverSort): string {
  if (mediaType === 'tv') return sortBy.replace(/^primary_release_date\./, 'first_air_date.');
  return sortBy.replace(/^first_air_date\./, 'primary_release_date.');
}

export function discoverRequest(query: DiscoverQuery, language: string): TmdbRequest {
  const genres = uniqueSorted(query.withGenres).join(query.withGenresMode === 'all' ? ',' : '|');
  const providers = uniqueSorted(query.withWatchProviders).join('|');
  return buildRequest('discover', `discover/${query.mediaType}`, {
    language,
    page: String(query.page),
    sort_by: sortFor(query.mediaType, query.sortBy),
    with_genres: genres,
    with_watch_providers: providers,
    // A region only narrows watch providers; without providers it would split the cache.
    watch_region: providers === '' ? undefined : (query.watchRegion ?? undefined),
  });
}

export function genresRequest(mediaType: CatalogueMediaType, language: string): TmdbRequest {
  return buildRequest('genres', `genre/${mediaType}/list`, { language });
}
