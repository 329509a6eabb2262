/**
 * The browser's sync outbox, and what follows each recorded change: a usage event per bookmark
 * add or removal with its category (for everyone: it carries no personal data), and, when signed
 * in, a sync soon. Loaded on the first local change.
 */
import { buildBookmarkUsageEvent } from '@reelhouse/core/bookmarks/bookmarks';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { postJsonKeepalive } from '../api-client';
import { readStoredString, removeStored, writeStoredString } from '../storage';
import { takeQueuedSyncChanges } from './change-queue';
import { createSyncOutbox, type RecordedChanges, type SyncStorage } from './outbox';

export const browserSyncStorage: SyncStorage = {
  read: readStoredString,
  write: writeStoredString,
  remove: removeStored,
};

function afterRecorded(changes: RecordedChanges): void {
  for (const event of changes.bookmarkEvents) {
    const change = event.kind === 'add' ? 'added' : 'removed';
    postJsonKeepalive('/api/events', buildBookmarkUsageEvent(change, event.category));
  }
  if (readStoredString(STORAGE_KEYS.userInfo) === null) return;
  import('./browser-account-sync').then(
    (sync) => {
      sync.onLocalChanges(changes);
    },
    () => undefined, // offline: the outbox keeps the changes for the next sync
  );
}

export const browserOutbox = createSyncOutbox({
  storage: browserSyncStorage,
  takeQueued: takeQueuedSyncChanges,
  onRecorded: afterRecorded,
});

/** Records the queued changes in the outbox. */
export function flushQueuedChanges(): void {
  browserOutbox.flush();
}
