/**
 * The statistics stay cheap however much was recorded (decision 0023): 10 million player events
 * (a year of them, over 6,000 titles and 40 time zones) go through core's roll-up, a day at a
 * time as the recorder's flushes would, into a fresh SQLite database's roll-up tables, with a
 * year of active-user sketches; then `GET /api/stats` is asked 200 times as served (its minute
 * cache) and 50 times with the figures recomputed from the tables on every request.
 *
 * Usage (from the repository root): node --import tsx bench/stats-rollup.ts
 * Exits 1 above a budget, 2 on failure.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { addHash, createSketch } from '../packages/core/src/stats/hyperloglog';
import { type ReceivedStatsEvent, rollUp } from '../packages/core/src/stats/rollup';
import type { StatsEvent } from '../packages/core/src/stats/stats-event-schema';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { createLimiterFactory } from '../apps/server/src/modules/limits/limiter';
import { createStatsReader } from '../apps/server/src/modules/stats/reader';
import { createStatsRecorder } from '../apps/server/src/modules/stats/recorder';
import { createSqlStatsRepository } from '../apps/server/src/modules/stats/repository';
import { createStatsRoutes } from '../apps/server/src/modules/stats/routes';
import { createLogger } from '../apps/server/src/observability/logger';

const EVENTS = 10_000_000;
const DAYS = 365;
const MOVIES = 5000;
const SHOWS = 1000;
const VISITORS_PER_DAY = 3000;
const BUDGETS = { servedP95Ms: 50, recomputedP95Ms: 50, totalSeconds: 120 };
const DAY_MS = 86_400_000;
const ZONES = [
  'Europe/Berlin',
  'Europe/London',
  'Europe/Paris',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Warsaw',
  'Europe/Stockholm',
  'Europe/Istanbul',
  'Europe/Kyiv',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Toronto',
  'America/Mexico_City',
  'America/Sao_Paulo',
  'America/Bogota',
  'America/Argentina/Buenos_Aires',
  'America/Lima',
  'Asia/Kolkata',
  'Asia/Calcutta',
  'Asia/Tokyo',
  'Asia/Seoul',
  'Asia/Shanghai',
  'Asia/Singapore',
  'Asia/Jakarta',
  'Asia/Manila',
  'Asia/Dubai',
  'Asia/Karachi',
  'Australia/Sydney',
  'Australia/Perth',
  'Pacific/Auckland',
  'Africa/Lagos',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Africa/Nairobi',
  'UTC',
  'Etc/GMT+3',
  'Europe/Lisbon',
];

/** A seeded generator (mulberry32), so every run records the same events. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timeRequests(app: Hono, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await app.request('/api/stats');
    await response.text();
    if (response.status !== 200)
      throw new Error(`GET /api/stats answered ${String(response.status)}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const dir = await mkdtemp(path.join(tmpdir(), 'reelhouse-stats-bench-'));
  const database = openDatabase({ kind: 'sqlite', file: path.join(dir, 'stats.sqlite') });
  try {
    await migrateToLatest(database.db);
    const repository = createSqlStatsRepository(database.db);
    const random = generator(2026);
    const nowMs = Date.UTC(2026, 4, 17, 12);
    const firstDayMs = nowMs - (DAYS - 1) * DAY_MS;
    const perDay = Math.ceil(EVENTS / DAYS);
    let rolledMs = 0;
    let writtenMs = 0;
    let recorded = 0;

    for (let day = 0; day < DAYS && recorded < EVENTS; day += 1) {
      const count = Math.min(perDay, EVENTS - recorded);
      const events: ReceivedStatsEvent[] = new Array<ReceivedStatsEvent>(count);
      const dayMs = firstDayMs + day * DAY_MS;
      for (let i = 0; i < count; i += 1) {
        const kind = random() % 100;
        // Popular titles are watched far more often: a cubed uniform draw favours low ids.
        const rank = Math.floor((random() / 2 ** 32) ** 3 * (MOVIES + SHOWS));
        const isShow = rank >= MOVIES;
        const play = {
          mediaType: isShow ? ('tv' as const) : ('movie' as const),
          tmdbId: isShow ? rank - MOVIES + 1 : rank + 1,
          timeZone: ZONES[random() % ZONES.length] ?? 'UTC',
        };
        const event: StatsEvent =
          kind < 40
            ? { type: 'play-started', ...play }
            : kind < 65
              ? { type: 'play-finished', ...play }
              : { type: 'watch-progress', seconds: 1 + (random() % 300) };
        events[i] = { event, receivedAtMs: dayMs + (random() % DAY_MS) };
      }
      let started = performance.now();
      const rollup = rollUp(events);
      rolledMs += performance.now() - started;
      started = performance.now();
      await repository.add(rollup, new Map([[new Date(dayMs).toISOString().slice(0, 10), 4e11]]));
      writtenMs += performance.now() - started;
      recorded += count;
    }

    // A year of active-user sketches, written as one instance's flushes would.
    const sketches = new Map<string, Uint8Array>();
    for (let day = 0; day < DAYS; day += 1) {
      const sketch = createSketch();
      for (let i = 0; i < VISITORS_PER_DAY; i += 1) addHash(sketch, random(), random());
      sketches.set(new Date(firstDayMs + day * DAY_MS).toISOString().slice(0, 10), sketch);
    }
    await repository.putSketches('bench', sketches);
    const rows = await Promise.all(
      (['stats_days', 'stats_day_titles', 'stats_titles', 'stats_day_countries'] as const).map(
        async (table) =>
          `${table} ${String(
            (
              await database.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          )}`,
      ),
    );

    const logger = createLogger('silent');
    const build = (cacheMs: number | undefined) => {
      const app = new Hono();
      app.route(
        '/api',
        createStatsRoutes({
          recorder: createStatsRecorder({ repository, logger, now: () => nowMs }),
          reader: createStatsReader({
            repository,
            now: () => nowMs,
            ...(cacheMs === undefined ? {} : { cacheMs }),
          }),
          limits: createLimiterFactory(),
        }),
      );
      return app;
    };
    const served = await timeRequests(build(undefined), 200);
    const recomputed = await timeRequests(build(0), 50);
    const figures = (await (await build(0).request('/api/stats')).json()) as {
      totals: { playsStarted: number; watchSeconds: number };
      topMovies: unknown[];
      activeUsers: { today: number; month: number };
    };
    const totalSeconds = (performance.now() - startedAt) / 1000;

    const servedP95 = percentile(served, 95);
    const recomputedP95 = percentile(recomputed, 95);
    console.log(
      `recorded ${String(recorded)} events over ${String(DAYS)} days: roll-up ${(rolledMs / 1000).toFixed(1)} s` +
        ` (${(((recorded / rolledMs) * 1000) / 1e6).toFixed(1)} M events/s), writes ${(writtenMs / 1000).toFixed(1)} s`,
    );
    console.log(`roll-up rows: ${rows.join(', ')}`);
    console.log(
      `figures: ${String(figures.totals.playsStarted)} plays started, ${String(figures.totals.watchSeconds)} s watched,` +
        ` ${String(figures.topMovies.length)} top movies, active today ${String(figures.activeUsers.today)} / month ${String(figures.activeUsers.month)}`,
    );
    console.log(
      `GET /api/stats as served: p50 ${percentile(served, 50).toFixed(2)} ms p95 ${servedP95.toFixed(2)} ms (budget ${String(BUDGETS.servedP95Ms)} ms)`,
    );
    console.log(
      `GET /api/stats recomputed every time: p50 ${percentile(recomputed, 50).toFixed(1)} ms p95 ${recomputedP95.toFixed(1)} ms (budget ${String(BUDGETS.recomputedP95Ms)} ms)`,
    );
    console.log(`total ${totalSeconds.toFixed(1)} s (budget ${String(BUDGETS.totalSeconds)} s)`);

    const failures: string[] = [];
    if (servedP95 > BUDGETS.servedP95Ms) failures.push(`served p95 ${servedP95.toFixed(1)} ms`);
    if (recomputedP95 > BUDGETS.recomputedP95Ms) {
      failures.push(`recomputed p95 ${recomputedP95.toFixed(1)} ms`);
    }
    if (totalSeconds > BUDGETS.totalSeconds) failures.push(`total ${totalSeconds.toFixed(0)} s`);
    for (const failure of failures) console.error(`over budget: ${failure}`);
    return failures.length > 0 ? 1 : 0;
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
