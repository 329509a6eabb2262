/**
 * Theme (spec section 4): saved value, else device preference (followed live while nothing is
 * saved), else dark. The class on <html> must be right from the first paint: a recorder installed
 * before any page script logs every change of that class and when <body> appeared, so the tests
 * can check the class at the moment the body starts and at every moment after it.
 */
import { expect, test, type Page } from '@playwright/test';
import { footerThemeToggle, waitForShellHydration } from './support';

type ThemeEvent = { kind: 'body' } | { kind: 'class'; oldValue: string | null };
type ThemeName = 'light' | 'dark';

/** Runs in the page before its own scripts (serialised by addInitScript: no outer references). */
function installThemeRecorder(): void {
  const events: ThemeEvent[] = [];
  Object.assign(window, { e2eThemeEvents: events });
  let bodySeen = false;
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target === document.documentElement) {
        events.push({ kind: 'class', oldValue: record.oldValue });
      } else if (
        record.type === 'childList' &&
        !bodySeen &&
        Array.from(record.addedNodes).some((node) => node.nodeName === 'BODY')
      ) {
        bodySeen = true;
        events.push({ kind: 'body' });
      }
    }
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
    attributeOldValue: true,
  });
}

/**
 * @returns the <html> class at the moment <body> was inserted (before anything could paint),
 *   then each value it took afterwards, up to now (after hydration)
 */
async function htmlClassesSinceBody(page: Page): Promise<string[]> {
  await waitForShellHydration(page);
  const { events, current } = await page.evaluate(() => ({
    events: (window as unknown as { e2eThemeEvents: ThemeEvent[] }).e2eThemeEvents,
    current: document.documentElement.className,
  }));
  const bodyAt = events.findIndex((event) => event.kind === 'body');
  expect(bodyAt, 'the recorder saw <body> arrive').toBeGreaterThanOrEqual(0);
  const changes = events
    .slice(bodyAt + 1)
    .flatMap((event) => (event.kind === 'class' ? [event] : []));
  // Each change's old value is what the class was until then; the last value is the current one.
  return [...changes.map((change) => change.oldValue ?? ''), current];
}

const isDark = (className: string) => className.split(/\s+/).includes('dark');

async function expectThemeFromFirstPaint(page: Page, theme: ThemeName): Promise<void> {
  const classes = await htmlClassesSinceBody(page);
  expect(
    classes.map((className) => (isDark(className) ? 'dark' : 'light')),
    `<html> class from the first paint on: ${JSON.stringify(classes)}`,
  ).toEqual(classes.map(() => theme));
  await expect(footerThemeToggle(page)).toHaveAttribute('aria-checked', String(theme === 'dark'));
}

async function expectHtmlTheme(page: Page, theme: ThemeName): Promise<void> {
  const html = page.locator('html');
  if (theme === 'dark') await expect(html).toHaveClass(/(^|\s)dark(\s|$)/);
  else await expect(html).not.toHaveClass(/(^|\s)dark(\s|$)/);
}

/** Presses the footer's switch with a real pointer click. */
async function pressFooterSwitch(page: Page): Promise<void> {
  await footerThemeToggle(page).click();
}

/**
 * Chromium has no "no preference" state any more: emulateMedia('no-preference') reports light.
 * This stands in for a device that states none: no prefers-color-scheme query matches.
 */
function stateNoColorSchemePreference(): void {
  const original = window.matchMedia.bind(window);
  window.matchMedia = (query: string): MediaQueryList => {
    if (!query.includes('prefers-color-scheme')) return original(query);
    const inert: Pick<MediaQueryList, 'matches' | 'media' | 'onchange'> & Record<string, unknown> =
      {
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    return inert as unknown as MediaQueryList;
  };
}

/** Resolves after the page (and so the app's earlier listener) saw the device preference change. */
async function emulateAndWait(page: Page, colorScheme: ThemeName): Promise<void> {
  const changed = page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window
          .matchMedia('(prefers-color-scheme: light)')
          .addEventListener('change', () => resolve(), { once: true });
      }),
  );
  await page.emulateMedia({ colorScheme });
  await changed;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installThemeRecorder);
});

