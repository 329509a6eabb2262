/**
 * Two cache tiers as one: the in-process LRU in front, a shared store (Redis) behind. Reads stop
 * at a fresh front entry, else ask the back and keep the newer answer; writes go to both. The
 * back tier failing never fails a read or a write: the front answers alone and a warning is
 * logged when the back goes down (and an info line when it is back), not on every request.
 */
import type { Logger } from '../../observability/logger';
import type { Cache, CacheEntry } from './cache';

export interface TieredCacheOptions<V> {
  front: Cache<V>;
  back: Cache<V>;
  now: () => number;
  logger: Logger;
  /** name of the back tier in logs, e.g. 'redis' */
  backName: string;
}

/** The two tiers; `backErrors` counts failed calls to the back tier (for metrics). */
export interface TieredCache<V> extends Cache<V> {
  readonly backErrors: number;
}

export function createTieredCache<V>(options: TieredCacheOptions<V>): TieredCache<V> {
  const { front, back, now, logger, backName } = options;
  let backErrors = 0;
  let backHealthy = true;

  function backFailed(operation: string, error: unknown): void {
    backErrors += 1;
    if (!backHealthy) return;
    backHealthy = false;
    const message = error instanceof Error ? error.message : String(error);
    logger.warn(
      { cache: backName, operation, error: message },
      'shared cache unavailable; using the in-process cache alone',
    );
  }

  function backSucceeded(): void {
    if (backHealthy) return;
    backHealthy = true;
    logger.info({ cache: backName }, 'shared cache available again');
  }

  async function readBack(key: string): Promise<CacheEntry<V> | undefined> {
    try {
      const entry = await back.get(key);
      backSucceeded();
      return entry;
    } catch (error) {
      backFailed('get', error);
      return undefined;
    }
  }

  return {
    get backErrors() {
      return backErrors;
    },
    async get(key) {
      const near = await front.get(key);
      if (near && now() < near.freshUntil) return near;
      const far = await readBack(key);
      if (!far || (near && near.fetchedAt >= far.fetchedAt)) return near;
      // Another instance fetched a newer answer: keep it near.
      await front.set(key, far);
      return far;
    },
    async set(key, entry) {
      await front.set(key, entry);
      try {
        await back.set(key, entry);
        backSucceeded();
      } catch (error) {
        backFailed('set', error);
      }
    },
    async delete(key) {
      await front.delete(key);
      try {
        await back.delete(key);
        backSucceeded();
      } catch (error) {
        backFailed('delete', error);
      }
    },
    async close() {
      await front.close();
      await back.close();
    },
  };
}
