/**
 * A route's request limit, per key (usually the client address): a middleware over a limiter
 * of modules/limits (shared through Redis when configured). Beyond the limit, 429 with
 * Retry-After before the handler runs.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { Limiter } from '../modules/limits/limiter';
import { HttpError } from './errors';

export const TOO_MANY_REQUESTS = 'Too many requests, try again later';

export interface RateLimitOptions {
  limiter: Limiter;
  key: (c: Context) => string;
  /** the 429 answer's message */
  message?: string;
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  return async (c, next) => {
    const decision = await options.limiter.consume(options.key(c));
    if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs, options.message);
    await next();
  };
}

/** A 429 whose Retry-After rounds up to whole seconds (at least 1). */
export function tooManyRequests(retryAfterMs: number, message = TOO_MANY_REQUESTS): HttpError {
  return new HttpError(429, message, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });
}
