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

test('hydrating the home page reuses its server HTML: React creates no rows of cards again, not even in memory', async ({
  page,
}) => {
  // Counts the elements made after the HTML was parsed, that is by the page's scripts.
  await page.addInitScript(`(() => {
    const made = {};
    window.elementsMade = made;
    const createElement = Document.prototype.createElement;
    Document.prototype.createElement = function (...args) {
      if (document.readyState !== 'loading') made[args[0]] = (made[args[0]] || 0) + 1;
      return createElement.apply(this, args);
    };
  })()`);
  await page.goto('/');
  await settle(page);
  const cards = await page.getByTestId('media-card').count();
  expect(cards).toBeGreaterThan(20);
  const made = await page.evaluate(
    () => (window as unknown as { elementsMade: Record<string, number> }).elementsMade,
  );
  // The hero's slides and what the shell opens may make a few; a row of cards makes dozens.
  expect(made.img ?? 0).toBeLessThan(10);
  expect(made.section ?? 0).toBeLessThan(3);
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
