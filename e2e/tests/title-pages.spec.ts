/**
 * The movie, series and episode pages (spec section 2) on the embedded catalogue: server HTML
 * and its tags, canonical slugs, genre chips, the watchlist toggle, season and episode choice,
 * and the texts of the missing episode and unreadable parameters.
 */
import { TITLE_LOGO_BACKGROUND } from '@reelhouse/core/screens/title-logo';
import { expect, test, type Page } from '@playwright/test';
import { recordBrowserProblems, waitForShellHydration, type BrowserProblem } from './support';

const MOVIE_PATH = '/movies/299534-avengers-endgame';
const MOVIE_OVERVIEW =
  'A 2019 superhero film starring Robert Downey Jr., Chris Evans and Mark Ruffalo. It grossed $2.8 billion worldwide.';
const SERIES_PATH = '/series/1396-breaking-bad';

function statusLine(status: number, url: string): BrowserProblem {
  const reason = status === 404 ? 'Not Found' : 'Bad Request';
  return {
    kind: 'console.error',
    text: `Failed to load resource: the server responded with a status of ${String(status)} (${reason})`,
    url,
  };
}

async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForShellHydration(page);
}

test.describe('server HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'plain HTTP requests: the viewport plays no part');

  test('the movie page HTML carries the title, the overview, the canonical URL and video.movie tags with the poster', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(MOVIE_PATH);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Avengers: Endgame | Reelhouse</title>');
    expect(html).toMatch(/<h1\b[^>]*>[\s\S]*?Avengers: Endgame[\s\S]*?<\/h1>/);
    expect(html).toContain(MOVIE_OVERVIEW);
    expect(html).toContain(`<link rel="canonical" href="${baseURL ?? ''}${MOVIE_PATH}"/>`);
    expect(html).toContain('<meta property="og:type" content="video.movie"/>');
    expect(html).toMatch(
      /<meta property="og:image" content="[^"]*\/api\/img\?src=%2Fart%2Fposter%2Fmovie-299534\.svg[^"]*"\/>/,
    );
    expect(html).toContain(`<meta name="description" content="${MOVIE_OVERVIEW}"/>`);
  });

  test('the series and episode pages carry video.tv_show and video.episode tags', async ({
    request,
  }) => {
    const series = await (await request.get(SERIES_PATH)).text();
    expect(series).toContain('<meta property="og:type" content="video.tv_show"/>');
    expect(series).toContain('Breaking Bad');
    const episode = await (await request.get(`${SERIES_PATH}/1/1`)).text();
    expect(episode).toContain('<meta property="og:type" content="video.episode"/>');
    expect(episode).toMatch(/<h1\b[^>]*>Pilot<\/h1>/);
  });

  test('an address without the slug or with a wrong one moves permanently to the canonical one, keeping the query', async ({
    request,
  }) => {
    for (const path of ['/movies/299534?play=true', '/movies/299534-wrong-title?play=true']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers().location, path).toBe(`${MOVIE_PATH}?play=true`);
    }
    const episode = await request.get('/series/1396/01/3', { maxRedirects: 0 });
    expect(episode.status()).toBe(301);
    expect(episode.headers().location).toBe(`${SERIES_PATH}/1/3`);
  });
});

test('the canonical page after a slug redirect passes ?play=true on to the Watch button', async ({
  page,
}) => {
  await openHydrated(page, '/movies/10378?play=true');
  await expect(page).toHaveURL('/movies/10378-big-buck-bunny?play=true');
  // By test id: once the player opens over the page, the button leaves the accessibility tree.
  const watch = page.getByTestId('play-button');
  await expect(watch).toHaveAttribute('data-autoplay', 'true');
  await expect(watch).toHaveText('Watch Big Buck Bunny');
  await expect(page.getByTestId('player')).toBeVisible({ timeout: 15_000 });
});

test('an unknown movie answers 404 with a not-found message', async ({ page, baseURL }) => {
  const problems = recordBrowserProblems(page);
  const response = await page.goto('/movies/999999999-nothing');
  expect(response?.status()).toBe(404);
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Movie Not Found');
  await expect(page.getByRole('link', { name: 'Browse movies' })).toHaveAttribute(
    'href',
    '/movies',
  );
  expect(problems).toEqual([statusLine(404, `${baseURL ?? ''}/movies/999999999-nothing`)]);
});

test('the poster keeps its 2:3 shape beside a long column of facts and overview', async ({
  page,
}) => {
  await page.goto('/series/456-the-simpsons');
  const box = await page
    .locator('[data-testid="title-hero"] [data-artwork="poster"]')
    .boundingBox();
  expect(box).not.toBeNull();
  expect((box?.height ?? 0) / (box?.width ?? 1)).toBeCloseTo(1.5, 1);
});

for (const theme of ['light', 'dark'] as const) {
  test(`in the ${theme} theme the title logo sits on the dark ground it is drawn for, with the title for readers`, async ({
    page,
  }) => {
    await page.addInitScript((name) => window.localStorage.setItem('theme', name), theme);
    await page.goto('/movies/10378-big-buck-bunny');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveAccessibleName('Big Buck Bunny');
    const plate = heading.getByTestId('title-logo');
    await expect(plate.locator('img')).toBeVisible();
    // The light theme's white page once showed the light lettering at about 1.2:1.
    const channels = (TITLE_LOGO_BACKGROUND.match(/[0-9a-f]{2}/gi) ?? []).map((hex) =>
      parseInt(hex, 16),
    );
    expect(await plate.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      `rgb(${channels.join(', ')})`,
    );
  });
}

test('a genre chip leads to /categories/{slug}', async ({ page }) => {
  await openHydrated(page, MOVIE_PATH);
  await page.getByRole('list', { name: 'Genres' }).getByRole('link', { name: 'Action' }).click();
  await expect(page).toHaveURL('/categories/action');
});

