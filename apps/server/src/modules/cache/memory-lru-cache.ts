/**
 * The in-process tier of the Cache port: a least-recently-used map (lru-cache) bounded by a
 * number of entries and by an approximate size in bytes (the answer's JSON length), with expiry
 * judged by the injected clock. It never throws and forgets everything on restart.
 */
import { LRUCache } from 'lru-cache';
import type { Cache, CacheEntry } from './cache';

export interface MemoryLruCacheOptions {
  /** most entries kept; the least recently used go first */
  maxEntries: number;
  /** approximate bytes kept (the sum of the answers' JSON lengths) */
  maxBytes: number;
  now: () => number;
  /** size of one value; defaults to its JSON length */
  sizeOf?: (value: unknown) => number;
}

/** The memory tier; `size` and `bytes` show how full it is (for metrics). */
export interface MemoryLruCache<V> extends Cache<V> {
  readonly size: number;
  readonly bytes: number;
}

/** Approximate size of a JSON-serialisable value: its JSON text length, at least 1. */
export function jsonSizeOf(value: unknown): number {
  return Math.max(1, JSON.stringify(value).length);
}

export function createMemoryLruCache<V>(options: MemoryLruCacheOptions): MemoryLruCache<V> {
  const sizeOf = options.sizeOf ?? jsonSizeOf;
  const store = new LRUCache<string, CacheEntry<V>>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    // Timestamps are small next to a TMDB answer; the value dominates.
    sizeCalculation: (entry) => sizeOf(entry.value),
  });

  return {
    get size() {
      return store.size;
    },
    get bytes() {
      return store.calculatedSize;
    },
    get(key) {
      const entry = store.get(key);
      if (entry && entry.expiresAt <= options.now()) {
        store.delete(key);
        return Promise.resolve(undefined);
      }
      return Promise.resolve(entry);
    },
    set(key, entry) {
      // lru-cache refuses (and drops) an entry larger than maxSize on its own.
      if (entry.expiresAt > options.now()) store.set(key, entry);
      return Promise.resolve();
    },
    delete(key) {
      store.delete(key);
      return Promise.resolve();
    },
    close() {
      store.clear();
      return Promise.resolve();
    },
  };
}
