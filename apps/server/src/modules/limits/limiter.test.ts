import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestClock, fakeDateWith } from '../../../test-support/test-app';
import { startFaultProxy, type FaultProxy } from '../../../test-support/fault-proxy';
import { useTestDatabase } from '../../../test-support/test-database';
import {
  createAccountsTestApp,
  PASSWORD,
  postJson,
  signUp,
} from '../accounts/accounts.test-support';
import { captureLogs } from '../cache/log-capture.test-support';
import { closedPort, deleteRedisKeys } from '../cache/redis.test-support';
import { connectRedis, type RedisConnection } from '../redis/redis-connection';
import { createLimiterFactory } from './limiter';

const REDIS_URL = process.env.TEST_REDIS_URL;

afterEach(() => {
  vi.useRealTimers();
});

describe('a limiter counting in this process', () => {
  it('allows the points of a window, refuses the rest until the window ends', async () => {
    const clock = fakeDateWith(createTestClock());
    const limiter = createLimiterFactory().create('unit', { points: 2, windowMs: 10_000 });

    const decisions = [];
    for (let i = 0; i < 3; i += 1) decisions.push(await limiter.consume('k'));
    expect(decisions.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(decisions[2]?.retryAfterMs).toBe(10_000);

    clock.advance(10_000);
    expect((await limiter.consume('k')).allowed).toBe(true);
  });

  it('refuses a blocked key for the whole block, and forgets a key on reset', async () => {
    const clock = fakeDateWith(createTestClock());
    const limiter = createLimiterFactory().create('unit', { points: 5, windowMs: 1_000 });
    await limiter.block('k', 60_000);
    clock.advance(30_000);
    const blocked = await limiter.consume('k');
    expect(blocked).toMatchObject({ allowed: false, retryAfterMs: 30_000 });

    await limiter.reset('k');
    expect((await limiter.consume('k')).allowed).toBe(true);
  });

  it('counts refusals per limiter for /metrics', async () => {
    const factory = createLimiterFactory();
    const limiter = factory.create('counted', { points: 1, windowMs: 60_000 });
    await limiter.consume('k');
    await limiter.consume('k');
    expect(factory.stats()).toEqual({ counted: { fallbacks: 0, refused: 1 } });
    expect(factory.create('counted', { points: 99, windowMs: 1_000 })).toBe(limiter);
  });
});

describe('limits when Redis is down', () => {
  const getDatabase = useTestDatabase();

  it('still locks an account, counting in this process, logs a warning and counts the fallbacks', async () => {
    const logs = captureLogs();
    const redis = connectRedis({
      url: `redis://127.0.0.1:${String(await closedPort())}`,
      logger: logs.logger,
    });
    try {
      const limits = createLimiterFactory({ redis });
      const app = createAccountsTestApp(getDatabase(), { clock: createTestClock(), limits });
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
      expect(limits.stats()['login-account']?.fallbacks).toBeGreaterThanOrEqual(6);
    } finally {
      await redis.close();
    }
  });
});

describe.skipIf(!REDIS_URL)('limits shared through Redis (TEST_REDIS_URL)', () => {
  const getDatabase = useTestDatabase();
  const prefix = `rh:test:${randomBytes(6).toString('hex')}:`;
  const logs = captureLogs();
  const connections: RedisConnection[] = [];
  let proxy: FaultProxy;
  let proxied: RedisConnection;

  beforeAll(async () => {
    const url = new URL(REDIS_URL ?? '');
    proxy = await startFaultProxy({ host: url.hostname, port: Number(url.port || 6379) });
    connections.push(
      connectRedis({ url: REDIS_URL ?? '', logger: logs.logger }),
      connectRedis({ url: REDIS_URL ?? '', logger: logs.logger }),
    );
    proxied = connectRedis({
      url: `redis://127.0.0.1:${String(proxy.port)}`,
      logger: logs.logger,
      guard: { probeIntervalMs: 200 },
    });
    connections.push(proxied);
    await vi.waitFor(() => {
      expect(connections.every((connection) => connection.isReady())).toBe(true);
    });
  });

  afterEach(() => {
    proxy.resume();
  });

  afterAll(async () => {
    await deleteRedisKeys(REDIS_URL ?? '', prefix);
    await Promise.all(connections.map((connection) => connection.close()));
    await proxy.close();
  });

  const factoryOn = (index: number, keyPrefix: string) =>
    createLimiterFactory({ redis: connections[index] ?? null, keyPrefix });

  it('counts one window for every instance: two factories on the same Redis share it', async () => {
    const keyPrefix = `${prefix}shared:`;
    const rule = { points: 3, windowMs: 60_000 };
    const [a, b] = [factoryOn(0, keyPrefix), factoryOn(1, keyPrefix)].map((f) =>
      f.create('unit', rule),
    );
    if (!a || !b) throw new Error('two limiters expected');

    const decisions = await Promise.all([a, b, a, b].map((limiter) => limiter.consume('k')));

    expect(decisions.filter((d) => d.allowed)).toHaveLength(3);
    expect(decisions.filter((d) => !d.allowed)).toHaveLength(1);
  });

  it('shares the lockout between two app instances on the same Redis', async () => {
    const keyPrefix = `${prefix}apps:`;
    const clock = createTestClock();
    const [first, second] = [0, 1].map((index) =>
      createAccountsTestApp(getDatabase(), { clock, limits: factoryOn(index, keyPrefix) }),
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

  it('delays a login by less than 0.5 s while Redis hangs, then shares the counts again', async () => {
    const limits = createLimiterFactory({ redis: proxied, keyPrefix: `${prefix}hang:` });
    const app = createAccountsTestApp(getDatabase(), { clock: createTestClock(), limits });
    await signUp(app, 'patient');

    proxy.stall();
    for (let i = 0; i < 3; i += 1) {
      const startedAt = performance.now();
      const login = await postJson(app, '/api/auth/login', {
        username: 'patient',
        password: PASSWORD,
      });
      expect(login.status).toBe(200);
      expect(performance.now() - startedAt).toBeLessThan(500);
    }
    expect(proxied.isReady()).toBe(false);
    expect(limits.stats()['login-account']?.fallbacks).toBeGreaterThan(0);

    proxy.resume();
    await vi.waitFor(
      async () => {
        await limits.create('probe', { points: 100, windowMs: 1_000 }).consume('p');
        expect(proxied.isReady()).toBe(true);
      },
      { timeout: 5_000, interval: 250 },
    );
    const before = limits.stats()['login-account']?.fallbacks ?? 0;
    const login = await postJson(app, '/api/auth/login', {
      username: 'patient',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(limits.stats()['login-account']?.fallbacks).toBe(before);
  });
});
