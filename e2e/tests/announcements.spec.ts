/**
 * Announcements and ads (spec sections 3, 4 and 9): the info modals of /modalData.json on every
 * page, the home page's info box and its two ad slots, with the house ad when no ad is eligible.
 * Content shows on every page, so these journeys run their own servers (the built one) on content
 * folders of their own, rewritten during the test: the server reloads a folder when it changes.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { startOwnServer, type OwnServer } from './own-server';
import { navigateInApp, recordBrowserProblems, waitForShellHydration } from './support';

const DAY_MS = 86_400_000;

interface Content {
  modals?: unknown[];
  boxes?: unknown[];
  ads?: unknown[];
}

/** A banner creative: a coloured band with a word on it. */
function makeCreative(label: string, colour: string, format: 'png' | 'gif'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="150"><rect width="600" height="150" fill="${colour}"/><text x="300" y="95" font-size="56" font-family="sans-serif" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === 'png' ? image.png() : image.gif()).toBuffer();
}

/** The built server on a port, data folder and content folder of its own. */
class ContentServer {
  readonly contentDir: string;
  private server: OwnServer | null = null;
  origin = '';

  constructor(
    readonly dataDir = mkdtempSync(join(tmpdir(), 'reelhouse-announcements-data-')),
    contentDir?: string,
  ) {
    this.contentDir = contentDir ?? mkdtempSync(join(tmpdir(), 'reelhouse-announcements-content-'));
    mkdirSync(join(this.contentDir, 'ad-media'), { recursive: true });
  }

  async start(): Promise<void> {
    const server = await startOwnServer({
      dataDir: this.dataDir,
      contentDir: this.contentDir,
      env: { SAMPLE_MEDIA: 'off', IMAGE_RENDER_POINTS_PER_MINUTE: '10000000' },
    });
    this.server = server;
    this.origin = server.origin;
  }

  /** Stops the server (it writes its last page views as it stops). */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    await server?.stop();
  }

  remove(): void {
    rmSync(this.dataDir, { recursive: true, force: true });
    rmSync(this.contentDir, { recursive: true, force: true });
  }

  writeMedia(name: string, bytes: Buffer): void {
    writeFileSync(join(this.contentDir, 'ad-media', name), bytes);
  }

  /** Rewrites the content files and waits until the server answers with them. */
  async setContent({ modals = [], boxes = [], ads = [] }: Content): Promise<void> {
    writeFileSync(join(this.contentDir, 'info-modals.json'), JSON.stringify(modals));
    writeFileSync(join(this.contentDir, 'info-boxes.json'), JSON.stringify(boxes));
    writeFileSync(join(this.contentDir, 'ads.json'), JSON.stringify(ads));
    const ids = (list: unknown[]) => list.map((entry) => String((entry as { id: unknown }).id));
    await expect
      .poll(
        async () => {
          const [modalData, adData] = await Promise.all(
            ['/modalData.json', '/ads.json'].map(async (path) =>
              ids((await (await fetch(`${this.origin}${path}`)).json()) as unknown[]),
            ),
          );
          return { modals: modalData, ads: adData };
        },
        { timeout: 20_000 },
      )
      .toEqual({ modals: ids(modals), ads: ids(ads) });
    // The boxes have no list of their own: the home page names the ones it may show (those
    // not expired, up to the first that cannot be dismissed).
    const candidates: string[] = [];
    for (const box of boxes as { id: string; expiresAt?: string; dismissible?: boolean }[]) {
      if (box.expiresAt !== undefined && Date.parse(box.expiresAt) <= Date.now()) continue;
      candidates.push(box.id);
      if (box.dismissible === false) break;
    }
    await expect
      .poll(
        async () => {
          const html = await (await fetch(`${this.origin}/`)).text();
          return [...html.matchAll(/data-info-box-id="([^"]+)"/g)].map((match) => match[1]);
        },
        { timeout: 20_000 },
      )
      .toEqual(candidates);
  }
}

/** Records when dialogs open and close, and clicks, by the page's own clock (performance.now). */
const DIALOG_LOG_SCRIPT = `
  window.__dialogLog = [];
  addEventListener('click', () => window.__dialogLog.push({ open: 'click', at: performance.now() }), true);
  new MutationObserver(() => {
    const open = [...document.querySelectorAll('[role="dialog"]')].map((d) => d.dataset.modalId ?? '?');
    const last = window.__dialogLog.at(-1);
    const key = open.join(',');
    if (!last || last.open !== key) window.__dialogLog.push({ open: key, at: performance.now() });
  }).observe(document, { childList: true, subtree: true });
`;

