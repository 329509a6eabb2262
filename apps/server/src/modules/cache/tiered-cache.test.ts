import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test-support/test-app';
import { createCacheEntry, type Cache, type CachePolicy } from './cache';
import { captureLogs } from './log-capture.test-support';
import { createMemoryLruCache } from './memory-lru-cache';
import { createTieredCache } from './tiered-cache';

const MINUTE = 60_000;
const POLICY: CachePolicy = {
  freshMs: MINUTE,
  staleWhileRevalidateMs: 10 * MINUTE,
  staleIfErrorMs: 10 * MINUTE,
};

/** A back tier that fails while `down` is true. */
function createFlakyBack(now: () => number) {
  const store = createMemoryLruCache<string>({ maxEntries: 100, maxBytes: 1e6, now });
  const state = { down: false };
  const guard = <T>(run: () => Promise<T>) =>
    state.down ? Promise.reject(new Error('ECONNREFUSED')) : run();
  const back: Cache<string> = {
    get: (key) => guard(() => store.get(key)),
    set: (key, entry) => guard(() => store.set(key, entry)),
    delete: (key) => guard(() => store.delete(key)),
    close: () => store.close(),
  };
  return { back, store, state };
}

function setup() {
  const clock = createTestClock();
  const logs = captureLogs();
  const front = createMemoryLruCache<string>({ maxEntries: 100, maxBytes: 1e6, now: clock.now });
  const flaky = createFlakyBack(clock.now);
  const cache = createTieredCache({
    front,
    back: flaky.back,
    now: clock.now,
    logger: logs.logger,
    backName: 'redis',
  });
  return { clock, logs, front, flaky, cache };
}

describe('the tiered cache', () => {
  it('writes to both tiers', async () => {
    const { clock, cache, front, flaky } = setup();
    await cache.set('k', createCacheEntry('A', clock.now(), POLICY));

    expect((await front.get('k'))?.value).toBe('A');
    expect((await flaky.store.get('k'))?.value).toBe('A');
  });

  it('finds in the back tier what the front lacks and keeps a copy in front', async () => {
    const { clock, cache, front, flaky } = setup();
    await flaky.store.set('k', createCacheEntry('from another instance', clock.now(), POLICY));

    expect((await cache.get('k'))?.value).toBe('from another instance');
    expect((await front.get('k'))?.value).toBe('from another instance');
  });

  it('prefers a newer back entry over a stale front one', async () => {
    const { clock, cache, front, flaky } = setup();
    await front.set('k', createCacheEntry('old', clock.now(), POLICY));
    clock.advance(2 * MINUTE);
    await flaky.store.set('k', createCacheEntry('refreshed elsewhere', clock.now(), POLICY));

    expect((await cache.get('k'))?.value).toBe('refreshed elsewhere');
  });

  it('answers from the front alone while the back is down, with one warning per outage', async () => {
    const { clock, cache, flaky, logs } = setup();
    flaky.state.down = true;
    await cache.set('k', createCacheEntry('A', clock.now(), POLICY));
    await cache.set('j', createCacheEntry('B', clock.now(), POLICY));

    expect((await cache.get('k'))?.value).toBe('A');
    expect(await cache.get('missing')).toBeUndefined();
    expect(cache.backErrors).toBe(3);
    expect(logs.entries().filter((entry) => entry.level === 'warn')).toHaveLength(1);

    flaky.state.down = false;
    await cache.get('missing');
    expect(logs.entries().at(-1)).toMatchObject({
      level: 'info',
      msg: 'shared cache available again',
    });
  });
});
