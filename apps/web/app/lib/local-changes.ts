/**
 * Changes made in this browser that account sync has not recorded yet (bookmarks, watch history),
 * queued in memory the moment they happen, so a sync can take them at the very moment it applies
 * an answer. A leaf: it knows nothing of sync. The shell's sync hook listens to it and loads what
 * records the changes (lib/sync/use-account-sync.ts); the stores only queue.
 */
import type { Bookmark } from '@reelhouse/core/bookmarks/bookmark-schema';
import { createListeners } from './listeners';

export type LocalChange =
  | {
      type: 'bookmarks';
      before: readonly Bookmark[];
      after: readonly Bookmark[];
      atMs: number;
      /** untyped bookmarks given their media type: synced, but not counted as adds or removals */
      isTypeResolution?: boolean;
      /** bookmarks an import brought: synced, but not counted as a person's adds */
      isImport?: boolean;
    }
  | {
      type: 'watch-history';
      id: string;
      atMs: number;
      /** the visitor changed the entry (not a player save): it is sent soon, like bookmarks */
      isVisitorChange?: boolean;
    };

export interface LocalChanges {
  /** Queues a change and tells the listeners. */
  queue(change: LocalChange): void;
  /** Takes every queued change, oldest first. */
  take(): LocalChange[];
  readonly size: number;
  /** @returns a function that stops listening */
  listen(listener: () => void): () => void;
}

export function createLocalChanges(): LocalChanges {
  const queued: LocalChange[] = [];
  const listeners = createListeners();
  return {
    queue(change) {
      queued.push(change);
      listeners.notify();
    },
    take: () => queued.splice(0),
    get size() {
      return queued.length;
    },
    listen: listeners.subscribe,
  };
}

/** This browser's queue. */
export const localChanges = createLocalChanges();
