/**
 * What each session was last answered by the bookmark sync (the cursor behind three-way removal
 * inference for clients that send whole lists), and the anonymous usage-event counts: one row per
 * UTC day, event name and counted category, with no user, session or address.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sync_clients')
    .addColumn('session_id', 'varchar(64)', (col) =>
      col.notNull().references('sessions.id').onDelete('cascade'),
    )
    // what was synced: 'bookmarks' (the watch history has no removals to infer)
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    // the cursor answered to this session last time
    .addColumn('last_cursor', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('sync_clients_pk', ['session_id', 'kind'])
    .execute();

  await db.schema
    .createTable('usage_event_counts')
    // UTC day, 'YYYY-MM-DD'
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(40)', (col) => col.notNull())
    // a built-in category, or 'custom' for every user-defined one
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('usage_event_counts_pk', ['day', 'name', 'category'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_event_counts').execute();
  await db.schema.dropTable('sync_clients').execute();
}
