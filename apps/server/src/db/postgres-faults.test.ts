/**
 * PostgreSQL going away under a running app: a terminated backend (idle, and mid-transaction),
 * a database that stops answering, and one that refuses connections, then comes back. Runs
 * against the real server of TEST_DATABASE_URL, through a TCP proxy that injects the faults.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccountsTestApp,
  postJson,
  signUpBody,
} from '../modules/accounts/accounts.test-support';
import {
  createSyncTestApp,
  insertUserWithSessions,
  TEST_SESSION_HEADER,
} from '../modules/sync/sync-routes.test-support';
import { createTestClock } from '../../test-support/test-app';
import { startFaultProxy, throughProxy, type FaultProxy } from '../../test-support/fault-proxy';
import { openDatabase, type SqlDatabase } from './database';
import { migrateToLatest } from './migrate';

const url = process.env.TEST_DATABASE_URL;
const TIMEOUTS = { connectMs: 400, statementMs: 600 };

describe.runIf(url)('the app when PostgreSQL goes away', () => {
  const schema = `test_faults_${randomBytes(6).toString('hex')}`;
  let admin: SqlDatabase;
  let proxy: FaultProxy;
  let database: SqlDatabase;
  const opened: SqlDatabase[] = [];

  const appOver = (db: SqlDatabase) => createAccountsTestApp(db, { clock: createTestClock() });
  const terminateBackends = () =>
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${schema} and pid <> pg_backend_pid()`.execute(admin.db);

  beforeAll(async () => {
    const target = { kind: 'postgres' as const, url: url ?? '' };
    admin = openDatabase(target);
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const migrator = openDatabase({ ...target, searchPath: schema, timeouts: null });
    await migrateToLatest(migrator.db);
    await migrator.close();
    const parsed = new URL(url ?? '');
    proxy = await startFaultProxy({ host: parsed.hostname, port: Number(parsed.port || 5432) });
  });

  afterEach(async () => {
    proxy.resume();
    await proxy.accept().catch(() => undefined);
    await Promise.all(opened.splice(0).map((db) => db.close().catch(() => undefined)));
  });

  afterAll(async () => {
    await proxy.close();
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
  });

  /** The app's database, through the proxy, named so that its backends can be found. */
  const openThroughProxy = (): SqlDatabase => {
    const proxied = new URL(throughProxy(url ?? '', proxy));
    proxied.searchParams.set('application_name', schema);
    database = openDatabase({
      kind: 'postgres',
      url: proxied.toString(),
      searchPath: schema,
      timeouts: TIMEOUTS,
    });
    opened.push(database);
    return database;
  };

  it('survives its idle connections being terminated, and the next request succeeds', async () => {
    const app = appOver(openThroughProxy());
    const name = `idle${randomBytes(3).toString('hex')}`;
    expect((await postJson(app, '/api/auth/signup', signUpBody(name))).status).toBe(201);

    await terminateBackends();
    await new Promise((resolve) => setTimeout(resolve, 100));

    const login = await postJson(app, '/api/auth/login', {
      username: name,
      password: signUpBody(name).password,
    });
    expect(login.status).toBe(200);
  });

  it('answers 503 when its connection dies mid-request, and serves the next one', async () => {
    const db = openThroughProxy().db;
    const userId = `mid-${randomBytes(3).toString('hex')}`;
    await insertUserWithSessions(db, userId, ['s1']);
    const app = createSyncTestApp(db, Date.now);
    const sync = (mediaId: number) =>
      app.request('/api/sync/bookmarks', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [TEST_SESSION_HEADER]: `${userId}:s1` },
        body: JSON.stringify({
          bookmarks: [{ mediaId, category: 'watchlist', addedAt: Date.now() }],
          updatedAt: Date.now(),
        }),
      });

    // The connection is cut while the sync holds it inside its transaction.
    proxy.stall();
    const pending = sync(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    proxy.cutConnections();
    proxy.resume();
    expect((await pending).status).toBe(503);

    expect((await sync(2)).status).toBe(200);
  });

  it('answers 503 within its time limits while the database stalls, and /readyz 503 within 1 s', async () => {
    const app = appOver(openThroughProxy());
    expect((await app.request('/readyz')).status).toBe(200);
    proxy.stall();

    let startedAt = performance.now();
    const ready = await app.request('/readyz');
    expect(ready.status).toBe(503);
    expect(performance.now() - startedAt).toBeLessThan(1_000);

    startedAt = performance.now();
    const login = await postJson(app, '/api/auth/login', {
      username: 'someone',
      password: 'whatever1',
    });
    expect(login.status).toBe(503);
    expect(login.headers.get('Retry-After')).toBe('5');
    expect(performance.now() - startedAt).toBeLessThan(
      TIMEOUTS.connectMs + TIMEOUTS.statementMs + 1_000,
    );

    proxy.resume();
    proxy.cutConnections();
    expect((await app.request('/readyz')).status).toBe(200);
  });

  it('answers 503 fast while connections are refused, and recovers by itself when they are not', async () => {
    const app = appOver(openThroughProxy());
    const name = `down${randomBytes(3).toString('hex')}`;
    expect((await postJson(app, '/api/auth/signup', signUpBody(name))).status).toBe(201);

    await proxy.refuse();
    const startedAt = performance.now();
    const whileDown = await postJson(app, '/api/auth/login', {
      username: name,
      password: signUpBody(name).password,
    });
    expect(whileDown.status).toBe(503);
    expect(performance.now() - startedAt).toBeLessThan(
      TIMEOUTS.connectMs + TIMEOUTS.statementMs + 1_000,
    );

    await proxy.accept();
    const first = await postJson(app, '/api/auth/login', {
      username: name,
      password: signUpBody(name).password,
    });
    expect(first.status).toBe(200);
  });
});
