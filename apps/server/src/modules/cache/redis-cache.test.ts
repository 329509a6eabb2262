import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../../test-support/test-app';
import { createCacheEntry, type CachePolicy } from './cache';
import { captureLogs } from './log-capture.test-support';
import { connectRedis } from '../redis/redis-connection';
import { createRedisCache } from './redis-cache';
import { closedPort, deleteRedisKeys } from './redis.test-support';

const REDIS_URL = process.env.TEST_REDIS_URL;
const MINUTE = 60_000;
const POLICY: CachePolicy = { freshMs: MINUTE, staleWhileRevalidateMs: MINUTE, staleIfErrorMs: 0 };

describe('a Redis client when Redis is down', () => {
  it('fails commands at once instead of queueing them, and logs one warning', async () => {
    const logs = captureLogs();
    const connection = connectRedis({
      url: `redis://127.0.0.1:${await closedPort()}`,
      logger: logs.logger,
    });
    await expect.poll(() => logs.entries().some((entry) => entry.level === 'warn')).toBe(true);

    await expect(connection.client.get('anything')).rejects.toThrow();
    expect(connection.isReady()).toBe(false);
    await connection.close();
  });
});

describe.skipIf(!REDIS_URL)('the Redis cache (TEST_REDIS_URL)', () => {
  const prefix = `rh:test:${randomBytes(6).toString('hex')}:`;
  const raw = createClient({ url: REDIS_URL });
  const logs = captureLogs();
  let connection: ReturnType<typeof connectRedis>;

  beforeAll(async () => {
    await raw.connect();
    connection = connectRedis({ url: REDIS_URL ?? '', logger: logs.logger });
    await vi.waitFor(() => {
      expect(connection.isReady()).toBe(true);
    });
  });

  afterAll(async () => {
    await raw.close();
    await deleteRedisKeys(REDIS_URL ?? '', prefix);
    await connection.close();
  });

  const cacheAt = (now: () => number) =>
    createRedisCache<string>({
      client: connection.client,
      keyPrefix: prefix,
      now,
      decode: (value) => (typeof value === 'string' ? value : undefined),
    });

  it('stores an entry under the prefix with its fetch time and a Redis TTL to its expiry', async () => {
    const clock = createTestClock(Date.now());
    const cache = cacheAt(clock.now);
    const entry = createCacheEntry('A', clock.now(), POLICY);
    await cache.set('movie/1?language=en-US', entry);

    expect(await cache.get('movie/1?language=en-US')).toEqual(entry);
    const ttl = await raw.pTTL(`${prefix}movie/1?language=en-US`);
    expect(ttl).toBeGreaterThan(2 * MINUTE - 5_000);
    expect(ttl).toBeLessThanOrEqual(2 * MINUTE);
  });

  it('treats unreadable or foreign values as absent', async () => {
    const cache = cacheAt(Date.now);
    await raw.set(`${prefix}garbage`, 'not json');
    await raw.set(
      `${prefix}foreign`,
      JSON.stringify({ fetchedAt: 1, freshUntil: 2, expiresAt: Date.now() + MINUTE, value: 42 }),
    );

    expect(await cache.get('garbage')).toBeUndefined();
    expect(await cache.get('foreign')).toBeUndefined();
    expect(await cache.get('never-written')).toBeUndefined();
  });

  it('does not store an entry that has already expired', async () => {
    const clock = createTestClock(Date.now());
    const cache = cacheAt(clock.now);
    await cache.set('old', createCacheEntry('A', clock.now() - 10 * MINUTE, POLICY));

    expect(await raw.exists(`${prefix}old`)).toBe(0);
  });
});