test('the watchlist toggle adds the movie, says so, and keeps its state across reloads', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await openHydrated(page, MOVIE_PATH);
  const toggle = page.getByRole('button', { name: 'Watchlist', exact: true });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Added Avengers: Endgame to watchlist')).toBeVisible();

  await page.reload();
  await waitForShellHydration(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(toggle).toHaveAttribute('data-bookmarked', 'true');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await waitForShellHydration(page);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => window.localStorage.getItem('bookmarks'))).toBe('[]');
  expect(problems).toEqual([]);
});

test('a new category takes the movie, then the icon lists every category and closes after a choice', async ({
  page,
}) => {
  await openHydrated(page, MOVIE_PATH);
  await page.getByRole('button', { name: 'More bookmark categories' }).click();
  const panel = page.getByTestId('bookmark-categories');
  await panel.getByRole('button', { name: 'Add category' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Type a name for the new category.');

  await panel.getByLabel('New category name').fill('  Marvel nights ');
  await panel.getByLabel('New category name').press('Enter');
  await expect(panel).toBeHidden();

  const icon = page.getByRole('button', { name: 'Bookmark categories for Avengers: Endgame' });
  await expect(icon).toHaveAttribute('data-bookmarked', 'true');
  await expect(icon).toBeFocused();
  await icon.click();
  await expect(icon).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('checkbox', { name: 'Marvel nights' })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: 'watchlist' })).not.toBeChecked();

  // The list closes on the choice, so the box is clicked rather than checked.
  await panel.getByRole('checkbox', { name: 'favorites' }).click();
  await expect(panel).toBeHidden();
  await icon.click();
  await expect(panel.getByRole('checkbox', { name: 'favorites' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(icon).toBeFocused();
});

test('series: another season in the select, then Watch selected episode, opens the episode page; Back returns', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await openHydrated(page, SERIES_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breaking Bad');
  await expect(page.getByText('5 Seasons · 62 Episodes', { exact: true })).toBeVisible();

  // Season 3 is not in the sample media: no episode of it offers Watch.
  await page.getByLabel('Season', { exact: true }).selectOption('3');
  await expect(page).toHaveURL(`${SERIES_PATH}?season=3`);
  const grid = page.getByTestId('episode-grid');
  await expect(grid.getByTestId('episode-card').first()).toContainText('S3 E1');
  await expect(page.getByRole('link', { name: 'Watch selected episode' })).toHaveCount(0);

  await page.getByLabel('Season', { exact: true }).selectOption('2');
  await expect(page).toHaveURL(`${SERIES_PATH}?season=2`);
  await expect(grid.getByTestId('episode-card').first()).toContainText('S2 E1');
  await expect(
    page.getByRole('navigation', { name: 'Seasons' }).getByRole('link', { name: 'Season 2' }),
  ).toHaveAttribute('aria-current', 'true');

  await page.getByLabel('Episode', { exact: true }).selectOption('2');
  await page.getByRole('link', { name: 'Watch selected episode' }).click();
  await expect(page).toHaveURL(`${SERIES_PATH}/2/2?play=true`);
  await expect(
    page.getByTestId('episode-details').getByText('S2 E2', { exact: true }),
  ).toBeVisible();
  // play=true may already have opened the player, a modal that hides the page from the
  // accessibility tree: the heading is found by its element, not by its role.
  await expect(page.locator('h1')).toHaveText('Grilled');
  await expect(page.getByTestId('play-button')).toHaveAttribute('data-autoplay', 'true');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-sticky', 'false');
  const current = page.getByTestId('season-browser').locator('a[aria-current="page"]');
  await expect(current).toContainText('S2 E2');

  await page.goBack();
  await expect(page).toHaveURL(`${SERIES_PATH}?season=2`);
  await expect(page.getByLabel('Season', { exact: true })).toHaveValue('2');
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-sticky', 'true');
  expect(problems).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the season tabs show another season and its episode cards link to episode pages', async ({
    page,
  }) => {
    await page.goto(SERIES_PATH);
    await page
      .getByRole('navigation', { name: 'Seasons' })
      .getByRole('link', { name: 'Season 2' })
      .click();
    await expect(page).toHaveURL(`${SERIES_PATH}?season=2`);
    const first = page.getByTestId('episode-card').first();
    await expect(first).toContainText('S2 E1');
    await expect(first).toHaveAttribute('href', `${SERIES_PATH}/2/1`);
  });
});

test('an episode whose directors and writers nobody knows leaves them out, never printing Unknown', async ({
  page,
}) => {
  await page.goto(`${SERIES_PATH}/1/1`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Unknown');
  await expect(page.getByText('Director(s)', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Writer(s)', { exact: true })).toHaveCount(0);
});

test("a missing episode shows 'Episode Not Found' with a link back to the series", async ({
  page,
  baseURL,
}) => {
  const problems = recordBrowserProblems(page);
  const response = await page.goto(`${SERIES_PATH}/1/99`);
  expect(response?.status()).toBe(404);
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episode Not Found');
  await page.getByRole('link', { name: 'Back to Breaking Bad' }).click();
  await expect(page).toHaveURL(SERIES_PATH);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Breaking Bad');
  expect(problems).toEqual([statusLine(404, `${baseURL ?? ''}${SERIES_PATH}/1/99`)]);
});

test("unreadable episode parameters show 'Missing required parameters'", async ({
  page,
  baseURL,
}) => {
  const problems = recordBrowserProblems(page);
  const response = await page.goto('/series/abc/1/x');
  expect(response?.status()).toBe(400);
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Missing required parameters');
  expect(problems).toEqual([statusLine(400, `${baseURL ?? ''}/series/abc/1/x`)]);
});
