/**
 * The JavaScript a browser downloads for one page, measured as the home page budget bench does:
 * a cold load in a fresh phone-sized context until the network has been quiet for 500 ms and the
 * page has had an idle callback (again if that started anything), summing every JavaScript
 * response's raw bytes, bytes on the wire (encoded body) and gzip -9 bytes.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

const QUIET_MS = 500;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** One script of a page: its path and its sizes in bytes. */
export interface ScriptSize {
  path: string;
  raw: number;
  transferred: number;
  gzip: number;
}

const isJavaScript = (response: Response) =>
  response.request().resourceType() === 'script' ||
  (response.headers()['content-type'] ?? '').includes('javascript');

/**
 * One cold load of `url` in a fresh context.
 * @returns every JavaScript response until the page is idle, largest (gzip) first
 * @throws when the document does not answer 200
 */
export async function measurePageScripts(browser: Browser, url: string): Promise<ScriptSize[]> {
  const context = await browser.newContext(PHONE);
  try {
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

    const document = await page.goto(url, { waitUntil: 'load' });
    if (document?.status() !== 200) throw new Error(`${url} answered ${document?.status()}`);
    for (;;) {
      // Network quiet for 500 ms, then an idle callback in the page; again if anything started.
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await delay(50);
      const before = started;
      await page.evaluate('new Promise((done) => requestIdleCallback(() => done(null)))');
      if (started === before && inFlight === 0) break;
    }
    const sizes = await Promise.all(scripts.values());
    if (sizes.length === 0) throw new Error(`${url} loaded no JavaScript`);
    return sizes.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await context.close();
  }
}

/** The sum of one size over a page's scripts, in bytes. */
export const totalBytes = (sizes: readonly ScriptSize[], key: 'raw' | 'transferred' | 'gzip') =>
  sizes.reduce((total, size) => total + size[key], 0);
