/**
 * The local watch history (`media-tracking`) as an external store for React: read from storage
 * after mount (the server and the first render see an empty history), migrated with the core
 * rules, and re-read when another tab changes it or a component subscribes again. The write path
 * records the player's progress with the core rules (`recordProgress`) and tells the readers. The
 * migration parses with zod, so it is imported lazily and only when something is stored (a first
 * visit loads none of it).
 */
import type { WatchHistoryMigration } from '@reelhouse/core/watch-history/migration';
import { recordProgress, type PlaybackTarget } from '@reelhouse/core/watch-history/record-progress';
import type {
  WatchHistoryStore,
  WatchProgress,
} from '@reelhouse/core/watch-history/watch-history-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStorage, writeStoredString } from './storage';

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
  const listeners = new Set<() => void>();
  let snapshot = EMPTY_WATCH_HISTORY;
  let lastRaw: string | null = null;
  let generation = 0;
  let stopWatching: (() => void) | null = null;

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

  async function refresh(): Promise<void> {
    const raw = deps.readRaw();
    if (raw === lastRaw) return;
    lastRaw = raw;
    generation += 1;
    const current = generation;
    const next = raw === null ? EMPTY_WATCH_HISTORY : await parse(raw);
    if (current !== generation || next === snapshot) return;
    snapshot = next;
    for (const listener of listeners) listener();
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    stopWatching ??= deps.watchExternalChanges(() => void refresh());
    void refresh();
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && stopWatching) {
        stopWatching();
        stopWatching = null;
      }
    };
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

export interface WatchHistoryWriterDeps {
  /** the stored text of `media-tracking`, or null */
  readRaw: () => string | null;
  /** stores the new text; throws the spec's write error when the browser refuses */
  writeRaw: (value: string) => void;
  /** loads the migration (a lazy import in the browser) */
  loadMigrate: () => Promise<Migrate>;
  /** tells this tab's readers (storage events reach only other tabs) */
  afterWrite: () => Promise<void>;
}

export interface WatchHistoryWriter {
  /**
   * Reads the stored history now (not the readers' snapshot, which may not be loaded yet).
   * @returns the migrated history; null when what is stored cannot be read as a history
   */
  read: () => Promise<WatchHistoryStore | null>;
  /**
   * Records a progress save (one at a time, in call order).
   * @returns false when the stored value cannot be read: it is left untouched, as the migration
   *   rule asks, and nothing is saved
   * @throws Error with the spec's write message when the browser refuses the write
   */
  record: (target: PlaybackTarget, progress: WatchProgress, nowMs: number) => Promise<boolean>;
}

export function createWatchHistoryWriter(deps: WatchHistoryWriterDeps): WatchHistoryWriter {
  let queue: Promise<unknown> = Promise.resolve();

  async function read(): Promise<WatchHistoryStore | null> {
    const raw = deps.readRaw();
    if (raw === null) return EMPTY_WATCH_HISTORY;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
    const migrate = await deps.loadMigrate();
    return migrate(value)?.store ?? null;
  }

  async function write(target: PlaybackTarget, progress: WatchProgress, nowMs: number) {
    const store = await read();
    if (store === null) return false;
    deps.writeRaw(JSON.stringify(recordProgress(store, target, progress, nowMs)));
    await deps.afterWrite();
    return true;
  }

  return {
    read,
    record(target, progress, nowMs) {
      const result = queue.then(() => write(target, progress, nowMs));
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

const browserWriter = createWatchHistoryWriter({
  readRaw: () => readStoredString(STORAGE_KEYS.watchHistory),
  writeRaw: (value) => writeStoredString(STORAGE_KEYS.watchHistory, value),
  loadMigrate: async () =>
    (await import('@reelhouse/core/watch-history/migration')).migrateWatchHistory,
  afterWrite: () => browserReader.refresh(),
});

/** Records the player's progress in the local history (see {@link WatchHistoryWriter.record}). */
export function recordWatchProgress(
  target: PlaybackTarget,
  progress: WatchProgress,
  nowMs: number,
): Promise<boolean> {
  return browserWriter.record(target, progress, nowMs);
}

/** The stored history, read now; empty when nothing readable is stored. */
export async function readWatchHistoryNow(): Promise<WatchHistoryStore> {
  return (await browserWriter.read()) ?? EMPTY_WATCH_HISTORY;
}
