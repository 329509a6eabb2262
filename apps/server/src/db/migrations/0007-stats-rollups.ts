/**
 * The statistics' daily roll-ups (decision 0023): sums per UTC day ('YYYY-MM-DD'), per day and
 * title, per day and country (of the browser's time zone), all-time per title; one HyperLogLog
 * sketch of active users per day and instance; the salt of the current day, deleted when the day
 * is over. No row holds a user, a session, an address or a hash of one.
 */
import { type Kysely, PostgresAdapter } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
  await db.schema
    .createTable('stats_days')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('plays_started', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('plays_finished', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('watch_seconds', 'bigint', (col) => col.notNull().defaultTo(0))
    // bytes the /media routes sent that day
    .addColumn('media_bytes', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('stats_day_titles')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('media_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('tmdb_id', 'integer', (col) => col.notNull())
    .addColumn('plays_started', 'bigint', (col) => col.notNull())
    .addColumn('plays_finished', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('stats_day_titles_pk', ['day', 'media_type', 'tmdb_id'])
    .execute();

  // All days of each title: the most watched list reads a handful of rows, not every day's.
  await db.schema
    .createTable('stats_titles')
    .addColumn('media_type', 'varchar(8)', (col) => col.notNull())
    .addColumn('tmdb_id', 'integer', (col) => col.notNull())
    .addColumn('plays_started', 'bigint', (col) => col.notNull())
    .addColumn('plays_finished', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('stats_titles_pk', ['media_type', 'tmdb_id'])
    .execute();
  await db.schema
    .createIndex('stats_titles_by_plays')
    .on('stats_titles')
    .columns(['media_type', 'plays_started'])
    .execute();

  await db.schema
    .createTable('stats_day_countries')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    // ISO 3166 code of the time zone's country
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    .addColumn('plays', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('stats_day_countries_pk', ['day', 'country'])
    .execute();

  await db.schema
    .createTable('stats_day_visitors')
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    // a random id of the server process that wrote it: each instance replaces only its own
    .addColumn('instance', 'varchar(64)', (col) => col.notNull())
    // HyperLogLog registers (core stats/hyperloglog.ts)
    .addColumn('sketch', bytes, (col) => col.notNull())
    .addPrimaryKeyConstraint('stats_day_visitors_pk', ['day', 'instance'])
    .execute();

  await db.schema
    .createTable('stats_salts')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('salt', 'varchar(64)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'stats_salts',
    'stats_day_visitors',
    'stats_day_countries',
    'stats_titles',
    'stats_day_titles',
    'stats_days',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
