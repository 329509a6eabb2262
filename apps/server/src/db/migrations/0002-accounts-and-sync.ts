/**
 * Accounts, their sessions, and one row per bookmark and per watch-progress item (tombstones
 * included), each with the change number (`changed_seq`) that `since` cursors compare against.
 * Timestamps are ms since the epoch; booleans are 0/1 integers on both dialects.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('username', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('email', 'varchar(320)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('is_donator', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('four_k_token', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    // the last change number handed out for this user's bookmarks and progress
    .addColumn('sync_seq', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('secret_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('last_seen_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'varchar(64)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'bigint', (col) => col.notNull())
    .addColumn('category', 'varchar(200)', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'bigint', (col) => col.notNull())
    .addColumn('changed_seq', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'media_id', 'category'])
    .execute();
  await db.schema
    .createIndex('bookmarks_user_changed')
    .on('bookmarks')
    .columns(['user_id', 'changed_seq'])
    .execute();

  await db.schema
    .createTable('watch_progress')
    .addColumn('user_id', 'varchar(64)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'varchar(40)', (col) => col.notNull())
    .addColumn('episode_key', 'varchar(40)', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .addColumn('watched_seconds', 'double precision', (col) => col.notNull())
    .addColumn('duration_seconds', 'double precision', (col) => col.notNull())
    .addColumn('device_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('year', 'integer')
    // JSON.stringify of the episode facts ('null' for none): the last tie-breaker compares it
    .addColumn('episode_json', 'text', (col) => col.notNull())
    .addColumn('furthest_seconds', 'double precision', (col) => col.notNull())
    .addColumn('completed_at', 'bigint', (col) => col.notNull())
    .addColumn('changed_seq', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('watch_progress_pk', ['user_id', 'media_id', 'episode_key'])
    .execute();
  await db.schema
    .createIndex('watch_progress_user_changed')
    .on('watch_progress')
    .columns(['user_id', 'changed_seq'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watch_progress').execute();
  await db.schema.dropTable('bookmarks').execute();
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
