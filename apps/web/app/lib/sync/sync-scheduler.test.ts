import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { describe, expect, it, vi } from 'vitest';
import type { SyncRunResult } from './account-sync';
import type { RecordedChanges } from './outbox';
import { BOOKMARK_SYNC_DELAY_MS, createSyncScheduler } from './sync-scheduler';

const T0 = 1_700_000_000_000;
const added = { kind: 'add', mediaId: toMediaId(1), category: 'watchlist', atMs: T0 } as const;
const bookmarkChange: RecordedChanges = {
  bookmarkEvents: [added],
  countedBookmarkEvents: [added],
  watchHistoryChanges: [],
  hasVisitorHistoryChange: false,
};
const progressSave = (atMs: number): RecordedChanges => ({
  bookmarkEvents: [],
  countedBookmarkEvents: [],
  watchHistoryChanges: [{ id: '45745', atMs }],
  hasVisitorHistoryChange: false,
});

function setup(options: { online?: boolean } = {}) {
  let now = T0;
  let online = options.online ?? true;
  let lastHistorySync: number | null = null;
  let lastChange: number | null = null;
  const timers = new Map<number, { work: () => void; delayMs: number }>();
  let nextTimer = 1;
  const runs: string[] = [];
  const results: (SyncRunResult | 'throw')[] = [];
  const next = (): SyncRunResult => {
    const result = results.shift() ?? 'done';
    if (result === 'throw') throw new Error('bug');
    return result;
  };
  const notices: string[] = [];
  const sent: unknown[] = [];
  const sync = {
    runOnLoad: vi.fn(async () => {
      runs.push('load');
      await Promise.resolve();
      return next();
    }),
    syncLists: vi.fn(async (which: { bookmarks: boolean; watchHistory: boolean }) => {
      runs.push(`${which.bookmarks ? 'b' : ''}${which.watchHistory ? 'h' : ''}`);
      await Promise.resolve();
      const result = next();
      if (result === 'done' && which.watchHistory) lastHistorySync = now;
      return result;
    }),
    getAccount: () => 'ada',
    getLastWatchHistoryChangeMs: () => lastChange,
    getPageHideRequests: () => [{ path: '/api/sync/bookmarks' as const, body: { since: 1 } }],
  };
  const scheduler = createSyncScheduler({
    sync,
    readLastWatchHistorySyncMs: () => lastHistorySync,
    isOnline: () => online,
    setTimer: (work, delayMs) => {
      timers.set(nextTimer, { work, delayMs });
      return nextTimer++;
    },
    clearTimer: (timer) => {
      if (typeof timer === 'number') timers.delete(timer);
    },
    random: () => 0,
    nowMs: () => now,
    notify: (message) => notices.push(message),
    sendKeepalive: (request) => sent.push(request),
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return {
    scheduler,
    runs,
    notices,
    sent,
    settle,
    failNext: (...outcomes: (SyncRunResult | 'throw')[]) => results.push(...outcomes),
    delays: () => [...timers.values()].map((t) => t.delayMs),
    /** fires every pending timer */
    fireTimers: async () => {
      const pending = [...timers.entries()];
      timers.clear();
      for (const [, timer] of pending) timer.work();
      await settle();
    },
    goOnline: () => {
      online = true;
      scheduler.onOnline();
    },
    /** a progress save at `atMs` (the clock moves there) */
    save: async (atMs: number) => {
      now = atMs;
      lastChange = atMs;
      scheduler.onLocalChanges(progressSave(atMs));
      await settle();
    },
  };
}

describe('the load routine', () => {
  it('runs one at a time; asked again while running, it runs once more afterwards', async () => {
    const { scheduler, runs, settle } = setup();
    const first = scheduler.runOnLoad();
    void scheduler.runOnLoad();
    void scheduler.runOnLoad();
    await first;
    await settle();
    expect(runs).toEqual(['load', 'load']);
  });

  it('waits for the network when the browser is offline, and runs once it is back', async () => {
    const { scheduler, runs, goOnline, settle } = setup({ online: false });
    await scheduler.runOnLoad();
    expect(runs).toEqual([]);
    goOnline();
    await settle();
    expect(runs).toEqual(['load']);
  });
});

describe('retries', () => {
  it('retries a failed sync after 30 s, then 60 s, and stops once one succeeds', async () => {
    const { scheduler, runs, delays, fireTimers, failNext } = setup();
    failNext('retry', 'retry');
    await scheduler.runOnLoad();
    expect(delays()).toEqual([30_000]);
    await fireTimers();
    expect(runs).toEqual(['load', 'bh']);
    expect(delays()).toEqual([60_000]);
    await fireTimers();
    expect(runs).toEqual(['load', 'bh', 'bh']);
    expect(delays()).toEqual([]);
  });

  it('retries at once when the browser comes back online, and not without a failure', async () => {
    const { scheduler, runs, delays, goOnline, settle, failNext } = setup();
    goOnline();
    await settle();
    expect(runs).toEqual([]);
    failNext('retry');
    await scheduler.runOnLoad();
    goOnline();
    await settle();
    expect(runs).toEqual(['load', 'bh']);
    expect(delays()).toEqual([]);
  });

  it('counts a sync that threw as a failure to retry', async () => {
    const { scheduler, runs, delays, fireTimers, failNext } = setup();
    failNext('throw', 'throw');
    await scheduler.runOnLoad();
    expect(delays()).toEqual([30_000]);
    await fireTimers();
    expect(runs).toEqual(['load', 'bh']);
    expect(delays()).toEqual([60_000]);
  });
});

describe('local changes', () => {
  it('sends bookmark changes after a second, a burst of them as one sync', async () => {
    const { scheduler, runs, delays, fireTimers } = setup();
    scheduler.onLocalChanges(bookmarkChange);
    scheduler.onLocalChanges(bookmarkChange);
    expect(delays()).toEqual([BOOKMARK_SYNC_DELAY_MS]);
    await fireTimers();
    expect(runs).toEqual(['b']);
  });

  it('sends a visitor’s own change of the history after a second, even right after a progress sync', async () => {
    const { scheduler, runs, delays, fireTimers, save } = setup();
    await save(T0);
    expect(runs).toEqual(['h']);
    scheduler.onLocalChanges({ ...progressSave(T0 + 1_000), hasVisitorHistoryChange: true });
    scheduler.onLocalChanges({ ...progressSave(T0 + 1_500), hasVisitorHistoryChange: true });
    expect(delays()).toEqual([BOOKMARK_SYNC_DELAY_MS]);
    await fireTimers();
    expect(runs).toEqual(['h', 'h']);
  });

  it('syncs watch progress at most every 25 s while the player saves every 2 s', async () => {
    const { runs, save } = setup();
    for (let t = T0; t <= T0 + 60_000; t += 2_000) await save(t);
    expect(runs).toEqual(['h', 'h', 'h']);
  });

  it('says a progress sync failed once per page, and keeps trying every 25 s', async () => {
    const { runs, notices, save, failNext } = setup();
    failNext('retry', 'retry');
    for (let t = T0; t <= T0 + 52_000; t += 2_000) await save(t);
    expect(runs).toEqual(['h', 'h', 'h']);
    expect(notices).toEqual(['Failed to sync watch progress.']);
  });
});

describe('a closing page', () => {
  it('sends the outbox requests with keepalive', () => {
    const { scheduler, sent } = setup();
    scheduler.onPageHide();
    expect(sent).toEqual([{ path: '/api/sync/bookmarks', body: { since: 1 } }]);
  });
});
