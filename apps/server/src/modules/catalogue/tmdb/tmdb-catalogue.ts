/**
 * The `tmdb` adapter of the Catalogue port: answers every read from TMDB v3 through the cache
 * (per-endpoint TTLs, coalescing, stale-while-revalidate, stale-if-error) and parses TMDB's
 * answers with the core schemas before caching them. Unknown ids (404) give null; when TMDB
 * fails and nothing is cached, reads throw CatalogueUnavailableError ('Error: {statusText}').
 */
import {
  genreListSchema,
  mediaDetailsSchema,
  mediaSummarySchema,
  pagedResultsSchema,
} from '@reelhouse/core/media/media-schema';
import { filterSearchResults } from '@reelhouse/core/media/media-item';
import { imagesSchema } from '@reelhouse/core/media/person-schema';
import { episodeSchema, seasonSchema } from '@reelhouse/core/media/season-schema';
import { watchProvidersSchema } from '@reelhouse/core/media/watch-providers-schema';
import type { z } from 'zod';
import type { Logger } from '../../../observability/logger';
import type { CachePolicy } from '../../cache/cache';
import { createCachedLoader, type CachedLoaderStats } from '../../cache/cached-loader';
import { type Catalogue, CatalogueUnavailableError } from '../catalogue';
import type { TmdbCache, TmdbCacheValue } from './tmdb-cache';
import { createTmdbHttpClient, type TmdbFetch, type TmdbHttpStats } from './tmdb-http-adapter';
import * as requests from './tmdb-requests';
import { DEFAULT_TMDB_CACHE_POLICIES, type TmdbCachePolicies } from './tmdb-ttl';
import { createUpstreamGate } from './upstream-gate';

export const TMDB_DEFAULT_BASE_URL = 'https://api.themoviedb.org/3';

export interface TmdbCatalogueOptions {
  /** TMDB's API Read Access Token (v4 bearer token) */
  token: string;
  baseUrl?: string;
  /** from `createTmdbCache`; the catalogue closes it on `close()` */
  cache: TmdbCache;
  now: () => number;
  logger: Logger;
  fetch?: TmdbFetch;
  /** per HTTP request; default 5,000 */
  timeoutMs?: number;
  /** default 'en-US' */
  language?: string;
  policies?: Partial<TmdbCachePolicies>;
  /** extra attempts after a 5xx or network error; default 1 */
  retries?: number;
  retryDelayMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** consecutive failures that make the adapter stop calling TMDB for `circuitOpenMs` */
  circuitFailureThreshold?: number;
  circuitOpenMs?: number;
}

/** What the cache and the HTTP client counted, for metrics and the benchmark. */
export interface TmdbCatalogueStats {
  cache: CachedLoaderStats;
  upstream: TmdbHttpStats;
  store: ReturnType<TmdbCache['describe']>;
}

export interface TmdbCatalogue extends Catalogue {
  readonly source: 'tmdb';
  stats(): TmdbCatalogueStats;
  /** Resolves once no TMDB call (including background refreshes) is in flight. */
  whenIdle(): Promise<void>;
}

function isNotFound(value: TmdbCacheValue): boolean {
  switch (value.kind) {
    case 'details':
      return value.details === null;
    case 'images':
      return value.images === null;
    case 'season':
      return value.season === null;
    case 'episode':
      return value.episode === null;
    default:
      return false;
  }
}

function wrongKind(key: string, kind: string): Error {
  return new Error(`TMDB cache entry ${key} holds a ${kind} answer`);
}

const pageSchema = pagedResultsSchema(mediaSummarySchema);

