/**
 * The account sync calls (spec section 7), with full paths, for mounting under `/api`:
 * `GET /users/me/bookmarks`, `POST /sync/bookmarks`, `GET /users/me/watch-history` and
 * `POST /sync/watch-history`. Item-by-item merges with tombstones (the SQL upserts), answers with
 * the merged state or, given `since`, only what changed after it (decision 0012).
 */
import {
  type BookmarksAnswer,
  syncQuerySchema,
  type WatchHistoryAnswer,
  type WatchHistorySyncRequest,
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
import { tooManyRequests } from '../../http/rate-limit';
import type { LimiterFactory } from '../limits/limiter';
import type { RequireSession, SessionVariables } from '../accounts/session-identity';
import { createSqlBookmarkSyncRepository } from './bookmark-repository';
import { createSqlProgressSyncRepository } from './progress-repository';
import type { SyncPage } from './sql-merge-support';
import { forEachInTurns, yieldToOthers } from './turns';
import {
  entryWeight,
  MAX_BOOKMARK_SYNC_BYTES,
  MAX_WATCH_HISTORY_SYNC_BYTES,
  readBookmarkSyncRequest,
  readWatchHistorySyncRequest,
} from './sync-request';

/**
 * How much one account may sync per minute, in units of 64 KiB of body (a small change is one):
 * 128, so 8 MiB, about three whole heavy histories, or a hundred and more small changes. Our own
 * client syncs on load, a second after a bookmark change and every 25 s while playing.
 */
export const SYNC_UNITS_PER_MINUTE = 128;
const SYNC_UNIT_BYTES = 64 * 1024;
export const SYNC_LIMITED_MESSAGE = 'Syncing too often; your changes are kept and sent shortly';

export interface SyncRoutesDeps {
  db: Kysely<Database>;
  /** sets `c.get('session')` or answers 401 */
  requireSession: RequireSession;
  /** the site's public origin (PUBLIC_URL), also accepted as a request's own origin */
  publicUrl?: string | undefined;
  /** the server's clock, ms: caps the devices' times */
  now?: () => number;
  /** where the per-account sync limit counts; none when absent (tests of the merge alone) */
  limits?: LimiterFactory | undefined;
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
  const syncLimiter = deps.limits?.create('account-syncs', {
    points: SYNC_UNITS_PER_MINUTE,
    windowMs: 60_000,
  });
  /** Counts a sync against the account, by its body's size, before the body is read. */
  const limitSyncs = (maxBytes: number): MiddlewareHandler<SyncEnv> => {
    return async (c, next) => {
      if (syncLimiter) {
        const declared = Number(c.req.header('Content-Length'));
        const bytes = Number.isFinite(declared) && declared > 0 ? declared : maxBytes;
        const decision = await syncLimiter.consume(
          c.get('session').userId,
          Math.ceil(bytes / SYNC_UNIT_BYTES),
        );
        if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs, SYNC_LIMITED_MESSAGE);
      }
      await next();
    };
  };
  /** A read of the user's data. */
  const guardGet = [noStore, requireSession] as const;
  /** A state-changing call: same-origin, JSON, signed in, body capped. */
  const guardPost = (maxBytes: number) =>
    [
      noStore,
      refuseForeignOrigins(deps.publicUrl),
      requireJsonContentType(),
      requireSession,
      limitSyncs(maxBytes),
      capBody(maxBytes),
    ] as const;

  const routes = new Hono<SyncEnv>();

  routes.get('/users/me/bookmarks', ...guardGet, async (c) => {
    const { since } = syncQuerySchema.parse(c.req.query());
    const page = await bookmarks.list(c.get('session').userId, since);
    return c.json(toBookmarksAnswer(page));
  });

  routes.post('/sync/bookmarks', ...guardPost(MAX_BOOKMARK_SYNC_BYTES), async (c) => {
    const request = await readBookmarkSyncRequest(c);
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
    await yieldToOthers();
    return c.json(toBookmarksAnswer(page));
  });

  routes.get('/users/me/watch-history', ...guardGet, async (c) => {
    const { since } = syncQuerySchema.parse(c.req.query());
    const page = await progress.list(c.get('session').userId, since);
    return c.json(await toWatchHistoryAnswer(page));
  });

  routes.post('/sync/watch-history', ...guardPost(MAX_WATCH_HISTORY_SYNC_BYTES), async (c) => {
    const request = await readWatchHistorySyncRequest(c);
    const { userId, sessionId } = c.get('session');
    // The session is the device: the last tie-breaker of the resume order.
    const changes = await getProgressChanges(request.items, sessionId, now());
    await progress.mergeIn(userId, changes);
    const page = await progress.list(userId, request.since);
    const answer = await toWatchHistoryAnswer(page);
    await yieldToOthers();
    return c.json(answer);
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

/** The answer, built one media's records at a time, in turns. */
async function toWatchHistoryAnswer(page: SyncPage<ProgressRecord>): Promise<WatchHistoryAnswer> {
  const byMedia = new Map<string, ProgressRecord[]>();
  for (const record of page.records) {
    const list = byMedia.get(record.mediaId);
    if (list) list.push(record);
    else byMedia.set(record.mediaId, [record]);
  }
  const entries: [string, WatchHistoryAnswer['items'][string]][] = [];
  await forEachInTurns(
    byMedia.values(),
    (records) => {
      const items = getItemsFromProgressState(mergeProgressRecordList(new Map(), records));
      entries.push(...Object.entries(items));
    },
    (records) => records.length,
  );
  return { items: Object.fromEntries(entries), cursor: page.cursor };
}

/**
 * The progress records of the items, in turns (each entry's records are its own: entries have
 * different media ids, so records of two entries never meet).
 */
async function getProgressChanges(
  items: WatchHistorySyncRequest['items'],
  deviceId: string,
  nowMs: number,
): Promise<ProgressRecord[]> {
  const records: ProgressRecord[] = [];
  await forEachInTurns(
    Object.entries(items),
    ([id, entry]) => {
      const one = getProgressChangesFromRequest({ [id]: entry }, deviceId, nowMs);
      for (const record of one.values()) records.push(record);
    },
    ([, entry]) => entryWeight(entry),
  );
  return records;
}
