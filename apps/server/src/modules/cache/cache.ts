/**
 * The Cache port: a key-value store of fetched answers that remembers when each answer was
 * fetched, so freshness is judged the same way on every instance. Two adapters implement it (an
 * in-process LRU and Redis) and a tiered cache puts the first in front of the second.
 */

/** A cached answer with its timing; all times are milliseconds since the epoch. */
export interface CacheEntry<V> {
  value: V;
  /** when the upstream answered */
  fetchedAt: number;
  /** until then the value is fresh; afterwards it is stale but may still be served */
  freshUntil: number;
  /** afterwards the entry is gone; the stores may drop it earlier (memory bounds) */
  expiresAt: number;
}

export interface Cache<V> {
  /** @returns the entry, or undefined when absent or past `expiresAt` */
  get(key: string): Promise<CacheEntry<V> | undefined>;
  /** Stores the entry until its `expiresAt`; an entry already past it is not stored. */
  set(key: string, entry: CacheEntry<V>): Promise<void>;
  delete(key: string): Promise<void>;
  /** Releases connections the cache owns. */
  close(): Promise<void>;
}

/** How long answers of one kind stay fresh and how long a stale answer may still be used. */
export interface CachePolicy {
  freshMs: number;
  /** after `freshMs`: served at once while one background refresh runs */
  staleWhileRevalidateMs: number;
  /** after `freshMs`: served only when the upstream fails (counted from the same point) */
  staleIfErrorMs: number;
}

/** Builds the entry for a value fetched at `fetchedAt` under `policy`. */
export function createCacheEntry<V>(
  value: V,
  fetchedAt: number,
  policy: CachePolicy,
): CacheEntry<V> {
  const freshUntil = fetchedAt + policy.freshMs;
  const staleMs = Math.max(policy.staleWhileRevalidateMs, policy.staleIfErrorMs);
  return { value, fetchedAt, freshUntil, expiresAt: freshUntil + staleMs };
}
