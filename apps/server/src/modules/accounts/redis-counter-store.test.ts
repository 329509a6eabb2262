import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestClock } from '../../test-support/test-app';
import { useTestDatabase } from '../../test-support/test-database';
import { captureLogs } from '../cache/log-capture.test-support';
import { closedPort, deleteRedisKeys } from '../cache/redis.test-support';
import { createAccountsTestApp, PASSWORD, postJson, signUp } from './accounts.test-support';
import { createFailSafeCounterStore, createMemoryCounterStore } from './counter-store';
import { connectRedis } from '../cache/redis-cache';
import { createRedisCounterStore } from './redis-counter-store';

const REDIS_URL = process.env.TEST_REDIS_URL;

describe('login counters when Redis is down', () => {
  const getDatabase = useTestDatabase();

  it('still locks an account, counting in memory, and logs a warning', async () => {
    const logs = captureLogs();
    const connection = connectRedis({
      url: `redis://127.0.0.1:${String(await closedPort())}`,
      logger: logs.logger,
    });
    const clock = createTestClock();
    const counters = createFailSafeCounterStore({
      primary: createRedisCounterStore({ client: connection.client, keyPrefix: 'rh:test:' }),
      fallback: createMemoryCounterStore(clock.now),
      logger: logs.logger,
    });
    try {
      const app = createAccountsTestApp(getDatabase(), { clock, counters });
      await signUp(app, 'offline');
      for (let i = 0; i < 5; i += 1) {
        const failed = await postJson(app, '/api/auth/login', {
          username: 'offline',
          password: 'wrong one',
        });
        expect(failed.status).toBe(401);
      }

      const locked = await postJson(app, '/api/auth/login', {
        username: 'offline',
        password: PASSWORD,
      });

      expect(locked.status).toBe(429);
      expect(logs.entries().some((entry) => entry.level === 'warn')).toBe(true);
    } finally {
      await connection.close();
    }
  });
});

describe.skipIf(!REDIS_URL)('login counters in Redis (TEST_REDIS_URL)', () => {
  const getDatabase = useTestDatabase();
  const prefix = `rh:test:${randomBytes(6).toString('hex')}:`;
  const raw = createClient({ url: REDIS_URL });
  const logs = captureLogs();
  let connections: ReturnType<typeof connectRedis>[] = [];

  beforeAll(async () => {
    await raw.connect();
    connections = [0, 1].map(() => connectRedis({ url: REDIS_URL ?? '', logger: logs.logger }));
    await vi.waitFor(() => {
      expect(connections.every((connection) => connection.isReady())).toBe(true);
    });
  });

  afterAll(async () => {
    await raw.close();
    await deleteRedisKeys(REDIS_URL ?? '', prefix);
    await Promise.all(connections.map((connection) => connection.close()));
  });

  const storeOf = (index: number, keyPrefix: string) => {
    const connection = connections[index];
    if (!connection) throw new Error('not connected');
    return createRedisCounterStore({ client: connection.client, keyPrefix });
  };

  it('increments atomically with an expiry, and restarts the window only up to extendUpTo', async () => {
    const store = storeOf(0, `${prefix}unit:`);
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => store.increment('k', 60_000)),
    );

    expect(counts.map((state) => state.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const ttl = await raw.pTTL(`${prefix}unit:k`);
    expect(ttl).toBeGreaterThan(55_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    await raw.pExpire(`${prefix}unit:k`, 1_000);
    const past = await store.increment('k', 60_000, 5);
    expect(past.count).toBe(21);
    expect(past.resetInMs).toBeLessThanOrEqual(1_000);
    await store.reset('k');
    expect(await raw.exists(`${prefix}unit:k`)).toBe(0);
  });

  it('gives a counter left without expiry one, so it cannot block forever', async () => {
    await raw.set(`${prefix}unit:stuck`, '9');
    const state = await storeOf(0, `${prefix}unit:`).increment('stuck', 60_000);

    expect(state).toEqual({ count: 10, resetInMs: 60_000 });
    expect(await raw.pTTL(`${prefix}unit:stuck`)).toBeGreaterThan(0);
  });

  it('shares the lockout between two app instances on the same Redis', async () => {
    const keyPrefix = `${prefix}apps:`;
    const clock = createTestClock();
    const [first, second] = [0, 1].map((index) =>
      createAccountsTestApp(getDatabase(), { clock, counters: storeOf(index, keyPrefix) }),
    );
    if (!first || !second) throw new Error('two apps expected');
    await signUp(first, 'shared');
    const wrong = { username: 'shared', password: 'wrong one' };
    for (let i = 0; i < 5; i += 1) {
      const app = i % 2 === 0 ? first : second;
      expect((await postJson(app, '/api/auth/login', wrong)).status).toBe(401);
    }

    const right = { username: 'shared', password: PASSWORD };
    const onFirst = await postJson(first, '/api/auth/login', right);
    const onSecond = await postJson(second, '/api/auth/login', right);

    expect(onFirst.status).toBe(429);
    expect(onSecond.status).toBe(429);
    expect(Number(onSecond.headers.get('Retry-After'))).toBeGreaterThan(14 * 60);
  });
});
