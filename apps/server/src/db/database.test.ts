import SQLite from 'better-sqlite3';
import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './database';

describe('the SQLite statement cache', () => {
  it('compiles each SQL text once and reuses the statement', () => {
    const connection = new SQLite(':memory:');
    const prepare = vi.spyOn(connection, 'prepare');
    const database = withStatementCache(connection);
    database.prepare('create table t (x integer)').run([]);
    const insert = 'insert into t (x) values (?)';
    for (let x = 1; x <= 3; x += 1) database.prepare(insert).run([x]);
    expect(database.prepare('select sum(x) as total from t').all([])).toEqual([{ total: 6 }]);
    expect(prepare.mock.calls.map(([text]) => text)).toEqual([
      'create table t (x integer)',
      insert,
      'select sum(x) as total from t',
    ]);
    database.close();
  });

  it('a cached statement still answers after the schema changed under it', () => {
    const connection = new SQLite(':memory:');
    const database = withStatementCache(connection);
    database.prepare('create table t (x integer)').run([]);
    database.prepare('insert into t (x) values (1)').run([]);
    const select = 'select * from t';
    expect(database.prepare(select).all([])).toEqual([{ x: 1 }]);
    database.prepare('alter table t add column y integer default 7').run([]);
    expect(database.prepare(select).all([])).toEqual([{ x: 1, y: 7 }]);
    database.close();
  });
});
