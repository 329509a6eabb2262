import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createErrorHandler } from '../../http/errors';
import { createLogger } from '../../observability/logger';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createSqlUsageEventRepository, type UsageEventRepository } from './repository';
import { createEventRoutes } from './routes';
import { createLimiterFactory } from '../limits/limiter';

const MAY_17 = Date.UTC(2026, 4, 17, 12);
const DAY_MS = 86_400_000;
const LIMIT = 5;

/** A request from `address`, as the Node server would hand it over. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

describe.each(databaseTargets())('POST /api/events on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let app: Hono;
  let repository: UsageEventRepository;
  let nowMs: number;
  let addresses = 0;

  /** Each test sends from its own address unless told, so the rate limit does not carry over. */
  function post(body: unknown, headers: Record<string, string> = {}, address?: string) {
    addresses += 1;
    return app.request(
      '/api/events',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      from(address ?? `198.51.100.${String(addresses)}`),
    );
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  beforeEach(async () => {
    const { db } = getDatabase();
    await db.deleteFrom('usage_event_counts').execute();
    nowMs = MAY_17;
    // The per-address limit counts on the system clock.
    vi.useFakeTimers({ toFake: ['Date'], now: nowMs });
    repository = createSqlUsageEventRepository(db);
    app = new Hono();
    app.onError(createErrorHandler(createLogger('silent')));
    app.route(
      '/api',
      createEventRoutes({
        db,
        now: () => nowMs,
        eventsPerMinute: LIMIT,
        limits: createLimiterFactory(),
      }),
    );
  });

  it('answers 204 with no body and counts each event per day, name and category', async () => {
    const response = await post({ name: 'bookmarks-added', category: 'watchlist' });
    await post({ name: 'bookmarks-added', category: 'watchlist' });
    await post({ name: 'bookmarks-removed', category: 'favorites' });

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect(await getDatabase().db.selectFrom('usage_event_counts').selectAll().execute()).toEqual([
      { day: '2026-05-17', name: 'bookmarks-added', category: 'watchlist', count: 2 },
      { day: '2026-05-17', name: 'bookmarks-removed', category: 'favorites', count: 1 },
    ]);
  });

  it('counts a user-defined category as custom and never stores its name', async () => {
    await post({ name: 'bookmarks-added', category: 'Gifts for Sam' });
    await post({ name: 'bookmarks-added', category: 'Watched' });

    const rows = await getDatabase().db.selectFrom('usage_event_counts').selectAll().execute();
    expect(rows).toEqual([
      { day: '2026-05-17', name: 'bookmarks-added', category: 'custom', count: 2 },
    ]);
  });

  it('needs no session: nothing but the JSON body is read', async () => {
    const response = await post(
      { name: 'bookmarks-removed', category: 'watched' },
      { Cookie: '__Host-sid=whatever' },
    );

    expect(response.status).toBe(204);
  });

  it('refuses an unknown name or a missing category with 400', async () => {
    for (const body of [
      { name: 'page-viewed', category: 'watchlist' },
      { name: 'bookmarks-added' },
      { name: 'bookmarks-added', category: '' },
      '{"name":',
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    expect(await repository.readTotals({ from: '2000-01-01', to: '2100-01-01' })).toEqual([]);
  });

  it('refuses a body that is not JSON (415), from another site (403) or over 1 KB (413)', async () => {
    const event = { name: 'bookmarks-added', category: 'watchlist' };
    expect((await post(JSON.stringify(event), { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post(event, { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(event, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    const padded = `{"name":"bookmarks-added","category":"watchlist"${' '.repeat(1024)}}`;
    expect((await post(padded)).status).toBe(413);
  });

  it('answers 429 once an address has sent its events for the minute, and counts no more', async () => {
    const event = { name: 'bookmarks-added', category: 'watchlist' };
    for (let n = 0; n < LIMIT; n += 1) {
      expect((await post(event, {}, '203.0.113.9')).status).toBe(204);
    }

    const refused = await post(event, {}, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    expect((await post(event, {}, '203.0.113.10')).status).toBe(204);
    nowMs += 60_000;
    vi.setSystemTime(nowMs);
    expect((await post(event, {}, '203.0.113.9')).status).toBe(204);
    expect(await repository.readTotals({ from: '2026-05-17', to: '2026-05-17' })).toEqual([
      { name: 'bookmarks-added', category: 'watchlist', count: LIMIT + 2 },
    ]);
  });

  it('loses no count when events arrive at the same time', async () => {
    const event = { name: 'bookmarks-added', category: 'favorites' } as const;
    await Promise.all(
      Array.from({ length: 40 }, () => repository.increment({ day: '2026-05-17', ...event })),
    );

    expect(await repository.readTotals({ from: '2026-05-17', to: '2026-05-17' })).toEqual([
      { ...event, count: 40 },
    ]);
  });

  it('totals counts per name and category over a range of days, both ends included', async () => {
    const send = async (dayOffset: number, name: string, category: string) => {
      nowMs = MAY_17 + dayOffset * DAY_MS;
      expect((await post({ name, category })).status).toBe(204);
    };
    await send(-1, 'bookmarks-added', 'watchlist'); // 16 May: before the range
    await send(0, 'bookmarks-added', 'watchlist');
    await send(0, 'bookmarks-removed', 'watchlist');
    await send(1, 'bookmarks-added', 'watchlist');
    await send(2, 'bookmarks-added', 'My list');
    await send(3, 'bookmarks-added', 'watchlist'); // 20 May: after it

    const totals = await repository.readTotals({ from: '2026-05-17', to: '2026-05-19' });

    expect(totals).toStrictEqual([
      { name: 'bookmarks-added', category: 'custom', count: 1 },
      { name: 'bookmarks-added', category: 'watchlist', count: 2 },
      { name: 'bookmarks-removed', category: 'watchlist', count: 1 },
    ]);
  });
});
