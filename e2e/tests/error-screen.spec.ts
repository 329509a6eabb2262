/**
 * The error screen (spec sections 2 and 4) and the report API behind 'Report This Issue'.
 *
 * Two ways in: a stored app record that cannot be read (the spec's trigger), and the router's own
 * 405 for a POST to a route without an action. A browser form cannot send that POST (it goes out
 * with `Origin: null`, and React Router's CSRF check answers a plain 400), so that test turns its
 * first navigation to '/' into a POST; everything after that (render, hydration, report) is the
 * real app and server.
 */
import type { ErrorReportInput } from '@reelhouse/core/errors/report-schema';
import { expect, test } from '@playwright/test';
import { waitForReactToOwn } from './support';

test.describe('POST /api/report', () => {
  test.skip(({ isMobile }) => isMobile, 'API calls: the viewport plays no part');

  test('a valid report answers 201 with its id', async ({ request, baseURL }) => {
    const report: ErrorReportInput = {
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'id')",
      url: `${baseURL ?? ''}/movies/603-the-matrix`,
      userMessage: 'I pressed Watch',
      userAgent: 'Playwright e2e',
      stack: 'TypeError: boom\n    at Movie (movie.tsx:1:1)',
      occurredAt: Date.now(),
    };
    const response = await request.post('/api/report', { data: report });
    expect(response.status()).toBe(201);
    const body: unknown = await response.json();
    expect(body).toEqual({ id: expect.any(String) as unknown });
  });

  test('an invalid report answers 400 with JSON naming each bad field', async ({ request }) => {
    const response = await request.post('/api/report', {
      data: { name: ' ', message: 'x', url: 'ftp://example.org/', occurredAt: -1, extra: true },
    });
    expect(response.status()).toBe(400);
    expect(response.headers()['content-type']).toContain('application/json');
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe('Invalid request');
    const paths = body.issues.map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'url', 'occurredAt']));
  });

  test('a body that is not JSON answers 400 JSON too', async ({ request }) => {
    const response = await request.post('/api/report', {
      headers: { 'Content-Type': 'application/json' },
      data: Buffer.from('{"name": '),
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON body' });
  });
});

test('a route error shows the error screen; Report This Issue locks as Issue Reported; details toggle', async ({
  page,
}) => {
  await page.route('/', (route) => route.continue({ method: 'POST' }), { times: 1 });
  const response = await page.goto('/');
  expect(response?.status()).toBe(405);

  const screen = page.getByTestId('error-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Oops! Something Broke');
  await expect(screen.getByText('405', { exact: true })).toBeVisible();
  await expect(screen.getByText('Method Not Allowed', { exact: true })).toBeVisible();
  await expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  for (const name of ['Reload Page', 'Clear Bookmarks', 'Clear Watchlist', 'Reset all app data']) {
    await expect(screen.getByRole('button', { name })).toBeVisible();
  }

  const report = screen.getByRole('button', { name: 'Report This Issue' });
  await waitForReactToOwn(report);
  await screen.getByLabel('What were you doing when this happened?').fill('Opening the home page');
  // Hold the report at the network until the 'sending' state has been seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('/api/report', async (route) => {
    await held;
    await route.continue();
  });
  const sent = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/report') && answer.request().method() === 'POST',
  );
  await report.click();
  const sending = screen.getByRole('button', { name: 'Reporting...' });
  await expect(sending).toBeDisabled();
  release();
  const answer = await sent;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({
    name: 'Error 405',
    status: 405,
    userMessage: 'Opening the home page',
  });
  const reported = screen.getByRole('button', { name: 'Issue Reported' });
  await expect(reported).toBeVisible();
  await expect(reported).toBeDisabled();

  const details = screen.getByTestId('error-details');
  await expect(details).toHaveCount(0);
  await screen.getByRole('button', { name: 'Show technical details' }).click();
  await expect(details).toBeVisible();
  await expect(details).toContainText('Error 405');
  await screen.getByRole('button', { name: 'Hide technical details' }).click();
  await expect(details).toHaveCount(0);
});

test("a stored app record that cannot be read shows the error screen with the spec's message, and Reset all app data starts afresh", async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Only before the first load: the reset's reload must find storage as the reset left it.
    if (window.sessionStorage.getItem('seeded') === null) {
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('local-lock', '{"valid": tru');
      window.localStorage.setItem('bookmarks', '[]');
    }
  });
  await page.goto('/');
  const screen = page.getByTestId('error-screen');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText('Oops! Something Broke');
  await expect(screen.getByTestId('error-message')).toHaveText(
    'Failed to read from localStorage, clear all data and try again.',
  );
  // The unreadable record is gone already; the reset clears the rest and reloads.
  expect(await page.evaluate(() => window.localStorage.getItem('local-lock'))).toBeNull();
  const reset = screen.getByRole('button', { name: 'Reset all app data' });
  await waitForReactToOwn(reset);
  await reset.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Watch Movies, Series, Anime and whatever you want',
  );
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('bookmarks'))).toBeNull();
});

test("the error screen's storage actions clear only their own keys, and Reload Page reloads the page", async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (window.sessionStorage.getItem('seeded') === null) {
      window.sessionStorage.setItem('seeded', '1');
      window.localStorage.setItem('local-lock', '{"valid": tru');
      window.localStorage.setItem('bookmarks', '[{"mediaId":550,"category":"watchlist"}]');
      window.localStorage.setItem('media-tracking', '{"items":{}}');
      window.localStorage.setItem('theme', 'dark');
    }
  });
  await page.goto('/');
  const screen = page.getByTestId('error-screen');
  const stored = (key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

  const clearBookmarks = screen.getByRole('button', { name: 'Clear Bookmarks' });
  await waitForReactToOwn(clearBookmarks);
  await clearBookmarks.click();
  await expect(screen.getByRole('status')).toHaveText('Your bookmarks were cleared.');
  expect(await stored('bookmarks')).toBeNull();
  expect(await stored('media-tracking')).toBe('{"items":{}}');

  await screen.getByRole('button', { name: 'Clear Watchlist' }).click();
  await expect(screen.getByRole('status')).toHaveText('Your watch history was cleared.');
  expect(await stored('media-tracking')).toBeNull();
  expect(await stored('theme')).toBe('dark');

  // The unreadable record was removed when it was read, so the reloaded page works again.
  await Promise.all([
    page.waitForEvent('load'),
    screen.getByRole('button', { name: 'Reload Page' }).click(),
  ]);
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Watch Movies, Series, Anime and whatever you want',
  );
});

test('Return Home on the error screen of another page leads to the home page', async ({ page }) => {
  await page.route('/movies', (route) => route.continue({ method: 'POST' }), { times: 1 });
  const response = await page.goto('/movies');
  expect(response?.status()).toBe(405);
  const home = page.getByTestId('error-screen').getByRole('link', { name: 'Return Home' });
  await waitForReactToOwn(home);
  await home.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Watch Movies, Series, Anime and whatever you want',
  );
});
