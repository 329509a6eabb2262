import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  abortsWithBetterSqlite3,
  availableSqliteDrivers,
  isSqliteUniqueViolation,
  openSqlite,
  resolveSqliteDriver,
} from './sqlite';

const folder = mkdtempSync(path.join(tmpdir(), 'reelhouse-sqlite-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('choosing the SQLite driver', () => {
  it('offers at least one driver on every supported Node', () => {
    expect(availableSqliteDrivers().length).toBeGreaterThan(0);
  });

  it('uses the built-in node:sqlite wherever it is complete, better-sqlite3 elsewhere', () => {
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    const hasCompleteBuiltIn = major > 22 || (major === 22 && minor >= 16);
    expect(resolveSqliteDriver('auto')).toBe(hasCompleteBuiltIn ? 'node' : 'better-sqlite3');
  });

  it.each([
    ['20.19.0', false],
    ['22.23.3', false],
    ['24.18.0', false],
    ['24.19.0', true],
    ['24.21.0', true],
    ['25.1.0', true],
    ['26.10.0', true],
  ])('knows better-sqlite3 12 aborts on Node %s: %s', (version, aborts) => {
    expect(abortsWithBetterSqlite3(version)).toBe(aborts);
  });

  it.runIf(abortsWithBetterSqlite3(process.versions.node))(
    'refuses better-sqlite3 where it would abort the process, saying what to use',
    () => {
      expect(() => resolveSqliteDriver('better-sqlite3')).toThrow(/SQLITE_DRIVER=auto/);
    },
  );

  it.runIf(!availableSqliteDrivers().includes('node'))(
    'refuses node:sqlite where this Node has no complete one, naming the version needed',
    () => {
      expect(() => resolveSqliteDriver('node')).toThrow(/22\.16/);
    },
  );

  it('prints no warning when it opens a database (node:sqlite calls itself experimental)', () => {
    const module = fileURLToPath(new URL('./sqlite.ts', import.meta.url));
    const script = `const { openSqlite } = await import(${JSON.stringify(module)});
      const db = openSqlite(':memory:'); db.exec('create table t (x)'); db.close();
      await new Promise((resolve) => setTimeout(resolve, 50));`;
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { encoding: 'utf8' },
    );
    expect(child.status).toBe(0);
    expect(child.stderr).toBe('');
  });
});

