/**
 * Tells a database that is away (down, restarting, stalled, out of connections, busy) from a
 * bug: the first is answered 503 with Retry-After, the second 500. Covers pg's and PostgreSQL's
 * errors and SQLite's busy and locked codes from either driver.
 */

/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs: connection exceptions (class 08), insufficient resources (53), operator
 * intervention (57: shutdown, crash, cannot connect now, and 57014, a statement cancelled by
 * statement_timeout), and a standby that cannot serve (25006 after a failover).
 */
const POSTGRES_STATE = /^(08|53|57)[0-9A-Z]{3}$|^25006$/;

/** What pg throws itself when a connection ends or a limit passes. */
const PG_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** SQLite's SQLITE_BUSY (5) and SQLITE_LOCKED (6), with their extended codes. */
function isSqliteBusy(code: unknown, errcode: unknown): boolean {
  if (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED)/.test(code)) return true;
  return typeof errcode === 'number' && [5, 6].includes(errcode & 0xff);
}

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errcode, message, cause } = error as {
    code?: unknown;
    errcode?: unknown;
    message?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || POSTGRES_STATE.test(code))) {
    return true;
  }
  if (isSqliteBusy(code, errcode)) return true;
  if (typeof message === 'string' && PG_MESSAGES.some((text) => message.startsWith(text))) {
    return true;
  }
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
