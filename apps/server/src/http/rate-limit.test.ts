import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLimiterFactory } from '../modules/limits/limiter';
import { createLogger } from '../observability/logger';
import { createTestClock, fakeDateWith } from '../../test-support/test-app';
import { createErrorHandler } from './errors';
import { rateLimit } from './rate-limit';

afterEach(() => {
  vi.useRealTimers();
});

/** An app allowing 2 requests per second per `X-Client` header, on a clock the test moves. */
function limitedApp() {
  const clock = fakeDateWith(createTestClock());
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  const limiter = createLimiterFactory().create('test', { points: 2, windowMs: 1_000 });
  app.use(rateLimit({ limiter, key: (c) => c.req.header('X-Client') ?? '' }));
  app.get('/', (c) => c.text('ok'));
  const hit = async (client: string) =>
    (await app.request('/', { headers: { 'X-Client': client } })).status;
  return { clock, hit };
}

describe('rateLimit', () => {
  it('lets through the limit, then refuses with 429 for the rest of the window', async () => {
    const { hit } = limitedApp();

    expect([await hit('a'), await hit('a'), await hit('a')]).toEqual([200, 200, 429]);
  });

  it('counts each key separately, so one client cannot use up the budget of another', async () => {
    const { hit } = limitedApp();
    await hit('a');
    await hit('a');
    await hit('a');

    expect([await hit('b'), await hit('b')]).toEqual([200, 200]);
  });

  it('starts a new window once the old one has passed', async () => {
    const { clock, hit } = limitedApp();
    await hit('a');
    await hit('a');

    clock.advance(999);
    expect(await hit('a')).toBe(429);
    clock.advance(1);
    expect(await hit('a')).toBe(200);
  });
});
