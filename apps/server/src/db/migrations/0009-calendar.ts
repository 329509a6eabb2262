/**
 * The calendar (decision 0030): per user at most one private feed, known by the SHA-256 of its
 * token (the token itself is shown once, when made), and the account's Follow / Unfollow choices
 * (the later choice per series wins when devices merge theirs).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_feeds')
    .addColumn('user_id', 'varchar(64)', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('follow_choices')
    .addColumn('user_id', 'varchar(64)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('series_id', 'bigint', (col) => col.notNull())
    .addColumn('choice', 'varchar(8)', (col) => col.notNull())
    .addColumn('chosen_at', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('follow_choices_pk', ['user_id', 'series_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('follow_choices').execute();
  await db.schema.dropTable('calendar_feeds').execute();
}
