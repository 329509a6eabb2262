/**
 * Writes the player's progress into the local watch history (`media-tracking`) with the core rules
 * (`recordProgress`), one save at a time, and tells this tab's readers. Kept apart from the reader
 * so that pages which only show the history (home, history) do not load it. The account sync
 * writes through the same queue (`update`, `migrateStored`), so it never races a player save.
 */
import type { WatchHistoryMigration } from '@reelhouse/core/watch-history/migration';
import { recordProgress, type PlaybackTarget } from '@reelhouse/core/watch-history/record-progress';
import type {
  WatchHistoryStore,
  WatchProgress,
} from '@reelhouse/core/watch-history/watch-history-schema';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { readStoredString, writeStoredString } from './storage';
import { localChanges } from './local-changes';
import { EMPTY_WATCH_HISTORY, refreshWatchHistory } from './watch-history-store';

type Migrate = (raw: unknown) => WatchHistoryMigration | null;

export interface WatchHistoryWriterDeps {
  /** the stored text of `media-tracking`, or null */
  readRaw: () => string | null;
  /** stores the new text; throws the spec's write error when the browser refuses */
  writeRaw: (value: string) => void;
  /** loads the migration (a lazy import in the browser) */
  loadMigrate: () => Promise<Migrate>;
  /** tells this tab's readers (storage events reach only other tabs) */
  afterWrite: () => Promise<void>;
  /**
   * told after each stored progress save or entry change: the entry's id, its time (ms), and
   * whether the visitor changed the entry (`changeEntries`) rather than the player saving
   */
  onRecorded?: (id: string, nowMs: number, isVisitorChange: boolean) => void;
}

export interface WatchHistoryWriter {
  /**
   * Reads the stored history now (not the readers' snapshot, which may not be loaded yet).
   * @returns the migrated history; null when what is stored cannot be read as a history
   */
  readStore: () => Promise<WatchHistoryStore | null>;
  /**
   * Records a progress save (one at a time, in call order).
   * @returns false when the stored value cannot be read: it is left untouched, as the migration
   *   rule asks, and nothing is saved
   * @throws Error with the spec's write message when the browser refuses the write
   */
  record: (target: PlaybackTarget, progress: WatchProgress, nowMs: number) => Promise<boolean>;
  /**
   * Replaces the history with `change(stored)`, in turn with the saves (nothing is written when
   * it returns the same store).
   * @returns false when the stored value cannot be read (left untouched)
   * @throws Error with the spec's write message when the browser refuses the write
   */
  update: (change: (store: WatchHistoryStore) => WatchHistoryStore) => Promise<boolean>;
  /**
   * A visitor's change of entries (not a save): `change(stored)` is stored in turn with the
   * saves, and the account sync is told of each of `ids` whose entry changed, as after a save.
   * @returns false when the stored value cannot be read (left untouched)
   * @throws Error with the spec's write message when the browser refuses the write
   */
  changeEntries: (
    ids: readonly string[],
    change: (store: WatchHistoryStore) => WatchHistoryStore,
    nowMs: number,
  ) => Promise<boolean>;
  /**
   * Runs the one-time migration on the stored history and writes its result back, in turn with
   * the saves. @returns whether the stored value changed (the migration toast is then due)
   */
  migrateStored: () => Promise<boolean>;
}

export function createWatchHistoryWriter(deps: WatchHistoryWriterDeps): WatchHistoryWriter {
  let queue: Promise<unknown> = Promise.resolve();

  async function readStore(): Promise<WatchHistoryStore | null> {
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
    const store = await readStore();
    if (store === null) return false;
    deps.writeRaw(JSON.stringify(recordProgress(store, target, progress, nowMs)));
    deps.onRecorded?.(target.id, nowMs, false);
    await deps.afterWrite();
    return true;
  }

  async function update(change: (store: WatchHistoryStore) => WatchHistoryStore) {
    const store = await readStore();
    if (store === null) return false;
    const next = change(store);
    if (next === store) return true;
    deps.writeRaw(JSON.stringify(next));
    await deps.afterWrite();
    return true;
  }

  async function changeEntries(
    ids: readonly string[],
    change: (store: WatchHistoryStore) => WatchHistoryStore,
    nowMs: number,
  ) {
    const store = await readStore();
    if (store === null) return false;
    const next = change(store);
    if (next === store) return true;
    deps.writeRaw(JSON.stringify(next));
    for (const id of ids) {
      if (next.items[id] !== store.items[id]) deps.onRecorded?.(id, nowMs, true);
    }
    await deps.afterWrite();
    return true;
  }

  async function migrateStored() {
    const raw = deps.readRaw();
    if (raw === null) return false;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      return false;
    }
    const migration = (await deps.loadMigrate())(value);
    if (!migration?.changed) return false;
    deps.writeRaw(JSON.stringify(migration.store));
    await deps.afterWrite();
    return true;
  }

  /** Runs `task` after every earlier one, whatever their outcome. */
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  }

  return {
    readStore,
    record: (target, progress, nowMs) => inTurn(() => write(target, progress, nowMs)),
    update: (change) => inTurn(() => update(change)),
    changeEntries: (ids, change, nowMs) => inTurn(() => changeEntries(ids, change, nowMs)),
    migrateStored: () => inTurn(migrateStored),
  };
}

const browserWriter = createWatchHistoryWriter({
  readRaw: () => readStoredString(STORAGE_KEYS.watchHistory),
  writeRaw: (value) => writeStoredString(STORAGE_KEYS.watchHistory, value),
  loadMigrate: async () =>
    (await import('@reelhouse/core/watch-history/migration')).migrateWatchHistory,
  afterWrite: () => {
    const told = refreshWatchHistory();
    // What checks storage for a history without loading the reader (home's Continue Watching
    // slot) follows storage events, which the browser sends to other tabs only.
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.watchHistory }));
    return told;
  },
  onRecorded: (id, atMs, isVisitorChange) =>
    localChanges.queue({ type: 'watch-history', id, atMs, isVisitorChange }),
});

/** The browser's writer: the account sync merges its answers through it. */
export const watchHistoryWriter: WatchHistoryWriter = browserWriter;

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
  return (await browserWriter.readStore()) ?? EMPTY_WATCH_HISTORY;
}
