/**
 * Home page JavaScript budget: starts the BUILT server (run `npm run build` first) on a free
 * port with a throwaway data folder, loads '/' in Chromium at a phone-sized viewport until the
 * page is idle, and sums every JavaScript response: raw bytes, bytes on the wire (encoded body)
 * and gzip -9 bytes. The budget (130 KB = 130 * 1024 bytes) applies to the gzip figure; the
 * median of three cold loads is reported. Exits 1 above budget (2 when the bench itself fails).
 *
 * Usage (from the repository root): node --import tsx bench/home-js-budget.ts
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer } from './support/built-server';
import { measurePageScripts, totalBytes as sum, type ScriptSize } from './support/page-scripts';

const BUDGET_BYTES = 130 * 1024;
const RUNS = 3;

const SIZE_KEYS = ['raw', 'transferred', 'gzip'] as const;

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
  const server = await startBuiltServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const runs: ScriptSize[][] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await measurePageScripts(browser, `${server.origin}/`));
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
    await server.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error('home-js-budget failed:', error);
  return 2;
});
