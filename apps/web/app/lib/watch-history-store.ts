/**
 * The local watch history (`media-tracking`) as an external store for React: read from storage
 * after mount (the server and the first render see an empty history), migrated with the core
 * rules, and re-read when another tab changes it or a component subscribes again. Writing lives in
 * `watch-history-writer.ts`, which only pages that play load. The migration parses with zod, so it
 * is imported lazily and only when something is stored (a first visit loads none of it).
 */
import type { WatchHistoryMigration } from '@reelhouse/core/watch-history/migration';
import type { WatchHistoryStore } from '@reelhouse/core/watch-history/watch-history-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';
import { readStoredString, subscribeToStorage } from './storage';

type Migrate = (raw: unknown) => WatchHistoryMigration | null;

/** The history of a visitor who has watched nothing (and what the server renders). */
export const EMPTY_WATCH_HISTORY: WatchHistoryStore = Object.freeze({ items: Object.freeze({}) });

export interface WatchHistoryReader {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => WatchHistoryStore;
  /** Reads storage again; resolves once subscribers have been told about a change. */
  refresh: () => Promise<void>;
}

export interface WatchHistoryReaderDeps {
  /** the stored text of `media-tracking`, or null */
  readRaw: () => string | null;
  /** loads the migration (a lazy import in the browser) */
  loadMigrate: () => Promise<Migrate>;
  /** calls `onChange` when storage changes elsewhere; returns the unsubscribe function */
  watchExternalChanges: (onChange: () => void) => () => void;
}

export function createWatchHistoryReader(deps: WatchHistoryReaderDeps): WatchHistoryReader {
  let stopWatching: (() => void) | null = null;
  // Storage is followed only while someone listens.
  const listeners = createListeners({
    onFirstSubscribe: () => {
      stopWatching ??= deps.watchExternalChanges(() => void refresh());
    },
    onLastUnsubscribe: () => {
      stopWatching?.();
      stopWatching = null;
    },
  });
  let snapshot = EMPTY_WATCH_HISTORY;
  let lastRaw: string | null = null;
  let generation = 0;

  async function parse(raw: string): Promise<WatchHistoryStore> {
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return EMPTY_WATCH_HISTORY;
    }
    try {
      const migrate = await deps.loadMigrate();
      return migrate(value)?.store ?? EMPTY_WATCH_HISTORY;
    } catch {
      lastRaw = null; // the code failed to load: try again on the next read
      return EMPTY_WATCH_HISTORY;
    }
  }

  let reading: Promise<void> = Promise.resolve();

  function refresh(): Promise<void> {
    const raw = deps.readRaw();
    // The same text as the last read: that read (maybe still parsing) is the answer.
    if (raw === lastRaw) return reading;
    lastRaw = raw;
    generation += 1;
    const current = generation;
    reading = (async () => {
      const next = raw === null ? EMPTY_WATCH_HISTORY : await parse(raw);
      if (current !== generation || next === snapshot) return;
      snapshot = next;
      listeners.notify();
    })();
    return reading;
  }

  function subscribe(listener: () => void): () => void {
    const unsubscribe = listeners.subscribe(listener);
    void refresh();
    return unsubscribe;
  }

  return { subscribe, getSnapshot: () => snapshot, refresh };
}

const browserReader = createWatchHistoryReader({
  readRaw: () => readStoredString(STORAGE_KEYS.watchHistory),
  loadMigrate: async () =>
    (await import('@reelhouse/core/watch-history/migration')).migrateWatchHistory,
  watchExternalChanges: (onChange) => subscribeToHistoryKey(onChange),
});

const serverSnapshot = () => EMPTY_WATCH_HISTORY;

/** The local watch history; empty on the server and until storage has been read after mount. */
export function useWatchHistory(): WatchHistoryStore {
  return useSyncExternalStore(browserReader.subscribe, browserReader.getSnapshot, serverSnapshot);
}

function subscribeToHistoryKey(onChange: () => void): () => void {
  return subscribeToStorage((key) => {
    if (key === STORAGE_KEYS.watchHistory || key === null) onChange();
  });
}

/** Re-reads the history after this tab changed it (storage events only reach other tabs). */
export function refreshWatchHistory(): Promise<void> {
  return browserReader.refresh();
}
