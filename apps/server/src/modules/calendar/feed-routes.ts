/**
 * The private calendar feed (decision 0030), at `/api`:
 * - `GET /calendar-feed`: whether the signed-in user has a feed, and since when;
 * - `POST /calendar-feed`: a new feed link (the old one stops working at once), shown this once;
 * - `DELETE /calendar-feed`: no feed any more;
 * - `GET /calendar-feed/{token}.ics`: the feed itself, for calendar apps (no cookie: the token is
 *   the key). An unknown token answers 404.
 */
import { Hono } from 'hono';
import { refuseForeignOrigins } from '../../http/csrf';
import { limitPerAddress, noStore } from '../../http/guards';
import { CatalogueUnavailableError } from '../catalogue/catalogue';
import type { RequireSession, SessionVariables } from '../accounts/session-identity';
import type { LimiterFactory } from '../limits/limiter';
import type { CalendarFeeds } from './feed';

export interface CalendarFeedRoutesDeps {
  feeds: CalendarFeeds;
  requireSession: RequireSession;
  limits: LimiterFactory;
  /** the site's public origin (PUBLIC_URL), else the request's */
  publicUrl: string | undefined;
}

/** Calendar apps poll every few hours; this bounds a guesser, not them. */
const FEED_READS_PER_MINUTE = 30;

export function createCalendarFeedRoutes(deps: CalendarFeedRoutesDeps): Hono {
  const routes = new Hono<{ Variables: SessionVariables }>();
  const originOf = (url: string) => deps.publicUrl?.replace(/\/+$/, '') ?? new URL(url).origin;
  const feedUrl = (requestUrl: string, token: string) =>
    `${originOf(requestUrl)}/api/calendar-feed/${token}.ics`;

  routes.get('/calendar-feed', noStore, deps.requireSession, async (c) => {
    const createdAt = await deps.feeds.findCreatedAt(c.get('session').userId);
    return c.json({ exists: createdAt !== null, createdAt });
  });
  routes.post(
    '/calendar-feed',
    noStore,
    refuseForeignOrigins(deps.publicUrl),
    deps.requireSession,
    async (c) => {
      const { token, createdAt } = await deps.feeds.create(c.get('session').userId);
      return c.json({ url: feedUrl(c.req.url, token), createdAt }, 201);
    },
  );
  routes.delete(
    '/calendar-feed',
    noStore,
    refuseForeignOrigins(deps.publicUrl),
    deps.requireSession,
    async (c) => {
      await deps.feeds.remove(c.get('session').userId);
      return c.body(null, 204);
    },
  );
  routes.get(
    '/calendar-feed/:file{[A-Za-z0-9_-]+\\.ics}',
    limitPerAddress(
      deps.limits.create('calendar-feed', { points: FEED_READS_PER_MINUTE, windowMs: 60_000 }),
    ),
    async (c) => {
      const token = c.req.param('file').replace(/\.ics$/, '');
      let feed: string | null;
      try {
        feed = await deps.feeds.render(token, originOf(c.req.url));
      } catch (error) {
        if (!(error instanceof CatalogueUnavailableError)) throw error;
        // The calendar app keeps what it had and asks again later.
        return c.json({ error: error.message }, 503, { 'Retry-After': '600' });
      }
      if (feed === null)
        return c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'no-store' });
      return c.body(feed, 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'inline; filename="reelhouse.ics"',
        'Cache-Control': 'private, max-age=900',
      });
    },
  );
  const app = new Hono();
  app.route('/', routes);
  return app;
}
