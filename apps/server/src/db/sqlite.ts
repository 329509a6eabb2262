/**
 * SQLite behind one small synchronous interface, with two drivers: Node's built-in `node:sqlite`
 * wherever the running Node has a complete one (22.16 and later), and better-sqlite3 12 only where
 * it does not (Node 20, early 22). better-sqlite3 below 13 aborts the process on Node 24.19+, and
 * 13 does not run on Node 20, so no single native driver serves every supported Node
 * (docs/decisions/0014-sqlite-driver.md). Owns opening, statements and transactions; not schemas.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as NodeSqlite from 'node:sqlite';
import type BetterSqlite3 from 'better-sqlite3';

export type SqliteDriverName = 'node' | 'better-sqlite3';
export type SqliteDriverChoice = SqliteDriverName | 'auto';

/** What a statement may bind: positional values, or one object of named ones (`@name`). */
export type SqliteParams = readonly unknown[];

export interface SqliteRunResult {
  changes: number | bigint;
  lastInsertRowid: number | bigint;
}

export interface SqliteStatement<Params extends SqliteParams = SqliteParams, Row = unknown> {
  /** true when the statement returns rows (a SELECT, or anything with RETURNING) */
  readonly reader: boolean;
  all(...params: Params): Row[];
  get(...params: Params): Row | undefined;
  run(...params: Params): SqliteRunResult;
  iterate(...params: Params): IterableIterator<Row>;
}

export interface SqliteConnection {
  readonly driver: SqliteDriverName;
  /** false once closed */
  readonly isOpen: boolean;
  /** Runs one or more statements without results (DDL, pragmas that set). */
  exec(sql: string): void;
  prepare<Params extends SqliteParams = SqliteParams, Row = unknown>(
    sql: string,
  ): SqliteStatement<Params, Row>;
  /**
   * Wraps `fn` so that each call runs in one transaction, committed when it returns and rolled
   * back when it throws; a call inside an open transaction uses a savepoint.
   */
  transaction<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
  ): (...args: Args) => Result;
  close(): void;
}

export interface OpenSqliteOptions {
  /** open without write access; the file must exist */
  readonly?: boolean;
  /** refuse to create the file when it is missing */
  fileMustExist?: boolean;
  /** which driver; `auto` (the default) prefers `node:sqlite` where it is complete */
  driver?: SqliteDriverChoice;
}

let defaultChoice: SqliteDriverChoice = 'auto';

/**
 * Sets the driver every later `openSqlite` without a `driver` option uses (SQLITE_DRIVER, once at
 * start). @returns the driver it means here @throws when that driver cannot run on this Node
 */
export function setDefaultSqliteDriver(choice: SqliteDriverChoice): SqliteDriverName {
  const driver = resolveSqliteDriver(choice);
  defaultChoice = choice;
  return driver;
}

/** Opens a SQLite file (or `:memory:`), with foreign keys enforced (both drivers' default). */
export function openSqlite(file: string, options: OpenSqliteOptions = {}): SqliteConnection {
  const driver = resolveSqliteDriver(options.driver ?? defaultChoice);
  const mustExist = options.fileMustExist === true || options.readonly === true;
  if (mustExist && file !== ':memory:' && !existsSync(file)) {
    throw new Error(`SQLite file not found: ${file}`);
  }
  return driver === 'node'
    ? openWithNodeSqlite(file, options)
    : openWithBetterSqlite3(file, options);
}

/**
 * The driver an option means on this Node.
 * @throws when the named driver cannot run here, with what to do instead
 */
export function resolveSqliteDriver(choice: SqliteDriverChoice): SqliteDriverName {
  const nodeSqlite = loadNodeSqlite();
  if (choice === 'node' || (choice === 'auto' && nodeSqlite)) {
    if (!nodeSqlite) {
      throw new Error(
        `This Node.js (${process.version}) has no complete built-in SQLite (node:sqlite needs 22.16 or later).`,
      );
    }
    return 'node';
  }
  if (abortsWithBetterSqlite3(process.versions.node)) {
    throw new Error(
      `better-sqlite3 12 aborts the process on Node.js ${process.version}; use the built-in driver (SQLITE_DRIVER=auto).`,
    );
  }
  return 'better-sqlite3';
}

/** The drivers that can run on this Node, in order of preference. */
export function availableSqliteDrivers(): SqliteDriverName[] {
  const drivers: SqliteDriverName[] = [];
  if (loadNodeSqlite()) drivers.push('node');
  if (!abortsWithBetterSqlite3(process.versions.node) && loadBetterSqlite3()) {
    drivers.push('better-sqlite3');
  }
  return drivers;
}

/**
 * better-sqlite3 below 13 finalises statements from a garbage-collection callback, which Node
 * 24.19 and later turn into an abort (WiseLibs/better-sqlite3#1515).
 */
export function abortsWithBetterSqlite3(nodeVersion: string): boolean {
  const [major = 0, minor = 0] = nodeVersion.split('.').map(Number);
  return major > 24 || (major === 24 && minor >= 19);
}

/** A UNIQUE or PRIMARY KEY violation, as either driver reports it. */
export function isSqliteUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    errcode === SQLITE_CONSTRAINT_UNIQUE ||
    errcode === SQLITE_CONSTRAINT_PRIMARYKEY
  );
}

/** SQLite's extended result codes (sqlite3.h). */
const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;

