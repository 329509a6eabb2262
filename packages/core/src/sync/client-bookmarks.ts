/**
 * The browser's side of the bookmark sync: the outbox of local changes (adds, and removals kept
 * as tombstones so the next sync carries them), the request body (only what changed once a
 * cursor exists, the whole list before), and applying the answer to the local list item by item.
 * The local `bookmarks` key keeps the spec's plain list; the outbox lives in `bookmarkSync`.
 */
import { z } from 'zod';
import {
  type Bookmark,
  bookmarkCategorySchema,
  bookmarkMediaTypeSchema,
  mediaIdSchema,
  timestampMsSchema,
} from '../bookmarks/bookmark-schema';
import {
  applyBookmarkEvents,
  type BookmarkEvent,
  type BookmarkKey,
  type BookmarkRecord,
  getBookmarkIdentity,
  getBookmarkKey,
  getLiveBookmarks,
  isBookmarkPresent,
  mergeBookmarkStates,
} from './bookmark-merge';
import { getBookmarkStateFromWire } from './bookmark-wire';
import {
  acknowledgeListSync,
  addPendingChanges,
  type ListSyncState,
  parseListSyncState,
} from './client-sync-state';
import { type BookmarkDeletion, type BookmarksAnswer, MAX_SYNC_BOOKMARKS } from './sync-schema';

/** The bookmark list's sync state: its outbox holds the latest local change of each bookmark. */
export type BookmarkSyncState = ListSyncState<BookmarkEvent>;

const bookmarkEventSchema = z.object({
  kind: z.enum(['add', 'remove']),
  mediaId: mediaIdSchema,
  mediaType: bookmarkMediaTypeSchema.optional(),
  category: bookmarkCategorySchema,
  atMs: timestampMsSchema.min(1),
});

