/**
 * Time to the first answered click (issue 19, item 4): on the BUILT server (run `npm run build`
 * first), a phone-sized Chromium page with its CPU slowed down 4× (DevTools' CPU throttling, as
 * Lighthouse's mobile preset) opens the home page cold and taps the bottom bar's Menu button every
 * 16 ms from the moment the button is in the document. Until the page is hydrated the taps do
 * nothing; the first answered one sets the button's `aria-expanded` to "true" (its React click
 * handler ran). Measured inside the page from navigation start: when the click is answered, and
 * when the menu drawer (loaded on demand) is in the document. Median of 5 cold loads, after one
 * unmeasured visit that warms the server and one without slowdown, printed for reference.
 *
 * The target (half of the 1.6–1.9 s the issue measured: at most 0.9 s) is informational: a missed
 * target prints "target not met" and the bench exits 0. It exits 1 only when the measurement fails.
 *
 * Usage (from the repository root): node --import tsx bench/first-click.ts
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, startBuiltServer } from './support/built-server';
import { median } from './support/median';

const RUNS = 5;
const CPU_SLOWDOWN = 4;
const TARGET_MS = 900;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

interface ClickTiming {
  /** ms from navigation start to the Menu button in the document */
  buttonAt: number;
  /** ms from navigation start to the first tap */
  firstTapAt: number;
  /** ms from navigation start to the tap whose handler ran (aria-expanded became "true") */
  answeredAt: number;
  /** ms from navigation start to the menu drawer in the document */
  drawerAt: number;
  taps: number;
}

/**
 * Runs in the page before any of its scripts. A string, not a function: the TypeScript loader adds
 * helpers to functions that the page lacks.
 */
const INSTRUMENT = `(() => {
  const timing = { buttonAt: 0, firstTapAt: 0, answeredAt: 0, drawerAt: 0, taps: 0 };
  window.__firstClick = timing;
  const menuButton = () =>
    document.querySelector('[data-testid="mobile-bottom-bar"] button[aria-haspopup="dialog"]');
  const tapper = setInterval(() => {
    const button = menuButton();
    if (!button || timing.answeredAt > 0) return;
    if (timing.firstTapAt === 0) timing.firstTapAt = performance.now();
    timing.taps += 1;
    button.click();
  }, 16);
  new MutationObserver(() => {
    const now = performance.now();
    if (timing.buttonAt === 0 && menuButton()) timing.buttonAt = now;
    if (timing.answeredAt === 0 && menuButton()?.getAttribute('aria-expanded') === 'true') {
      timing.answeredAt = now;
      clearInterval(tapper);
    }
    if (timing.drawerAt === 0 && document.querySelector('[data-testid="menu-drawer"]')) {
      timing.drawerAt = now;
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
})();`;

declare global {
  interface Window {
    __firstClick?: ClickTiming;
  }
}

async function measureOnce(browser: Browser, url: string, slowdown: number): Promise<ClickTiming> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.addInitScript({ content: INSTRUMENT });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      () => (window.__firstClick?.answeredAt ?? 0) > 0 && (window.__firstClick?.drawerAt ?? 0) > 0,
      undefined,
      { timeout: 30_000, polling: 100 },
    );
    const timing = await page.evaluate(() => window.__firstClick);
    if (!timing) throw new Error('the page was not instrumented');
    return timing;
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main(): Promise<number> {
  const server = await startBuiltServer();
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const url = `${server.origin}/`;
    // An unmeasured visit warms the server's page data; then one at full speed, for reference.
    await measureOnce(browser, url, 1);
    const fullSpeed = await measureOnce(browser, url, 1);
    const runs: ClickTiming[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await measureOnce(browser, url, CPU_SLOWDOWN));
    for (const [index, run] of runs.entries()) {
      console.log(
        `run ${index + 1}: Menu button in the document ${Math.round(run.buttonAt)} ms, ` +
          `first tap ${Math.round(run.firstTapAt)} ms, answered ` +
          `${Math.round(run.answeredAt)} ms (${run.taps} taps), drawer shown ${Math.round(run.drawerAt)} ms`,
      );
    }
    console.log(
      `(without slowdown, one run: answered ${Math.round(fullSpeed.answeredAt)} ms, ` +
        `drawer shown ${Math.round(fullSpeed.drawerAt)} ms)`,
    );
    const answered = median(runs.map((run) => run.answeredAt));
    const drawer = median(runs.map((run) => run.drawerAt));
    const verdict = answered <= TARGET_MS ? 'target met' : 'target not met';
    console.log(
      `\nfirst-click: home at ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS}: the first click ` +
        `(Menu) answered ${seconds(answered)} after navigation start, drawer shown ` +
        `${seconds(drawer)}; target <= ${seconds(TARGET_MS)} (${verdict}; informational)`,
    );
    return 0;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error('first-click failed:', error);
  return 1;
});
