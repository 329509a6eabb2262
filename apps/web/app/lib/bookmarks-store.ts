/**
 * The local bookmarks (spec sections 3 and 4) as a small external store: loaded from storage once
 * a component subscribes (bad data cleared, the legacy store migrated, with the spec's toasts),
 * changed only through the core rules, written back at once, and followed across tabs. The server
 * has no bookmarks: its snapshot is empty, so pages render and hydrate as "not bookmarked".
 * The load rules parse with zod, so they arrive in their own chunk after hydration; changes wait
 * for the load, so a list is never written over before it was read.
 * Not here: syncing with an account. Each local change is reported to `onChange` (the sync
 * outbox and the usage events listen); the sync writes its merged result through `applySync`.
 */
import type { Bookmark, MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import {
  addBookmark,
  addToNewCategory,
  removeBookmark,
  toggleBookmark,
  toggleWatchlist,
  type BookmarkedMedia,
  type BookmarkTarget,
  type BookmarkToggleChange,
} from '@reelhouse/core/bookmarks/bookmarks';
import { applyResolvedMediaTypes } from '@reelhouse/core/bookmarks/resolve-media-type';
import type { MediaType } from '@reelhouse/core/media/media-item';
import type { CategoryNameProblem } from '@reelhouse/core/bookmarks/categories';
import { DEFAULT_BOOKMARK_CATEGORY } from '@reelhouse/core/bookmarks/categories';
import {
  firstBookmarkLoadStep,
  type BookmarkLoadOutcome,
  type BookmarkLoadPlan,
} from '@reelhouse/core/bookmarks/load-plan';
import {
  BOOKMARK_MIGRATION_ERROR_TOAST,
  BOOKMARK_MIGRATION_LOADING_TOAST,
  BOOKMARK_MIGRATION_SUCCESS_TOAST,
  CLEARED_BAD_BOOKMARKS_TOAST,
  FAKE_MIGRATION_WAIT_MS,
  formatBookmarkAddedToast,
} from '@reelhouse/core/bookmarks/texts';
import { STORAGE_KEYS, type StorageKey } from '@reelhouse/core/storage/keys';
import { STORAGE_WRITE_ERROR } from '@reelhouse/core/storage/local-lock';
import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';
import { readStoredString, removeStored, subscribeToStorage, writeStoredString } from './storage';
import { localChanges } from './local-changes';
import { showToast } from './toast';

/** The storage the store reads and writes (the browser's, or an in-memory one in tests). */
export interface BookmarkStorage {
  read(key: StorageKey): string | null;
  /** @throws when the browser refuses the write */
  write(key: StorageKey, value: string): void;
  remove(keys: readonly StorageKey[]): void;
  /** calls back with the key another tab changed (null: storage cleared) */
  subscribe(onChange: (key: string | null) => void): () => void;
}

export interface BookmarkNotice {
  message: string;
  kind: 'success' | 'error' | 'loading' | 'message';
  /** a notice with the id of an earlier one replaces it */
  id?: string;
}

export interface BookmarksStoreDeps {
  storage: BookmarkStorage;
  nowMs: () => number;
  notify: (notice: BookmarkNotice) => void;
  /** runs `work` later: `setTimeout` in the browser */
  schedule: (work: () => void, delayMs: number) => void;
  /** the core load rule (`planBookmarkLoad`), loaded on demand */
  loadPlanner: () => Promise<BookmarkPlanner>;
  /** told after each stored local change (not after loads, other tabs' changes or syncs) */
  onChange?: (change: BookmarkListChange) => void;
}

/** A local change of the list: the list before and after, and when it happened (ms). */
export interface BookmarkListChange {
  before: readonly Bookmark[];
  after: readonly Bookmark[];
  atMs: number;
  /** untyped bookmarks were given their media type (no person added or removed anything) */
  isTypeResolution?: boolean;
  /** an import brought the bookmarks (no person added them one by one) */
  isImport?: boolean;
}

/** `planBookmarkLoad` of core's load-bookmarks. */
export type BookmarkPlanner = (
  stored: string | null,
  legacy: string | null,
  nowMs: number,
) => BookmarkLoadPlan;

export type NewCategoryResult =
  { ok: true; category: string } | { ok: false; reason: CategoryNameProblem | 'storage' };

const EMPTY: readonly Bookmark[] = Object.freeze([]);
const MIGRATION_TOAST_ID = 'bookmark-migration';

export function createBookmarksStore({
  storage,
  nowMs,
  notify,
  schedule,
  loadPlanner,
  onChange,
}: BookmarksStoreDeps) {
  let bookmarks: readonly Bookmark[] = EMPTY;
  let loading: Promise<boolean> | null = null;
  let stopFollowingStorage: (() => void) | null = null;
  // Storage is followed only while someone listens.
  const listeners = createListeners({
    onLastUnsubscribe: () => {
      stopFollowingStorage?.();
      stopFollowingStorage = null;
    },
  });

  function announceLoad(outcome: BookmarkLoadOutcome): void {
    if (outcome === 'cleared-bad-data') {
      notify({ message: CLEARED_BAD_BOOKMARKS_TOAST, kind: 'error' });
    } else if (outcome === 'legacy-migration-failed') {
      notify({ message: BOOKMARK_MIGRATION_ERROR_TOAST, kind: 'error' });
    } else if (outcome === 'migrated-legacy') {
      const id = MIGRATION_TOAST_ID;
      notify({ message: BOOKMARK_MIGRATION_LOADING_TOAST, kind: 'loading', id });
      schedule(
        () => notify({ message: BOOKMARK_MIGRATION_SUCCESS_TOAST, kind: 'success', id }),
        FAKE_MIGRATION_WAIT_MS,
      );
    }
  }

  function readStored(): [stored: string | null, legacy: string | null] {
    return [storage.read(STORAGE_KEYS.bookmarks), storage.read(STORAGE_KEYS.legacyBookmarks)];
  }

  function apply(plan: BookmarkLoadPlan): void {
    if (plan.write !== null) {
      try {
        storage.write(STORAGE_KEYS.bookmarks, JSON.stringify(plan.write));
      } catch {
        // The list still applies to this page; the next load tries again.
      }
    }
    if (plan.remove.length > 0) storage.remove(plan.remove);
    bookmarks = plan.bookmarks.length === 0 ? EMPTY : plan.bookmarks;
    announceLoad(plan.outcome);
  }

  /**
   * Reads storage (again when `reload`), then tells the subscribers.
   * @returns false when the load rules could not be fetched (offline): nothing changes, and the
   *   next call tries again
   */
  function ensureLoaded(reload = false): Promise<boolean> {
    if (loading === null || reload) {
      const step = firstBookmarkLoadStep(...readStored());
      if (step.kind === 'decided') {
        // A first visit's empty list needs none of the parsing rules (zod, ~25 KB): they stay
        // unloaded.
        const before = bookmarks;
        apply(step.plan);
        if (bookmarks !== before) emit();
        loading = Promise.resolve(true);
        return loading;
      }
      loading = loadPlanner().then(
        (planBookmarkLoad) => {
          // Read again: another tab may have written while the rules were fetched.
          apply(planBookmarkLoad(...readStored(), nowMs()));
          emit();
          return true;
        },
        () => {
          loading = null;
          return false;
        },
      );
    }
    return loading;
  }

  function emit(): void {
    listeners.notify();
  }

  /** Empty until the first load finished. */
  function getSnapshot(): readonly Bookmark[] {
    return bookmarks;
  }

  function subscribe(listener: () => void): () => void {
    const unsubscribe = listeners.subscribe(listener);
    void ensureLoaded();
    stopFollowingStorage ??= storage.subscribe((key) => {
      if (key !== null && key !== STORAGE_KEYS.bookmarks) return;
      void ensureLoaded(true);
    });
    return unsubscribe;
  }

  /** Writes first; only a stored list becomes the state (a refused write changes nothing). */
  function commit(
    next: readonly Bookmark[],
    kind: 'local' | 'type-resolution' | 'import' | 'sync' = 'local',
  ): boolean {
    try {
      storage.write(STORAGE_KEYS.bookmarks, JSON.stringify(next));
    } catch {
      notify({ message: STORAGE_WRITE_ERROR, kind: 'error' });
      return false;
    }
    const before = bookmarks;
    bookmarks = next;
    emit();
    if (kind === 'local') onChange?.({ before, after: next, atMs: nowMs() });
    if (kind === 'type-resolution') {
      onChange?.({ before, after: next, atMs: nowMs(), isTypeResolution: true });
    }
    if (kind === 'import') onChange?.({ before, after: next, atMs: nowMs(), isImport: true });
    return true;
  }

  function commitToggle(
    result: { bookmarks: Bookmark[]; change: BookmarkToggleChange },
    title: string,
    category: string,
  ): BookmarkToggleChange | null {
    if (!commit(result.bookmarks)) return null;
    if (result.change === 'added') {
      notify({ message: formatBookmarkAddedToast(title, category), kind: 'success' });
    }
    return result.change;
  }

  return {
    getSnapshot,
    subscribe,
    /** Resolves once the stored list has been read (true), or could not be (false). */
    load: () => ensureLoaded(),
    /** Adds the title to a category (refreshing its time when it is there already). */
    async add(target: BookmarkTarget, title: string): Promise<boolean> {
      if (!(await ensureLoaded())) return false;
      const isStored = commit(addBookmark(getSnapshot(), target, nowMs()));
      if (isStored) {
        notify({ message: formatBookmarkAddedToast(title, target.category), kind: 'success' });
      }
      return isStored;
    },
    async remove(target: BookmarkTarget): Promise<boolean> {
      if (!(await ensureLoaded())) return false;
      return commit(removeBookmark(getSnapshot(), target));
    },
    /** A category checkbox. @returns what changed, or null when storage refused */
    async toggle(target: BookmarkTarget, title: string): Promise<BookmarkToggleChange | null> {
      if (!(await ensureLoaded())) return null;
      return commitToggle(toggleBookmark(getSnapshot(), target, nowMs()), title, target.category);
    },
    /** The bookmark icon: in or out of the watchlist. */
    async toggleWatchlist(
      media: BookmarkedMedia,
      title: string,
    ): Promise<BookmarkToggleChange | null> {
      if (!(await ensureLoaded())) return null;
      return commitToggle(
        toggleWatchlist(getSnapshot(), media, nowMs()),
        title,
        DEFAULT_BOOKMARK_CATEGORY,
      );
    },
    /** "Add a category": a trimmed, non-empty name; the title goes into it. */
    async addToNewCategory(
      media: BookmarkedMedia,
      input: string,
      title: string,
    ): Promise<NewCategoryResult> {
      if (!(await ensureLoaded())) return { ok: false, reason: 'storage' };
      const result = addToNewCategory(getSnapshot(), media, input, nowMs());
      if (!result.ok) return result;
      if (!commit(result.value.bookmarks)) return { ok: false, reason: 'storage' };
      notify({
        message: formatBookmarkAddedToast(title, result.value.category),
        kind: 'success',
      });
      return { ok: true, category: result.value.category };
    },
    /**
     * Stores an import's list: `plan` gets the loaded list and runs right before the write. A
     * local change (the sync sends the added bookmarks), without a toast or a usage event per
     * bookmark.
     * @returns false when the list could not be loaded or stored
     */
    async importList(
      plan: (current: readonly Bookmark[]) => readonly Bookmark[],
    ): Promise<boolean> {
      if (!(await ensureLoaded())) return false;
      const next = plan(bookmarks);
      return next === bookmarks || commit(next, 'import');
    },
    /**
     * Stores a sync's merged list. `merge` gets the loaded list and runs right before the write,
     * so no local change slips in between; it is not a local change (no toast, no `onChange`).
     * @returns false when the list could not be loaded or stored
     */
    async applySync(
      merge: (current: readonly Bookmark[]) => readonly Bookmark[],
    ): Promise<boolean> {
      if (!(await ensureLoaded())) return false;
      const next = merge(bookmarks);
      return next === bookmarks || commit(next, 'sync');
    },
    /**
     * Gives untyped bookmarks their resolved media type (core `applyResolvedMediaTypes`) and
     * stores the list; the sync carries it (the untyped bookmark removed, the typed one added),
     * with no toast and no usage event.
     * @returns false when the list could not be loaded or stored (the bookmarks stay untyped)
     */
    async resolveMediaTypes(resolved: ReadonlyMap<MediaId, MediaType>): Promise<boolean> {
      if (!(await ensureLoaded())) return false;
      const next = applyResolvedMediaTypes(bookmarks, resolved);
      return next === bookmarks || commit(next, 'type-resolution');
    },
  };
}

const browserStorage: BookmarkStorage = {
  read: readStoredString,
  write: writeStoredString,
  remove: removeStored,
  subscribe: subscribeToStorage,
};

/** The browser's bookmarks. */
export const bookmarksStore = createBookmarksStore({
  storage: browserStorage,
  nowMs: () => Date.now(),
  notify: ({ message, kind, id }) => {
    void showToast(message, { kind, ...(id === undefined ? {} : { id }) });
  },
  schedule: (work, delayMs) => {
    window.setTimeout(work, delayMs);
  },
  loadPlanner: async () =>
    (await import('@reelhouse/core/bookmarks/load-bookmarks')).planBookmarkLoad,
  // Recorded for everyone, signed in or not: the outbox is small, and a first sync after sign-in
  // sends the whole list and drops removals made before it (see core `client-bookmarks.ts`).
  onChange: (change) => localChanges.queue({ type: 'bookmarks', ...change }),
});

function getServerSnapshot(): readonly Bookmark[] {
  return EMPTY;
}

/** The bookmarks, empty on the server and while hydrating; re-renders on every change. */
export function useBookmarks(): readonly Bookmark[] {
  return useSyncExternalStore(
    bookmarksStore.subscribe,
    bookmarksStore.getSnapshot,
    getServerSnapshot,
  );
}