let nodeSqliteModule: typeof NodeSqlite | null | undefined;

/**
 * `node:sqlite` when this Node has every part we use (`StatementSync#columns` arrived in 22.16),
 * else null. Its "experimental feature" warning is kept off the console: the module is stable
 * enough for us and the warning would tell a newcomer something false about the site.
 */
function loadNodeSqlite(): typeof NodeSqlite | null {
  if (nodeSqliteModule !== undefined) return nodeSqliteModule;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back as it was, below
  const emitWarning = process.emitWarning;
  process.emitWarning = (warning: string | Error, ...rest: unknown[]): void => {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (/\bSQLite\b/.test(text) && /experimental/i.test(text)) return;
    Reflect.apply(emitWarning, process, [warning, ...rest]);
  };
  try {
    // undefined where Node has no such module (20), or only behind a flag (22.5 to 22.12)
    const loaded = process.getBuiltinModule('node:sqlite') as
      Partial<typeof NodeSqlite> | undefined;
    const isComplete = typeof loaded?.StatementSync?.prototype.columns === 'function';
    nodeSqliteModule = isComplete ? (loaded as typeof NodeSqlite) : null;
  } catch {
    nodeSqliteModule = null;
  } finally {
    process.emitWarning = emitWarning;
  }
  return nodeSqliteModule;
}

let betterSqlite3Module: typeof BetterSqlite3 | null | undefined;
let betterSqlite3Failure: unknown;

/** better-sqlite3, an optional dependency: installed everywhere it builds, needed on Node 20 only. */
function loadBetterSqlite3(): typeof BetterSqlite3 | null {
  if (betterSqlite3Module === undefined) {
    try {
      betterSqlite3Module = createRequire(import.meta.url)(
        'better-sqlite3',
      ) as typeof BetterSqlite3;
    } catch (error) {
      betterSqlite3Module = null;
      betterSqlite3Failure = error;
    }
  }
  return betterSqlite3Module;
}

function openWithNodeSqlite(file: string, options: OpenSqliteOptions): SqliteConnection {
  const sqlite = loadNodeSqlite();
  if (!sqlite) throw new Error('node:sqlite is not available');
  const db = new sqlite.DatabaseSync(file, { readOnly: options.readonly === true });
  const connection: SqliteConnection = {
    driver: 'node',
    get isOpen() {
      return db.isOpen;
    },
    exec: (sql) => db.exec(sql),
    prepare<Params extends SqliteParams, Row>(sql: string) {
      return wrapNodeStatement<Params, Row>(db.prepare(sql));
    },
    transaction: (fn) => withTransaction(connection, () => db.isTransaction, fn),
    close: () => db.close(),
  };
  return connection;
}

/**
 * node:sqlite takes positional parameters spread and named ones as a leading object, as our
 * interface does; its typings only want the values narrowed to what SQLite can bind.
 */
function wrapNodeStatement<Params extends SqliteParams, Row>(
  statement: NodeSqlite.StatementSync,
): SqliteStatement<Params, Row> {
  const bound = statement as unknown as Omit<SqliteStatement<Params, Row>, 'reader'>;
  let reader: boolean | undefined;
  return {
    get reader() {
      reader ??= statement.columns().length > 0;
      return reader;
    },
    all: (...params) => bound.all(...params),
    get: (...params) => bound.get(...params),
    run: (...params) => bound.run(...params),
    iterate: (...params) => bound.iterate(...params),
  };
}

function openWithBetterSqlite3(file: string, options: OpenSqliteOptions): SqliteConnection {
  const Database = loadBetterSqlite3();
  if (!Database) {
    throw new Error(
      `This Node.js (${process.version}) has no built-in SQLite, and better-sqlite3 could not be loaded. ` +
        'Run `npm install` again with build tools present (python3, make, a C++ compiler), or use Node.js 22.16 or later.',
      { cause: betterSqlite3Failure },
    );
  }
  const db = new Database(file, {
    readonly: options.readonly === true,
    fileMustExist: options.fileMustExist === true,
  });
  return {
    driver: 'better-sqlite3',
    get isOpen() {
      return db.open;
    },
    exec: (sql) => void db.exec(sql),
    prepare<Params extends SqliteParams, Row>(sql: string) {
      return db.prepare(sql) as unknown as SqliteStatement<Params, Row>;
    },
    transaction: (fn) => db.transaction(fn),
    close: () => void db.close(),
  };
}

let savepointCounter = 0;

/** better-sqlite3's transaction semantics for a driver that has none of its own. */
function withTransaction<Args extends unknown[], Result>(
  connection: SqliteConnection,
  isOpen: () => boolean,
  fn: (...args: Args) => Result,
): (...args: Args) => Result {
  return (...args) => {
    const nested = isOpen();
    const savepoint = nested ? `rh_savepoint_${++savepointCounter}` : '';
    connection.exec(nested ? `SAVEPOINT ${savepoint}` : 'BEGIN');
    let result: Result;
    try {
      result = fn(...args);
    } catch (error) {
      if (nested) connection.exec(`ROLLBACK TO ${savepoint}; RELEASE ${savepoint}`);
      else if (isOpen()) connection.exec('ROLLBACK');
      throw error;
    }
    connection.exec(nested ? `RELEASE ${savepoint}` : 'COMMIT');
    return result;
  };
}
