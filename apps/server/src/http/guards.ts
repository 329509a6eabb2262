/**
 * The guards routes put in front of their handlers, in one place: same-origin and JSON-only for
 * state-changing calls (http/csrf.ts), a capped body, a per-address limit, and no caching of
 * personal answers. The signed-in guard is accounts' `RequireSession`, handed to each module.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Limiter } from '../modules/limits/limiter';
import { getClientAddress } from './client-address';
import { HttpError } from './errors';
import { rateLimit } from './rate-limit';

export { refuseForeignOrigins, requireJsonContentType } from './csrf';

/** Said when a body is over its cap. */
export const BODY_TOO_LARGE_MESSAGE = 'Request body too large';

/**
 * Answers carry `Cache-Control: no-store`: they are one user's data, which no cache may keep.
 * Per route, not `use()`: apps mounted at the API's root would reach every other API route.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Cache-Control', 'no-store');
};

/** Refuses with 413 (`message`) a body over `maxBytes`, declared or streamed. */
export function capBody(
  maxBytes: number,
  message: string = BODY_TOO_LARGE_MESSAGE,
): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, message);
    },
  });
}

/** Counts the request against its client address; beyond the limit, 429 with Retry-After. */
export function limitPerAddress(limiter: Limiter): MiddlewareHandler {
  return rateLimit({ limiter, key: getClientAddress });
}
