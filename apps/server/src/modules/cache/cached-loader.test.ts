import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test-support/test-app';
import type { Cache, CachePolicy } from './cache';
import { createCachedLoader } from './cached-loader';
import { captureLogs } from './log-capture.test-support';
import { createMemoryLruCache } from './memory-lru-cache';

const MINUTE = 60_000;
const POLICY: CachePolicy = {
  freshMs: 10 * MINUTE,
  staleWhileRevalidateMs: 5 * MINUTE,
  staleIfErrorMs: 60 * MINUTE,
};
const policyOf = () => POLICY;

/** An upstream whose answers the test scripts and counts. */
function createUpstream() {
  let calls = 0;
  let next: () => Promise<string> = () => Promise.resolve(`answer ${calls}`);
  return {
    fetch: () => {
      calls += 1;
      return next();
    },
    get calls() {
      return calls;
    },
    answerWith(answer: () => Promise<string>) {
      next = answer;
    },
  };
}

function setup(cache?: Cache<string>) {
  const clock = createTestClock();
  const logs = captureLogs();
  const store =
    cache ?? createMemoryLruCache<string>({ maxEntries: 100, maxBytes: 1e6, now: clock.now });
  const loader = createCachedLoader<string>({ cache: store, now: clock.now, logger: logs.logger });
  return { clock, logs, loader, upstream: createUpstream() };
}

describe('the cached loader', () => {
  it('answers from the cache while the entry is fresh, without calling the upstream', async () => {
    const { clock, loader, upstream } = setup();
    await loader.load('k', policyOf, upstream.fetch);
    clock.advance(10 * MINUTE - 1);

    expect(await loader.load('k', policyOf, upstream.fetch)).toBe('answer 1');
    expect(upstream.calls).toBe(1);
    expect(loader.stats()).toMatchObject({ hits: 1, misses: 1, loads: 1 });
  });

  it('makes one upstream call for N concurrent misses of the same key', async () => {
    const { loader, upstream } = setup();

    const answers = await Promise.all(
      Array.from({ length: 25 }, () => loader.load('k', policyOf, upstream.fetch)),
    );

    expect(new Set(answers)).toEqual(new Set(['answer 1']));
    expect(upstream.calls).toBe(1);
    expect(loader.stats()).toMatchObject({ misses: 25, coalesced: 24, loads: 1 });
  });

  it('serves a stale entry at once and refreshes it in the background exactly once', async () => {
    const { clock, loader, upstream } = setup();
    await loader.load('k', policyOf, upstream.fetch);
    clock.advance(10 * MINUTE);

    const stale = await Promise.all(
      Array.from({ length: 5 }, () => loader.load('k', policyOf, upstream.fetch)),
    );
    await loader.whenIdle();

    expect(stale).toEqual(Array(5).fill('answer 1'));
    expect(upstream.calls).toBe(2);
    expect(await loader.load('k', policyOf, upstream.fetch)).toBe('answer 2');
    expect(loader.stats()).toMatchObject({ staleServed: 5, refreshes: 1, hits: 1 });
  });

  it('keeps serving the stale entry when the background refresh fails, and logs it', async () => {
    const { clock, loader, upstream, logs } = setup();
    await loader.load('k', policyOf, upstream.fetch);
    clock.advance(11 * MINUTE);
    upstream.answerWith(() => Promise.reject(new Error('Error: Bad Gateway')));

    expect(await loader.load('k', policyOf, upstream.fetch)).toBe('answer 1');
    await loader.whenIdle();

    expect(loader.stats()).toMatchObject({ refreshFailures: 1 });
    expect(logs.entries().some((entry) => entry.level === 'warn')).toBe(true);
    expect(await loader.load('k', policyOf, upstream.fetch)).toBe('answer 1');
  });

  it('past the stale-while-revalidate window, waits for the upstream and takes its answer', async () => {
    const { clock, loader, upstream } = setup();
    await loader.load('k', policyOf, upstream.fetch);
    clock.advance(16 * MINUTE);

    expect(await loader.load('k', policyOf, upstream.fetch)).toBe('answer 2');
    expect(loader.stats()).toMatchObject({ misses: 2, staleServed: 0 });
  });

  it('past that window, serves the kept stale entry when the upstream fails (stale-if-error)', async () => {
    const { clock, loader, upstream } = setup();
    await loader.load('k', policyOf, upstream.fetch);
    clock.advance(60 * MINUTE);
    upstream.answerWith(() => Promise.reject(new Error('Error: Service Unavailable')));

    expect(await loader.load('k', policyOf, upstream.fetch)).toBe('answer 1');
    expect(loader.stats()).toMatchObject({ staleIfError: 1, failures: 0 });
  });

  it('throws the upstream error when nothing is cached', async () => {
    const { loader, upstream } = setup();
    upstream.answerWith(() => Promise.reject(new Error('Error: Service Unavailable')));

    await expect(loader.load('k', policyOf, upstream.fetch)).rejects.toThrow(
      'Error: Service Unavailable',
    );
    expect(loader.stats()).toMatchObject({ failures: 1 });
  });

  it('throws once the kept entry has expired too', async () => {
    const { clock, loader, upstream } = setup();
    await loader.load('k', policyOf, upstream.fetch);
    clock.advance(70 * MINUTE);
    upstream.answerWith(() => Promise.reject(new Error('Error: Service Unavailable')));

    await expect(loader.load('k', policyOf, upstream.fetch)).rejects.toThrow();
  });

  it('chooses the policy from the value (short-lived "not found" answers)', async () => {
    const { clock, loader, upstream } = setup();
    const short: CachePolicy = { freshMs: MINUTE, staleWhileRevalidateMs: 0, staleIfErrorMs: 0 };
    const choose = (value: string) => (value === 'answer 1' ? short : POLICY);
    await loader.load('k', choose, upstream.fetch);
    clock.advance(MINUTE);

    expect(await loader.load('k', choose, upstream.fetch)).toBe('answer 2');
  });

  it('treats a cache that fails to read or write as empty, and still answers', async () => {
    const broken: Cache<string> = {
      get: () => Promise.reject(new Error('store down')),
      set: () => Promise.reject(new Error('store down')),
      delete: () => Promise.resolve(),
      close: () => Promise.resolve(),
    };
    const { loader, upstream, logs } = setup(broken);

    expect(await loader.load('k', policyOf, upstream.fetch)).toBe('answer 1');
    expect(logs.entries().filter((entry) => entry.level === 'warn')).toHaveLength(2);
  });
});
