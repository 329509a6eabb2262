/**
 * The /stats page stays fast however much was recorded (decision 0023): the BUILT server (run
 * `npm run build` first) on a data folder whose database holds the roll-ups of a year of 10
 * million player events (bench/support/stats-year.ts, the days ending today), asked for the
 * server-rendered /stats document one request at a time: the first request (figures read from the
 * roll-up tables), WARM_UP unmeasured ones, then REQUESTS timed ones (the figures' minute cache
 * serving them, as most visitors are served). Each time runs from the request to the last byte of
 * the document. Budget: the document's p95 at most 200 ms.
 *
 * Usage (from the repository root): node --import tsx bench/stats-page.ts
 * Exits 1 above the budget, 2 on failure.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { createSqlStatsRepository } from '../apps/server/src/modules/stats/repository';
import { startBuiltServer } from './support/built-server';
import { DAYS, recordYearOfEvents } from './support/stats-year';

const BUDGET = { documentP95Ms: 200 };
const WARM_UP = 10;
const REQUESTS = 50;
const DAY_MS = 86_400_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One GET of the document, timed to its last byte; refuses anything but the figures' page. */
async function timeDocument(url: string): Promise<{ ms: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url);
  const html = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200) throw new Error(`GET /stats answered ${String(response.status)}`);
  if (!html.includes('Launched on'))
    throw new Error('GET /stats did not show the recorded figures');
  return { ms, bytes: Buffer.byteLength(html) };
}

async function main(): Promise<number> {
  if (!existsSync('apps/server/dist/main.js')) {
    throw new Error('no built server: run `npm run build` first');
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'reelhouse-stats-page-bench-'));
  try {
    const started = performance.now();
    const database = openDatabase({ kind: 'sqlite', file: path.join(dataDir, 'reelhouse.sqlite') });
    let recorded: number;
    try {
      await migrateToLatest(database.db);
      // The year ends today (UTC), so the page's today, week and month hold figures.
      const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
      ({ recorded } = await recordYearOfEvents(createSqlStatsRepository(database.db), today));
    } finally {
      await database.close();
    }
    const recordedSeconds = (performance.now() - started) / 1000;

    const server = await startBuiltServer({ DATA_DIR: dataDir });
    try {
      const url = `${server.origin}/stats`;
      const first = await timeDocument(url);
      for (let i = 0; i < WARM_UP; i += 1) await timeDocument(url);
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i += 1) times.push((await timeDocument(url)).ms);
      const p50 = percentile(times, 50);
      const p95 = percentile(times, 95);
      console.log(
        `recorded ${String(recorded)} events over ${String(DAYS)} days in ${recordedSeconds.toFixed(1)} s`,
      );
      console.log(
        `GET /stats first (figures read from the tables): ${first.ms.toFixed(1)} ms, ${(first.bytes / 1024).toFixed(1)} KiB of HTML`,
      );
      console.log(
        `GET /stats document over ${String(REQUESTS)} requests after ${String(WARM_UP)} warm-up:` +
          ` p50 ${p50.toFixed(1)} ms p95 ${p95.toFixed(1)} ms (budget ${String(BUDGET.documentP95Ms)} ms)`,
      );
      const verdict = p95 <= BUDGET.documentP95Ms ? 'PASS' : 'FAIL';
      console.log(
        `stats-page: document p95 ${p95.toFixed(1)} ms, budget ${String(BUDGET.documentP95Ms)} ms (${verdict})`,
      );
      return verdict === 'PASS' ? 0 : 1;
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('stats-page failed:', error);
    process.exit(2);
  },
);
