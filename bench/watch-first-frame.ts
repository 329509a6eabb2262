/// <reference lib="dom" />
/**
 * Watch → first frame: on the BUILT server (run `npm run build` first) with the generated sample
 * media, opens a movie page in a fresh Chromium context, waits until the page is idle (the
 * background source search has answered), clicks Watch and measures, inside the page, the time from
 * the click to the first video frame presented (`requestVideoFrameCallback`). Every run is a
 * first-time visitor's (a fresh context, nothing cached): the player's script and hls.js arrive
 * when the background search has found the source, at the page's next idle moment, as they do
 * for any visitor. Median of 5 runs; budget 1 s (the CI gate), target 400 ms (printed, not
 * enforced). Exits 1 above budget (2 when the bench itself fails).
 *
 * Usage (from the repository root): node --import tsx bench/watch-first-frame.ts
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer } from './support/built-server';
import { median } from './support/median';

const BUDGET_MS = 1000;
/** The speed goal (issue "speed to the floor"): reported, not failing, on a noisy machine. */
const TARGET_MS = 400;
const RUNS = 5;
/** Big Buck Bunny, one of the generated sample titles. */
const MOVIE_PATH = '/movies/10378';
const SAMPLE_MEDIA_DIR = resolve('data/sample-media');

interface WatchTiming {
  clickAt: number;
  frameAt: number;
}

declare global {
  interface Window {
    __watchTiming?: WatchTiming;
  }
}

/**
 * Runs in the page before any of its scripts: notes the click and the first presented frame.
 * A string, not a function: the TypeScript loader adds helpers to functions that the page lacks.
 */
const INSTRUMENT = `(() => {
  const timing = { clickAt: 0, frameAt: 0 };
  window.__watchTiming = timing;
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target && target.closest('[data-testid="play-button"]') && timing.clickAt === 0) {
      timing.clickAt = performance.now();
    }
  }, true);
  const hooked = new WeakSet();
  new MutationObserver(() => {
    for (const video of document.querySelectorAll('video')) {
      if (hooked.has(video)) continue;
      hooked.add(video);
      video.requestVideoFrameCallback(() => {
        if (timing.frameAt === 0) timing.frameAt = performance.now();
      });
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

async function measureOnce(browser: Browser, origin: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: INSTRUMENT });
    await page.goto(`${origin}${MOVIE_PATH}`, { waitUntil: 'networkidle' });
    const button = page.getByTestId('play-button');
    await button.waitFor({ state: 'visible' });
    await button.click();
    await page.waitForFunction(() => (window.__watchTiming?.frameAt ?? 0) > 0, undefined, {
      timeout: 20_000,
    });
    const timing = await page.evaluate(() => window.__watchTiming);
    if (!timing || timing.clickAt === 0) throw new Error('the Watch click was not seen');
    return timing.frameAt - timing.clickAt;
  } finally {
    await context.close();
  }
}

async function main(): Promise<number> {
  // Idempotent: returns at once when the sample media is already there.
  execFileSync(process.execPath, ['scripts/sample-media.mjs', '--out', SAMPLE_MEDIA_DIR], {
    stdio: 'inherit',
  });
  const server = await startBuiltServer({ SAMPLE_MEDIA_DIR });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await measureOnce(browser, server.origin));
    const result = median(runs);
    console.log(`runs: ${runs.map((ms) => `${Math.round(ms)} ms`).join(', ')}`);
    const verdict = result <= BUDGET_MS ? 'PASS' : 'FAIL';
    console.log(
      `watch-first-frame: median ${Math.round(result)} ms from the Watch click to the first frame, budget ${BUDGET_MS} ms (${verdict})`,
    );
    console.log(
      `watch-first-frame target: ${TARGET_MS} ms (${result <= TARGET_MS ? 'met' : 'not met'})`,
    );
    return verdict === 'PASS' ? 0 : 1;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error('watch-first-frame failed:', error);
  return 2;
});
