import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
    ],
    ['PostgreSQL starting up (57P03)', withCode('57P03', 'the database system is starting up')],
    ['a statement cancelled by statement_timeout (57014)', withCode('57014')],
    ['too many connections (53300)', withCode('53300')],
    ['a connection exception (08006)', withCode('08006')],
    ['a read-only standby after failover (25006)', withCode('25006')],
    ['a connection pg saw end', new Error('Connection terminated unexpectedly')],
    ['no pooled connection in time', new Error('timeout exceeded when trying to connect')],
    ['no answer in time', new Error('Query read timeout')],
    ['SQLite busy (better-sqlite3)', withCode('SQLITE_BUSY')],
    ['SQLite busy (node:sqlite)', Object.assign(withCode('ERR_SQLITE_ERROR'), { errcode: 5 })],
    ['a wrapped cause', new Error('query failed', { cause: withCode('ECONNREFUSED') })],
  ])('counts %s as the database being away', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    [
      'SQLite constraint (node:sqlite)',
      Object.assign(withCode('ERR_SQLITE_ERROR'), { errcode: 2067 }),
    ],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error', 'boom'],
  ])('counts %s as a fault of ours', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
