import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock } from '../../../test-support/test-app';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createTestAccountsDeps, signUp } from '../accounts/accounts.test-support';
import { createRequireSession } from '../accounts/require-session';
import { createSqlUserRepository } from '../accounts/user-repository';
import { createLimiterFactory } from '../limits/limiter';
import type { FourKTitle } from '../sources/library/library-4k';
import { createTestPersonalTokens } from './four-k.test-support';
import { createFourKRoutes, TOKEN_CHECKS_PER_MINUTE } from './routes';

const TITLES: FourKTitle[] = [
  { type: 'movie', title: 'The Glass Harbour', year: 1999, tmdbId: '603', videos: 1 },
];

describe.each(databaseTargets())('GET /api/4k/check ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const clock = createTestClock(Date.UTC(2026, 5, 1));
  const tokens = () => createTestPersonalTokens(getDatabase().db, { now: clock.now });
  let app: Hono;
  let anne: { cookie: string; id: string };
  let bob: { cookie: string; id: string };

  async function signUpAs(name: string) {
    const { cookie } = await signUp(app, name);
    const user = await createSqlUserRepository(getDatabase().db).findByIdentifier(name);
    return { cookie, id: user?.id ?? '' };
  }

  function check(options: { cookie?: string; token?: string; address?: string } = {}) {
    return app.request(
      '/api/4k/check',
      {
        headers: {
          ...(options.cookie ? { Cookie: options.cookie } : {}),
          ...(options.token === undefined ? {} : { 'Ui-Token': options.token }),
        },
      },
      { incoming: { socket: { remoteAddress: options.address ?? '198.51.100.7' } } },
    );
  }

  beforeEach(async () => {
    const database = getDatabase();
    await database.db.deleteFrom('users').execute();
    const accounts = createTestAccountsDeps(database, { clock });
    const limits = createLimiterFactory();
    app = createTestApp(database, {
      accounts,
      now: clock.now,
      fourK: createFourKRoutes({
        tokens: tokens(),
        requireSession: createRequireSession(accounts),
        limits,
        listTitles: () => Promise.resolve(TITLES),
      }),
    }).app;
    anne = await signUpAs('anne');
    bob = await signUpAs('bob');
  });

  it("answers the 4K titles the signed-in user's own token unlocks (a non-empty list: valid)", async () => {
    const issued = await tokens().issue(anne.id);

    const response = await check({ cookie: anne.cookie, token: issued.token });

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ streams: TITLES, expiresAt: issued.expiresAt });
  });

  it("refuses another user's token with 403, an empty list and the reason: nothing pools tokens", async () => {
    const issued = await tokens().issue(anne.id);

    const response = await check({ cookie: bob.cookie, token: issued.token });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      streams: [],
      error: 'This 4K token belongs to another account',
    });
  });

  it('refuses a revoked token at once, an expired one, a forged one and none', async () => {
    const revoked = await tokens().issue(anne.id);
    expect((await check({ cookie: anne.cookie, token: revoked.token })).status).toBe(200);
    await tokens().revoke(revoked.id);
    const expiring = await tokens().issue(anne.id, 1);
    clock.advance(24 * 60 * 60 * 1000);

    const answers = await Promise.all([
      check({ cookie: anne.cookie, token: revoked.token }),
      check({ cookie: anne.cookie, token: expiring.token }),
      check({ cookie: anne.cookie, token: `${expiring.token.slice(0, -3)}abc` }),
      check({ cookie: anne.cookie }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 403]);
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual([
      { streams: [], error: 'This 4K token was withdrawn' },
      { streams: [], error: 'This 4K token has expired' },
      { streams: [], error: 'This is not a 4K token of this site' },
      { streams: [], error: 'No 4K token was sent' },
    ]);
  });

  it('answers 401 without a session, even with a valid token', async () => {
    const issued = await tokens().issue(anne.id);

    const response = await check({ token: issued.token });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Unauthorized' });
  });

  it(`allows ${String(TOKEN_CHECKS_PER_MINUTE)} checks per address and minute, then answers 429`, async () => {
    for (let i = 0; i < TOKEN_CHECKS_PER_MINUTE; i += 1) {
      expect((await check({ cookie: anne.cookie, token: 'ey-guess' })).status).toBe(403);
    }
    const limited = await check({ cookie: anne.cookie, token: 'ey-guess' });
    const elsewhere = await check({
      cookie: anne.cookie,
      token: 'ey-guess',
      address: '203.0.113.9',
    });

    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).not.toBeNull();
    expect(elsewhere.status).toBe(403);
  });
});
