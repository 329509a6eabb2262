/**
 * `POST /events` (full path, for mounting under `/api`): the spec's usage-analytics call,
 * `{ name: 'bookmarks-added' | 'bookmarks-removed', category }`. Anyone may send it (no
 * session); it is counted per day, name and category and nothing else is kept: no user, no
 * address, no user-defined category name (decision 0012).
 */
import { bookmarkUsageEventSchema } from '@reelhouse/core/bookmarks/bookmark-schema';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  capBody,
  limitPerAddress,
  refuseForeignOrigins,
  requireJsonContentType,
} from '../../http/guards';
import { validate } from '../../http/validate';
import type { LimiterFactory } from '../limits/limiter';
import { createSqlUsageEventRepository } from './repository';
import { getUsageCountKey } from './usage-counts';

/**
 * Events per client address and minute. One per bookmark click; households share an address:
 * plenty for people clicking, not for a script inflating the counts.
 */
export const EVENTS_PER_MINUTE = 120;

/** An event body is a name and a category of at most 50 characters. */
const MAX_EVENT_BYTES = 1024;

export interface EventRoutesDeps {
  db: Kysely<Database>;
  /** the site's public origin (PUBLIC_URL), also accepted as a request's own origin */
  publicUrl?: string | undefined;
  now?: () => number;
  /** where the per-address limit counts */
  limits: LimiterFactory;
  /** events accepted per client address and minute; {@link EVENTS_PER_MINUTE} by default */
  eventsPerMinute?: number;
}

export function createEventRoutes(deps: EventRoutesDeps): Hono {
  const repository = createSqlUsageEventRepository(deps.db);
  const now = deps.now ?? Date.now;
  const routes = new Hono();
  routes.post(
    '/events',
    refuseForeignOrigins(deps.publicUrl),
    requireJsonContentType(),
    limitPerAddress(
      deps.limits.create('events', {
        points: deps.eventsPerMinute ?? EVENTS_PER_MINUTE,
        windowMs: 60_000,
      }),
    ),
    capBody(MAX_EVENT_BYTES),
    validate('json', bookmarkUsageEventSchema),
    async (c) => {
      const event = c.req.valid('json');
      await repository.increment(getUsageCountKey(event, now()));
      return c.body(null, 204);
    },
  );
  return routes;
}
