/**
 * Reads through a Cache with the HTTP caching semantics an operator expects: fresh answers from
 * the cache; stale ones served at once while one background refresh runs (stale-while-
 * revalidate); older kept ones only when the upstream fails (stale-if-error); concurrent misses
 * of one key share a single upstream load. Counts what happened, for metrics and benchmarks.
 */
import type { Logger } from '../../observability/logger';
import { createCacheEntry, type Cache, type CacheEntry, type CachePolicy } from './cache';
import { createCoalescer } from './coalesce';

/** Counters since the loader was created. */
export interface CachedLoaderStats {
  /** answered from a fresh entry */
  hits: number;
  /** answered at once from a stale entry while a background refresh ran */
  staleServed: number;
  /** needed the upstream (no usable entry), including callers that joined a load in flight */
  misses: number;
  /** misses that joined a load already in flight instead of starting one */
  coalesced: number;
  /** misses answered from a kept stale entry because the upstream failed */
  staleIfError: number;
  /** upstream loads started, foreground and background */
  loads: number;
  /** background refreshes started */
  refreshes: number;
  refreshFailures: number;
  /** misses that failed with nothing cached to fall back on */
  failures: number;
}

export interface CachedLoader<V> {
  /**
   * @param policyOf the policy for a value (e.g. shorter for "not found" answers)
   * @param fetch loads the value from the upstream; its rejection reaches the caller only when
   *   nothing usable is cached
   */
  load(key: string, policyOf: (value: V) => CachePolicy, fetch: () => Promise<V>): Promise<V>;
  stats(): CachedLoaderStats;
  /** Resolves once no load (foreground or background refresh) is in flight. */
  whenIdle(): Promise<void>;
}

export interface CachedLoaderOptions<V> {
  cache: Cache<V>;
  now: () => number;
  logger: Logger;
}

function emptyStats(): CachedLoaderStats {
  return {
    hits: 0,
    staleServed: 0,
    misses: 0,
    coalesced: 0,
    staleIfError: 0,
    loads: 0,
    refreshes: 0,
    refreshFailures: 0,
    failures: 0,
  };
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function createCachedLoader<V>(options: CachedLoaderOptions<V>): CachedLoader<V> {
  const { cache, now, logger } = options;
  const coalescer = createCoalescer<V>();
  const stats = emptyStats();

  async function fetchAndStore(
    key: string,
    policyOf: (value: V) => CachePolicy,
    fetch: () => Promise<V>,
  ): Promise<V> {
    stats.loads += 1;
    const value = await fetch();
    const entry = createCacheEntry(value, now(), policyOf(value));
    try {
      await cache.set(key, entry);
    } catch (error) {
      logger.warn({ key, error: describeError(error) }, 'cache write failed');
    }
    return value;
  }

  async function read(key: string): Promise<CacheEntry<V> | undefined> {
    try {
      return await cache.get(key);
    } catch (error) {
      logger.warn({ key, error: describeError(error) }, 'cache read failed');
      return undefined;
    }
  }

  function refreshInBackground(
    key: string,
    policyOf: (value: V) => CachePolicy,
    fetch: () => Promise<V>,
  ): void {
    if (coalescer.isRunning(key)) return;
    stats.refreshes += 1;
    coalescer
      .run(key, () => fetchAndStore(key, policyOf, fetch))
      .catch((error: unknown) => {
        stats.refreshFailures += 1;
        logger.warn({ key, error: describeError(error) }, 'background refresh failed; stale kept');
      });
  }

  async function load(
    key: string,
    policyOf: (value: V) => CachePolicy,
    fetch: () => Promise<V>,
  ): Promise<V> {
    const entry = await read(key);
    const time = now();
    if (entry && time < entry.freshUntil) {
      stats.hits += 1;
      return entry.value;
    }
    if (entry && time < entry.freshUntil + policyOf(entry.value).staleWhileRevalidateMs) {
      stats.staleServed += 1;
      refreshInBackground(key, policyOf, fetch);
      return entry.value;
    }
    stats.misses += 1;
    if (coalescer.isRunning(key)) stats.coalesced += 1;
    try {
      return await coalescer.run(key, () => fetchAndStore(key, policyOf, fetch));
    } catch (error) {
      if (!entry) {
        stats.failures += 1;
        throw error;
      }
      stats.staleIfError += 1;
      logger.warn({ key, error: describeError(error) }, 'upstream failed; serving stale');
      return entry.value;
    }
  }

  return { load, stats: () => ({ ...stats }), whenIdle: () => coalescer.whenIdle() };
}
