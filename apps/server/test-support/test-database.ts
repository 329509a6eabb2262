/**
 * Databases for repository tests. SQLite always runs; PostgreSQL joins when TEST_DATABASE_URL is
 * set. Every `open()` gives a fresh, empty database of its own: a new SQLite file in a temporary
 * folder, or a new PostgreSQL schema with a random name, so test files can run in parallel
 * against one server. `dispose()` closes it and removes the file or drops the schema.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type SqlDatabase, type SqlDialectName } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';

export interface TestDatabase {
  database: SqlDatabase;
  /** Closes the connection, then deletes the SQLite folder or drops the PostgreSQL schema. */
  dispose(): Promise<void>;
}

export interface OpenOptions {
  /** apply every migration before handing the database over; true unless said otherwise */
  migrate?: boolean;
}

export interface TestDatabaseTarget {
  dialect: SqlDialectName;
  open(options?: OpenOptions): Promise<TestDatabase>;
}

/**
 * The dialects to run repository tests on: SQLite, plus PostgreSQL when `TEST_DATABASE_URL` is
 * set. Meant for `describe.each(databaseTargets())('... ($dialect)', ...)`.
 */
export function databaseTargets(
  env: Record<string, string | undefined> = process.env,
): TestDatabaseTarget[] {
  const targets: TestDatabaseTarget[] = [{ dialect: 'sqlite', open: openSqliteTestDatabase }];
  const url = env.TEST_DATABASE_URL;
  if (url) {
    targets.push({
      dialect: 'postgres',
      open: (options) => openPostgresTestDatabase(url, options),
    });
  }
  return targets;
}

/** A fresh SQLite file in its own temporary folder, migrated unless `migrate: false`. */
export async function openSqliteTestDatabase(options: OpenOptions = {}): Promise<TestDatabase> {
  const folder = await mkdtemp(path.join(tmpdir(), 'reelhouse-test-'));
  const database = openDatabase({ kind: 'sqlite', file: path.join(folder, 'reelhouse.sqlite') });
  return prepare(database, options, async () => {
    await database.close();
    await rm(folder, { recursive: true, force: true });
  });
}

/** A fresh schema on the PostgreSQL server at `url`, migrated unless `migrate: false`. */
export async function openPostgresTestDatabase(
  url: string,
  options: OpenOptions = {},
): Promise<TestDatabase> {
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await withAdmin(url, (admin) => sql`create schema ${sql.id(schema)}`.execute(admin.db));
  const database = openDatabase({ kind: 'postgres', url, searchPath: schema });
  return prepare(database, options, async () => {
    await database.close();
    await withAdmin(url, (admin) => sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db));
  });
}

async function prepare(
  database: SqlDatabase,
  { migrate = true }: OpenOptions,
  dispose: () => Promise<void>,
): Promise<TestDatabase> {
  try {
    if (migrate) await migrateToLatest(database.db);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { database, dispose };
}

async function withAdmin(
  url: string,
  run: (admin: SqlDatabase) => Promise<unknown>,
): Promise<void> {
  const admin = openDatabase({ kind: 'postgres', url });
  try {
    await run(admin);
  } finally {
    await admin.close();
  }
}

/**
 * Opens a database before the enclosing suite's tests and disposes of it after them.
 * @returns a getter for the open database (valid inside tests and hooks)
 */
export function useTestDatabase(
  open: () => Promise<TestDatabase> = () => openSqliteTestDatabase(),
): () => SqlDatabase {
  let testDatabase: TestDatabase | undefined;
  beforeAll(async () => {
    testDatabase = await open();
  });
  afterAll(async () => {
    await testDatabase?.dispose();
  });
  return () => {
    if (!testDatabase) throw new Error('The test database is opened in beforeAll');
    return testDatabase.database;
  };
}
