/**
 * Whole journeys across the catalogue screens, as a visitor makes them, on the embedded catalogue
 * at desktop and phone widths: every step is a client-side navigation of the hydrated app.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordBrowserProblems, waitForShellHydration } from './support';

const gridCards = (page: Page) => page.getByTestId('infinite-grid').getByTestId('media-card');

test('home → a popular movie → its genre chip → the category grid, which grows on scrolling', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/');
  await waitForShellHydration(page);
  await page.evaluate(() => Object.assign(window, { e2eSameDocument: true }));

  const popularMovies = page.getByRole('region', { name: 'Popular Movies' });
  const firstMovie = popularMovies.getByTestId('media-card').first();
  const moviePath = await firstMovie.getAttribute('href');
  expect(moviePath).toMatch(/^\/movies\/\d+-[a-z0-9-]+$/);
  await firstMovie.click();
  await expect(page).toHaveURL(moviePath ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const chip = page.getByRole('list', { name: 'Genres' }).getByRole('link').first();
  const categoryPath = await chip.getAttribute('href');
  expect(categoryPath).toMatch(/^\/categories\/[a-z-]+$/);
  await chip.click();
  await expect(page).toHaveURL(categoryPath ?? '');

  await expect(gridCards(page).first()).toBeVisible();
  const firstPage = await gridCards(page).count();
  // Scroll to the end until the next page has arrived.
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await gridCards(page).count()).toBeGreaterThan(firstPage);
  }).toPass();
  expect(await page.evaluate(() => 'e2eSameDocument' in window), 'no full page load').toBe(true);
  expect(problems).toEqual([]);
});

test('overlay search → Advanced Search → type and sort → the next page of results', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/');
  await waitForShellHydration(page);

  await page.getByTestId('search-box').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill('the');
  await expect(dialog.getByRole('link', { name: /the/i }).first()).toBeVisible();
  await dialog.getByRole('link', { name: 'Advanced Search' }).click();
  await expect(page).toHaveURL(/\/search\?query=the$/);

  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: 'Media Type' }).selectOption({ label: 'Movies' });
  await expect(page).toHaveURL(/type=movie/);
  await main.getByRole('combobox', { name: 'Sort By' }).selectOption({ index: 2 });
  await expect(page).toHaveURL(/sort=/);
  expect(new URL(page.url()).searchParams.get('page') ?? '1').toBe('1');

  const results = main.getByTestId('media-card');
  await expect(results.first()).toBeVisible();
  const firstTitleOnPage1 = await results.first().textContent();
  await main.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(results.first()).not.toHaveText(firstTitleOnPage1 ?? '');
  expect(problems).toEqual([]);
});
