import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test-support/test-app';
import { createCacheEntry, type CachePolicy } from './cache';
import { createMemoryLruCache } from './memory-lru-cache';

const MINUTE = 60_000;
const policy: CachePolicy = { freshMs: MINUTE, staleWhileRevalidateMs: MINUTE, staleIfErrorMs: 0 };

describe('the in-process LRU cache', () => {
  it('keeps at most maxEntries, dropping the least recently used first', async () => {
    const clock = createTestClock();
    const cache = createMemoryLruCache<string>({ maxEntries: 2, maxBytes: 1_000, now: clock.now });
    await cache.set('a', createCacheEntry('A', clock.now(), policy));
    await cache.set('b', createCacheEntry('B', clock.now(), policy));
    await cache.get('a');
    await cache.set('c', createCacheEntry('C', clock.now(), policy));

    expect((await cache.get('a'))?.value).toBe('A');
    expect(await cache.get('b')).toBeUndefined();
    expect((await cache.get('c'))?.value).toBe('C');
    expect(cache.size).toBe(2);
  });

  it('keeps the approximate bytes (JSON length) under maxBytes', async () => {
    const clock = createTestClock();
    const cache = createMemoryLruCache<string>({ maxEntries: 100, maxBytes: 250, now: clock.now });
    for (const key of ['a', 'b', 'c']) {
      await cache.set(key, createCacheEntry('x'.repeat(98), clock.now(), policy)); // 100 bytes
    }

    expect(cache.bytes).toBeLessThanOrEqual(250);
    expect(await cache.get('a')).toBeUndefined();
    expect((await cache.get('c'))?.value).toHaveLength(98);
  });

  it('does not store an answer larger than maxBytes', async () => {
    const clock = createTestClock();
    const cache = createMemoryLruCache<string>({ maxEntries: 10, maxBytes: 50, now: clock.now });
    await cache.set('small', createCacheEntry('ok', clock.now(), policy));
    await cache.set('huge', createCacheEntry('x'.repeat(100), clock.now(), policy));

    expect(await cache.get('huge')).toBeUndefined();
    expect((await cache.get('small'))?.value).toBe('ok');
  });

  it('forgets an entry once the clock passes its expiry, and keeps it until then', async () => {
    const clock = createTestClock();
    const cache = createMemoryLruCache<string>({ maxEntries: 10, maxBytes: 1_000, now: clock.now });
    const entry = createCacheEntry('A', clock.now(), policy);
    await cache.set('a', entry);

    clock.advance(entry.expiresAt - clock.now() - 1);
    expect((await cache.get('a'))?.value).toBe('A');
    clock.advance(1);
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('refuses an entry that has already expired', async () => {
    const clock = createTestClock();
    const cache = createMemoryLruCache<string>({ maxEntries: 10, maxBytes: 1_000, now: clock.now });
    await cache.set('old', createCacheEntry('A', clock.now() - 10 * MINUTE, policy));

    expect(await cache.get('old')).toBeUndefined();
  });

  it('gives entries their fresh-until and expiry from the policy', () => {
    const entry = createCacheEntry('A', 1_000, {
      freshMs: 10,
      staleWhileRevalidateMs: 5,
      staleIfErrorMs: 30,
    });

    expect(entry).toEqual({ value: 'A', fetchedAt: 1_000, freshUntil: 1_010, expiresAt: 1_040 });
  });
});
