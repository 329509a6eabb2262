import type { PartnerRequestInput } from '@reelhouse/core/site-content/partner-request-schema';
import {
  PARTNER_EMAIL_MESSAGE,
  PARTNER_SITE_MESSAGE,
} from '@reelhouse/core/site-content/partner-request-schema';
import type { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  createTestClock,
  fakeDateWith,
  type TestClock,
} from '../../../test-support/test-app';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createSqlPartnerRequestRepository } from './repository';
import { PARTNER_REQUESTS_PER_HOUR } from './routes';

const idAt = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

function validBody(overrides: Partial<PartnerRequestInput> = {}): PartnerRequestInput {
  return {
    name: 'Silent Film Club',
    siteUrl: 'https://silentfilms.example',
    email: 'hello@silentfilms.example',
    message: 'We restore public-domain silent films and would like to be listed.',
    ...overrides,
  };
}

function post(app: Hono, body: unknown, headers: Record<string, string> = {}) {
  return Promise.resolve(
    app.request('/api/partners', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

interface ErrorBody {
  error: string;
  issues?: { path: string; message: string }[];
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(databaseTargets())('POST /api/partners ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let clock: TestClock;
  let ids: number;
  const app = () => createTestApp(getDatabase(), { now: clock.now, newId: () => idAt(++ids) }).app;
  const stored = () =>
    createSqlPartnerRequestRepository(getDatabase().db).list({ includeClosed: true });

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('partner_requests').execute();
    clock = fakeDateWith(createTestClock());
    ids = 0;
  });

  it('stores a valid request, trimmed, as open, and answers 201 with its id', async () => {
    const response = await post(app(), validBody({ name: '  Silent Film Club ' }));

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: idAt(1) });
    expect(await stored()).toStrictEqual([
      {
        id: idAt(1),
        receivedAt: clock.now(),
        name: 'Silent Film Club',
        siteUrl: 'https://silentfilms.example',
        email: 'hello@silentfilms.example',
        message: 'We restore public-domain silent films and would like to be listed.',
        closedAt: null,
      },
    ]);
  });

  it('answers 400 naming each bad field with its message, and stores nothing', async () => {
    const response = await post(
      app(),
      validBody({ siteUrl: 'javascript:alert(1)', email: 'not-an-address' }),
    );

    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toBe('Invalid request');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'siteUrl', message: PARTNER_SITE_MESSAGE },
        { path: 'email', message: PARTNER_EMAIL_MESSAGE },
      ]),
    );
    expect(await stored()).toEqual([]);
  });

  it('answers 400 to a text holding U+0000 on either database, and stores nothing', async () => {
    const response = await post(app(), validBody({ message: 'Hello\u0000there' }));

    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.issues?.map((issue) => issue.message)).toEqual([
      'Text may not contain the character U+0000',
    ]);
    expect(await stored()).toEqual([]);
  });

  it("refuses with 403 a request sent from another site's page, and stores nothing", async () => {
    const foreign = await post(app(), validBody(), { Origin: 'https://elsewhere.example' });
    const crossSite = await post(app(), validBody(), { 'Sec-Fetch-Site': 'cross-site' });

    expect([foreign.status, crossSite.status]).toEqual([403, 403]);
    expect(await stored()).toEqual([]);
    expect((await post(app(), validBody(), { Origin: 'http://localhost' })).status).toBe(201);
  });

  it('answers 415 to a body not declared as JSON', async () => {
    const response = await post(app(), validBody(), { 'Content-Type': 'text/plain' });

    expect(response.status).toBe(415);
    expect(await stored()).toEqual([]);
  });

  it(`accepts ${PARTNER_REQUESTS_PER_HOUR} requests an hour from one address, then 429 with Retry-After`, async () => {
    const partnersApp = app();
    for (let i = 0; i < PARTNER_REQUESTS_PER_HOUR; i += 1) {
      expect((await post(partnersApp, validBody())).status).toBe(201);
    }

    const refused = await post(partnersApp, validBody());

    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('3600');
    expect(await stored()).toHaveLength(PARTNER_REQUESTS_PER_HOUR);
    clock.advance(60 * 60_000);
    expect((await post(partnersApp, validBody())).status).toBe(201);
  });
});
