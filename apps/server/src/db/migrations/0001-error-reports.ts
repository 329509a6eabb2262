/** Error reports sent from the error screen, kept until relayed (and after, for the operator). */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('error_reports')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addColumn('occurred_at', 'bigint', (col) => col.notNull())
    .addColumn('request_id', 'varchar(128)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('status', 'integer')
    .addColumn('user_message', 'text', (col) => col.notNull())
    .addColumn('user_agent', 'text', (col) => col.notNull())
    .addColumn('stack', 'text')
    .addColumn('relayed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('error_reports_received_at')
    .on('error_reports')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('error_reports').execute();
}
