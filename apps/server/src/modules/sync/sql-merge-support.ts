/**
 * Pieces shared by the sync repositories: the per-user change number behind `since` cursors, the
 * two dialects' spellings of "greater of" and byte-order text comparison, and batching.
 */
import { type Kysely, PostgresAdapter, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';

/** Records written per INSERT, under both dialects' bound-parameter limits. */
export const UPSERT_BATCH_SIZE = 200;

/** What `list` answers: the records changed after the cursor asked for, and the new cursor. */
export interface SyncPage<TRecord> {
  records: TRecord[];
  /** hand back as `since` to get only what changes after this answer */
  cursor: number;
}

/** Spelling differences between SQLite and PostgreSQL used by the merge upserts. */
export interface MergeSql {
  /** the greater of two columns: `max(a, b)` on SQLite, `greatest(a, b)` on PostgreSQL */
  greatest: (a: string, b: string) => RawBuilder<number>;
  /** a text column compared by code point (UTF-8 bytes): plain on SQLite, `collate "C"` on PostgreSQL */
  bytewise: (column: string) => RawBuilder<string>;
}

/** The spellings for the database `db` talks to. */
export function getMergeSql(db: Kysely<Database>): MergeSql {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    greatest: (a, b) =>
      isPostgres
        ? sql<number>`greatest(${sql.ref(a)}, ${sql.ref(b)})`
        : sql<number>`max(${sql.ref(a)}, ${sql.ref(b)})`,
    bytewise: (column) =>
      isPostgres ? sql<string>`${sql.ref(column)} collate "C"` : sql<string>`${sql.ref(column)}`,
  };
}

/**
 * Hands out the user's next change number, inside the merge's transaction. The row lock it takes
 * orders one user's syncs, so change numbers commit in increasing order and a reader that has
 * seen number n has seen every change numbered up to n.
 * @throws when the user does not exist
 */
export async function takeNextChangeNumber(
  trx: Transaction<Database>,
  userId: string,
): Promise<number> {
  const row = await trx
    .updateTable('users')
    .set((eb) => ({ sync_seq: eb('sync_seq', '+', 1) }))
    .where('id', '=', userId)
    .returning('sync_seq')
    .executeTakeFirst();
  if (!row) throw new Error(`No user with id ${userId}`);
  return row.sync_seq;
}

/**
 * The user's last change number, or 0 for an unknown user. Read it before the rows: whatever is
 * read after it is at least as new.
 */
export async function readChangeNumber(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('sync_seq')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.sync_seq ?? 0;
}

/**
 * The `since` to filter with: a cursor this server never handed out (above the user's last
 * change number, e.g. after a restore) gets everything, as does no cursor.
 */
export function getEffectiveSince(since: number | undefined, lastChange: number): number {
  return since !== undefined && since <= lastChange ? since : 0;
}

/** Splits a list into batches of at most `size`. */
export function inBatches<T>(items: readonly T[], size: number = UPSERT_BATCH_SIZE): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}
