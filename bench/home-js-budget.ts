/**
 * Home page JavaScript budget: starts the BUILT server (run `npm run build` first) on a free
 * port with a throwaway data folder, loads '/' in Chromium at a phone-sized viewport until the
 * page is idle, and sums every JavaScript response: raw bytes, bytes on the wire (encoded body)
 * and gzip -9 bytes. The budget (130 KB = 130 * 1024 bytes) applies to the gzip figure; the
 * median of three cold loads is reported. Exits 1 above budget (2 when the bench itself fails).
 *
 * Usage (from the repository root): node --import tsx bench/home-js-budget.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Response } from 'playwright-core';

const BUDGET_BYTES = 130 * 1024;
const RUNS = 3;
const QUIET_MS = 500;
const CHROMIUM_ARGS = [
  ...['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  ...['--disable-component-update', '--disable-sync', '--no-first-run'],
];

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const SIZE_KEYS = ['raw', 'transferred', 'gzip'] as const;
type SizeKey = (typeof SIZE_KEYS)[number];
type ScriptSize = { path: string } & Record<SizeKey, number>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(origin: string, exited: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (exited()) throw new Error('the server exited before it was ready');
    if (
      await fetch(`${origin}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await delay(100);
  }
  throw new Error('the server was not ready within 30 s');
}

const isJavaScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  (response.headers()['content-type'] ?? '').includes('javascript');

/** One cold load of '/' in a fresh context: every JavaScript response until the page is idle. */
async function measureOnce(browser: Browser, origin: string): Promise<ScriptSize[]> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  let started = 0;
  let inFlight = 0;
  let lastActivity = Date.now();
  page.on('request', () => ((started += 1), (inFlight += 1), (lastActivity = Date.now())));
  const onEnd = () => ((inFlight -= 1), (lastActivity = Date.now()));
  page.on('requestfinished', onEnd).on('requestfailed', onEnd);
  const scripts = new Map<string, Promise<ScriptSize>>();
  page.on('response', (response) => {
    if (!isJavaScript(response) || scripts.has(response.url())) return;
    const measured = Promise.all([response.body(), response.request().sizes()]);
    scripts.set(
      response.url(),
      measured.then(([body, sizes]) => ({
        path: new URL(response.url()).pathname,
        raw: body.length,
        transferred: sizes.responseBodySize,
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });

  await page.goto(`${origin}/`, { waitUntil: 'load' });
  for (;;) {
    // Network quiet for 500 ms, then an idle callback in the page; again if anything started.
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await delay(50);
    const before = started;
    await page.evaluate('new Promise((done) => requestIdleCallback(() => done(null)))');
    if (started === before && inFlight === 0) break;
  }
  const sizes = await Promise.all(scripts.values());
  await context.close();
  return sizes.sort((a, b) => b.gzip - a.gzip);
}

const sum = (sizes: ScriptSize[], key: SizeKey) => sizes.reduce((total, s) => total + s[key], 0);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printTable(sizes: ScriptSize[]): void {
  const width = Math.max(24, ...sizes.map((s) => s.path.length));
  const row = (name: string, cells: string[]) =>
    console.log(name.padEnd(width) + cells.map((cell) => cell.padStart(16)).join(''));
  const rule = () => console.log('-'.repeat(width + 48));
  row('script', ['raw KB', 'transferred KB', 'gzip -9 KB']);
  rule();
  for (const s of sizes) row(s.path, [kb(s.raw), kb(s.transferred), kb(s.gzip)]);
  rule();
  const totals = SIZE_KEYS.map((key) => kb(sum(sizes, key)));
  row(`total (${sizes.length} scripts)`, totals);
}

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'reelhouse-bench-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' };
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let browser: Browser | undefined;
  try {
    await waitUntilReady(origin, () => server.exitCode !== null);
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const runs: ScriptSize[][] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, origin));
    const median = [...runs].sort((a, b) => sum(a, 'gzip') - sum(b, 'gzip'))[(RUNS - 1) / 2] ?? [];
    printTable(median);
    const perRun = runs.map((sizes) => `${kb(sum(sizes, 'gzip'))} KB`).join(', ');
    console.log(`\ngzip per run: ${perRun} (median shown)`);
    const gzip = sum(median, 'gzip');
    const verdict = gzip <= BUDGET_BYTES ? 'PASS' : 'FAIL';
    console.log(
      `home-js-budget: ${kb(gzip)} KB gzip of ${BUDGET_BYTES / 1024} KB budget (${verdict})`,
    );
    return verdict === 'PASS' ? 0 : 1;
  } finally {
    await browser?.close();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error('home-js-budget failed:', error);
  return 2;
});