/** Sums the layout shifts the page made without an input, as Cumulative Layout Shift does. */
const LAYOUT_SHIFT_SCRIPT = `
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

function readDismissals(page: Page, key: string): Promise<Record<string, unknown>> {
  return page.evaluate(
    (name) => JSON.parse(localStorage.getItem(name) ?? '{}') as Record<string, unknown>,
    key,
  );
}

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test.describe.configure({ mode: 'serial' });

test.describe('announcements and ads', () => {
  const server = new ContentServer();

  test.beforeAll(async () => {
    server.writeMedia('alpha.png', await makeCreative('ALPHA', '#1d4ed8', 'png'));
    server.writeMedia('beta.gif', await makeCreative('BETA', '#047857', 'gif'));
    await server.start();
  });

  test.afterAll(async () => {
    await server.stop();
    server.remove();
  });

  test('info modals: by priority, at most two, the second 250 ms after the first closed; close, Escape and the backdrop record the dismissal', async ({
    page,
  }) => {
    await server.setContent({
      modals: [
        { id: 'low', title: 'Low priority', priority: 1 },
        { id: 'expired', title: 'Expired', priority: 9, expiresAt: '2020-01-01' },
        { id: 'high', title: 'Film night', content: 'Friday at eight.', priority: 5 },
        {
          id: 'middle',
          title: 'New servers',
          html: '<p>Read <a href="/faq">the FAQ</a>.</p><script>window.__ran = true</script>',
          priority: 3,
        },
      ],
    });
    const problems = recordBrowserProblems(page);
    await page.addInitScript(DIALOG_LOG_SCRIPT);
    const before = Date.now();
    await page.goto(`${server.origin}/movies`);
    const first = dialog(page);
    await expect(first).toHaveAccessibleName('Film night');
    await expect(first).toHaveAccessibleDescription('Friday at eight.');
    await first.getByRole('button', { name: 'Close' }).click();

    const second = dialog(page);
    await expect(second).toHaveAccessibleName('New servers');
    // The server sanitised the HTML: the link stays, the script is gone.
    await expect(second.getByRole('link', { name: 'the FAQ' })).toHaveAttribute('href', '/faq');
    expect(await page.evaluate(() => '__ran' in window)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    const log = await page.evaluate(
      () => (window as unknown as { __dialogLog: { open: string; at: number }[] }).__dialogLog,
    );
    // From the press on Close (the dismissal) to the second dialog in the page.
    const closedFirst = log.findIndex((entry) => entry.open === 'click');
    const openedSecond = log.findIndex((entry) => entry.open === 'middle');
    expect(closedFirst).toBeGreaterThan(0);
    expect(log[closedFirst + 1]?.open).toBe('');
    expect(openedSecond).toBeGreaterThan(closedFirst);
    const gapMs = (log[openedSecond]?.at ?? 0) - (log[closedFirst]?.at ?? 0);
    expect(gapMs).toBeGreaterThanOrEqual(250);
    expect(gapMs).toBeLessThan(1500);

    const dismissed = await readDismissals(page, 'dismissedInfoModals');
    expect(Object.keys(dismissed).sort()).toEqual(['high', 'middle']);
    for (const at of Object.values(dismissed)) {
      expect(at).toBeGreaterThanOrEqual(before - 1000);
      expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect(problems).toEqual([]);

    // The next page load: the two dismissed stay away ('never' by default); the third shows,
    // and a press on the dimmed page behind dismisses it.
    await page.reload();
    const third = dialog(page);
    await expect(third).toHaveAccessibleName('Low priority');
    // The dialog listens for presses outside only from the task after it opened: a press in the
    // same instant can come too early, so it is repeated until the dialog is gone.
    await expect(async () => {
      await page.mouse.click(8, 8);
      await expect(dialog(page)).toHaveCount(0, { timeout: 500 });
    }).toPass({ timeout: 5000 });
    expect(Object.keys(await readDismissals(page, 'dismissedInfoModals')).sort()).toEqual([
      'high',
      'low',
      'middle',
    ]);
  });

  test('info modals: asked for once per page load, not on client navigations', async ({ page }) => {
    await server.setContent({ modals: [{ id: 'once', title: 'Once per load', repeat: 'weekly' }] });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/modalData.json') asked.push(request.url());
    });
    await page.goto(`${server.origin}/`);
    await expect(dialog(page)).toHaveAccessibleName('Once per load');
    await page.keyboard.press('Escape');
    await waitForShellHydration(page);
    await navigateInApp(page, '/movies');
    await expect(page).toHaveURL(/\/movies$/);
    expect(asked).toHaveLength(1);
  });

  test('info modals: weekly comes back after 7 days, monthly after 30, never stays away; dates are respected', async ({
    page,
  }) => {
    const start = Date.parse('2030-03-01T10:00:00Z');
    await server.setContent({
      modals: [
        { id: 'weekly', title: 'Weekly news', repeat: 'weekly', priority: 4 },
        { id: 'never', title: 'Never again', repeat: 'never', priority: 3 },
        { id: 'monthly', title: 'Monthly news', repeat: 'monthly', priority: 2 },
        {
          id: 'later',
          title: 'Starts on day eight',
          priority: 0,
          startsAt: new Date(start + 8 * DAY_MS).toISOString(),
        },
      ],
    });
    await page.clock.install({ time: start });
    await page.goto(`${server.origin}/`);
    await expect(dialog(page)).toHaveAccessibleName('Weekly news');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveAccessibleName('Never again');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    // Later that day: only the monthly one is left (at most two per load: it waited its turn).
    await page.reload();
    await expect(dialog(page)).toHaveAccessibleName('Monthly news');
    await page.keyboard.press('Escape');

    // Eight days on: the weekly one is back, then the one whose date has come; 'never' and the
    // monthly one (dismissed 8 days ago) stay away.
    await page.clock.setSystemTime(start + 8 * DAY_MS + 60_000);
    await page.reload();
    await expect(dialog(page)).toHaveAccessibleName('Weekly news');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveAccessibleName('Starts on day eight');
    await page.keyboard.press('Escape');

    // Thirty-one days after the first visit: the weekly one again (23 days after its last
    // dismissal), then the monthly one, back too; still never the 'never' one.
    await page.clock.setSystemTime(start + 31 * DAY_MS);
    await page.reload();
    await expect(dialog(page)).toHaveAccessibleName('Weekly news');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveAccessibleName('Monthly news');
  });

  test('info box: the first visible box shows without moving the page, its dismissal lasts across reloads, an expired box never shows', async ({
    page,
  }) => {
    await server.setContent({
      boxes: [
        {
          id: 'old',
          title: 'Expired notice',
          type: 'info',
          expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
        },
        {
          id: 'maintenance',
          title: 'Maintenance tonight',
          content: 'Playback may pause between 02:00 and 03:00 UTC.',
          type: 'warning',
        },
        { id: 'welcome', title: 'Welcome to Reelhouse', type: 'success', dismissible: false },
        { id: 'unreachable', title: 'After a fixed box', type: 'error' },
      ],
    });
    await page.addInitScript(LAYOUT_SHIFT_SCRIPT);
    const readShift = () =>
      page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift);
    await page.goto(`${server.origin}/`);
    const warning = page.getByRole('alert').filter({ hasText: 'Maintenance tonight' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Playback may pause between 02:00 and 03:00 UTC.');
    await expect(page.getByText('Expired notice')).toHaveCount(0);
    await expect(page.getByText('Welcome to Reelhouse')).toBeHidden();
    await waitForShellHydration(page);
    await page.waitForLoadState('load');
    expect(await readShift()).toBeLessThanOrEqual(0.01);
    await warning.getByRole('button', { name: 'Close notice' }).click();
    await expect(warning).toBeHidden();
    const fixed = page.getByRole('status').filter({ hasText: 'Welcome to Reelhouse' });
    await expect(fixed).toBeVisible();
    await expect(fixed.getByRole('button')).toHaveCount(0);
    expect(Object.keys(await readDismissals(page, 'dismissedInfoBoxes'))).toEqual(['maintenance']);

    // A new page load draws the next box from the start: nothing appears or goes after paint.
    await page.reload();
    await waitForShellHydration(page);
    await expect(fixed).toBeVisible();
    await expect(page.getByText('Maintenance tonight')).toBeHidden();
    await expect(page.getByText('After a fixed box')).toHaveCount(0);
    await page.waitForLoadState('load');
    expect(await readShift()).toBeLessThanOrEqual(0.01);
  });

  test('ads: two different ads from our origin, inside their dates, sponsored links; a closed ad stays away for the day and is back the next', async ({
    page,
  }) => {
    const today = new Date();
    const isoDay = (offsetDays: number) =>
      new Date(today.getTime() + offsetDays * DAY_MS).toISOString().slice(0, 10);
    await server.setContent({
      ads: [
        { id: 'alpha', link: 'https://alpha.example.com/offer', gifUrl: '/ad-media/alpha.png' },
        { id: 'beta', link: '/partners', gifUrl: '/ad-media/beta.gif', priority: 2 },
        {
          id: 'ended',
          link: 'https://ended.example.com',
          gifUrl: '/ad-media/alpha.png',
          endDate: isoDay(-3),
        },
        {
          id: 'future',
          link: 'https://future.example.com',
          gifUrl: '/ad-media/beta.gif',
          startDate: isoDay(10),
        },
      ],
    });
    await page.clock.install({ time: today });
    await page.goto(`${server.origin}/`);
    await waitForShellHydration(page);
    const region = page.getByRole('region', { name: 'Ads' });
    await region.scrollIntoViewIfNeeded();
    const ads = region.getByTestId('ad');
    await expect(ads).toHaveCount(2);
    expect((await ads.evaluateAll((list) => list.map((ad) => ad.dataset.adId))).sort()).toEqual([
      'alpha',
      'beta',
    ]);
    await expect(region.getByText('Ad', { exact: true })).toHaveCount(2);
    await expect(region.getByTestId('house-ad')).toHaveCount(0);

    const alphaLink = region.locator('[data-ad-id="alpha"] a');
    await expect(alphaLink).toHaveAttribute('href', 'https://alpha.example.com/offer');
    await expect(alphaLink).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(alphaLink).toHaveAttribute('target', '_blank');
    const betaLink = region.locator('[data-ad-id="beta"] a');
    await expect(betaLink).toHaveAttribute('href', '/partners');
    await expect(betaLink).not.toHaveAttribute('target');
    // Every creative comes from this site and has loaded.
    for (const image of await region.getByRole('img').all()) {
      const source = await image.evaluate((element: HTMLImageElement) => element.src);
      expect(new URL(source).origin).toBe(server.origin);
      // Loaded lazily, as the ads come into view.
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    }

    await region.locator('[data-ad-id="alpha"]').getByRole('button', { name: 'Close ad' }).click();
    await expect(region.locator('[data-ad-id="alpha"]')).toHaveCount(0);
    const localDay = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    expect(await readDismissals(page, 'dismissedAds')).toEqual({ alpha: localDay });

    // Later the same day: alpha stays away; beta and the house ad fill the slots.
    await page.reload();
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByTestId('ad')).toHaveCount(1);
    await expect(region.locator('[data-ad-id="beta"]')).toBeVisible();
    await expect(region.getByTestId('house-ad')).toBeVisible();

    // The next day it is back.
    await page.clock.setSystemTime(today.getTime() + DAY_MS);
    await page.reload();
    await region.scrollIntoViewIfNeeded();
    await expect(region.getByTestId('ad')).toHaveCount(2);
    await expect(region.locator('[data-ad-id="alpha"]')).toBeVisible();
  });
});

test.describe('the house ad', () => {
  test('invites advertisers without a figure on a fresh server, then with the real page views', async ({
    page,
  }) => {
    // Two servers of its own, one after the other; the first builds its catalogue.
    test.setTimeout(240_000);
    const first = new ContentServer();
    let second: ContentServer | null = null;
    try {
      await first.start();
      await page.goto(`${first.origin}/`);
      const houseAd = page.getByTestId('house-ad');
      await expect(houseAd).toHaveCount(1);
      await expect(houseAd.getByRole('heading', { name: 'Advertise on Reelhouse' })).toBeVisible();
      await expect(houseAd.getByRole('link', { name: 'Advertise with us' })).toHaveAttribute(
        'href',
        '/advertise',
      );
      await expect(houseAd.getByRole('link', { name: 'Why We Now Have Ads' })).toHaveAttribute(
        'href',
        '/ads',
      );
      // Nothing counted yet: no number at all, never an invented one.
      await expect(houseAd).not.toContainText(/\d/);

      // Two more page views, then a restart (the counts are written as the server stops).
      await page.goto(`${first.origin}/movies`);
      await page.goto(`${first.origin}/series`);
      await first.stop();
      second = new ContentServer(first.dataDir, first.contentDir);
      await second.start();
      await page.goto(`${second.origin}/`);
      await expect(page.getByTestId('house-ad-views')).toHaveText(
        '3 page views in the last 30 days',
      );
    } finally {
      await second?.stop();
      await first.stop();
      first.remove();
    }
  });
});
