/**
 * What plays is known before the click (issue 16): the test server has the sample media (four
 * films and seven plus three episodes of Breaking Bad) and an Internet Archive it cannot reach, so
 * only the sample titles play. They lead the hero, fill 'Free to watch now' with their badge, and
 * keep Watch; every other title says it cannot be streamed here and shows where to watch it.
 */
import { expect, test } from '@playwright/test';
import { recordBrowserProblems, waitForShellHydration } from './support';

test("home leads with what plays: the first hero slide offers Watch, and 'Free to watch now' lists the sample films with their badge", async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/');
  await waitForShellHydration(page);
  const slide = page.locator('[data-testid="hero-slide"][data-current="true"]');
  await expect(slide.getByRole('link', { name: /^Watch / })).toBeVisible();

  const row = page.getByRole('region', { name: 'Free to watch now' });
  await expect(row.getByTestId('media-card')).toHaveCount(5);
  await expect(row.getByText('Big Buck Bunny', { exact: true })).toBeVisible();
  await expect(row.getByTestId('availability-badge').first()).toHaveText('Free to watch');
  expect(problems).toEqual([]);
});

test('a series nothing here plays says so, keeps the watchlist toggle, and names its network as where to watch', async ({
  page,
}) => {
  const response = await page.goto('/series/615-futurama');
  const html = (await response?.text()) ?? '';
  // Said by the server: no Watch bound to fail, even before the page runs.
  expect(html).toContain('This title can’t be streamed here.');
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Futurama');
  await expect(page.getByTestId('not-streamable')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Watch selected episode' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Watchlist', exact: true })).toBeVisible();
  const where = page.getByRole('region', { name: 'Where to watch' });
  await where.getByRole('link', { name: 'Hulu' }).click();
  await expect(page).toHaveURL('/networks/hulu');
});

test('an episode plays only when the library has it: S1 E1 of Breaking Bad offers Play, S3 E1 says it cannot be streamed here', async ({
  page,
}) => {
  await page.goto('/series/1396-breaking-bad/1/1');
  await waitForShellHydration(page);
  await expect(page.getByTestId('play-button')).toBeVisible();
  await expect(page.getByTestId('not-streamable')).toHaveCount(0);

  await page.goto('/series/1396-breaking-bad/3/1');
  await waitForShellHydration(page);
  await expect(page.getByTestId('not-streamable')).toBeVisible();
  await expect(page.getByTestId('play-button')).toHaveCount(0);
});

test('a browser with its own Jellyfin keeps Watch on a title nothing else here plays', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'jellyfin',
      JSON.stringify({
        serverUrl: 'https://media.example.org',
        userId: '0123456789abcdef0123456789abcdef',
        accessToken: 'abcdef0123456789abcdef0123456789',
      }),
    );
  });
  await page.goto('/movies/299534-avengers-endgame');
  await waitForShellHydration(page);
  await expect(page.getByRole('button', { name: 'Watch Avengers: Endgame' })).toBeVisible();
  await expect(page.getByTestId('not-streamable')).toHaveCount(0);
});

test("'Playable here' keeps only the category's titles that play here, and Everything brings the rest back", async ({
  page,
}) => {
  await page.goto('/categories/crime');
  await waitForShellHydration(page);
  const grid = page.getByRole('list', { name: 'Crime titles' });
  await expect(grid.getByTestId('media-card').nth(1)).toBeVisible();
  const filter = page.getByRole('navigation', { name: 'Filter by where it plays' });
  await filter.getByRole('link', { name: 'Playable here' }).click();
  await expect(page).toHaveURL('/categories/crime?playable=1');
  await expect(grid.getByTestId('media-card')).toHaveCount(1);
  await expect(grid.getByTestId('media-card')).toContainText('Breaking Bad');
  await expect(grid.getByTestId('availability-badge')).toHaveText('Free to watch');
  await filter.getByRole('link', { name: 'Everything' }).click();
  await expect(page).toHaveURL('/categories/crime');
  await expect(grid.getByTestId('media-card').nth(1)).toBeVisible();
});
