/**
 * A fixed-window request limiter kept in this process, keyed by client address. Enough for
 * endpoints that only need flood protection; counters shared across instances come with Redis.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

export interface RateLimitOptions {
  /** requests allowed per window and key */
  limit: number;
  windowMs: number;
  key: (c: Parameters<MiddlewareHandler>[0]) => string;
  now?: () => number;
}

export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { startedAt: number; count: number }>();
  return async (c, next) => {
    const time = now();
    if (windows.size > 10_000) {
      for (const [key, w] of windows)
        if (time - w.startedAt >= options.windowMs) windows.delete(key);
    }
    const key = options.key(c);
    const current = windows.get(key);
    const window =
      current && time - current.startedAt < options.windowMs
        ? current
        : { startedAt: time, count: 0 };
    window.count += 1;
    windows.set(key, window);
    if (window.count > options.limit) {
      const retryAfterSeconds = Math.ceil((window.startedAt + options.windowMs - time) / 1000);
      throw new HttpError(429, 'Too many requests, try again later', {
        'Retry-After': String(Math.max(1, retryAfterSeconds)),
      });
    }
    await next();
  };
}
