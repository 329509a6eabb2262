/**
 * The browser's sync outbox, and what follows each recorded change: a usage event per bookmark
 * add or removal a person made (not a resolved media type) with its category (for everyone: it carries no personal data), and the
 * listeners (the shell's sync hook starts a sync soon when signed in). Loaded on the first local
 * change; imports nothing of the sync routine.
 */
import { buildBookmarkUsageEvent } from '@reelhouse/core/bookmarks/bookmarks';
import { postJsonKeepalive } from '../api-client';
import { readStoredString, removeStored, writeStoredString } from '../storage';
import { localChanges } from '../local-changes';
import { createSyncOutbox, type RecordedChanges, type SyncStorage } from './outbox';

export const browserSyncStorage: SyncStorage = {
  read: readStoredString,
  write: writeStoredString,
  remove: removeStored,
};

const recordedListeners = new Set<(changes: RecordedChanges) => void>();

/** Calls `listener` after every flush that recorded changes. @returns a function to stop */
export function onChangesRecorded(listener: (changes: RecordedChanges) => void): () => void {
  recordedListeners.add(listener);
  return () => recordedListeners.delete(listener);
}

function afterRecorded(changes: RecordedChanges): void {
  for (const event of changes.countedBookmarkEvents) {
    const change = event.kind === 'add' ? 'added' : 'removed';
    postJsonKeepalive('/api/events', buildBookmarkUsageEvent(change, event.category));
  }
  for (const listener of recordedListeners) listener(changes);
}

export const browserOutbox = createSyncOutbox({
  storage: browserSyncStorage,
  takeQueued: () => localChanges.take(),
  onRecorded: afterRecorded,
});

/** Records the queued changes in the outbox. */
export function flushQueuedChanges(): void {
  browserOutbox.flush();
}
