/**
 * Page views per UTC day ('YYYY-MM-DD'): the site's real audience figure (decision 0021). One
 * counter per day and nothing about the visitor; kept indefinitely.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('page_view_counts')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('count', 'bigint', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_view_counts').execute();
}
