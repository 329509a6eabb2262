/** Helpers the journeys share: waiting for hydration and collecting the browser's complaints. */
import { expect, type Browser, type Locator, type Page } from '@playwright/test';

/**
 * The footer's theme switch: the server renders it without `aria-checked` (the theme is only
 * known in the browser), so the attribute appearing means the shell has hydrated.
 */
export function footerThemeToggle(page: Page): Locator {
  return page.getByTestId('site-footer').getByTestId('theme-toggle');
}

/** Waits until React has hydrated the shell (see {@link footerThemeToggle}). */
export async function waitForShellHydration(page: Page): Promise<void> {
  await expect(footerThemeToggle(page)).toHaveAttribute('aria-checked', /^(true|false)$/);
}

/**
 * Waits until React owns `element`. Screens without the shell (the error screen) have no public
 * hydration marker, so this looks for the props React attaches to the DOM node it hydrated.
 */
export async function waitForReactToOwn(element: Locator): Promise<void> {
  await expect
    .poll(() =>
      element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))),
    )
    .toBe(true);
}

export interface BrowserProblem {
  kind: 'console.error' | 'pageerror';
  text: string;
  /** the resource the console message is about, when the browser names one */
  url: string;
}

/** Starts recording console errors and uncaught exceptions of `page`; read the array later. */
export function recordBrowserProblems(page: Page): BrowserProblem[] {
  const problems: BrowserProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') {
      problems.push({ kind: 'console.error', text: message.text(), url: message.location().url });
    }
  });
  page.on('pageerror', (error) => {
    problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: '' });
  });
  return problems;
}

/**
 * Navigates inside the app (no document load), as a link would, to a path no page links to
 * (e.g. a 404 page): React Router's data router is on `window` once the app has hydrated.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const router = (
      window as unknown as { __reactRouterDataRouter?: { navigate(to: string): Promise<void> } }
    ).__reactRouterDataRouter;
    if (!router) throw new Error('the app has not hydrated');
    await router.navigate(to);
  }, path);
}

/** The player's `<video>` element. */
export function playerVideo(page: Page): Locator {
  return page.getByTestId('player-video');
}

/** What the journeys read of the player's video, in one round trip. */
export interface VideoState {
  currentTime: number;
  duration: number;
  paused: boolean;
  muted: boolean;
  videoHeight: number;
  readyState: number;
}

/** Reads the player's video state. */
export async function readVideo(page: Page): Promise<VideoState> {
  return playerVideo(page).evaluate((video: HTMLVideoElement) => ({
    currentTime: video.currentTime,
    duration: video.duration,
    paused: video.paused,
    muted: video.muted,
    videoHeight: video.videoHeight,
    readyState: video.readyState,
  }));
}

/** Moves the player's video to `seconds` and resolves once the browser has finished seeking. */
export async function seekVideo(page: Page, seconds: number): Promise<void> {
  await playerVideo(page).evaluate(
    (video: HTMLVideoElement, to) =>
      new Promise<void>((resolve) => {
        video.addEventListener('seeked', () => resolve(), { once: true });
        video.currentTime = to;
      }),
    seconds,
  );
}

/** Pauses the player's video from script (not a user action). */
export async function pauseVideo(page: Page): Promise<void> {
  await playerVideo(page).evaluate((video: HTMLVideoElement) => video.pause());
}

/** Waits until the player's video plays past `seconds` (its time advances while playing). */
export async function waitForPlaybackPast(
  page: Page,
  seconds: number,
  timeout = 15_000,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const state = await readVideo(page);
        return state.paused ? -1 : state.currentTime;
      },
      { timeout },
    )
    .toBeGreaterThan(seconds);
}

/**
 * Opens a movie or episode page, waits for hydration, presses Watch (or Play) and waits until
 * the player plays: the video's time moves past 0.5 s.
 */
export async function openPlayer(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForShellHydration(page);
  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('player')).toBeVisible({ timeout: 15_000 });
  await waitForPlaybackPast(page, 0.5);
}

/**
 * Shows the player's controls (they hide after 3 s of playback) by moving the pointer over the
 * player, and waits until they show.
 */
export async function showPlayerControls(page: Page): Promise<void> {
  const box = await page.getByTestId('player').boundingBox();
  if (box === null) throw new Error('the player is not on screen');
  // Two different points: the browser reports no movement to where the pointer already is.
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
  await page.mouse.move(box.x + box.width / 3 + 5, box.y + box.height / 3 + 5);
  await expect(page.getByTestId('player-controls')).toHaveAttribute('data-visible', 'true');
}

/** The password of the accounts the tests make. */
export const TEST_PASSWORD = 'correct horse battery staple';

/** A username no earlier run of this server used. */
export function freshUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** Creates an account from the page's own context (its cookie signs the page in). */
export async function signUp(
  page: Page,
  baseURL: string | undefined,
  prefix: string,
): Promise<string> {
  const username = freshUsername(prefix);
  const created = await page.request.post('/api/auth/signup', {
    headers: { origin: baseURL ?? '' },
    data: {
      username,
      email: `${username}@example.org`,
      password: TEST_PASSWORD,
      passwordConfirm: TEST_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  await page.addInitScript((name) => {
    window.localStorage.setItem('user-info', JSON.stringify({ username: name }));
  }, username);
  return username;
}

/**
 * Opens a page in a new browser context (another browser, as far as the site knows) signed in to
 * the account `username` made with {@link TEST_PASSWORD}.
 */
export async function signInInAnotherBrowser(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
): Promise<Page> {
  const other = await (await browser.newContext({ baseURL })).newPage();
  const login = await other.request.post('/api/auth/login', {
    headers: { origin: baseURL ?? '' },
    data: { username, password: TEST_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await other.addInitScript((name) => {
    window.localStorage.setItem('user-info', JSON.stringify({ username: name }));
  }, username);
  return other;
}

/**
 * Stores each entry (as JSON) in the page's localStorage before its own scripts run: at every
 * load, or with `once` on the tab's first load only (later loads keep what the page changed).
 */
export async function seedStorage(
  page: Page,
  entries: Record<string, unknown>,
  { once = false }: { once?: boolean } = {},
): Promise<void> {
  const writes = Object.entries(entries)
    .map(
      ([key, value]) =>
        `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify(value))});`,
    )
    .join('');
  await page.addInitScript(
    once
      ? `if (sessionStorage.getItem('seeded') === null) { sessionStorage.setItem('seeded', '1'); ${writes} }`
      : writes,
  );
}
