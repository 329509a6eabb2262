/**
 * The PostgreSQL pool, made to survive the database going away: every connection has an error
 * listener (a restart or a terminated backend otherwise ends the process with an unhandled
 * 'error' event), connecting, waiting for a pooled connection and every statement have time
 * limits, and a connection whose answer timed out is closed rather than reused. The pool makes
 * new connections by itself when the database is back.
 */
import pg from 'pg';
import type { Logger } from '../observability/logger';

export interface PostgresTimeouts {
  /** connecting, and waiting for a free pooled connection, in ms */
  connectMs: number;
  /** one statement, enforced by the server and, for a database that stops answering, the client */
  statementMs: number;
}

/** What a request may wait at most: a connection, then one statement (decision 0011). */
export const DEFAULT_POSTGRES_TIMEOUTS: PostgresTimeouts = { connectMs: 2_000, statementMs: 3_000 };

const PG_INT8_OID = 20;

// Millisecond timestamps live in bigint columns; they fit in a double, so read them as numbers.
// Set on this pool's own type table, not pg's global one.
const int8AsNumber = new pg.TypeOverrides();
int8AsNumber.setTypeParser(PG_INT8_OID, 'text', (value: string) => Number(value));

/** The client-side answer limit: a little past the server's, so the server's cancel comes first. */
const CLIENT_MARGIN_MS = 500;

export interface PostgresPoolOptions {
  url: string;
  searchPath?: string | undefined;
  /** null: no limits (migrations, which may legitimately run long) */
  timeouts: PostgresTimeouts | null;
  logger?: Logger | undefined;
  max?: number;
}

export function createPostgresPool(options: PostgresPoolOptions): pg.Pool {
  const { timeouts, logger } = options;
  const serverOptions = [
    options.searchPath ? `-c search_path=${options.searchPath}` : '',
    timeouts ? `-c statement_timeout=${timeouts.statementMs}` : '',
    // A transaction left open by a client that vanished must not hold its locks for long.
    timeouts ? `-c idle_in_transaction_session_timeout=${timeouts.statementMs * 4}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max ?? 10,
    types: int8AsNumber,
    ...(serverOptions ? { options: serverOptions } : {}),
    ...(timeouts
      ? {
          connectionTimeoutMillis: timeouts.connectMs,
          query_timeout: timeouts.statementMs + CLIENT_MARGIN_MS,
          keepAlive: true,
        }
      : {}),
  });
  let isDown = false;
  const report = (error: Error) => {
    if (isDown) return;
    isDown = true;
    logger?.warn({ err: error }, 'postgresql connection lost; new connections will be made');
  };
  // An idle connection that fails: the pool has already dropped it.
  pool.on('error', report);
  pool.on('connect', (client) => {
    if (isDown) logger?.info('postgresql reachable again');
    isDown = false;
    // A connection that fails while checked out (mid-query, mid-transaction): its query rejects,
    // and the pool drops it on release because it is no longer queryable.
    client.on('error', report);
    if (timeouts) closeWhenAnswerTimesOut(client);
  });
  return pool;
}

/**
 * After a client-side answer timeout, pg leaves the query running on the connection, and the
 * next query on it would wait behind the stuck one. Ending the connection makes the pool drop it
 * on release and open a fresh one.
 */
function closeWhenAnswerTimesOut(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  Object.assign(client, {
    query(...args: unknown[]): unknown {
      const result = query(...args);
      if (result instanceof Promise) {
        result.catch((error: unknown) => {
          if (error instanceof Error && error.message === 'Query read timeout') {
            client.end().catch(() => undefined);
          }
        });
      }
      return result;
    },
  });
}
