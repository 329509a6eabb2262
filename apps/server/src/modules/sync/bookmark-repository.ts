/**
 * Bookmarks of accounts, one row per (user, media id, media type, category), live or tombstone; an
 * untyped bookmark (no type, as older clients send) is stored with the type ''. The upsert is
 * the merge (sync-and-security.md): each time becomes the greater of the stored and the incoming
 * one, so concurrent syncs commute and no item is ever lost. A client's sync also remembers the
 * cursor answered to its session, the base of three-way removal inference for whole-list clients.
 */
import {
  type BookmarkRecord,
  type BookmarkState,
  mergeBookmarkRecordList,
} from '@reelhouse/core/sync/bookmark-merge';
import type { Bookmark, MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import type { MediaType } from '@reelhouse/core/media/media-item';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { BookmarkTable, Database } from '../../db/schema';
import {
  getEffectiveSince,
  getMergeSql,
  inBatches,
  readChangeNumber,
  type SyncPage,
  takeNextChangeNumber,
} from './sql-merge-support';
import { forEachInTurns, readInPages, ROWS_PER_PAGE, WORK_PER_TURN, yieldToOthers } from './turns';

export interface BookmarkSyncRepository {
  /**
   * Merges records (duplicates allowed) into the user's stored ones, in one transaction.
   * @returns the change number of this merge: a `since` at or above it skips these changes
   * @throws when the user does not exist
   */
  mergeIn(userId: string, records: readonly BookmarkRecord[]): Promise<{ cursor: number }>;
  /**
   * The user's records changed after `since` (all of them without it, or for a cursor never
   * handed out), tombstones included, in (mediaId, category) order, and the new cursor.
   */
  list(userId: string, since?: number): Promise<SyncPage<BookmarkRecord>>;
  /**
   * One client sync, in one transaction: reads what the session saw at its last sync (when
   * inferring), merges the changes built from it, answers what changed after `since`, and
   * remembers the answered cursor for the session's next sync.
   * @throws when the user does not exist
   */
  mergeInWithInference(sync: ClientSync): Promise<SyncPage<BookmarkRecord>>;
}

/** One sync of one signed-in client. */
export interface ClientSync {
  userId: string;
  sessionId: string;
  /** whether the client's removals must be inferred (it sent no `deleted`) */
  infers: boolean;
  /**
   * The client's changes, given the live bookmarks the session saw at its last sync (or up to
   * `since`, when older) that have not changed since (null: it never synced, or `infers` is false).
   */
  getChanges: (seen: readonly Bookmark[] | null) => Iterable<BookmarkRecord>;
  /** the last cursor the client received: answer only what changed after it (all without it) */
  since?: number | undefined;
  /** the server's clock, ms */
  nowMs: number;
}

/** `sync_clients.kind` of the bookmark sync. */
const BOOKMARKS_KIND = 'bookmarks';

export function createSqlBookmarkSyncRepository(db: Kysely<Database>): BookmarkSyncRepository {
  const { greatest } = getMergeSql(db);
  return {
    async mergeIn(userId, records) {
      return db.transaction().execute(async (trx) => {
        const changeNumber = await takeNextChangeNumber(trx, userId);
        await upsert(trx, userId, records, changeNumber);
        return { cursor: changeNumber };
      });
    },
    async list(userId, since) {
      // Read before the rows: a row changed while they are read (in pages) is newer than it,
      // and comes again at the next sync rather than being skipped.
      const lastChange = await readChangeNumber(db, userId);
      const rows = await selectChangedAfter(db, userId, getEffectiveSince(since, lastChange));
      return { records: rows.map(toRecord), cursor: lastChange };
    },
    async mergeInWithInference({ userId, sessionId, infers, getChanges, since, nowMs }) {
      return db.transaction().execute(async (trx) => {
        // Taken first: the user row's lock orders this user's syncs, so what is read below
        // cannot change before the commit.
        const changeNumber = await takeNextChangeNumber(trx, userId);
        const after = getEffectiveSince(since, changeNumber);
        const acknowledged = since === undefined ? undefined : after;
        const seen = infers
          ? await readSeenBookmarks(trx, { userId, sessionId, acknowledged })
          : null;
        await yieldToOthers();
        const changes = [...getChanges(seen)];
        await yieldToOthers();
        await upsert(trx, userId, changes, changeNumber);
        const rows = await selectChangedAfter(trx, userId, after);
        await saveAnsweredCursor(trx, { userId, sessionId, cursor: changeNumber, nowMs });
        return { records: rows.map(toRecord), cursor: changeNumber };
      });
    },
  };

  async function upsert(
    trx: Transaction<Database>,
    userId: string,
    records: readonly BookmarkRecord[],
    changeNumber: number,
  ): Promise<void> {
    // One statement may not touch a row twice: merge duplicates first (the same rule).
    let byKey: BookmarkState = new Map();
    await forEachInTurns(
      inBatches(records, WORK_PER_TURN),
      (slice) => (byKey = mergeBookmarkRecordList(byKey, slice)),
      (slice) => slice.length,
    );
    const merged = [...byKey.values()];
    for (const batch of inBatches(merged)) {
      await trx
        .insertInto('bookmarks')
        .values(batch.map((record) => toRow(userId, record, changeNumber)))
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'media_id', 'media_type', 'category'])
            .doUpdateSet({
              added_at: greatest('bookmarks.added_at', 'excluded.added_at'),
              deleted_at: greatest('bookmarks.deleted_at', 'excluded.deleted_at'),
              changed_seq: sql.ref('excluded.changed_seq'),
            })
            // Only a real change moves the row past earlier cursors.
            .where(
              sql<boolean>`excluded.added_at > bookmarks.added_at or excluded.deleted_at > bookmarks.deleted_at`,
            ),
        )
        .execute();
      // A large merge gives other requests a turn between batches.
      await yieldToOthers();
    }
  }
}

