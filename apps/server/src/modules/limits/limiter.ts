/**
 * Every rate limit of the server (login lockout, per-address and per-account limits of routes),
 * on rate-limiter-flexible: counters in Redis when it is configured, so every instance counts the
 * same, with in-process counters as the fallback while Redis is away or hung (the guard fails
 * its commands fast) and back to Redis when it answers again. Counts of fallbacks and refusals per
 * limiter are exposed for /metrics. Fixed windows; the window starts at a key's first use.
 */
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type IRateLimiterOptions,
} from 'rate-limiter-flexible';
import type { RedisConnection } from '../redis/redis-connection';

export interface LimitRule {
  /** uses allowed per window and key */
  points: number;
  /** the window, in ms (whole seconds) */
  windowMs: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** uses left in the window after this one */
  remaining: number;
  /** ms until the window ends, or the block is lifted */
  retryAfterMs: number;
}

export interface Limiter {
  readonly name: string;
  /** Counts one use of `key`, or `points` of them (a costly use counts more). */
  consume(key: string, points?: number): Promise<LimitDecision>;
  /** Refuses `key` for `ms` from now, whatever its count. */
  block(key: string, ms: number): Promise<void>;
  /** Forgets `key` (in Redis and in the fallback). */
  reset(key: string): Promise<void>;
}

export interface LimiterStats {
  /** uses counted in this process because Redis was away */
  fallbacks: number;
  /** uses refused */
  refused: number;
}

export interface LimiterFactory {
  /** One limiter per name; the same name gives the same limiter. */
  create(name: string, rule: LimitRule): Limiter;
  /** per limiter, for /metrics */
  stats(): Record<string, LimiterStats>;
}

/** Redis keys of the limits start with this; bump the version when their meaning changes. */
export const LIMIT_KEY_PREFIX = 'rh:limit:v1:';

/**
 * @param options.redis the shared counters; absent: every limit counts in this process only
 */
export function createLimiterFactory(
  options: { redis?: RedisConnection | null; keyPrefix?: string } = {},
): LimiterFactory {
  const limiters = new Map<string, { limiter: Limiter; stats: LimiterStats }>();
  const keyPrefix = options.keyPrefix ?? LIMIT_KEY_PREFIX;
  return {
    create(name, rule) {
      const known = limiters.get(name);
      if (known) return known.limiter;
      const stats: LimiterStats = { fallbacks: 0, refused: 0 };
      const limiter = buildLimiter(name, rule, stats, options.redis ?? null, keyPrefix);
      limiters.set(name, { limiter, stats });
      return limiter;
    },
    stats: () => Object.fromEntries([...limiters].map(([name, { stats }]) => [name, { ...stats }])),
  };
}

/** The in-process counters, counting how often they stand in for Redis. */
class FallbackCounters extends RateLimiterMemory {
  constructor(
    options: IRateLimiterOptions,
    private readonly stats: LimiterStats,
  ) {
    super(options);
  }

  override consume(key: string | number, points?: number, options?: object) {
    this.stats.fallbacks += 1;
    return super.consume(key, points, options);
  }
}

function buildLimiter(
  name: string,
  rule: LimitRule,
  stats: LimiterStats,
  redis: RedisConnection | null,
  keyPrefix: string,
): Limiter {
  const base = { points: rule.points, duration: Math.max(1, Math.ceil(rule.windowMs / 1000)) };
  const memory = redis
    ? new FallbackCounters({ ...base, keyPrefix: name }, stats)
    : new RateLimiterMemory({ ...base, keyPrefix: name });
  const counters = redis
    ? new RateLimiterRedis({
        ...base,
        keyPrefix: `${keyPrefix}${name}`,
        storeClient: redis.client,
        useRedisPackage: true,
        // The guarded client says it is not ready while Redis is down: straight to the fallback.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;

  return {
    name,
    async consume(key, points = 1) {
      try {
        const result = await counters.consume(key, Math.max(1, Math.ceil(points)));
        return {
          allowed: true,
          remaining: result.remainingPoints,
          retryAfterMs: result.msBeforeNext,
        };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        stats.refused += 1;
        return { allowed: false, remaining: 0, retryAfterMs: rejection.msBeforeNext };
      }
    },
    async block(key, ms) {
      await counters.block(key, Math.max(1, Math.ceil(ms / 1000)));
    },
    async reset(key) {
      // Uses counted in memory during an outage must not outlive a reset either.
      await memory.delete(key);
      if (counters !== memory) await counters.delete(key);
    },
  };
}
