/**
 * The account sync calls (spec section 7), with full paths, for mounting under `/api`:
 * `GET /users/me/bookmarks`, `POST /sync/bookmarks`, `GET /users/me/watch-history` and
 * `POST /sync/watch-history`. Item-by-item merges with tombstones (the SQL upserts), answers with
 * the merged state or, given `since`, only what changed after it (decision 0012).
 */
import {
  bookmarkSyncRequestSchema,
  type BookmarksAnswer,
  syncQuerySchema,
  type WatchHistoryAnswer,
  watchHistorySyncRequestSchema,
} from '@reelhouse/core/sync/sync-schema';
import { mergeBookmarkRecordList, type BookmarkRecord } from '@reelhouse/core/sync/bookmark-merge';
import { getBookmarkChangesFromRequest, getBookmarkWire } from '@reelhouse/core/sync/bookmark-wire';
import { mergeProgressRecordList, type ProgressRecord } from '@reelhouse/core/sync/progress-merge';
import {
  getItemsFromProgressState,
  getProgressChangesFromRequest,
} from '@reelhouse/core/sync/progress-wire';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { refuseForeignOrigins, requireJsonContentType } from '../../http/csrf';
import { HttpError } from '../../http/errors';
import { readJson } from '../../http/read-json';
import type { RequireSession, SessionVariables } from '../accounts/session-identity';
import { createSqlBookmarkSyncRepository } from './bookmark-repository';
import { createSqlProgressSyncRepository } from './progress-repository';
import type { SyncPage } from './sql-merge-support';
import {
  MAX_BOOKMARK_SYNC_BYTES,
  MAX_WATCH_HISTORY_SYNC_BYTES,
  withoutNulText,
} from './sync-request';

export interface SyncRoutesDeps {
  db: Kysely<Database>;
  /** sets `c.get('session')` or answers 401 */
  requireSession: RequireSession;
  /** the site's public origin (PUBLIC_URL), also accepted as a request's own origin */
  publicUrl?: string | undefined;
  /** the server's clock, ms: caps the devices' times */
  now?: () => number;
}

interface SyncEnv {
  Variables: SessionVariables;
}

/** The routes as a plain `Hono` app (the session variable stays inside), for `api.route('/', ...)`. */
export function createSyncRoutes(deps: SyncRoutesDeps): Hono {
  const bookmarks = createSqlBookmarkSyncRepository(deps.db);
  const progress = createSqlProgressSyncRepository(deps.db);
  const now = deps.now ?? Date.now;
  const { requireSession } = deps;
  /** A read of the user's data. */
  const guardGet = [noStore, requireSession] as const;
  /** A state-changing call: same-origin, JSON, signed in, body capped. */
  const guardPost = (maxBytes: number) =>
    [
      noStore,
      refuseForeignOrigins(deps.publicUrl),
      requireJsonContentType(),
      requireSession,
      capBody(maxBytes),
    ] as const;

  const routes = new Hono<SyncEnv>();

  routes.get('/users/me/bookmarks', ...guardGet, async (c) => {
    const { since } = syncQuerySchema.parse(c.req.query());
    const page = await bookmarks.list(c.get('session').userId, since);
    return c.json(toBookmarksAnswer(page));
  });

  routes.post('/sync/bookmarks', ...guardPost(MAX_BOOKMARK_SYNC_BYTES), async (c) => {
    const request = await readJson(c, withoutNulText(bookmarkSyncRequestSchema));
    const { userId, sessionId } = c.get('session');
    const nowMs = now();
    const page = await bookmarks.mergeInWithInference({
      userId,
      sessionId,
      // A client that states its removals (`deleted`, even empty) may send only what changed.
      infers: request.deleted === undefined,
      getChanges: (seen) => getBookmarkChangesFromRequest(request, seen, nowMs).values(),
      since: request.since,
      nowMs,
    });
    return c.json(toBookmarksAnswer(page));
  });

  routes.get('/users/me/watch-history', ...guardGet, async (c) => {
    const { since } = syncQuerySchema.parse(c.req.query());
    const page = await progress.list(c.get('session').userId, since);
    return c.json(toWatchHistoryAnswer(page));
  });

  routes.post('/sync/watch-history', ...guardPost(MAX_WATCH_HISTORY_SYNC_BYTES), async (c) => {
    const request = await readJson(c, withoutNulText(watchHistorySyncRequestSchema));
    const { userId, sessionId } = c.get('session');
    // The session is the device: the last tie-breaker of the resume order.
    const changes = getProgressChangesFromRequest(request.items, sessionId, now());
    await progress.mergeIn(userId, [...changes.values()]);
    const page = await progress.list(userId, request.since);
    return c.json(toWatchHistoryAnswer(page));
  });

  const app = new Hono();
  app.route('/', routes);
  return app;
}

/**
 * Answers are one user's data: no cache may keep them. Per route, not `use()`: the app is
 * mounted at the API's root, where a `use()` would reach every other API route too.
 */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

function capBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, 'Request body too large');
    },
  });
}

function toBookmarksAnswer(page: SyncPage<BookmarkRecord>): BookmarksAnswer {
  const { bookmarks, deleted } = getBookmarkWire(mergeBookmarkRecordList(new Map(), page.records));
  return { bookmarks, deleted, cursor: page.cursor };
}

function toWatchHistoryAnswer(page: SyncPage<ProgressRecord>): WatchHistoryAnswer {
  const items = getItemsFromProgressState(mergeProgressRecordList(new Map(), page.records));
  return { items, cursor: page.cursor };
}
