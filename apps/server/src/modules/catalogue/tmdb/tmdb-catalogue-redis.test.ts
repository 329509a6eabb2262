import { randomBytes } from 'node:crypto';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTmdb, type FakeTmdb } from '../../../../test-support/fake-tmdb/fake-tmdb-server';
import { createTestClock, type TestClock } from '../../../../test-support/test-app';
import { captureLogs } from '../../cache/log-capture.test-support';
import { closedPort, deleteRedisKeys } from '../../cache/redis.test-support';
import { createTmdbCache, TMDB_CACHE_KEY_PREFIX, type TmdbCacheOptions } from './tmdb-cache';
import { createTmdbCatalogue, type TmdbCatalogue } from './tmdb-catalogue';

const REDIS_URL = process.env.TEST_REDIS_URL;
const id = (value: number): TmdbId => toTmdbId(value) ?? (0 as TmdbId);

describe('the TMDB catalogue with a Redis tier', () => {
  let fake: FakeTmdb;
  let clock: TestClock;
  const opened: TmdbCatalogue[] = [];
  const prefix = `rh:test:${randomBytes(6).toString('hex')}:${TMDB_CACHE_KEY_PREFIX}`;

  beforeAll(async () => {
    fake = await startFakeTmdb();
  });
  afterAll(async () => {
    await Promise.all(opened.map((catalogue) => catalogue.close()));
    await fake.close();
    if (REDIS_URL) await deleteRedisKeys(REDIS_URL, prefix);
  });
  beforeEach(() => {
    fake.clearRequests();
    clock = createTestClock(Date.now());
  });

  /** An instance of the server: its own LRU, Redis shared with the others. */
  function instance(redis: TmdbCacheOptions['redis']) {
    const logs = captureLogs();
    const catalogue = createTmdbCatalogue({
      token: fake.token,
      baseUrl: fake.url,
      cache: createTmdbCache({ now: clock.now, logger: logs.logger, redis, keyPrefix: prefix }),
      now: clock.now,
      logger: logs.logger,
    });
    opened.push(catalogue);
    return { catalogue, logs };
  }

  it.skipIf(!REDIS_URL)(
    'lets a second instance answer from Redis without calling TMDB (TEST_REDIS_URL)',
    async () => {
      const first = instance({ url: REDIS_URL ?? '' }).catalogue;
      const second = instance({ url: REDIS_URL ?? '' }).catalogue;
      await expect
        .poll(() => [first, second].map((tmdb) => tmdb.stats().store.redisReady))
        .toEqual([true, true]);

      const original = await first.getDetails('movie', id(5001), ['credits']);
      const shared = await second.getDetails('movie', id(5001), ['credits']);

      expect(shared).toEqual(original);
      expect(fake.countRequests()).toBe(1);
      expect(second.stats().cache).toMatchObject({ hits: 1, misses: 0 });
    },
  );

  it.skipIf(!REDIS_URL)(
    'shares the fetch time, so a stale entry is refreshed once across instances (TEST_REDIS_URL)',
    async () => {
      const first = instance({ url: REDIS_URL ?? '' }).catalogue;
      const second = instance({ url: REDIS_URL ?? '' }).catalogue;
      await expect
        .poll(() => [first, second].map((tmdb) => tmdb.stats().store.redisReady))
        .toEqual([true, true]);
      await first.getList('tv/top_rated', 1);
      clock.advance(61 * 60_000);

      await first.getList('tv/top_rated', 1);
      await first.whenIdle();
      await second.getList('tv/top_rated', 1);

      expect(fake.countRequests('tv/top_rated')).toBe(2);
      expect(second.stats().cache).toMatchObject({ hits: 1, staleServed: 0 });
    },
  );

  it('keeps answering from memory when Redis is unreachable, with one warning', async () => {
    const { catalogue, logs } = instance({ url: `redis://127.0.0.1:${await closedPort()}` });

    await catalogue.getList('movie/popular', 1);
    await catalogue.getList('movie/popular', 1);

    expect(fake.countRequests()).toBe(1);
    expect(catalogue.stats().store.redisErrors).toBeGreaterThan(0);
    const warnings = logs.entries().filter((entry) => entry.level === 'warn');
    expect(warnings.length).toBeGreaterThanOrEqual(1);
    expect(warnings.length).toBeLessThanOrEqual(2);
  });
});
