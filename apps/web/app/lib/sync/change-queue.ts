/**
 * Local changes waiting to be recorded in the sync outbox (and, for bookmarks, sent as usage
 * events). They are queued in memory at once, so a sync can take them at the very moment it
 * applies an answer; the code that records them loads on the first change, after the page is up.
 * The only part of account sync the bookmarks store and the history writer load statically.
 */
import type { Bookmark } from '@reelhouse/core/bookmarks/bookmark-schema';

export type QueuedSyncChange =
  | { type: 'bookmarks'; before: readonly Bookmark[]; after: readonly Bookmark[]; atMs: number }
  | { type: 'watch-history'; id: string; atMs: number };

/**
 * @param loadFlush loads the code that takes and records the queue (`flushQueuedChanges`)
 */
export function createChangeQueue(loadFlush: () => Promise<() => void>) {
  const queue: QueuedSyncChange[] = [];
  let isFlushScheduled = false;
  return {
    /** Queues a change and makes sure a flush is on its way. */
    add: (change: QueuedSyncChange): void => {
      queue.push(change);
      if (isFlushScheduled) return;
      isFlushScheduled = true;
      loadFlush().then(
        (flush) => {
          flush();
        },
        () => {
          isFlushScheduled = false; // offline: the next change tries to load it again
        },
      );
    },
    /** Takes every queued change, oldest first. */
    take: (): QueuedSyncChange[] => {
      isFlushScheduled = false;
      return queue.splice(0);
    },
  };
}

const browserQueue = createChangeQueue(
  async () => (await import('./record-changes')).flushQueuedChanges,
);

/** Queues a local change for the sync outbox. */
export function queueSyncChange(change: QueuedSyncChange): void {
  browserQueue.add(change);
}

/** Takes the queued changes (for the outbox, which records them). */
export function takeQueuedSyncChanges(): QueuedSyncChange[] {
  return browserQueue.take();
}