export function createTmdbCatalogue(options: TmdbCatalogueOptions): TmdbCatalogue {
  const { cache, logger, now } = options;
  const language = options.language ?? 'en-US';
  const policies = { ...DEFAULT_TMDB_CACHE_POLICIES, ...options.policies };
  const gate = createUpstreamGate({
    now,
    failureThreshold: options.circuitFailureThreshold,
    openMs: options.circuitOpenMs,
  });
  const http = createTmdbHttpClient({
    token: options.token,
    baseUrl: options.baseUrl ?? TMDB_DEFAULT_BASE_URL,
    gate,
    logger,
    now,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 5_000,
    retries: options.retries,
    retryDelayMs: options.retryDelayMs,
    random: options.random,
    sleep: options.sleep,
  });
  const loader = createCachedLoader<TmdbCacheValue>({ cache, now, logger });

  function parse<S extends z.ZodType>(schema: S, body: unknown, request: requests.TmdbRequest) {
    const parsed = schema.safeParse(body);
    if (parsed.success) return parsed.data;
    const paths = parsed.error.issues.slice(0, 5).map((issue) => issue.path.join('.'));
    logger.warn({ path: request.path, issues: paths }, 'TMDB answer failed the schema');
    throw new CatalogueUnavailableError('Bad Gateway');
  }

  /**
   * Loads through the cache. `toValue` turns TMDB's body into the value; `notFound` is the value
   * of a 404 (an unknown id), or null where a 404 means TMDB is broken (lists, genres).
   */
  function load(
    request: requests.TmdbRequest,
    toValue: (body: unknown) => TmdbCacheValue,
    notFound: TmdbCacheValue | null,
  ): Promise<TmdbCacheValue> {
    const policyOf = (value: TmdbCacheValue): CachePolicy =>
      isNotFound(value) ? policies.notFound : policies[request.kind];
    return loader.load(request.key, policyOf, async () => {
      const answer = await http.get(request);
      if (answer.found) return toValue(answer.body);
      if (notFound) return notFound;
      // Lists and genre lists always exist: a 404 there is a broken upstream, not an answer.
      throw new CatalogueUnavailableError('Not Found', 404);
    });
  }

  async function loadPage(request: requests.TmdbRequest, onlyMedia: boolean) {
    const value = await load(
      request,
      (body) => {
        const page = parse(pageSchema, body, request);
        return {
          kind: 'page',
          page: onlyMedia ? { ...page, results: filterSearchResults(page.results) } : page,
        };
      },
      null,
    );
    if (value.kind !== 'page') throw wrongKind(request.key, value.kind);
    return value.page;
  }

  const catalogue: TmdbCatalogue = {
    source: 'tmdb',

    async searchMulti(query) {
      const { mediaType } = query;
      if (mediaType === undefined) {
        return loadPage(requests.searchRequest(query, language), true);
      }
      // search/movie and search/tv answer without media_type: every result is of the type asked.
      const page = await loadPage(requests.searchRequest(query, language), false);
      return {
        ...page,
        results: page.results.map((result) => ({ ...result, media_type: mediaType })),
      };
    },

    async getDetails(mediaType, id, append) {
      const request = requests.detailsRequest(mediaType, id, append, language);
      const value = await load(
        request,
        (body) => ({ kind: 'details', details: parse(mediaDetailsSchema, body, request) }),
        { kind: 'details', details: null },
      );
      if (value.kind !== 'details') throw wrongKind(request.key, value.kind);
      return value.details;
    },

    async getImages(mediaType, id, languages) {
      const request = requests.imagesRequest(mediaType, id, languages);
      const value = await load(
        request,
        (body) => ({ kind: 'images', images: parse(imagesSchema, body, request) }),
        { kind: 'images', images: null },
      );
      if (value.kind !== 'images') throw wrongKind(request.key, value.kind);
      return value.images;
    },

    async getWatchProviders(mediaType, id) {
      const request = requests.watchProvidersRequest(mediaType, id);
      const value = await load(
        request,
        (body) => ({ kind: 'providers', providers: parse(watchProvidersSchema, body, request) }),
        { kind: 'providers', providers: null },
      );
      if (value.kind !== 'providers') throw wrongKind(request.key, value.kind);
      return value.providers;
    },

    async getSeason(seriesId, seasonNumber) {
      const request = requests.seasonRequest(seriesId, seasonNumber, language);
      const value = await load(
        request,
        (body) => ({ kind: 'season', season: parse(seasonSchema, body, request) }),
        { kind: 'season', season: null },
      );
      if (value.kind !== 'season') throw wrongKind(request.key, value.kind);
      return value.season;
    },

    async getEpisode(seriesId, seasonNumber, episodeNumber, append) {
      const request = requests.episodeRequest(
        seriesId,
        seasonNumber,
        episodeNumber,
        append,
        language,
      );
      const value = await load(
        request,
        (body) => ({ kind: 'episode', episode: parse(episodeSchema, body, request) }),
        { kind: 'episode', episode: null },
      );
      if (value.kind !== 'episode') throw wrongKind(request.key, value.kind);
      return value.episode;
    },

    getList: (name, page) => loadPage(requests.listRequest(name, page, language), false),

    // trending/all mixes in people; the port promises movies and series only.
    getTrending: (mediaType, window, page) =>
      loadPage(requests.trendingRequest(mediaType, window, page, language), mediaType === 'all'),

    discover: (query) => loadPage(requests.discoverRequest(query, language), false),

    async getGenres(mediaType) {
      const request = requests.genresRequest(mediaType, language);
      const value = await load(
        request,
        (body) => ({ kind: 'genres', genres: parse(genreListSchema, body, request).genres }),
        null,
      );
      if (value.kind !== 'genres') throw wrongKind(request.key, value.kind);
      return value.genres;
    },

    async ping() {
      try {
        // Genre lists are cached for days: readiness probes do not reach TMDB every time.
        await catalogue.getGenres('movie');
        return true;
      } catch {
        return false;
      }
    },

    stats: () => ({ cache: loader.stats(), upstream: http.stats(), store: cache.describe() }),

    whenIdle: () => loader.whenIdle(),

    async close() {
      await loader.whenIdle();
      await cache.close();
    },
  };
  return catalogue;
}
