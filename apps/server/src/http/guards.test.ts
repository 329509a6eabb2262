import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLimiterFactory } from '../modules/limits/limiter';
import { createLogger } from '../observability/logger';
import { createErrorHandler, HttpError } from './errors';
import { BODY_TOO_LARGE_MESSAGE, capBody, limitPerAddress, noStore } from './guards';

function appWithErrors(): Hono {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  return app;
}

describe('noStore', () => {
  it('marks an answer no-store, a refusal thrown behind it too', async () => {
    const app = appWithErrors();
    app.get('/mine', noStore, (c) => c.json({ ok: true }));
    app.get('/refused', noStore, () => {
      throw new HttpError(403, 'No');
    });

    expect((await app.request('/mine')).headers.get('cache-control')).toBe('no-store');
    const refused = await app.request('/refused');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });
});

describe('capBody', () => {
  const post = (app: Hono, body: string) =>
    app.request('/in', { method: 'POST', body, headers: { 'Content-Type': 'text/plain' } });

  it('lets a body of exactly the cap through and refuses a byte more with 413', async () => {
    const app = appWithErrors();
    app.post('/in', capBody(8), async (c) => c.text(await c.req.text()));

    expect(await (await post(app, '12345678')).text()).toBe('12345678');
    const refused = await post(app, '123456789');
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE });
  });

  it('says the message the route chooses', async () => {
    const app = appWithErrors();
    app.post('/in', capBody(4, 'Report too large'), (c) => c.body(null, 204));

    expect(await (await post(app, '12345')).json()).toEqual({ error: 'Report too large' });
  });
});

describe('limitPerAddress', () => {
  it('refuses an address beyond its limit with 429 and Retry-After, not another address', async () => {
    const app = appWithErrors();
    const limiter = createLimiterFactory().create('guard-test', { points: 2, windowMs: 60_000 });
    // Requests built by app.request have no socket: the test names each one's client.
    app.use(async (c, next) => {
      c.set('clientAddress', c.req.header('X-Client'));
      await next();
    });
    app.get('/limited', limitPerAddress(limiter), (c) => c.body(null, 204));
    const from = (address: string) => app.request('/limited', { headers: { 'X-Client': address } });

    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await from('192.0.2.1')).status);

    expect(statuses).toEqual([204, 204, 429]);
    expect(Number((await from('192.0.2.1')).headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await from('192.0.2.2')).status).toBe(204);
  });
});
