/**
 * The browser's account sync: the routine and its scheduler wired to the real API, storage,
 * bookmarks store, watch-history writer and toasts, listening to `online` and `pagehide`.
 * Loaded only when signed in (by `useAccountSync`, or after a local change).
 */
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { parseSyncTime } from '@reelhouse/core/sync/client-sync-state';
import { migrateWatchHistory } from '@reelhouse/core/watch-history/migration';
import { getJson, postJson, postJsonKeepalive } from '../api-client';
import { bookmarksStore } from '../bookmarks-store';
import { readStoredString } from '../storage';
import { showToast } from '../toast';
import { watchHistoryWriter } from '../watch-history-writer';
import { createAccountSync } from './account-sync';
import type { RecordedChanges } from './outbox';
import { browserOutbox, browserSyncStorage } from './browser-outbox';
import { createSyncScheduler } from './sync-scheduler';

function readHistoryNow() {
  const raw = readStoredString(STORAGE_KEYS.watchHistory);
  if (raw === null) return {};
  try {
    return migrateWatchHistory(JSON.parse(raw))?.store.items ?? null;
  } catch {
    return null;
  }
}

const accountSync = createAccountSync({
  api: { getJson: (path) => getJson<unknown>(path), postJson },
  storage: browserSyncStorage,
  outbox: browserOutbox,
  bookmarks: bookmarksStore,
  history: {
    readStore: watchHistoryWriter.readStore,
    update: watchHistoryWriter.update,
    migrateStored: watchHistoryWriter.migrateStored,
    readNow: readHistoryNow,
  },
  nowMs: () => Date.now(),
  notify: (message, kind) => void showToast(message, { kind }),
  // This tab's readers (the header's username) follow storage events, which other tabs get.
  announce: (key) => window.dispatchEvent(new StorageEvent('storage', { key })),
  reload: () => {
    window.location.reload();
  },
});

const scheduler = createSyncScheduler({
  sync: accountSync,
  readLastWatchHistorySyncMs: () =>
    parseSyncTime(readStoredString(STORAGE_KEYS.lastWatchHistoryUpdateTime)),
  isOnline: () => navigator.onLine,
  setTimer: (work, delayMs) => window.setTimeout(work, delayMs),
  clearTimer: (timer) => {
    if (typeof timer === 'number') window.clearTimeout(timer);
  },
  random: () => Math.random(),
  nowMs: () => Date.now(),
  notify: (message, kind) => void showToast(message, { kind }),
  sendKeepalive: ({ path, body }) => {
    postJsonKeepalive(path, body);
  },
});

window.addEventListener('online', () => {
  scheduler.onOnline();
});
window.addEventListener('pagehide', () => {
  scheduler.onPageHide();
});

/** Runs the routine (after hydration when signed in, and when the signed-in user changes). */
export function startAccountSync(): Promise<void> {
  return scheduler.runOnLoad();
}

/** After local changes were recorded while signed in. */
export function onLocalChanges(changes: RecordedChanges): void {
  scheduler.onLocalChanges(changes);
}
