/**
 * The sync outbox in browser storage (`bookmarkSync`, `watchHistorySync`): records the queued
 * local changes with the core rules, and reads and writes each list's sync state. Every call
 * re-reads storage, so tabs that record changes side by side do not overwrite each other's.
 */
import type { BookmarkEvent } from '@reelhouse/core/sync/bookmark-merge';
import {
  type BookmarkSyncState,
  getBookmarkChangeEvents,
  parseBookmarkSyncState,
  recordBookmarkEvents,
} from '@reelhouse/core/sync/client-bookmarks';
import {
  parseWatchHistorySyncState,
  recordWatchHistoryChanges,
  type WatchHistoryChange,
  type WatchHistorySyncState,
} from '@reelhouse/core/sync/client-history';
import { serializeListSyncState } from '@reelhouse/core/sync/client-sync-state';
import { SYNC_STORAGE_KEYS, type StorageKey } from '@reelhouse/core/storage/keys';
import type { LocalChange } from '../local-changes';

/** The storage the sync reads and writes (the browser's, or a map in tests). */
export interface SyncStorage {
  read(key: StorageKey): string | null;
  /** @throws when the browser refuses the write */
  write(key: StorageKey, value: string): void;
  remove(keys: readonly StorageKey[]): void;
}

/** What one flush recorded. */
export interface RecordedChanges {
  bookmarkEvents: BookmarkEvent[];
  /** the bookmark events a person made, for the usage counts (a resolved media type is not one) */
  countedBookmarkEvents: BookmarkEvent[];
  watchHistoryChanges: WatchHistoryChange[];
  /** some of them are the visitor's own changes of entries (not player saves) */
  hasVisitorHistoryChange: boolean;
}

export interface SyncOutbox {
  /** Records the queued changes; tells `onRecorded` when there were any. */
  flush(): RecordedChanges;
  readBookmarks(): BookmarkSyncState;
  writeBookmarks(state: BookmarkSyncState): void;
  readWatchHistory(): WatchHistorySyncState;
  writeWatchHistory(state: WatchHistorySyncState): void;
}

export interface SyncOutboxDeps {
  storage: SyncStorage;
  takeQueued: () => LocalChange[];
  onRecorded?: (changes: RecordedChanges) => void;
}

export function createSyncOutbox({ storage, takeQueued, onRecorded }: SyncOutboxDeps): SyncOutbox {
  function write(key: StorageKey, value: string): void {
    try {
      storage.write(key, value);
    } catch {
      // Storage refused: the changes stay in the list itself, and the next whole sync sends them.
    }
  }
  const readBookmarks = () => parseBookmarkSyncState(storage.read(SYNC_STORAGE_KEYS.bookmarkSync));
  const readWatchHistory = () =>
    parseWatchHistorySyncState(storage.read(SYNC_STORAGE_KEYS.watchHistorySync));
  const writeBookmarks = (state: BookmarkSyncState) =>
    write(SYNC_STORAGE_KEYS.bookmarkSync, serializeListSyncState(state));
  const writeWatchHistory = (state: WatchHistorySyncState) =>
    write(SYNC_STORAGE_KEYS.watchHistorySync, serializeListSyncState(state));

  function flush(): RecordedChanges {
    const recorded: RecordedChanges = {
      bookmarkEvents: [],
      countedBookmarkEvents: [],
      watchHistoryChanges: [],
      hasVisitorHistoryChange: false,
    };
    for (const change of takeQueued()) {
      if (change.type === 'bookmarks') {
        const events = getBookmarkChangeEvents(change.before, change.after, change.atMs);
        recorded.bookmarkEvents.push(...events);
        if (change.isTypeResolution !== true && change.isImport !== true) {
          recorded.countedBookmarkEvents.push(...events);
        }
      } else {
        recorded.watchHistoryChanges.push({ id: change.id, atMs: change.atMs });
        if (change.isVisitorChange === true) recorded.hasVisitorHistoryChange = true;
      }
    }
    if (recorded.bookmarkEvents.length > 0) {
      writeBookmarks(recordBookmarkEvents(readBookmarks(), recorded.bookmarkEvents));
    }
    if (recorded.watchHistoryChanges.length > 0) {
      writeWatchHistory(
        recordWatchHistoryChanges(readWatchHistory(), recorded.watchHistoryChanges),
      );
    }
    if (recorded.bookmarkEvents.length > 0 || recorded.watchHistoryChanges.length > 0) {
      onRecorded?.(recorded);
    }
    return recorded;
  }

  return { flush, readBookmarks, writeBookmarks, readWatchHistory, writeWatchHistory };
}
