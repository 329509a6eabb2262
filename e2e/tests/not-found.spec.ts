/** The 404 page (spec section 2): status, exact texts, 'Browse movies' and 'Go Back'. */
import { expect, test } from '@playwright/test';
import { navigateInApp, waitForShellHydration } from './support';

const NOT_FOUND_TEXT =
  "The page you're looking for doesn't exist, is being built, or has been moved.";

test('an unknown path answers 404 with the exact title and text', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText(NOT_FOUND_TEXT, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | Reelhouse');
});

test("'Browse movies' goes to /movies", async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForShellHydration(page);
  await page.getByRole('link', { name: 'Browse movies' }).click();
  await expect(page).toHaveURL('/movies');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page Not Found');
  await expect(page.getByTestId('media-card').first()).toBeVisible();
});

test("'Go Back' after a client-side navigation returns to the previous page", async ({ page }) => {
  await page.goto('/');
  await waitForShellHydration(page);
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  await navigateInApp(page, '/no-such-page');
  await expect(page).toHaveURL('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  expect(await page.evaluate(() => 'e2eSameDocument' in window), 'no full page load').toBe(true);

  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Watch Movies, Series, Anime and whatever you want',
  );
  expect(await page.evaluate(() => 'e2eSameDocument' in window), 'no full page load').toBe(true);
  // It went back in history (not merely home): the 404 page is now the forward entry.
  await page.goForward();
  await expect(page).toHaveURL('/no-such-page');
});

test("'Go Back' on a direct visit (no earlier page) goes home", async ({ page }) => {
  await page.goto('/no-such-page');
  await waitForShellHydration(page);
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Watch Movies, Series, Anime and whatever you want',
  );
});
