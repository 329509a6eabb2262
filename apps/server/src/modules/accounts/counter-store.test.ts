import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../test-support/test-app';
import { captureLogs } from '../cache/log-capture.test-support';
import {
  createFailSafeCounterStore,
  createMemoryCounterStore,
  type CounterStore,
} from './counter-store';

const WINDOW = 60_000;

describe('the in-memory counter store', () => {
  it('counts within a window and starts again from zero once it expires', async () => {
    const clock = createTestClock();
    const store = createMemoryCounterStore(clock.now);

    expect(await store.increment('k', WINDOW)).toEqual({ count: 1, resetInMs: WINDOW });
    clock.advance(10_000);
    expect(await store.increment('k', WINDOW)).toEqual({ count: 2, resetInMs: WINDOW - 10_000 });
    clock.advance(WINDOW - 10_000);
    expect(await store.increment('k', WINDOW)).toEqual({ count: 1, resetInMs: WINDOW });
  });

  it('restarts the window at each count up to extendUpTo, and no longer after it', async () => {
    const clock = createTestClock();
    const store = createMemoryCounterStore(clock.now);
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1_000);
      expect(await store.increment('k', WINDOW, 3)).toMatchObject({ resetInMs: WINDOW });
    }
    clock.advance(1_000);

    expect(await store.increment('k', WINDOW, 3)).toEqual({ count: 4, resetInMs: WINDOW - 1_000 });
  });

  it('forgets a counter on reset, and keeps keys apart', async () => {
    const store = createMemoryCounterStore(createTestClock().now);
    await store.increment('a', WINDOW);
    await store.increment('b', WINDOW);
    await store.reset('a');

    expect((await store.increment('a', WINDOW)).count).toBe(1);
    expect((await store.increment('b', WINDOW)).count).toBe(2);
  });
});

describe('the fail-safe counter store', () => {
  function breakable(store: CounterStore) {
    let broken = false;
    const guarded: CounterStore = {
      increment: (...args) =>
        broken ? Promise.reject(new Error('connection lost')) : store.increment(...args),
      reset: (key) => (broken ? Promise.reject(new Error('connection lost')) : store.reset(key)),
    };
    return {
      store: guarded,
      setBroken: (value: boolean) => {
        broken = value;
      },
    };
  }

  it('counts in memory while the primary fails, logging one warning per outage', async () => {
    const clock = createTestClock();
    const primary = breakable(createMemoryCounterStore(clock.now));
    const logs = captureLogs();
    const store = createFailSafeCounterStore({
      primary: primary.store,
      fallback: createMemoryCounterStore(clock.now),
      logger: logs.logger,
    });
    await store.increment('k', WINDOW);

    primary.setBroken(true);
    const during = [];
    for (let i = 0; i < 3; i += 1) during.push((await store.increment('k', WINDOW)).count);
    primary.setBroken(false);
    const after = await store.increment('k', WINDOW);

    expect(during).toEqual([1, 2, 3]);
    expect(after.count).toBe(2);
    const levels = logs.entries().map((entry) => entry.level);
    expect(levels.filter((level) => level === 'warn')).toHaveLength(1);
    expect(levels.filter((level) => level === 'info')).toHaveLength(1);
  });

  it('forgets a counter in both stores on reset', async () => {
    const clock = createTestClock();
    const primary = breakable(createMemoryCounterStore(clock.now));
    const fallback = createMemoryCounterStore(clock.now);
    const store = createFailSafeCounterStore({
      primary: primary.store,
      fallback,
      logger: captureLogs().logger,
    });
    primary.setBroken(true);
    await store.increment('k', WINDOW);
    primary.setBroken(false);
    await store.reset('k');

    expect((await fallback.increment('k', WINDOW)).count).toBe(1);
  });
});
