/**
 * `POST /stats/events` and `GET /stats` (full paths, for mounting under `/api`), decision 0023.
 * The player reports plays and progress with no identifier; anyone may send them (no session), so
 * they are same-origin JSON only, capped and limited per address like every anonymous count.
 * `GET /stats` answers the page's figures, the same for everyone, cached for a minute, with the
 * answering instance's live load.
 */
import { statsEventBatchSchema } from '@reelhouse/core/stats/stats-event-schema';
import { Hono } from 'hono';
import { getClientAddress } from '../../http/client-address';
import {
  capBody,
  limitPerAddress,
  refuseForeignOrigins,
  requireJsonContentType,
} from '../../http/guards';
import { withoutNulText } from '../../http/nul-text';
import { validate } from '../../http/validate';
import type { LimiterFactory } from '../limits/limiter';
import type { StatsFigures, StatsReader } from './reader';
import type { StatsRecorder } from './recorder';

/**
 * Reports per client address and minute: a player sends one about every 30 s; households and
 * schools share an address. Enough for them, not for a script inflating the figures.
 */
export const STATS_REPORTS_PER_MINUTE = 60;

/** A batch of 20 events with the longest time zones is under 2.5 KB. */
const MAX_BATCH_BYTES = 4096;

/** Browsers and proxies may keep `GET /api/stats` for this long, in seconds. */
export const STATS_CACHE_SECONDS = 60;

export interface StatsRoutesDeps {
  recorder: StatsRecorder;
  reader: StatsReader;
  limits: LimiterFactory;
  /** the site's public origin (PUBLIC_URL), also accepted as a request's own origin */
  publicUrl?: string | undefined;
  /** reports accepted per client address and minute */
  reportsPerMinute?: number;
  /** the server's load now, 0 to 100 (server-load.ts); absent: answered as null */
  serverLoad?: () => number;
}

/** `GET /api/stats`: the roll-ups' figures, and the load of the instance that answered. */
export type StatsAnswer = StatsFigures & { serverLoad: number | null };

export function createStatsRoutes(deps: StatsRoutesDeps): Hono {
  const routes = new Hono();
  routes.post(
    '/stats/events',
    refuseForeignOrigins(deps.publicUrl),
    requireJsonContentType(),
    limitPerAddress(
      deps.limits.create('stats-events', {
        points: deps.reportsPerMinute ?? STATS_REPORTS_PER_MINUTE,
        windowMs: 60_000,
      }),
    ),
    capBody(MAX_BATCH_BYTES),
    validate('json', withoutNulText(statsEventBatchSchema)),
    async (c) => {
      const { events } = c.req.valid('json');
      await deps.recorder.record(events, {
        address: getClientAddress(c),
        userAgent: c.req.header('User-Agent') ?? '',
      });
      return c.body(null, 204);
    },
  );
  routes.get('/stats', async (c) => {
    const answer: StatsAnswer = {
      ...(await deps.reader.read()),
      serverLoad: deps.serverLoad?.() ?? null,
    };
    return c.json(answer, 200, {
      'Cache-Control': `public, max-age=${String(STATS_CACHE_SECONDS)}`,
    });
  });
  return routes;
}