function selectChangedAfter(
  executor: Kysely<Database>,
  userId: string,
  after: number,
): Promise<BookmarkTable[]> {
  return readInPages((last) => {
    let query = executor
      .selectFrom('bookmarks')
      .selectAll()
      .where('user_id', '=', userId)
      .where('changed_seq', '>', after);
    if (last) query = query.where(afterRow(last));
    return query
      .orderBy('media_id')
      .orderBy('category')
      .orderBy('media_type')
      .limit(ROWS_PER_PAGE)
      .execute();
  });
}

/** Keyset paging: the rows after `last` in (media_id, category, media_type) order. */
function afterRow(last: { media_id: number; category: string; media_type: string }) {
  return sql<boolean>`(media_id, category, media_type) > (${last.media_id}, ${last.category}, ${last.media_type})`;
}

/**
 * The live bookmarks the session holds for certain: those answered at its last sync, or only up to
 * the cursor it says it received (`since`) when that is older (an answer lost on the way), that
 * have not changed since. Null when it never synced.
 */
async function readSeenBookmarks(
  trx: Transaction<Database>,
  session: { userId: string; sessionId: string; acknowledged: number | undefined },
): Promise<Bookmark[] | null> {
  const client = await trx
    .selectFrom('sync_clients')
    .select('last_cursor')
    .where('session_id', '=', session.sessionId)
    .where('kind', '=', BOOKMARKS_KIND)
    .executeTakeFirst();
  if (!client) return null;
  const seenUpTo = Math.min(client.last_cursor, session.acknowledged ?? client.last_cursor);
  type SeenRow = Pick<BookmarkTable, 'media_id' | 'media_type' | 'category' | 'added_at'>;
  const rows = await readInPages((last: SeenRow | undefined) => {
    let query = trx
      .selectFrom('bookmarks')
      .select(['media_id', 'media_type', 'category', 'added_at'])
      .where('user_id', '=', session.userId)
      .where('changed_seq', '<=', seenUpTo)
      .whereRef('added_at', '>=', 'deleted_at');
    if (last) query = query.where(afterRow(last));
    return query
      .orderBy('media_id')
      .orderBy('category')
      .orderBy('media_type')
      .limit(ROWS_PER_PAGE)
      .execute();
  });
  return rows.map((row) => ({
    mediaId: row.media_id as MediaId, // stored from a MediaId
    ...readMediaType(row.media_type),
    category: row.category,
    addedAt: row.added_at,
  }));
}

/**
 * Remembers the cursor answered to the session. Skipped when the session is gone or is not the
 * user's (signed out meanwhile): its next sync, if any, then infers nothing.
 */
async function saveAnsweredCursor(
  trx: Transaction<Database>,
  answered: { userId: string; sessionId: string; cursor: number; nowMs: number },
): Promise<void> {
  await trx
    .insertInto('sync_clients')
    .columns(['session_id', 'kind', 'last_cursor', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('sessions')
        .select([
          'id',
          eb.val(BOOKMARKS_KIND).as('kind'),
          eb.val(answered.cursor).as('last_cursor'),
          eb.val(answered.nowMs).as('updated_at'),
        ])
        .where('id', '=', answered.sessionId)
        .where('user_id', '=', answered.userId),
    )
    .onConflict((oc) =>
      oc.columns(['session_id', 'kind']).doUpdateSet({
        last_cursor: sql.ref('excluded.last_cursor'),
        updated_at: sql.ref('excluded.updated_at'),
      }),
    )
    .execute();
}

/** The stored type as a record's field: none for '' (untyped) or anything unknown. */
function readMediaType(stored: string): { mediaType?: MediaType } {
  return stored === 'movie' || stored === 'tv' ? { mediaType: stored } : {};
}

function toRow(userId: string, record: BookmarkRecord, changeNumber: number): BookmarkTable {
  return {
    user_id: userId,
    media_id: record.mediaId,
    media_type: record.mediaType ?? '',
    category: record.category,
    added_at: record.addedAt,
    deleted_at: record.deletedAt,
    changed_seq: changeNumber,
  };
}

function toRecord(row: BookmarkTable): BookmarkRecord {
  return {
    mediaId: row.media_id as MediaId, // stored from a MediaId
    ...readMediaType(row.media_type),
    category: row.category,
    addedAt: row.added_at,
    deletedAt: row.deleted_at,
  };
}
