/**
 * Opens the one SQL database: an SQLite file under the data folder by default, PostgreSQL when a
 * URL is given. Both speak through the same Kysely instance, so repositories never branch on it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  sql,
  type SqliteDatabase as KyselySqliteDatabase,
  type SqliteStatement as KyselySqliteStatement,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../observability/logger';
import { createPostgresPool, DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './postgres';
import type { Database } from './schema';
import { openSqlite, type SqliteConnection, type SqliteDriverName } from './sqlite';

export type SqlDialectName = 'sqlite' | 'postgres';

export interface SqlDatabase {
  db: Kysely<Database>;
  dialect: SqlDialectName;
  /** which SQLite driver serves it; null on PostgreSQL */
  sqliteDriver: SqliteDriverName | null;
  /** Answers true when a trivial query succeeds: the readiness probe. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      searchPath?: string;
      /** connect and statement limits; null for none (migrations); the defaults when absent */
      timeouts?: PostgresTimeouts | null;
    };

/** Chooses the database from configuration: PostgreSQL when a URL is set, else `{dataDir}/reelhouse.sqlite`. */
export function resolveDatabaseTarget(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  databaseTimeouts?: PostgresTimeouts;
}): DatabaseTarget {
  if (config.databaseUrl) {
    return {
      kind: 'postgres',
      url: config.databaseUrl,
      timeouts: config.databaseTimeouts ?? DEFAULT_POSTGRES_TIMEOUTS,
    };
  }
  return { kind: 'sqlite', file: path.join(config.dataDir, 'reelhouse.sqlite') };
}

/** The same database without time limits: for migrations and the operator's commands. */
export function withoutTimeouts(target: DatabaseTarget): DatabaseTarget {
  return target.kind === 'postgres' ? { ...target, timeouts: null } : target;
}

/** @param options.logger where a lost PostgreSQL connection is reported */
export function openDatabase(
  target: DatabaseTarget,
  options: { logger?: Logger } = {},
): SqlDatabase {
  if (target.kind === 'postgres') {
    const pool = createPostgresPool({
      url: target.url,
      searchPath: target.searchPath,
      timeouts: target.timeouts === undefined ? DEFAULT_POSTGRES_TIMEOUTS : target.timeouts,
      logger: options.logger,
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return toSqlDatabase(db, 'postgres', null);
  }
  const connection = openSqliteFile(target.file);
  const dialect = new SqliteDialect({ database: withStatementCache(connection) });
  return toSqlDatabase(new Kysely<Database>({ dialect }), 'sqlite', connection.driver);
}

function toSqlDatabase(
  db: Kysely<Database>,
  dialect: SqlDialectName,
  sqliteDriver: SqliteDriverName | null,
): SqlDatabase {
  return {
    db,
    dialect,
    sqliteDriver,
    async ping() {
      try {
        await sql`select 1`.execute(db);
        return true;
      } catch {
        return false;
      }
    },
    close: () => db.destroy(),
  };
}

function openSqliteFile(file: string): SqliteConnection {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const connection = openSqlite(file);
  connection.exec('PRAGMA journal_mode = WAL');
  connection.exec('PRAGMA synchronous = NORMAL');
  connection.exec('PRAGMA foreign_keys = ON');
  connection.exec('PRAGMA busy_timeout = 5000');
  return connection;
}

/** Prepared statements kept per SQL text: a session lookup costs a statement compile otherwise. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely's SQLite dialect wants it, with `prepare` remembered by SQL text.
 * Kysely runs one query at a time on a SQLite connection, so a cached statement is never used by
 * two queries at once. SQLite recompiles a statement when the schema changes, but node:sqlite
 * before Node 24 keeps the column list of a `select *` from its first compile, so a statement that
 * changes the schema (a migration's) empties the cache.
 */
export function withStatementCache(connection: SqliteConnection): KyselySqliteDatabase {
  const statements = new LRUCache<string, KyselySqliteStatement>({ max: STATEMENT_CACHE_SIZE });
  return {
    close: () => connection.close(),
    prepare(text) {
      const cached = statements.get(text);
      if (cached) return cached;
      const prepared = connection.prepare(text);
      const changesSchema = SCHEMA_CHANGE.test(text);
      // Kysely hands the parameters over as one array.
      const statement: KyselySqliteStatement = {
        get reader() {
          return prepared.reader;
        },
        all: (parameters) => prepared.all(...parameters),
        run: (parameters) => {
          const result = prepared.run(...parameters);
          if (changesSchema) statements.clear();
          return result;
        },
        iterate: (parameters) => prepared.iterate(...parameters),
      };
      statements.set(text, statement);
      return statement;
    },
  };
}

const SCHEMA_CHANGE = /^\s*(alter|create|drop)\s/i;
