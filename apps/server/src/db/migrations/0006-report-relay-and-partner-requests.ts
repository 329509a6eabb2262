/**
 * The error-report relay's state on each report (decision 0022): how many sends failed, when the
 * next may start, the last failure, and the lease of the instance sending it now. And the
 * partnership requests sent from /partners/submit, kept until the operator closes them.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const reports = () => db.schema.alterTable('error_reports');
  // One column per statement: SQLite adds one at a time.
  await reports()
    .addColumn('relay_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // 0: due at once
  await reports()
    .addColumn('relay_next_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  // what the last failed send met, for the operator ('HTTP 404', 'timeout'…)
  await reports().addColumn('relay_error', 'varchar(300)').execute();
  // the instance sending the report now, and until when its claim holds (0: nobody's)
  await reports().addColumn('relay_claimed_by', 'varchar(100)').execute();
  await reports()
    .addColumn('relay_claimed_until', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  // The relay looks only at unrelayed reports: a small partial index stays small.
  await db.schema
    .createIndex('error_reports_unrelayed')
    .on('error_reports')
    .columns(['relay_next_at', 'received_at'])
    .where(sql.ref('relayed_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('partner_requests')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('site_url', 'text', (col) => col.notNull())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('partner_requests_received_at')
    .on('partner_requests')
    .column('received_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('partner_requests').execute();
  await db.schema.dropIndex('error_reports_unrelayed').execute();
  for (const column of [
    'relay_claimed_until',
    'relay_claimed_by',
    'relay_error',
    'relay_next_at',
    'relay_attempts',
  ]) {
    await db.schema.alterTable('error_reports').dropColumn(column).execute();
  }
}
