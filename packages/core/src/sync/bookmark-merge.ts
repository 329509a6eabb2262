/**
 * Bookmark merge, item by item (docs: sync-and-security.md): key (mediaType, mediaId, category),
 * state {addedAt, deletedAt}, merge = max of each field, present when addedAt >= deletedAt. An
 * untyped bookmark (no `mediaType`, as older clients write) has a key of its own: resolving its
 * type is the removal of the untyped one and the add of the typed one.
 */
import type { Bookmark, MediaId } from '../bookmarks/bookmark-schema';
import type { MediaType } from '../media/media-item';

/**
 * One bookmark's merge state. Times are ms since the epoch, set by the device that made the change
 * (never the list's `updatedAt`); 0 means "never". Event times are at least 1 ms, so a record that
 * exists always has one field above 0.
 */
export interface BookmarkRecord {
  mediaId: MediaId;
  /** 'movie' or 'tv'; absent for an untyped bookmark */
  mediaType?: MediaType | undefined;
  category: string;
  /** latest add (or refresh) known, ms; 0: never added */
  addedAt: number;
  /** latest removal known, ms; 0: never removed */
  deletedAt: number;
}

/** The (mediaType, mediaId, category) key of a record, as one string. */
export type BookmarkKey = string & { readonly brand: 'BookmarkKey' };

/** Every bookmark record known to one side, live or tombstone, by key. */
export type BookmarkState = ReadonlyMap<BookmarkKey, BookmarkRecord>;

/** A change made on one device: added (or refreshed) or removed, at `atMs`. */
export interface BookmarkEvent {
  kind: 'add' | 'remove';
  mediaId: MediaId;
  /** 'movie' or 'tv'; absent for an untyped bookmark */
  mediaType?: MediaType | undefined;
  category: string;
  /** when the device made the change, ms (at least 1) */
  atMs: number;
}

/** What identifies a bookmark: its type (none when untyped), id and category. */
export interface BookmarkIdentity {
  mediaId: MediaId;
  mediaType?: MediaType | undefined;
  category: string;
}

/**
 * The key of (mediaType, mediaId, category); unambiguous for any category text. An untyped
 * bookmark's key differs from both typed ones of its id.
 */
export function getBookmarkKey({ mediaId, mediaType, category }: BookmarkIdentity): BookmarkKey {
  return JSON.stringify([mediaId, category, mediaType ?? '']) as BookmarkKey; // brand constructor
}

/** Copies the identity of `item` (without `mediaType` when it is untyped). */
export function getBookmarkIdentity(item: BookmarkIdentity): BookmarkIdentity {
  const { mediaId, mediaType, category } = item;
  return mediaType === undefined ? { mediaId, category } : { mediaId, mediaType, category };
}

/** Whether the record is a live bookmark: a re-add at the same instant wins over a delete. */
export function isBookmarkPresent(record: BookmarkRecord): boolean {
  return record.addedAt >= record.deletedAt;
}

/** Merges two records of the same key: the maximum of each time. */
export function mergeBookmarkRecords(a: BookmarkRecord, b: BookmarkRecord): BookmarkRecord {
  return {
    ...getBookmarkIdentity(a),
    addedAt: Math.max(a.addedAt, b.addedAt),
    deletedAt: Math.max(a.deletedAt, b.deletedAt),
  };
}

/**
 * Merges records (of any keys, duplicates included) into a state.
 * @returns a new state; `state` is not changed
 */
export function mergeBookmarkRecordList(
  state: BookmarkState,
  records: Iterable<BookmarkRecord>,
): BookmarkState {
  const merged = new Map(state);
  for (const record of records) {
    const key = getBookmarkKey(record);
    const known = merged.get(key);
    merged.set(key, known ? mergeBookmarkRecords(known, record) : record);
  }
  return merged;
}

/**
 * Merges two whole states, key by key. Commutative, associative and idempotent; every key of
 * either side is in the result (a deletion stays as a tombstone), so no item is ever lost.
 */
export function mergeBookmarkStates(a: BookmarkState, b: BookmarkState): BookmarkState {
  return mergeBookmarkRecordList(a, b.values());
}

/** The record an event stands for. */
export function getBookmarkEventRecord(event: BookmarkEvent): BookmarkRecord {
  const isAdd = event.kind === 'add';
  return {
    ...getBookmarkIdentity(event),
    addedAt: isAdd ? event.atMs : 0,
    deletedAt: isAdd ? 0 : event.atMs,
  };
}

/**
 * Applies changes, in any order: the result is the same for every order (and equals merging the
 * states of the devices that made them). A device records its own removals this way, as
 * tombstones, so that its next sync carries them.
 */
export function applyBookmarkEvents(
  state: BookmarkState,
  events: Iterable<BookmarkEvent>,
): BookmarkState {
  const records: BookmarkRecord[] = [];
  for (const event of events) records.push(getBookmarkEventRecord(event));
  return mergeBookmarkRecordList(state, records);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : Number(a > b);
}

function byAddedAt(a: Bookmark, b: Bookmark): number {
  return (
    a.addedAt - b.addedAt ||
    a.mediaId - b.mediaId ||
    compareText(a.category, b.category) ||
    compareText(a.mediaType ?? '', b.mediaType ?? '')
  );
}

/**
 * The live bookmarks of a state, as the spec's list: oldest first (the order they were added),
 * ties by id, category then type, so every side lists them the same way.
 */
export function getLiveBookmarks(state: BookmarkState): Bookmark[] {
  const live: Bookmark[] = [];
  for (const record of state.values()) {
    if (isBookmarkPresent(record)) {
      live.push({ ...getBookmarkIdentity(record), addedAt: record.addedAt });
    }
  }
  return live.sort(byAddedAt);
}

/** The tombstones of a state (records not present), in key order. */
export function getBookmarkTombstones(state: BookmarkState): BookmarkRecord[] {
  return [...state.entries()]
    .filter(([, record]) => !isBookmarkPresent(record))
    .sort(([a], [b]) => (a < b ? -1 : Number(a > b)))
    .map(([, record]) => record);
}