const DEVICE_CASES: [ThemeName, ThemeName][] = [
  ['light', 'light'],
  ['dark', 'dark'],
];

for (const [colorScheme, theme] of DEVICE_CASES) {
  test(`with nothing saved, device preference '${colorScheme}' gives the ${theme} theme from the first paint`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto('/');
    await expectThemeFromFirstPaint(page, theme);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });
}

test('with nothing saved and no device preference the theme is dark from the first paint', async ({
  page,
}) => {
  await page.addInitScript(stateNoColorSchemePreference);
  await page.goto('/');
  expect(
    await page.evaluate(() => window.matchMedia('(prefers-color-scheme: light)').matches),
  ).toBe(false);
  await expectThemeFromFirstPaint(page, 'dark');
});

// The footer's switch sits at the right end of its last row, where the fixed floating menu
// floats; the footer's bottom padding must leave room so the switch stays clickable.
test('the footer switch can be clicked: nothing covers it when scrolled to the bottom', async ({
  page,
}) => {
  await page.goto('/');
  await waitForShellHydration(page);
  // The whole switch in view before looking, scrolling to the bottom again should the page still
  // grow (a run found the switch's centre below the window and read "nothing" there).
  const toggle = footerThemeToggle(page);
  await expect(async () => {
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    await expect(toggle).toBeInViewport({ ratio: 1, timeout: 500 });
  }).toPass();
  const topmost = await toggle.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit && element.contains(hit)
      ? 'the switch'
      : (hit?.closest('[aria-label]')?.getAttribute('aria-label') ?? hit?.tagName ?? 'nothing');
  });
  expect(topmost, 'what a click at the centre of the switch hits').toBe('the switch');
  await toggle.click({ timeout: 5_000 });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
});

test('the footer switch toggles the theme and the choice survives a reload without a flash', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expectThemeFromFirstPaint(page, 'light');

  await pressFooterSwitch(page);
  await expectHtmlTheme(page, 'dark');
  await expect(footerThemeToggle(page)).toHaveAttribute('aria-checked', 'true');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expectThemeFromFirstPaint(page, 'dark');

  await pressFooterSwitch(page);
  await expectHtmlTheme(page, 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await page.reload();
  await expectThemeFromFirstPaint(page, 'light');
});

test('the head script alone applies the saved theme, before any bundle loads', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await waitForShellHydration(page);
  await pressFooterSwitch(page);
  await expectHtmlTheme(page, 'dark');

  let blocked = 0;
  await page.route('**/assets/*.js', async (route) => {
    blocked += 1;
    await route.abort();
  });
  await page.reload();
  expect(blocked, 'module scripts were requested and blocked').toBeGreaterThan(0);
  await expectHtmlTheme(page, 'dark');
  await expect(footerThemeToggle(page), 'the page was not hydrated').not.toHaveAttribute(
    'aria-checked',
  );
});

const SAVED_CASES: [ThemeName, ThemeName][] = [
  ['dark', 'light'],
  ['light', 'dark'],
];

for (const [device, saved] of SAVED_CASES) {
  test(`a saved '${saved}' wins over the device preference '${device}'`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: device });
    await page.goto('/');
    await expectThemeFromFirstPaint(page, device);
    await pressFooterSwitch(page);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(saved);

    await page.reload();
    await expectThemeFromFirstPaint(page, saved);
    // A saved choice also stops the live following of the device.
    await emulateAndWait(page, saved);
    await emulateAndWait(page, device);
    await expectHtmlTheme(page, saved);
  });
}

test('while nothing is saved, a change of device preference applies at once', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expectThemeFromFirstPaint(page, 'light');
  await emulateAndWait(page, 'dark');
  await expectHtmlTheme(page, 'dark');
  await emulateAndWait(page, 'light');
  await expectHtmlTheme(page, 'light');
});
