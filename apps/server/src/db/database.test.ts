import { describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './database';
import { availableSqliteDrivers, openSqlite } from './sqlite';

describe.each(availableSqliteDrivers())('the SQLite statement cache (%s)', (driver) => {
  it('compiles each SQL text once and reuses the statement', () => {
    const connection = openSqlite(':memory:', { driver });
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
    const database = withStatementCache(openSqlite(':memory:', { driver }));
    database.prepare('create table t (x integer)').run([]);
    database.prepare('insert into t (x) values (1)').run([]);
    const select = 'select * from t';
    expect(database.prepare(select).all([])).toEqual([{ x: 1 }]);
    database.prepare('alter table t add column y integer default 7').run([]);
    expect(database.prepare(select).all([])).toEqual([{ x: 1, y: 7 }]);
    database.close();
  });

  it('hands Kysely the parameters as one array and says which statements return rows', () => {
    const database = withStatementCache(openSqlite(':memory:', { driver }));
    database.prepare('create table t (x integer, y text)').run([]);
    const insert = database.prepare('insert into t (x, y) values (?, ?) returning x');
    expect(insert.reader).toBe(true);
    expect(insert.all([4, 'four'])).toEqual([{ x: 4 }]);
    const update = database.prepare('update t set y = ? where x = ?');
    expect(update.reader).toBe(false);
    expect(Number(update.run(['FOUR', 4]).changes)).toBe(1);
    expect([...database.prepare('select y from t where x = ?').iterate([4])]).toEqual([
      { y: 'FOUR' },
    ]);
    database.close();
  });
});
