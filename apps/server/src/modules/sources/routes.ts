/**
 * `POST /api/sources`: runs a source search and streams its events as server-sent events.
 * A POST (not EventSource's GET) because the body carries the scrape request and the user's own
 * Jellyfin credentials; that makes it state-changing for CSRF purposes (decision 0009).
 */
import { sourceSearchBodySchema, type SourceEvent } from '@reelhouse/core/player/source-events';
import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { HttpError } from '../../http/errors';
import { capBody, limitPerAddress, refuseForeignOrigins } from '../../http/guards';
import { validate } from '../../http/validate';
import type { LimiterFactory } from '../limits/limiter';
import type { Logger } from '../../observability/logger';
import { UnknownSourceError, type SourceRegistry, type SourceSearchInput } from './registry';
import type { FourKUnlock } from './source-provider';

const MAX_BODY_BYTES = 16 * 1024;

/**
 * Searches per client address and minute. Every movie or episode page searches in the background
 * (up to 5 tries when nothing is found), and households share an address: enough for many people
 * browsing behind one router, not for a flood.
 */
export const SEARCHES_PER_MINUTE = 300;

/** Said on the stream when a search broke for a reason of ours (the details go to the log). */
const SEARCH_FAILED_MESSAGE = 'The source search failed';

export interface SourceRoutesDeps {
  registry: SourceRegistry;
  logger: Logger;
  /** the site's public origin (PUBLIC_URL), also accepted as a request's own origin */
  publicUrl?: string | undefined;
  now?: () => number;
  /** where the per-address limit counts */
  limits: LimiterFactory;
  /** the signed-in user's 4K unlock from their session and `Ui-Token`; absent: no 4K */
  unlockFourK?: ((c: Context) => Promise<FourKUnlock | null>) | undefined;
}

export function createSourceRoutes(deps: SourceRoutesDeps): Hono {
  const routes = new Hono();
  routes.post(
    '/',
    refuseForeignOrigins(deps.publicUrl),
    limitPerAddress(
      deps.limits.create('source-searches', { points: SEARCHES_PER_MINUTE, windowMs: 60_000 }),
    ),
    capBody(MAX_BODY_BYTES),
    validate('json', sourceSearchBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const fourK = (await deps.unlockFourK?.(c)) ?? undefined;
      const input: SourceSearchInput = {
        request: body.request,
        sourceId: body.sourceId,
        credentials: { jellyfin: body.credentials?.jellyfin, fourK },
      };
      if (
        input.sourceId !== undefined &&
        !deps.registry.list(input).some((provider) => provider.id === input.sourceId)
      ) {
        throw new HttpError(400, new UnknownSourceError(input.sourceId).message);
      }
      return streamSearch(c, deps, input);
    },
  );
  return routes;
}

function streamSearch(c: Context, deps: SourceRoutesDeps, input: SourceSearchInput): Response {
  const response = streamSSE(c, async (stream) => {
    const controller = new AbortController();
    const stop = () => {
      controller.abort();
    };
    stream.onAbort(stop);
    c.req.raw.signal.addEventListener('abort', stop, { once: true });
    // Writes are chained so events leave in the order the registry emitted them.
    let writing = Promise.resolve();
    const emit = (event: SourceEvent) => {
      writing = writing.then(() =>
        stream.writeSSE({ event: event.event, data: JSON.stringify(event.data) }),
      );
    };
    try {
      await deps.registry.search(input, controller.signal, emit);
    } catch (error) {
      deps.logger.error({ err: error }, 'source search failed');
      emit({ event: 'failed', data: { error: SEARCH_FAILED_MESSAGE } });
    } finally {
      c.req.raw.signal.removeEventListener('abort', stop);
    }
    await writing;
  });
  // Progress must reach the page as it happens: no caching, no proxy buffering.
  response.headers.set('Cache-Control', 'no-store');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}
