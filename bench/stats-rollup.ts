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
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { createLimiterFactory } from '../apps/server/src/modules/limits/limiter';
import { createStatsReader } from '../apps/server/src/modules/stats/reader';
import { createStatsRecorder } from '../apps/server/src/modules/stats/recorder';
import { createSqlStatsRepository } from '../apps/server/src/modules/stats/repository';
import { createStatsRoutes } from '../apps/server/src/modules/stats/routes';
import { createLogger } from '../apps/server/src/observability/logger';
import { DAYS, recordYearOfEvents } from './support/stats-year';

const BUDGETS = { servedP95Ms: 50, recomputedP95Ms: 50, totalSeconds: 120 };

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
    const nowMs = Date.UTC(2026, 4, 17, 12);
    const { recorded, rolledMs, writtenMs } = await recordYearOfEvents(repository, nowMs);
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
