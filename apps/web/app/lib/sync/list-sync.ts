/**
 * One sync of each synced list with the account: bookmarks (`POST /sync/bookmarks`) and watch
 * history (`POST /sync/watch-history`). Each sends what the outbox holds (the whole list on an
 * account's first sync), merges the answer into the local list item by item, then clears from
 * the outbox what the server acknowledged. No toasts here: the routine decides what to say.
 */
import type { Bookmark } from '@reelhouse/core/bookmarks/bookmark-schema';
import { STORAGE_KEYS, type StorageKey } from '@reelhouse/core/storage/keys';
import {
  type KeyValueStorage,
  saveLastBookmarkUpdateTime,
} from '@reelhouse/core/storage/local-lock';
import {
  acknowledgeBookmarkSync,
  applyBookmarkAnswer,
  getBookmarkSyncRequest,
  switchBookmarkSyncAccount,
} from '@reelhouse/core/sync/client-bookmarks';
import {
  acknowledgeWatchHistorySync,
  applyWatchHistoryAnswer,
  getWatchHistorySyncRequest,
  switchWatchHistorySyncAccount,
} from '@reelhouse/core/sync/client-history';
import { bookmarksAnswerSchema, watchHistoryAnswerSchema } from '@reelhouse/core/sync/sync-schema';
import type { WatchHistoryStore } from '@reelhouse/core/watch-history/watch-history-schema';
import { ApiError } from '../api-client';
import type { SyncOutbox, SyncStorage } from './outbox';

/** How a step ended: 'unauthorized' means the session is gone (the routine clears it). */
export type SyncOutcome = 'ok' | 'failed' | 'unauthorized';

/** The calls the sync makes (`~/lib/api-client` in the browser). */
export interface SyncApi {
  /** @throws ApiError (status 0: network) */
  getJson(path: `/api/${string}`): Promise<unknown>;
  /** @throws ApiError (status 0: network) */
  postJson(path: `/api/${string}`, body: unknown): Promise<unknown>;
}

export interface ListSyncDeps {
  api: SyncApi;
  storage: SyncStorage;
  outbox: SyncOutbox;
  /** the bookmarks store (see `bookmarks-store.ts`) */
  bookmarks: {
    load(): Promise<boolean>;
    getSnapshot(): readonly Bookmark[];
    applySync(merge: (current: readonly Bookmark[]) => readonly Bookmark[]): Promise<boolean>;
  };
  /** the watch-history writer (see `watch-history-writer.ts`) */
  history: {
    readStore(): Promise<WatchHistoryStore | null>;
    update(change: (store: WatchHistoryStore) => WatchHistoryStore): Promise<boolean>;
  };
  nowMs: () => number;
}

/** A failed call's outcome: a 401 is the end of the session, anything else a failure. */
export function getFailureOutcome(error: unknown): SyncOutcome {
  return error instanceof ApiError && error.status === 401 ? 'unauthorized' : 'failed';
}

function writeQuietly(storage: SyncStorage, key: StorageKey, value: string): void {
  try {
    storage.write(key, value);
  } catch {
    // Storage refused: only the record of the time is lost.
  }
}

export function createListSync(deps: ListSyncDeps) {
  const { api, storage, outbox } = deps;
  // The `local-lock` record keeps the bookmark sync time too; core's rule writes only that key.
  const localLockStorage: KeyValueStorage = {
    getItem: () => storage.read(STORAGE_KEYS.localLock),
    setItem: (_key, value) => {
      storage.write(STORAGE_KEYS.localLock, value);
    },
    removeItem: () => {
      storage.remove([STORAGE_KEYS.localLock]);
    },
  };

  /** Syncs the bookmarks of `account`. */
  async function syncBookmarks(account: string): Promise<SyncOutcome> {
    if (!(await deps.bookmarks.load())) return 'failed';
    outbox.flush();
    const stored = outbox.readBookmarks();
    const state = switchBookmarkSyncAccount(stored, account);
    if (state !== stored) outbox.writeBookmarks(state);
    const request = getBookmarkSyncRequest(deps.bookmarks.getSnapshot(), state);
    let answer;
    try {
      answer = bookmarksAnswerSchema.parse(await api.postJson('/api/sync/bookmarks', request.body));
    } catch (error) {
      return getFailureOutcome(error);
    }
    const isStored = await deps.bookmarks.applySync((current) => {
      outbox.flush(); // changes made while the request was in flight count as pending
      return applyBookmarkAnswer(current, outbox.readBookmarks().pending, answer);
    });
    if (!isStored) return 'failed';
    outbox.writeBookmarks(
      acknowledgeBookmarkSync(outbox.readBookmarks(), request.sent, answer.cursor),
    );
    const syncedAt = deps.nowMs();
    writeQuietly(storage, STORAGE_KEYS.lastBookmarkUpdateTime, String(syncedAt));
    saveLastBookmarkUpdateTime(localLockStorage, syncedAt);
    return 'ok';
  }

  /** Syncs the watch history of `account`. */
  async function syncWatchHistory(account: string): Promise<SyncOutcome> {
    outbox.flush();
    const stored = outbox.readWatchHistory();
    const state = switchWatchHistorySyncAccount(stored, account);
    if (state !== stored) outbox.writeWatchHistory(state);
    const store = await deps.history.readStore().catch(() => null);
    if (store === null) return 'failed'; // unreadable: left untouched, as the migration rule asks
    const request = getWatchHistorySyncRequest(store.items, state);
    let answer;
    try {
      answer = watchHistoryAnswerSchema.parse(
        await api.postJson('/api/sync/watch-history', request.body),
      );
    } catch (error) {
      return getFailureOutcome(error);
    }
    const isStored = await deps.history
      .update((current) => {
        const items = applyWatchHistoryAnswer(current.items, answer.items);
        return items === current.items ? current : { items };
      })
      .catch(() => false);
    if (!isStored) return 'failed';
    outbox.flush();
    outbox.writeWatchHistory(
      acknowledgeWatchHistorySync(outbox.readWatchHistory(), request.sent, answer.cursor),
    );
    writeQuietly(storage, STORAGE_KEYS.lastWatchHistoryUpdateTime, String(deps.nowMs()));
    return 'ok';
  }

  return { syncBookmarks, syncWatchHistory };
}
