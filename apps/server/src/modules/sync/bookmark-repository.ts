/**
 * Bookmarks of accounts, one row per (user, media, category), live or tombstone. The upsert is
 * the merge (sync-and-security.md): each time becomes the greater of the stored and the incoming
 * one, so concurrent syncs commute and no item is ever lost.
 */
import { type BookmarkRecord, mergeBookmarkRecordList } from '@reelhouse/core/sync/bookmark-merge';
import type { MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import { type Kysely, sql } from 'kysely';
import type { BookmarkTable, Database } from '../../db/schema';
import {
  getEffectiveSince,
  getMergeSql,
  inBatches,
  readChangeNumber,
  type SyncPage,
  takeNextChangeNumber,
} from './sql-merge-support';

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
}

export function createSqlBookmarkSyncRepository(db: Kysely<Database>): BookmarkSyncRepository {
  const { greatest } = getMergeSql(db);
  return {
    async mergeIn(userId, records) {
      // One statement may not touch a row twice: merge duplicates first (the same rule).
      const merged = [...mergeBookmarkRecordList(new Map(), records).values()];
      return db.transaction().execute(async (trx) => {
        const changeNumber = await takeNextChangeNumber(trx, userId);
        for (const batch of inBatches(merged)) {
          await trx
            .insertInto('bookmarks')
            .values(batch.map((record) => toRow(userId, record, changeNumber)))
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'media_id', 'category'])
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
        }
        return { cursor: changeNumber };
      });
    },
    async list(userId, since) {
      const lastChange = await readChangeNumber(db, userId);
      const after = getEffectiveSince(since, lastChange);
      const rows = await db
        .selectFrom('bookmarks')
        .selectAll()
        .where('user_id', '=', userId)
        .where('changed_seq', '>', after)
        .orderBy('media_id')
        .orderBy('category')
        .execute();
      const cursor = rows.reduce((max, row) => Math.max(max, row.changed_seq), lastChange);
      return { records: rows.map(toRecord), cursor };
    },
  };
}

function toRow(userId: string, record: BookmarkRecord, changeNumber: number): BookmarkTable {
  return {
    user_id: userId,
    media_id: record.mediaId,
    category: record.category,
    added_at: record.addedAt,
    deleted_at: record.deletedAt,
    changed_seq: changeNumber,
  };
}

function toRecord(row: BookmarkTable): BookmarkRecord {
  return {
    mediaId: row.media_id as MediaId, // stored from a MediaId
    category: row.category,
    addedAt: row.added_at,
    deletedAt: row.deleted_at,
  };
}
