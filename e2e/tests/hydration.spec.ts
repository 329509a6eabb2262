/**
 * Pages hydrate without React errors: every console error and uncaught exception is recorded.
 * The one message expected is Chromium's own network line for a response sent with status 404,
 * which the 404 page is on purpose; it is matched exactly, so anything else fails the test.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  navigateInApp,
  recordBrowserProblems,
  waitForShellHydration,
  type BrowserProblem,
} from './support';

function notFoundStatusLine(url: string): BrowserProblem {
  return {
    kind: 'console.error',
    text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    url,
  };
}

async function settle(page: Page): Promise<void> {
  await waitForShellHydration(page);
  await page.waitForLoadState('networkidle');
}

test('the home page hydrates with no console errors or page errors', async ({ page }) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/');
  await settle(page);
  expect(problems).toEqual([]);
});

test('the 404 page hydrates with no errors besides its own 404 status line', async ({
  page,
  baseURL,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/no-such-page');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  expect(problems).toEqual([notFoundStatusLine(`${baseURL ?? ''}/no-such-page`)]);
});

test('a client-side navigation to a 404 page raises no errors besides its data 404 line', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/');
  await settle(page);
  await navigateInApp(page, '/no-such-page');
  await expect(page).toHaveURL('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await page.waitForLoadState('networkidle');
  // The data request names the routes it wants loaded: '/no-such-page.data?_routes=…'.
  expect(problems).toHaveLength(1);
  const [problem] = problems;
  expect({ ...problem, url: '' }).toEqual(notFoundStatusLine(''));
  expect(problem?.url).toMatch(/\/no-such-page\.data(\?|$)/);
});
