/**
 * The account sync calls (spec section 7), with full paths, for mounting under `/api`:
 * `GET /users/me/bookmarks`, `POST /sync/bookmarks`, `GET /users/me/watch-history` and
 * `POST /sync/watch-history`. The routes guard, read and validate the requests and answer; the
 * merges and the per-account allowance are the sync service's (service.ts).
 */
import { syncQuerySchema } from '@reelhouse/core/sync/sync-schema';
import { Hono, type MiddlewareHandler } from 'hono';
import { capBody, noStore, refuseForeignOrigins, requireJsonContentType } from '../../http/guards';
import { tooManyRequests } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import type { RequireSession, SessionVariables } from '../accounts/session-identity';
import type { SyncService } from './service';
import {
  MAX_BOOKMARK_SYNC_BYTES,
  MAX_WATCH_HISTORY_SYNC_BYTES,
  readBookmarkSyncRequest,
  readWatchHistorySyncRequest,
} from './sync-request';

export { SYNC_UNITS_PER_MINUTE } from './service';
export const SYNC_LIMITED_MESSAGE = 'Syncing too often; your changes are kept and sent shortly';

export interface SyncRoutesDeps {
  /** the merges and the per-account sync allowance */
  service: SyncService;
  /** sets `c.get('session')` or answers 401 */
  requireSession: RequireSession;
  /** the site's public origin (PUBLIC_URL), also accepted as a request's own origin */
  publicUrl?: string | undefined;
}

interface SyncEnv {
  Variables: SessionVariables;
}

/** The routes as a plain `Hono` app (the session variable stays inside), for `api.route('/', ...)`. */
export function createSyncRoutes(deps: SyncRoutesDeps): Hono {
  const { requireSession, service } = deps;
  /** Counts a sync against the account, by its body's size, before the body is read. */
  const limitSyncs = (maxBytes: number): MiddlewareHandler<SyncEnv> => {
    return async (c, next) => {
      const declared = Number(c.req.header('Content-Length'));
      const allowance = await service.chargeSync(c.get('session').userId, {
        declaredBytes: Number.isFinite(declared) && declared > 0 ? declared : undefined,
        maxBytes,
      });
      if (!allowance.allowed) throw tooManyRequests(allowance.retryAfterMs, SYNC_LIMITED_MESSAGE);
      await next();
    };
  };
  /** A read of the user's data, after its `since`. */
  const guardGet = [noStore, requireSession, validate('query', syncQuerySchema)] as const;
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
    const { since } = c.req.valid('query');
    return c.json(await service.listBookmarks(c.get('session').userId, since));
  });

  routes.post('/sync/bookmarks', ...guardPost(MAX_BOOKMARK_SYNC_BYTES), async (c) => {
    const request = await readBookmarkSyncRequest(c);
    return c.json(await service.syncBookmarks(c.get('session'), request));
  });

  routes.get('/users/me/watch-history', ...guardGet, async (c) => {
    const { since } = c.req.valid('query');
    return c.json(await service.listWatchHistory(c.get('session').userId, since));
  });

  routes.post('/sync/watch-history', ...guardPost(MAX_WATCH_HISTORY_SYNC_BYTES), async (c) => {
    const request = await readWatchHistorySyncRequest(c);
    return c.json(await service.syncWatchHistory(c.get('session'), request));
  });

  const app = new Hono();
  app.route('/', routes);
  return app;
}