/** Reads the stored `bookmarkSync` text (see `parseListSyncState`). */
export function parseBookmarkSyncState(raw: string | null): BookmarkSyncState {
  return parseListSyncState(raw, (value) => {
    const parsed = bookmarkEventSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

function keyOf(event: BookmarkEvent): BookmarkKey {
  return getBookmarkKey(event);
}

/**
 * The changes between two versions of the local list: an item that appeared or whose `addedAt`
 * moved is an add at its `addedAt`; an item that went is a removal at `atMs`, dated at least
 * 1 ms after the add it removes (a clock that went back must not let the old add win).
 * @param atMs when the change was made, ms
 */
export function getBookmarkChangeEvents(
  before: readonly Bookmark[],
  after: readonly Bookmark[],
  atMs: number,
): BookmarkEvent[] {
  const earlier = new Map<BookmarkKey, Bookmark>();
  for (const b of before) earlier.set(getBookmarkKey(b), b);
  const seen = new Set<BookmarkKey>();
  const events: BookmarkEvent[] = [];
  for (const b of after) {
    const key = getBookmarkKey(b);
    if (seen.has(key)) continue;
    seen.add(key);
    if (earlier.get(key)?.addedAt === b.addedAt) continue;
    events.push({ kind: 'add', ...getBookmarkIdentity(b), atMs: b.addedAt });
  }
  for (const [key, b] of earlier) {
    if (seen.has(key)) continue;
    const removedAt = Math.max(atMs, b.addedAt + 1);
    events.push({ kind: 'remove', ...getBookmarkIdentity(b), atMs: removedAt });
  }
  return events;
}

/** Puts local changes in the outbox (the latest change of a bookmark replaces an earlier one). */
export function recordBookmarkEvents(
  state: BookmarkSyncState,
  events: readonly BookmarkEvent[],
): BookmarkSyncState {
  return addPendingChanges(state, events, keyOf);
}

/**
 * The state to sync `account` with. Another account (or none before) starts without a cursor, so
 * the next sync sends the whole list; the outbox keeps its adds but drops its removals: they were
 * made to a list this account never saw, and a first sync only ever adds to an account.
 */
export function switchBookmarkSyncAccount(
  state: BookmarkSyncState,
  account: string,
): BookmarkSyncState {
  if (state.account === account) return state;
  return { account, cursor: null, pending: state.pending.filter((e) => e.kind === 'add') };
}

/** A bookmark as the body carries it (the bench passes plain numbers). */
interface WireBookmark {
  mediaId: number;
  mediaType?: 'movie' | 'tv' | undefined;
  category: string;
  addedAt: number;
}

/** A tombstone as the body carries it. */
interface WireDeletion {
  mediaId: number;
  mediaType?: 'movie' | 'tv' | undefined;
  category: string;
  deletedAt: number;
}

/** What {@link buildBookmarkSyncBody} needs. */
export interface BookmarkSyncBodyInput<B extends WireBookmark, D extends WireDeletion> {
  /** the bookmarks to send: the changed ones once a cursor exists, else the whole list */
  changed: readonly B[];
  /** local removals not acknowledged yet */
  deleted: readonly D[];
  /** the cursor of the last acknowledged sync (null: none) */
  cursor: number | null;
  /** the latest local change, ms (null: none) */
  updatedAt: number | null;
}

/** A `POST /sync/bookmarks` body (a `BookmarkSyncRequest` of sync-schema.ts). */
export interface BookmarkSyncBody<
  B extends WireBookmark = Bookmark,
  D extends WireDeletion = BookmarkDeletion,
> {
  bookmarks: B[];
  updatedAt: number | null;
  deleted: D[];
  since?: number;
}

/**
 * The body of `POST /sync/bookmarks`: `deleted` is always sent (even empty), which tells the
 * server this client states its removals itself, so it infers none from a short list; `since`
 * asks for only what changed after the cursor.
 */
export function buildBookmarkSyncBody<B extends WireBookmark, D extends WireDeletion>(
  input: BookmarkSyncBodyInput<B, D>,
): BookmarkSyncBody<B, D> {
  const body = {
    bookmarks: [...input.changed],
    updatedAt: input.updatedAt,
    deleted: [...input.deleted],
  };
  return input.cursor === null ? body : { ...body, since: input.cursor };
}

/** A request to send, and the outbox entries it carries (to acknowledge on success). */
export interface BookmarkSyncRequestPlan {
  body: BookmarkSyncBody;
  sent: readonly BookmarkEvent[];
}

/**
 * The next `POST /sync/bookmarks` of this browser.
 * @param local the local list now
 * @param state the sync state, already switched to the signed-in account
 * @returns the body: with a cursor, the outbox's adds (as the list holds them) and removals; without
 *   one, the whole list (its newest {@link MAX_SYNC_BOOKMARKS}) and the removals
 */
export function getBookmarkSyncRequest(
  local: readonly Bookmark[],
  state: BookmarkSyncState,
): BookmarkSyncRequestPlan {
  const removals = state.pending.filter((e) => e.kind === 'remove');
  const deleted = removals.map((e) => ({ ...getBookmarkIdentity(e), deletedAt: e.atMs }));
  const wanted = new Set(state.pending.filter((e) => e.kind === 'add').map(keyOf));
  const candidates =
    state.cursor === null ? local : local.filter((b) => wanted.has(getBookmarkKey(b)));
  const changed = candidates.slice(-MAX_SYNC_BOOKMARKS);
  const carried = new Set(changed.map((b) => getBookmarkKey(b)));
  const inList = new Set(local.map((b) => getBookmarkKey(b)));
  // An add the list no longer holds has nothing left to send: it is acknowledged with the rest.
  const sent = state.pending.filter(
    (e) => e.kind === 'remove' || carried.has(keyOf(e)) || !inList.has(keyOf(e)),
  );
  let updatedAt: number | null = null;
  for (const time of [...changed.map((b) => b.addedAt), ...removals.map((e) => e.atMs)]) {
    updatedAt = Math.max(updatedAt ?? 0, time);
  }
  return {
    body: buildBookmarkSyncBody({ changed, deleted, cursor: state.cursor, updatedAt }),
    sent,
  };
}

/**
 * Applies an answer of the server to the local list, item by item: each bookmark the answer
 * names takes the merge of the local state (the list plus the outbox's removals, so a change not
 * acknowledged yet is never undone) and the server's; the others stay as they are. A server
 * tombstone newer than the local add removes the bookmark; a newer local removal keeps it out.
 * @param pending the outbox now (changes made while the request was in flight included)
 * @returns the new list, local order kept and new bookmarks appended oldest first; `local` itself
 *   when nothing changed
 */
export function applyBookmarkAnswer(
  local: readonly Bookmark[],
  pending: readonly BookmarkEvent[],
  answer: Pick<BookmarksAnswer, 'bookmarks' | 'deleted'>,
): readonly Bookmark[] {
  const server = getBookmarkStateFromWire(answer.bookmarks, answer.deleted ?? []);
  if (server.size === 0) return local;
  const removals = pending.filter((e) => e.kind === 'remove');
  const merged = mergeBookmarkStates(
    applyBookmarkEvents(getBookmarkStateFromWire(local), removals),
    server,
  );
  const next: Bookmark[] = [];
  const placed = new Set<BookmarkKey>();
  for (const b of local) {
    const key = getBookmarkKey(b);
    const record = merged.get(key);
    if (placed.has(key) || record === undefined) continue;
    placed.add(key);
    if (!isBookmarkPresent(record)) continue;
    next.push(record.addedAt === b.addedAt ? b : { ...b, addedAt: record.addedAt });
  }
  const arrived = new Map<BookmarkKey, BookmarkRecord>();
  for (const [key, record] of merged) {
    if (!placed.has(key) && server.has(key)) arrived.set(key, record);
  }
  next.push(...getLiveBookmarks(arrived));
  const isSame = next.length === local.length && next.every((b, i) => b === local[i]);
  return isSame ? local : next;
}

/** Records an acknowledged bookmark sync (see `acknowledgeListSync`). */
export function acknowledgeBookmarkSync(
  state: BookmarkSyncState,
  sent: readonly BookmarkEvent[],
  cursor: number | undefined,
): BookmarkSyncState {
  return acknowledgeListSync(state, sent, cursor, (e) =>
    JSON.stringify([keyOf(e), e.kind, e.atMs]),
  );
}
