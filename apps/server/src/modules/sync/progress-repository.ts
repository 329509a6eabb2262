/**
 * Watch progress of accounts, one row per (user, media, episode key). The upsert is the merge
 * (core `mergeProgressRecords`): the resume fields follow the record that comes last in the total
 * order (updatedAt, watchedSeconds, durationSeconds, deviceId, title, year, episode), compared as
 * one row value; the furthest point, the completion time and the time the media was taken off
 * Continue Watching take the greater value.
 *
 * Text tie-breakers compare by code point on both dialects (`collate "C"` on PostgreSQL), which is
 * core's order for every text whose characters are below U+D800 or all within one plane; core
 * compares UTF-16 units, so U+E000–U+FFFF against characters beyond U+FFFF may order differently.
 */
import {
  type EpisodeFacts,
  mergeProgressRecordList,
  type ProgressState,
  type ProgressRecord,
} from '@reelhouse/core/sync/progress-merge';
import { type Kysely, sql } from 'kysely';
import type { Database, WatchProgressTable } from '../../db/schema';
import {
  getEffectiveSince,
  getMergeSql,
  inBatches,
  readChangeNumber,
  type SyncPage,
  takeNextChangeNumber,
} from './sql-merge-support';
import { forEachInTurns, readInPages, ROWS_PER_PAGE, WORK_PER_TURN, yieldToOthers } from './turns';

export interface ProgressSyncRepository {
  /**
   * Merges records (duplicates allowed) into the user's stored ones, in one transaction.
   * @returns the change number of this merge: a `since` at or above it skips these changes
   * @throws when the user does not exist
   */
  mergeIn(userId: string, records: readonly ProgressRecord[]): Promise<{ cursor: number }>;
  /**
   * The user's records changed after `since` (all of them without it, or for a cursor never
   * handed out), in (mediaId, episodeKey) order, and the new cursor.
   */
  list(userId: string, since?: number): Promise<SyncPage<ProgressRecord>>;
}

/** Columns that follow the winner of the resume order. */
const RESUME_COLUMNS = [
  'updated_at',
  'watched_seconds',
  'duration_seconds',
  'device_id',
  'title',
  'year',
  'episode_json',
] as const;

export function createSqlProgressSyncRepository(db: Kysely<Database>): ProgressSyncRepository {
  const { greatest, bytewise } = getMergeSql(db);
  const order = (table: string) =>
    sql.join([
      sql.ref(`${table}.updated_at`),
      sql.ref(`${table}.watched_seconds`),
      sql.ref(`${table}.duration_seconds`),
      bytewise(`${table}.device_id`),
      bytewise(`${table}.title`),
      sql`coalesce(${sql.ref(`${table}.year`)}, -1)`,
      bytewise(`${table}.episode_json`),
    ]);
  const incomingWins = sql<boolean>`(${order('excluded')}) > (${order('watch_progress')})`;
  const resumeUpdates = Object.fromEntries(
    RESUME_COLUMNS.map((column) => [
      column,
      sql`case when ${incomingWins} then ${sql.ref(`excluded.${column}`)} else ${sql.ref(`watch_progress.${column}`)} end`,
    ]),
  );

  return {
    async mergeIn(userId, records) {
      // One statement may not touch a row twice: merge duplicates first (the same rule).
      let byKey: ProgressState = new Map();
      await forEachInTurns(
        inBatches(records, WORK_PER_TURN),
        (slice) => (byKey = mergeProgressRecordList(byKey, slice)),
        (slice) => slice.length,
      );
      const merged = [...byKey.values()];
      return db.transaction().execute(async (trx) => {
        const changeNumber = await takeNextChangeNumber(trx, userId);
        for (const batch of inBatches(merged)) {
          await trx
            .insertInto('watch_progress')
            .values(batch.map((record) => toRow(userId, record, changeNumber)))
            .onConflict((oc) =>
              oc
                .columns(['user_id', 'media_id', 'episode_key'])
                .doUpdateSet({
                  ...resumeUpdates,
                  furthest_seconds: greatest(
                    'watch_progress.furthest_seconds',
                    'excluded.furthest_seconds',
                  ),
                  completed_at: greatest('watch_progress.completed_at', 'excluded.completed_at'),
                  hidden_at: greatest('watch_progress.hidden_at', 'excluded.hidden_at'),
                  changed_seq: sql.ref('excluded.changed_seq'),
                })
                // Only a real change moves the row past earlier cursors.
                .where(
                  sql<boolean>`${incomingWins} or excluded.furthest_seconds > watch_progress.furthest_seconds or excluded.completed_at > watch_progress.completed_at or excluded.hidden_at > watch_progress.hidden_at`,
                ),
            )
            .execute();
          // A large merge gives other requests a turn between batches.
          await yieldToOthers();
        }
        return { cursor: changeNumber };
      });
    },
    async list(userId, since) {
      // Read before the rows: a row changed while they are read (in pages) is newer than it,
      // and comes again at the next sync rather than being skipped.
      const lastChange = await readChangeNumber(db, userId);
      const after = getEffectiveSince(since, lastChange);
      const rows = await readInPages((last: WatchProgressTable | undefined) => {
        let query = db
          .selectFrom('watch_progress')
          .selectAll()
          .where('user_id', '=', userId)
          .where('changed_seq', '>', after);
        if (last) {
          query = query.where(
            sql<boolean>`(media_id, episode_key) > (${last.media_id}, ${last.episode_key})`,
          );
        }
        return query.orderBy('media_id').orderBy('episode_key').limit(ROWS_PER_PAGE).execute();
      });
      return { records: rows.map(toRecord), cursor: lastChange };
    },
  };
}

function toRow(userId: string, record: ProgressRecord, changeNumber: number): WatchProgressTable {
  return {
    user_id: userId,
    media_id: record.mediaId,
    episode_key: record.episodeKey,
    updated_at: record.updatedAt,
    watched_seconds: record.watchedSeconds,
    duration_seconds: record.durationSeconds,
    device_id: record.deviceId,
    title: record.title,
    year: record.year,
    episode_json: JSON.stringify(record.episode),
    furthest_seconds: record.furthestSeconds,
    completed_at: record.completedAt,
    hidden_at: record.hiddenAt,
    changed_seq: changeNumber,
  };
}

function toRecord(row: WatchProgressTable): ProgressRecord {
  return {
    mediaId: row.media_id,
    episodeKey: row.episode_key,
    updatedAt: row.updated_at,
    watchedSeconds: row.watched_seconds,
    durationSeconds: row.duration_seconds,
    deviceId: row.device_id,
    title: row.title,
    year: row.year,
    episode: JSON.parse(row.episode_json) as EpisodeFacts | null, // written by toRow
    furthestSeconds: row.furthest_seconds,
    completedAt: row.completed_at,
    hiddenAt: row.hidden_at,
  };
}
