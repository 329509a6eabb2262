import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatsEvent } from '@reelhouse/core/stats/stats-event-schema';
import { createErrorHandler } from '../../http/errors';
import { createLogger } from '../../observability/logger';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createLimiterFactory } from '../limits/limiter';
import { createStatsReader, type StatsFigures } from './reader';
import { createStatsRecorder, type StatsRecorder } from './recorder';
import { createSqlStatsRepository, type StatsRepository } from './repository';
import { createStatsRoutes } from './routes';

const MAY_17 = Date.UTC(2026, 4, 17, 12); // a Sunday
const DAY_MS = 86_400_000;
const LIMIT = 5;
const TABLES = [
  'stats_days',
  'stats_day_titles',
  'stats_titles',
  'stats_day_countries',
  'stats_day_visitors',
  'stats_salts',
] as const;

const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

const play = (
  type: 'play-started' | 'play-finished',
  tmdbId: number,
  timeZone = 'Europe/Berlin',
  mediaType: 'movie' | 'tv' = 'movie',
): StatsEvent => ({ type, mediaType, tmdbId, timeZone });

describe.each(databaseTargets())('statistics on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let app: Hono;
  let repository: StatsRepository;
  let recorder: StatsRecorder;
  let nowMs: number;
  let addresses = 0;
  const logger = createLogger('silent');

  function newRecorder(instance: string): StatsRecorder {
    return createStatsRecorder({ repository, logger, now: () => nowMs, instance });
  }

  function buildApp(launchDate?: string) {
    app = new Hono();
    app.onError(createErrorHandler(logger));
    app.route(
      '/api',
      createStatsRoutes({
        recorder,
        reader: createStatsReader({ repository, now: () => nowMs, cacheMs: 0, launchDate }),
        limits: createLimiterFactory(),
        reportsPerMinute: LIMIT,
        serverLoad: () => 42,
      }),
    );
  }

  function post(
    body: unknown,
    options: { headers?: Record<string, string>; address?: string; userAgent?: string } = {},
  ) {
    addresses += 1;
    return app.request(
      '/api/stats/events',
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': options.userAgent ?? 'Firefox',
          ...options.headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      from(options.address ?? `198.51.100.${String(addresses)}`),
    );
  }

  async function figures(): Promise<StatsFigures> {
    const response = await app.request('/api/stats');
    expect(response.status).toBe(200);
    return (await response.json()) as StatsFigures;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  beforeEach(async () => {
    const { db } = getDatabase();
    for (const table of TABLES) await db.deleteFrom(table).execute();
    nowMs = MAY_17;
    vi.useFakeTimers({ toFake: ['Date'], now: nowMs });
    repository = createSqlStatsRepository(db);
    recorder = newRecorder('instance-a');
    buildApp();
  });

  it('shows an empty site as empty: no launch date, no plays, no lists, no growth', async () => {
    expect(await figures()).toEqual({
      launchDate: null,
      daysSinceLaunch: 0,
      totals: { playsStarted: 0, playsFinished: 0, watchSeconds: 0, mediaBytes: 0 },
      playsPerDay: 0,
      topMovies: [],
      playsByWeekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({
        day,
        count: 0,
      })),
      topCountries: [],
      activeUsers: { today: 0, week: 0, month: 0 },
      growthPercent: null,
      computedAt: new Date(MAY_17).toISOString(),
      serverLoad: 42,
    });
  });

  it('answers 204 to a batch and shows it, once flushed, in every figure', async () => {
    const response = await post(
      {
        events: [
          play('play-started', 27205),
          play('play-started', 27205, 'Asia/Kolkata'),
          play('play-started', 1399, 'America/New_York', 'tv'),
          play('play-finished', 27205),
          { type: 'watch-progress', seconds: 90 },
        ],
      },
      { address: '203.0.113.7' },
    );
    await post(
      { events: [play('play-started', 550, 'Europe/Berlin')] },
      { address: '203.0.113.7' },
    );
    recorder.countMediaBytes(5_000_000);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');

    expect((await figures()).totals.playsStarted).toBe(0);
    await recorder.flush();
    const stats = await figures();

    expect(stats).toMatchObject({
      launchDate: '2026-05-17',
      daysSinceLaunch: 0,
      totals: { playsStarted: 4, playsFinished: 1, watchSeconds: 90, mediaBytes: 5_000_000 },
      playsPerDay: 4,
      // The show is not a movie: only movies rank.
      topMovies: [
        { tmdbId: 27205, plays: 2 },
        { tmdbId: 550, plays: 1 },
      ],
      topCountries: [
        { code: 'DE', country: 'Germany', plays: 2 },
        { code: 'IN', country: 'India', plays: 1 },
        { code: 'US', country: 'United States', plays: 1 },
      ],
      // One address with one browser: one active user.
      activeUsers: { today: 1, week: 1, month: 1 },
      growthPercent: null,
    });
    expect(stats.playsByWeekday.find((entry) => entry.day === 'Sun')?.count).toBe(4);
  });

  it('counts visitors apart by address and by browser, and each once however often they send', async () => {
    const event = { events: [{ type: 'watch-progress', seconds: 30 }] };
    await post(event, { address: '203.0.113.1', userAgent: 'Firefox' });
    await post(event, { address: '203.0.113.1', userAgent: 'Firefox' });
    await post(event, { address: '203.0.113.1', userAgent: 'Safari' });
    await post(event, { address: '203.0.113.2', userAgent: 'Firefox' });
    await recorder.flush();

    expect((await figures()).activeUsers).toEqual({ today: 3, week: 3, month: 3 });
  });

  it('stores no address, user agent or hash: only sums, register maxima and the day’s salt', async () => {
    await post(
      { events: [play('play-started', 27205)] },
      { address: '203.0.113.77', userAgent: 'UniqueBrowser/1.0' },
    );
    await recorder.flush();
    const { db } = getDatabase();

    const dump = JSON.stringify(
      await Promise.all(TABLES.map((table) => db.selectFrom(table).selectAll().execute())),
    );
    expect(dump).not.toContain('203.0.113.77');
    expect(dump).not.toContain('UniqueBrowser');
    const visitors = await db.selectFrom('stats_day_visitors').selectAll().execute();
    expect(visitors).toHaveLength(1);
    expect(new Uint8Array(visitors[0]?.sketch ?? []).byteLength).toBe(4096);
  });

  it('keeps only the current day’s salt: a new day’s first visitor deletes the old one', async () => {
    const event = { events: [{ type: 'watch-progress', seconds: 30 }] };
    await post(event, { address: '203.0.113.1' });
    const { db } = getDatabase();
    const first = await db.selectFrom('stats_salts').selectAll().execute();
    expect(first.map((row) => row.day)).toEqual(['2026-05-17']);

    nowMs += DAY_MS;
    await post(event, { address: '203.0.113.1' });
    const second = await db.selectFrom('stats_salts').selectAll().execute();
    expect(second.map((row) => row.day)).toEqual(['2026-05-18']);
    expect(second[0]?.salt).not.toBe(first[0]?.salt);
  });

  it('adds up what several instances flush at the same time, and counts a visitor they share once', async () => {
    const other = newRecorder('instance-b');
    const visitor = { address: '203.0.113.5', userAgent: 'Firefox' };
    await Promise.all([
      recorder.record([play('play-started', 27205), play('play-started', 27205)], visitor),
      other.record([play('play-started', 27205)], visitor),
      other.record([play('play-started', 603)], { ...visitor, address: '203.0.113.6' }),
    ]);
    await Promise.all([recorder.flush(), other.flush(), recorder.flush()]);
    recorder.countMediaBytes(10);
    other.countMediaBytes(20);
    await Promise.all([recorder.flush(), other.flush()]);

    const stats = await figures();
    expect(stats.totals).toMatchObject({ playsStarted: 4, mediaBytes: 30 });
    expect(stats.topMovies).toEqual([
      { tmdbId: 27205, plays: 3 },
      { tmdbId: 603, plays: 1 },
    ]);
    expect(stats.activeUsers.today).toBe(2);
  });

  it('adds to what earlier flushes wrote, day by day', async () => {
    const visitor = { address: '203.0.113.5', userAgent: 'Firefox' };
    await recorder.record([play('play-started', 27205)], visitor);
    await recorder.flush();
    await recorder.record([play('play-started', 27205), play('play-finished', 27205)], visitor);
    nowMs += DAY_MS; // Monday
    await recorder.record([play('play-started', 27205)], visitor);
    await recorder.flush();

    const stats = await figures();
    expect(stats.totals).toMatchObject({ playsStarted: 3, playsFinished: 1 });
    expect(stats.topMovies).toEqual([{ tmdbId: 27205, plays: 3 }]);
    expect(stats.playsByWeekday.slice(0, 1)).toEqual([{ day: 'Mon', count: 1 }]);
    expect(stats.playsByWeekday[6]).toEqual({ day: 'Sun', count: 2 });
    expect(stats.daysSinceLaunch).toBe(1);
    // Each day's salt is new, so a visitor of two days counts on each (decision 0023).
    expect(stats.activeUsers).toEqual({ today: 1, week: 2, month: 2 });
  });

  it('computes the active users of today, 7 and 30 days, and the growth over the 30 days before', async () => {
    const visit = async (daysAgo: number, address: string) => {
      nowMs = MAY_17 - daysAgo * DAY_MS;
      await recorder.record([{ type: 'watch-progress', seconds: 10 }], {
        address,
        userAgent: 'Firefox',
      });
      await recorder.flush();
    };
    // The 30 days before: 2 visitors. The last 30 days: 3, one of them today.
    await visit(59, '203.0.113.1');
    await visit(40, '203.0.113.2');
    await visit(20, '203.0.113.3');
    await visit(6, '203.0.113.4');
    await visit(0, '203.0.113.5');

    const stats = await figures();
    expect(stats.activeUsers).toEqual({ today: 1, week: 2, month: 3 });
    expect(stats.growthPercent).toBe(50);
    expect(stats.launchDate).toBe('2026-03-19');
  });

  it('takes the launch date from SITE_LAUNCH_DATE when configured', async () => {
    buildApp('2026-05-07');
    await recorder.record([play('play-started', 1), play('play-started', 2)], {
      address: '203.0.113.1',
      userAgent: '',
    });
    await recorder.flush();

    expect(await figures()).toMatchObject({
      launchDate: '2026-05-07',
      daysSinceLaunch: 10,
      playsPerDay: 0,
    });
  });

  it('caches GET /api/stats for a minute, for browsers and in the server', async () => {
    const response = await app.request('/api/stats');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');

    const reader = createStatsReader({ repository, now: () => nowMs });
    expect((await reader.read()).totals.playsStarted).toBe(0);
    await recorder.record([play('play-started', 1)], { address: '203.0.113.1', userAgent: '' });
    await recorder.flush();
    expect((await reader.read()).totals.playsStarted).toBe(0);
    nowMs += 60_000;
    expect((await reader.read()).totals.playsStarted).toBe(1);
  });

  it('refuses a bad batch with 400, a U+0000 included, and counts nothing of it', async () => {
    for (const body of [
      { events: [] },
      { events: [{ type: 'watch-progress', seconds: 301 }] },
      { events: [{ ...play('play-started', 1), userId: 'someone' }] },
      { events: [play('play-started', 1, 'Europe/Ber\u0000lin')] },
      '{"events":',
    ]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toHaveProperty('error');
    }
    await recorder.flush();
    expect((await figures()).totals.playsStarted).toBe(0);
  });

  it('refuses a body that is not JSON (415), from another site (403) or over 4 KB (413)', async () => {
    const batch = { events: [play('play-started', 1)] };
    const plain = { headers: { 'Content-Type': 'text/plain' } };
    expect((await post(JSON.stringify(batch), plain)).status).toBe(415);
    expect((await post(batch, { headers: { Origin: 'https://evil.example' } })).status).toBe(403);
    const padded = `{"events":[{"type":"watch-progress","seconds":1}]${' '.repeat(4096)}}`;
    expect((await post(padded)).status).toBe(413);
  });

  it('answers 429 once an address has sent its reports for the minute, and counts no more', async () => {
    const batch = { events: [play('play-started', 1)] };
    for (let n = 0; n < LIMIT; n += 1) {
      expect((await post(batch, { address: '203.0.113.9' })).status).toBe(204);
    }
    const refused = await post(batch, { address: '203.0.113.9' });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).not.toBeNull();
    await recorder.flush();
    expect((await figures()).totals.playsStarted).toBe(LIMIT);
  });

  it('keeps what it could not write for the next flush', async () => {
    const failing: StatsRepository = {
      ...repository,
      add: () => Promise.reject(new Error('database away')),
      putSketches: () => Promise.reject(new Error('database away')),
    };
    let broken = true;
    const flaky: StatsRepository = {
      ...repository,
      add: (...args) => (broken ? failing.add(...args) : repository.add(...args)),
      putSketches: (...args) =>
        broken ? failing.putSketches(...args) : repository.putSketches(...args),
    };
    recorder = createStatsRecorder({ repository: flaky, logger, now: () => nowMs });
    buildApp();
    await post({ events: [play('play-started', 7)] });
    recorder.countMediaBytes(100);
    await recorder.flush();
    broken = false;
    await recorder.flush();

    const stats = await figures();
    expect(stats.totals).toMatchObject({ playsStarted: 1, mediaBytes: 100 });
    expect(stats.activeUsers.today).toBe(1);
  });
});
