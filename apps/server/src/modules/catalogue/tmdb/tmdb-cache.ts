/**
 * The cache behind the TMDB adapter: what it stores (parsed answers tagged by kind, so a value
 * read back is checked before use) and how it is built: an in-process LRU always, with Redis
 * behind it when configured. Keys in Redis are `rh:tmdb:v1:` + the normalised request; bump the
 * version whenever the stored shape (the core schemas) changes incompatibly.
 */
import {
  genreSchema,
  mediaDetailsSchema,
  mediaSummarySchema,
  pagedResultsSchema,
} from '@reelhouse/core/media/media-schema';
import { imagesSchema } from '@reelhouse/core/media/person-schema';
import { watchProvidersSchema } from '@reelhouse/core/media/watch-providers-schema';
import { episodeSchema, seasonSchema } from '@reelhouse/core/media/season-schema';
import { z } from 'zod';
import type { Logger } from '../../../observability/logger';
import type { Cache } from '../../cache/cache';
import { createMemoryLruCache, type MemoryLruCache } from '../../cache/memory-lru-cache';
import { createRedisCache, type RedisCacheClient } from '../../cache/redis-cache';
import { connectRedis } from '../../redis/redis-connection';
import { createTieredCache, type TieredCache } from '../../cache/tiered-cache';

export const TMDB_CACHE_KEY_PREFIX = 'rh:tmdb:v1:';

/** A cached answer; `null` is TMDB's 404 for an unknown id. */
export const tmdbCacheValueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('page'), page: pagedResultsSchema(mediaSummarySchema) }),
  z.object({ kind: z.literal('details'), details: mediaDetailsSchema.nullable() }),
  z.object({ kind: z.literal('images'), images: imagesSchema.nullable() }),
  z.object({ kind: z.literal('providers'), providers: watchProvidersSchema.nullable() }),
  z.object({ kind: z.literal('season'), season: seasonSchema.nullable() }),
  z.object({ kind: z.literal('episode'), episode: episodeSchema.nullable() }),
  z.object({ kind: z.literal('genres'), genres: z.array(genreSchema) }),
]);

export type TmdbCacheValue = z.output<typeof tmdbCacheValueSchema>;

/** @returns the value, or undefined when `data` is not one (another version wrote it) */
export function decodeTmdbCacheValue(data: unknown): TmdbCacheValue | undefined {
  const parsed = tmdbCacheValueSchema.safeParse(data);
  return parsed.success ? parsed.data : undefined;
}

export interface TmdbCacheOptions {
  now: () => number;
  logger: Logger;
  /** default 5,000 answers */
  maxEntries?: number;
  /** default 64 MiB (approximate: the answers' JSON length) */
  maxBytes?: number;
  /** Redis behind the LRU: a URL (the cache opens and closes its own client) or a client */
  redis?: { url: string } | { client: RedisCacheClient };
  /** default {@link TMDB_CACHE_KEY_PREFIX}; tests use their own */
  keyPrefix?: string;
}

export interface TmdbCache extends Cache<TmdbCacheValue> {
  /** entries and approximate bytes in memory, Redis state (null without Redis), for metrics */
  describe(): {
    memoryEntries: number;
    memoryBytes: number;
    redisErrors: number | null;
    redisReady: boolean | null;
  };
}

export const DEFAULT_TMDB_CACHE_MAX_ENTRIES = 5_000;
export const DEFAULT_TMDB_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/** A client given by the caller stays open on close; one opened from a URL is closed. */
function openRedisTier(
  redis: NonNullable<TmdbCacheOptions['redis']>,
  logger: Logger,
): { client: RedisCacheClient; isReady: () => boolean | null; close?: () => Promise<void> } {
  if ('client' in redis) return { client: redis.client, isReady: () => null };
  const connection = connectRedis({ url: redis.url, logger });
  return {
    client: connection.client,
    isReady: () => connection.isReady(),
    close: () => connection.close(),
  };
}

export function createTmdbCache(options: TmdbCacheOptions): TmdbCache {
  const memory: MemoryLruCache<TmdbCacheValue> = createMemoryLruCache({
    maxEntries: options.maxEntries ?? DEFAULT_TMDB_CACHE_MAX_ENTRIES,
    maxBytes: options.maxBytes ?? DEFAULT_TMDB_CACHE_MAX_BYTES,
    now: options.now,
  });
  let tiered: TieredCache<TmdbCacheValue> | null = null;
  let redisReady = (): boolean | null => null;
  if (options.redis) {
    const back = openRedisTier(options.redis, options.logger);
    redisReady = back.isReady;
    tiered = createTieredCache({
      front: memory,
      back: createRedisCache({
        client: back.client,
        keyPrefix: options.keyPrefix ?? TMDB_CACHE_KEY_PREFIX,
        now: options.now,
        decode: decodeTmdbCacheValue,
        onClose: back.close,
      }),
      now: options.now,
      logger: options.logger,
      backName: 'redis',
    });
  }
  const cache: Cache<TmdbCacheValue> = tiered ?? memory;
  return {
    get: (key) => cache.get(key),
    set: (key, entry) => cache.set(key, entry),
    delete: (key) => cache.delete(key),
    close: () => cache.close(),
    describe: () => ({
      memoryEntries: memory.size,
      memoryBytes: memory.bytes,
      redisErrors: tiered ? tiered.backErrors : null,
      redisReady: redisReady(),
    }),
  };
}