describe.each(availableSqliteDrivers())('a SQLite connection (%s)', (driver) => {
  const open = (file = ':memory:') => openSqlite(file, { driver });

  it('binds positional and named parameters, and reads rows as plain values', () => {
    const db = open();
    db.exec('create table t (id integer primary key, name text, at integer, score real)');
    const atMs = 1_764_000_000_123;
    db.prepare('insert into t (id, name, at, score) values (?, ?, ?, ?)').run(1, 'one', atMs, 0.5);
    db.prepare('insert into t (id, name, at, score) values (@id, @name, @at, @score)').run({
      id: 2,
      name: 'two',
      at: atMs + 1,
      score: null,
    });
    const rows = db.prepare<[], Record<string, unknown>>('select * from t order by id').all();
    expect(rows.map((row) => ({ ...row }))).toEqual([
      { id: 1, name: 'one', at: atMs, score: 0.5 },
      { id: 2, name: 'two', at: atMs + 1, score: null },
    ]);
    db.close();
  });

  it('answers undefined from get() when no row matches, and counts changes from run()', () => {
    const db = open();
    db.exec('create table t (x integer)');
    const insert = db.prepare('insert into t (x) values (?)');
    expect(Number(insert.run(7).lastInsertRowid)).toBe(1);
    expect(Number(db.prepare('update t set x = x + 1').run().changes)).toBe(1);
    expect(db.prepare('select x from t where x = ?').get(100)).toBeUndefined();
    expect(db.prepare('select x from t').get()).toEqual({ x: 8 });
    db.close();
  });

  it('tells statements that return rows from those that do not', () => {
    const db = open();
    db.exec('create table t (x integer)');
    expect(db.prepare('select x from t').reader).toBe(true);
    expect(db.prepare('insert into t (x) values (1) returning x').reader).toBe(true);
    expect(db.prepare('insert into t (x) values (1)').reader).toBe(false);
    expect(db.prepare('begin').reader).toBe(false);
    db.close();
  });

  it('iterates rows lazily', () => {
    const db = open();
    db.exec('create table t (x integer)');
    for (let x = 1; x <= 5; x += 1) db.prepare('insert into t (x) values (?)').run(x);
    const seen: number[] = [];
    for (const row of db.prepare<[], { x: number }>('select x from t order by x').iterate()) {
      seen.push(row.x);
      if (row.x === 3) break;
    }
    expect(seen).toEqual([1, 2, 3]);
    db.close();
  });

  it('commits a transaction that returns and rolls back one that throws', () => {
    const db = open();
    db.exec('create table t (x integer)');
    const insert = db.prepare('insert into t (x) values (?)');
    const insertAll = db.transaction((values: number[]) => {
      for (const value of values) insert.run(value);
      return values.length;
    });
    expect(insertAll([1, 2])).toBe(2);
    expect(() =>
      db.transaction(() => {
        insert.run(3);
        throw new Error('stop');
      })(),
    ).toThrow('stop');
    expect(db.prepare('select x from t order by x').all()).toEqual([{ x: 1 }, { x: 2 }]);
    db.close();
  });

  it('rolls back only the inner part of a nested transaction that throws', () => {
    const db = open();
    db.exec('create table t (x integer)');
    const insert = db.prepare('insert into t (x) values (?)');
    db.transaction(() => {
      insert.run(1);
      try {
        db.transaction(() => {
          insert.run(2);
          throw new Error('inner');
        })();
      } catch {
        // the outer transaction goes on
      }
      insert.run(3);
    })();
    expect(db.prepare('select x from t order by x').all()).toEqual([{ x: 1 }, { x: 3 }]);
    db.close();
  });

  it('reports a unique violation in a form callers can recognise', () => {
    const db = open();
    db.exec('create table t (x integer unique, y integer primary key)');
    db.prepare('insert into t (x, y) values (1, 1)').run();
    const thrown = (fn: () => unknown): unknown => {
      try {
        fn();
      } catch (error) {
        return error;
      }
      throw new Error('expected a throw');
    };
    expect(isSqliteUniqueViolation(thrown(() => db.exec('insert into t values (1, 2)')))).toBe(
      true,
    );
    expect(isSqliteUniqueViolation(thrown(() => db.exec('insert into t values (2, 1)')))).toBe(
      true,
    );
    expect(isSqliteUniqueViolation(thrown(() => db.exec('insert into nowhere values (1)')))).toBe(
      false,
    );
    db.close();
  });

  it('has the FTS5 full-text search the embedded catalogue needs', () => {
    const db = open();
    db.exec(`create virtual table s using fts5(title, tokenize = 'unicode61 remove_diacritics 2')`);
    db.prepare('insert into s (rowid, title) values (?, ?)').run(4, 'Amélie');
    expect(db.prepare("select rowid from s where s match 'amel*'").all()).toEqual([{ rowid: 4 }]);
    db.close();
  });

  it('opens a file read-only: reads work, writes are refused, and a missing file is an error', () => {
    const file = path.join(folder, `${driver}-readonly.sqlite`);
    const writer = open(file);
    writer.exec('create table t (x integer); insert into t values (1);');
    writer.close();
    const reader = openSqlite(file, { driver, readonly: true });
    expect(reader.prepare('select x from t').all()).toEqual([{ x: 1 }]);
    expect(() => reader.exec('insert into t values (2)')).toThrow(/readonly|read-only/i);
    reader.close();
    expect(reader.isOpen).toBe(false);
    expect(() =>
      openSqlite(path.join(folder, 'missing.sqlite'), { driver, readonly: true }),
    ).toThrow(/not found/);
  });

  it('enforces foreign keys from the start, as both drivers do by default', () => {
    const db = open();
    expect(db.prepare('pragma foreign_keys').get()).toEqual({ foreign_keys: 1 });
    db.exec('create table a (id integer primary key); create table b (a_id references a (id))');
    expect(() => db.exec('insert into b values (1)')).toThrow(/FOREIGN KEY/);
    db.close();
  });
});
