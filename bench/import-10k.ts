/**
 * Import of a 10,000-item file in the browser (issue 21): on the BUILT server (run `npm run build`
 * first), a Chromium page opens /account/data and imports a movie-web export of 10,000 items
 * (6,000 movies with progress, 2,000 series with three episodes each, 2,000 bookmarks). Measured
 * inside the test: from choosing the file to the preview, and from "Import" to the stored
 * message; the sum is the import's time. Median of 3 runs, each in a fresh browser profile.
 * Budget: 5 s; over it the bench exits 1.
 *
 * Usage (from the repository root): node --import tsx bench/import-10k.ts
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer } from './support/built-server';
import { median } from './support/median';

const RUNS = 3;
const BUDGET_MS = 5_000;
const MOVIES = 6_000;
const SERIES = 2_000;
const BOOKMARKS = 2_000;

function buildFile(): string {
  const at = Date.UTC(2026, 0, 1);
  const progress: Record<string, unknown> = {};
  for (let i = 0; i < MOVIES; i += 1) {
    progress[String(100_000 + i)] = {
      title: `Film ${String(i)}`,
      year: 1950 + (i % 70),
      poster: '',
      type: 'movie',
      updatedAt: at + i,
      progress: { watched: 600 + (i % 3000), duration: 6000 },
      episodes: {},
      seasons: {},
    };
  }
  for (let i = 0; i < SERIES; i += 1) {
    const seasonId = String(500_000 + i);
    const episodes: Record<string, unknown> = {};
    for (let e = 1; e <= 3; e += 1) {
      const id = String(600_000 + i * 3 + e);
      episodes[id] = {
        id,
        number: e,
        title: `Episode ${String(e)}`,
        seasonId,
        seasonNumber: 1,
        updatedAt: at + i * 3 + e,
        progress: { watched: 1000, duration: 2700 },
      };
    }
    progress[String(200_000 + i)] = {
      title: `Series ${String(i)}`,
      year: 2000 + (i % 25),
      poster: '',
      type: 'show',
      updatedAt: at + i * 3 + 3,
      seasons: { [seasonId]: { id: seasonId, number: 1, title: 'Season 1' } },
      episodes,
    };
  }
  const bookmarks: Record<string, unknown> = {};
  for (let i = 0; i < BOOKMARKS; i += 1) {
    bookmarks[String(300_000 + i)] = {
      title: `Saved ${String(i)}`,
      year: 2010,
      poster: '',
      type: i % 2 === 0 ? 'movie' : 'show',
      updatedAt: at + i,
    };
  }
  return JSON.stringify({ bookmarks, progress, exportDate: new Date(at).toISOString() });
}

interface Run {
  previewMs: number;
  storeMs: number;
}

async function importOnce(browser: Browser, origin: string, file: Buffer): Promise<Run> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/account/data`);
    const input = page.getByLabel('Choose files');
    await input.waitFor();
    await page.waitForFunction(
      () => document.querySelector('[data-testid="import-files"]:enabled') !== null,
    );
    const chosenAt = Date.now();
    await input.setInputFiles({
      name: 'mw-account-data-2026-01-01.json',
      mimeType: 'application/json',
      buffer: file,
    });
    const preview = page.getByTestId('import-preview');
    await preview.waitFor({ timeout: 60_000 });
    const previewMs = Date.now() - chosenAt;
    const clickedAt = Date.now();
    await preview.getByRole('button', { name: 'Import' }).click();
    await page
      .locator('[data-testid="import-status"][data-step="done"]')
      .waitFor({ timeout: 60_000 });
    const storeMs = Date.now() - clickedAt;
    const stored = await page.evaluate(() => {
      const raw = window.localStorage.getItem('media-tracking') ?? '{"items":{}}';
      return Object.keys((JSON.parse(raw) as { items: object }).items).length;
    });
    if (stored !== MOVIES + SERIES)
      throw new Error(`stored ${String(stored)} titles, not ${String(MOVIES + SERIES)}`);
    return { previewMs, storeMs };
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  const file = Buffer.from(buildFile());
  const server = await startBuiltServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await importOnce(browser, server.origin, file);
      runs.push(result);
      console.log(
        `run ${String(run + 1)}: preview ${String(result.previewMs)} ms, stored ${String(result.storeMs)} ms`,
      );
    }
    const total = median(runs.map((run) => run.previewMs + run.storeMs));
    const verdict = total <= BUDGET_MS ? 'PASS' : 'OVER BUDGET';
    console.log(
      `\nimport-10k: a ${String(MOVIES + SERIES + BOOKMARKS)}-item movie-web file ` +
        `(${(file.length / 1024 / 1024).toFixed(1)} MB), median of ${String(RUNS)}: ` +
        `${(total / 1000).toFixed(2)} s from choosing the file to stored ` +
        `(preview ${(median(runs.map((r) => r.previewMs)) / 1000).toFixed(2)} s); budget ` +
        `${(BUDGET_MS / 1000).toFixed(0)} s ${verdict}`,
    );
    return total <= BUDGET_MS ? 0 : 1;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error('import-10k failed:', error);
  return 1;
});
