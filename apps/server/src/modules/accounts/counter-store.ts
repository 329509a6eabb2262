/**
 * Counters that expire, for login throttling: in this process, or shared through Redis
 * (redis-counter-store.ts) so several instances agree. The fail-safe store falls back to the
 * in-process counters while Redis is away, so an outage never switches throttling off.
 */
import type { Logger } from '../../observability/logger';

export interface CounterState {
  /** the count after this increment */
  count: number;
  /** ms until the counter expires (and starts again from zero) */
  resetInMs: number;
}

export interface CounterStore {
  /**
   * Adds one to the counter under `key`, atomically. A new counter expires `windowMs` from now.
   * An existing one keeps its expiry, unless its new count is at most `extendUpTo`: then the
   * window starts again from now (the lockout window runs from the last counted failure).
   */
  increment(key: string, windowMs: number, extendUpTo?: number): Promise<CounterState>;
  /** Forgets the counter under `key`. */
  reset(key: string): Promise<void>;
}

/** Beyond this many live counters, expired ones are swept before adding another. */
const SWEEP_ABOVE = 10_000;

/** Counters in this process's memory, on the given clock. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const counters = new Map<string, { count: number; expiresAt: number }>();
  return {
    increment(key, windowMs, extendUpTo = 0) {
      const time = now();
      if (counters.size > SWEEP_ABOVE) {
        for (const [k, counter] of counters) if (counter.expiresAt <= time) counters.delete(k);
      }
      const current = counters.get(key);
      const counter =
        current && current.expiresAt > time ? current : { count: 0, expiresAt: time + windowMs };
      counter.count += 1;
      if (counter.count <= extendUpTo) counter.expiresAt = time + windowMs;
      counters.set(key, counter);
      return Promise.resolve({ count: counter.count, resetInMs: counter.expiresAt - time });
    },
    reset(key) {
      counters.delete(key);
      return Promise.resolve();
    },
  };
}

/**
 * Uses `primary` (Redis) and, whenever one of its calls fails, `fallback` (memory) for that
 * call. Logs one warning per outage and one note when the primary answers again.
 */
export function createFailSafeCounterStore(options: {
  primary: CounterStore;
  fallback: CounterStore;
  logger: Logger;
}): CounterStore {
  const { primary, fallback, logger } = options;
  let failing = false;
  async function attempt<T>(run: (store: CounterStore) => Promise<T>): Promise<T> {
    try {
      const result = await run(primary);
      if (failing) logger.info('login counters shared through redis again');
      failing = false;
      return result;
    } catch (error) {
      if (!failing) {
        const message = error instanceof Error ? error.message : String(error);
        logger.warn({ error: message }, 'redis unavailable; counting logins in this process');
      }
      failing = true;
      return run(fallback);
    }
  }
  return {
    increment: (key, windowMs, extendUpTo) =>
      attempt((store) => store.increment(key, windowMs, extendUpTo)),
    // Both forget it: counts made in memory during an outage must not outlive a success.
    reset: async (key) => {
      await fallback.reset(key);
      await attempt((store) => store.reset(key));
    },
  };
}
