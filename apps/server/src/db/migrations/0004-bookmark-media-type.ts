/**
 * A bookmark's media type (`media_type`: 'movie', 'tv', or '' for an untyped bookmark written
 * before the type was kept) becomes part of its key: a movie and a series share ids. Every row is
 * kept, as an untyped one. PostgreSQL alters the table in place; SQLite cannot change a primary
 * key, so the table is rebuilt under the same name, rows copied across.
 */
import { type CreateTableBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

const KEY = ['user_id', 'media_id', 'media_type', 'category'];
const OLD_KEY = ['user_id', 'media_id', 'category'];

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema
      .alterTable('bookmarks')
      .addColumn('media_type', 'varchar(8)', (col) => col.notNull().defaultTo(''))
      .execute();
    await db.schema.alterTable('bookmarks').dropConstraint('bookmarks_pk').execute();
    await db.schema.alterTable('bookmarks').addPrimaryKeyConstraint('bookmarks_pk', KEY).execute();
    return;
  }
  await rebuildSqliteTable(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Two typed bookmarks of one id and category become one row: the later times win.
  await sql`delete from bookmarks where exists (
    select 1 from bookmarks as other
    where other.user_id = bookmarks.user_id and other.media_id = bookmarks.media_id
      and other.category = bookmarks.category and other.media_type <> bookmarks.media_type
      and (other.added_at, other.deleted_at, other.media_type)
        > (bookmarks.added_at, bookmarks.deleted_at, bookmarks.media_type)
  )`.execute(db);
  if (isPostgres(db)) {
    await db.schema.alterTable('bookmarks').dropConstraint('bookmarks_pk').execute();
    await db.schema.alterTable('bookmarks').dropColumn('media_type').execute();
    await db.schema
      .alterTable('bookmarks')
      .addPrimaryKeyConstraint('bookmarks_pk', OLD_KEY)
      .execute();
    return;
  }
  await rebuildSqliteTable(db, false);
}

/**
 * Rebuilds `bookmarks` with or without the `media_type` column (and the key that goes with it),
 * copying every row: going up, each becomes untyped ('').
 */
async function rebuildSqliteTable(db: Kysely<unknown>, hasMediaType: boolean): Promise<void> {
  let table: CreateTableBuilder<'bookmarks_next', string> = db.schema
    .createTable('bookmarks_next')
    .addColumn('user_id', 'varchar(64)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('media_id', 'bigint', (col) => col.notNull());
  if (hasMediaType) {
    table = table.addColumn('media_type', 'varchar(8)', (col) => col.notNull().defaultTo(''));
  }
  await table
    .addColumn('category', 'varchar(200)', (col) => col.notNull())
    .addColumn('added_at', 'bigint', (col) => col.notNull())
    .addColumn('deleted_at', 'bigint', (col) => col.notNull())
    .addColumn('changed_seq', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', hasMediaType ? KEY : OLD_KEY)
    .execute();
  const columns = sql`user_id, media_id, category, added_at, deleted_at, changed_seq`;
  await (
    hasMediaType
      ? sql`insert into bookmarks_next (${columns}, media_type) select ${columns}, '' from bookmarks`
      : sql`insert into bookmarks_next (${columns}) select ${columns} from bookmarks`
  ).execute(db);
  await db.schema.dropTable('bookmarks').execute();
  await db.schema.alterTable('bookmarks_next').renameTo('bookmarks').execute();
  await db.schema
    .createIndex('bookmarks_user_changed')
    .on('bookmarks')
    .columns(['user_id', 'changed_seq'])
    .execute();
}
