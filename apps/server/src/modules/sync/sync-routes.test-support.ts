/**
 * Helpers for the sync route tests: a fake `RequireSession`, the routes mounted under `/api` as
 * the app mounts them, an in-memory SQLite database (PostgreSQL too when TEST_DATABASE_URL is
 * set), and users with sessions.
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import type { Database } from '../../db/schema';
import { createErrorHandler } from '../../http/errors';
import { createLogger } from '../../observability/logger';
import {
  databaseTargets,
  type TestDatabase,
  type TestDatabaseTarget,
} from '../../../test-support/test-database';
import type { RequireSession } from '../accounts/session-identity';
import type { LimiterFactory } from '../limits/limiter';
import { createSyncRoutes } from './routes';
import { createSyncService } from './service';
import { insertUser, JAN_1 } from './sync.test-support';

/** Header the fake session reads: `<userId>:<sessionId>`. */
export const TEST_SESSION_HEADER = 'x-test-session';

/** Signs in whoever sends {@link TEST_SESSION_HEADER}; answers 401 like the real one otherwise. */
export const fakeRequireSession: RequireSession = async (c, next) => {
  const [userId, sessionId] = (c.req.header(TEST_SESSION_HEADER) ?? '').split(':');
  if (!userId || !sessionId) return c.json({ error: 'Unauthorized' }, 401);
  c.set('session', { userId, sessionId });
  await next();
  return undefined;
};

/** The dialects to run on: in-memory SQLite (fast), plus PostgreSQL when its URL is set. */
export function syncDatabaseTargets(): TestDatabaseTarget[] {
  return databaseTargets().map((target) =>
    target.dialect === 'sqlite' ? { dialect: 'sqlite', open: openMemorySqlite } : target,
  );
}

async function openMemorySqlite(): Promise<TestDatabase> {
  const database = openDatabase({ kind: 'sqlite', file: ':memory:' });
  await migrateToLatest(database.db);
  return { database, dispose: () => database.close() };
}

/** The sync routes under `/api` with the server's error handler, as `createApp` mounts them. */
export function createSyncTestApp(
  db: Kysely<Database>,
  now: () => number,
  limits?: LimiterFactory,
): Hono {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  const service = createSyncService({ db, now, limits });
  app.route('/api', createSyncRoutes({ service, requireSession: fakeRequireSession }));
  return app;
}

/** Stores a user and one session per id given. */
export async function insertUserWithSessions(
  db: Kysely<Database>,
  userId: string,
  sessionIds: readonly string[],
): Promise<void> {
  await insertUser(db, userId);
  if (sessionIds.length === 0) return;
  await db
    .insertInto('sessions')
    .values(
      sessionIds.map((id) => ({
        id,
        user_id: userId,
        secret_hash: `hash-${id}`,
        created_at: JAN_1,
        last_seen_at: JAN_1,
        expires_at: JAN_1 + 86_400_000,
      })),
    )
    .execute();
}

/** A signed-in client of the test app: GET and POST with JSON, as the session given. */
export interface SyncClient {
  get(path: string): Promise<Response>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

export function createSyncClient(app: Hono, userId: string, sessionId: string): SyncClient {
  const session = { [TEST_SESSION_HEADER]: `${userId}:${sessionId}` };
  return {
    get: async (path) => app.request(`/api${path}`, { headers: session }),
    post: async (path, body, headers = {}) =>
      app.request(`/api${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...session, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
  };
}
