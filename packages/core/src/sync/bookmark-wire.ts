/**
 * Bookmarks between the merge state and the spec's wire lists: whole lists without tombstones,
 * with removals inferred three-way from what the server sent the client last time.
 */
import type { Bookmark } from '../bookmarks/bookmark-schema';
import {
  type BookmarkRecord,
  type BookmarkState,
  getBookmarkIdentity,
  getBookmarkKey,
  getBookmarkTombstones,
  getLiveBookmarks,
  mergeBookmarkRecordList,
  mergeBookmarkStates,
} from './bookmark-merge';
import type { BookmarkDeletion, BookmarkSyncRequest, BookmarksAnswer } from './sync-schema';

/** A state from a list and tombstones (duplicates merge). Live items get deletedAt 0, tombstones addedAt 0. */
export function getBookmarkStateFromWire(
  bookmarks: readonly Bookmark[],
  deleted: readonly BookmarkDeletion[] = [],
): BookmarkState {
  const records: BookmarkRecord[] = [
    ...bookmarks.map((b) => ({ ...getBookmarkIdentity(b), addedAt: b.addedAt, deletedAt: 0 })),
    ...deleted.map((d) => ({ ...getBookmarkIdentity(d), addedAt: 0, deletedAt: d.deletedAt })),
  ];
  return mergeBookmarkRecordList(new Map(), records);
}

/**
 * The wire form of a state: the live list (the spec's `bookmarks`) and the tombstones. Dropping
 * the dominated time of each record changes no later merge's outcome: presence depends only on
 * the larger of the two times.
 */
export function getBookmarkWire(state: BookmarkState): {
  bookmarks: Bookmark[];
  deleted: BookmarkDeletion[];
} {
  const deleted = getBookmarkTombstones(state).map((r) => ({
    ...getBookmarkIdentity(r),
    deletedAt: r.deletedAt,
  }));
  return { bookmarks: getLiveBookmarks(state), deleted };
}

/**
 * Three-way inference for a client that sends whole lists without tombstones.
 * @param current the client's whole list now
 * @param lastSent the list the server answered this client last time (null: never synced, so
 *   nothing can be inferred and no removal is)
 * @param deletedAtMs when the client's removals happened at the latest: its list's `updatedAt`
 *   (the server's receive time when absent). Each removal is dated at least 1 ms after the add it
 *   removes, since the client had seen that add.
 * @returns the client's changes: its list, plus a tombstone for each item the server sent last
 *   time that the client no longer has
 */
export function inferBookmarkChanges(
  current: readonly Bookmark[],
  lastSent: readonly Bookmark[] | null,
  deletedAtMs: number,
): BookmarkState {
  const kept = new Set(current.map((b) => getBookmarkKey(b)));
  const removed = (lastSent ?? []).filter((b) => !kept.has(getBookmarkKey(b)));
  const deleted = removed.map((b) => ({
    ...getBookmarkIdentity(b),
    deletedAt: Math.max(deletedAtMs, b.addedAt + 1),
  }));
  return getBookmarkStateFromWire(current, deleted);
}

/**
 * The changes a `POST /sync/bookmarks` body stands for. Every time is first capped at the
 * server's clock, so a device whose clock runs ahead cannot make an add or removal unbeatable.
 * @param lastSent what the server answered this client last time (null: never)
 * @param receivedAtMs the server's clock when the request arrived, ms
 */
export function getBookmarkChangesFromRequest(
  request: BookmarkSyncRequest,
  lastSent: readonly Bookmark[] | null,
  receivedAtMs: number,
): BookmarkState {
  const cap = (ms: number) => Math.min(ms, receivedAtMs);
  const bookmarks = request.bookmarks.map((b) => ({ ...b, addedAt: cap(b.addedAt) }));
  if (request.deleted !== undefined) {
    const deleted = request.deleted.map((d) => ({ ...d, deletedAt: cap(d.deletedAt) }));
    return getBookmarkStateFromWire(bookmarks, deleted);
  }
  return inferBookmarkChanges(bookmarks, lastSent, cap(request.updatedAt ?? receivedAtMs));
}

/**
 * One whole-list sync on the server: merges the request into the stored state and answers with
 * everything (a `since` answer is the repository's business: it needs the change log).
 * @returns the new state to store, and the answer; store `answer.bookmarks` as this client's
 *   `lastSent` for its next sync
 */
export function syncBookmarks(
  stored: BookmarkState,
  request: BookmarkSyncRequest,
  lastSent: readonly Bookmark[] | null,
  receivedAtMs: number,
): { state: BookmarkState; answer: BookmarksAnswer } {
  const state = mergeBookmarkStates(
    stored,
    getBookmarkChangesFromRequest(request, lastSent, receivedAtMs),
  );
  return { state, answer: getBookmarkWire(state) };
}
