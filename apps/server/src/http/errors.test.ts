import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLogger } from '../observability/logger';
import { HttpError, createErrorHandler } from './errors';

/** A tiny app whose only route throws `error`, answered by the server's error handler. */
function appThrowing(error: unknown, lines: string[] = []): Hono {
  const app = new Hono();
  app.use(requestId());
  app.onError(createErrorHandler(createLogger('error', { write: (line) => lines.push(line) })));
  app.get('/boom', () => {
    throw error;
  });
  return app;
}

describe('createErrorHandler', () => {
  it('answers a validation error with 400 and one issue per problem, paths joined by dots', async () => {
    const schema = z.object({ items: z.array(z.object({ year: z.number() })) });
    const parsed = schema.safeParse({ items: [{ year: 1999 }, { year: 'soon' }] });
    if (parsed.success) throw new Error('the sample should not parse');

    const response = await appThrowing(parsed.error).request('/boom');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Invalid request',
      issues: [{ path: 'items.1.year', message: expect.any(String) as unknown }],
    });
  });

  it('answers an HttpError with its status, its message and its headers', async () => {
    const error = new HttpError(429, 'Slow down', { 'Retry-After': '7' });

    const response = await appThrowing(error).request('/boom');

    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('7');
    expect(await response.json()).toEqual({ error: 'Slow down' });
  });

  it("answers Hono's HTTPException with its status and message", async () => {
    const response = await appThrowing(new HTTPException(403, { message: 'No' })).request('/boom');

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'No' });
  });

  it('answers anything else with 500 and the request id only, and logs the error', async () => {
    const lines: string[] = [];
    const secret = new Error('password=hunter2 at db.internal:5432');

    const response = await appThrowing(secret, lines).request('/boom', {
      headers: { 'X-Request-Id': 'trace-42' },
    });

    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toStrictEqual({
      error: 'Internal Server Error',
      requestId: 'trace-42',
    });
    expect(text).not.toContain('hunter2');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ msg: 'unhandled error', requestId: 'trace-42', path: '/boom' }),
    ]);
  });
});
