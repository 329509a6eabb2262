import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger';
import { createTestClock } from '../test-support/test-app';
import { createErrorHandler } from './errors';
import { rateLimit } from './rate-limit';

/** An app allowing 2 requests per second per `X-Client` header, on a clock the test moves. */
function limitedApp() {
  const clock = createTestClock();
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.use(
    rateLimit({
      limit: 2,
      windowMs: 1_000,
      key: (c) => c.req.header('X-Client') ?? '',
      now: clock.now,
    }),
  );
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
