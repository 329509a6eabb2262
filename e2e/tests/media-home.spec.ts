/**
 * Movies home (/movies) and Series home (/series), spec section 2: title, category row starting
 * on the page's type, a hero limited to 10 slides on small screens and 15 otherwise, and the rows
 * Featured, Trending, Popular, Upcoming, all in the server HTML and hydrating without errors.
 */
import { MEDIA_HOME_ROWS, RECENTLY_RELEASED_TITLE } from '@reelhouse/core/screens/home';
import { expect, test } from '@playwright/test';
import { recordBrowserProblems, waitForShellHydration } from './support';

interface ListAnswer {
  results: { id: number; title: string | null; name: string | null }[];
}

const PAGES = [
  {
    path: '/movies',
    heading: 'Movies',
    type: 'movie',
    pressed: 'Movies',
    featured: 'movie/top_rated',
  },
  { path: '/series', heading: 'Series', type: 'tv', pressed: 'TV shows', featured: 'tv/top_rated' },
] as const;

/** The rows on the embedded catalogue: no upcoming film, so the movies home shows the newest. */
function rowTitles(type: string): string[] {
  return MEDIA_HOME_ROWS.map((title) =>
    type === 'movie' && title === 'Upcoming' ? RECENTLY_RELEASED_TITLE : title,
  );
}

for (const home of PAGES) {
  test.describe(`${home.heading} home`, () => {
    test(`the server HTML of ${home.path} carries its title, hero and rows with real titles`, async ({
      request,
      isMobile,
      baseURL,
    }) => {
      test.skip(isMobile, 'a plain HTTP request: the viewport plays no part');
      const featured = (await (
        await request.get(`/api/catalogue/${home.featured}`)
      ).json()) as ListAnswer;
      const firstFeatured = featured.results[0]?.title ?? featured.results[0]?.name ?? '';
      expect(firstFeatured).not.toBe('');
      const response = await request.get(home.path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const body = html.indexOf('<body');
      const beforeScripts = html.slice(body, html.indexOf('<script', body));
      expect(beforeScripts).toMatch(new RegExp(`<h1\\b[^>]*>${home.heading}</h1>`));
      expect(beforeScripts).toContain('aria-roledescription="carousel"');
      for (const title of rowTitles(home.type)) expect(beforeScripts).toContain(`>${title}</h2>`);
      expect(beforeScripts).toContain(`>${firstFeatured}</p>`);
      expect(html).toContain(`<title>${home.heading} | Reelhouse</title>`);
      expect(html).toContain(`<link rel="canonical" href="${baseURL ?? ''}${home.path}"/>`);
      expect(html).toMatch(
        /<meta property="og:image" content="[^"]*\/api\/img\?src=%2Fart%2Fbackdrop/,
      );
    });

    test(`${home.path} shows its rows, a category row on its own type and a viewport-sized hero, without console errors`, async ({
      page,
      isMobile,
    }) => {
      const problems = recordBrowserProblems(page);
      await page.goto(home.path);
      await waitForShellHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.heading);
      for (const title of rowTitles(home.type)) {
        await expect(
          page.getByRole('heading', { level: 2, name: title, exact: true }),
        ).toBeVisible();
      }
      for (const title of ['Featured', 'Trending', 'Popular']) {
        const row = page.getByRole('region', { name: title, exact: true });
        await expect(row.getByTestId('media-card').first()).toBeVisible();
        await expect(row.getByTestId('media-card').first()).toHaveAttribute(
          'href',
          new RegExp(`^/${home.type === 'movie' ? 'movies' : 'series'}/\\d+-[a-z0-9-]+$`),
        );
      }
      const picker = page.getByTestId('category-picker');
      await expect(picker.getByRole('button', { name: home.pressed })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const carousel = page.getByTestId('hero-carousel');
      await expect(carousel.getByTestId('hero-dot').filter({ visible: true })).toHaveCount(
        isMobile ? 10 : 15,
      );
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  });
}

test('the previous-slide button wraps to slide 10 on a small screen and 15 on a wide one', async ({
  page,
  isMobile,
}) => {
  await page.goto('/movies');
  await waitForShellHydration(page);
  const carousel = page.getByTestId('hero-carousel');
  await carousel.getByRole('button', { name: 'Previous slide' }).click();
  await expect(carousel.locator('[data-testid="hero-dot"][aria-current="true"]')).toHaveAttribute(
    'aria-label',
    new RegExp(`^Slide ${isMobile ? '10' : '15'}: `),
  );
});

test('the series Trending, Popular and Upcoming rows share no show', async ({ page }) => {
  await page.goto('/series');
  const rows: (string | null)[][] = [];
  for (const title of ['Trending', 'Popular', 'Upcoming']) {
    const cards = page.getByRole('region', { name: title, exact: true }).getByTestId('media-card');
    await expect(cards.first()).toBeVisible();
    rows.push(await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href'))));
  }
  // They once drew the same eight shows.
  const all = rows.flat();
  expect(new Set(all).size).toBe(all.length);
  expect(rows.every((row) => row.length >= 8)).toBe(true);
});

test('the series Upcoming row lists series on the air', async ({ page }) => {
  await page.goto('/series');
  const upcoming = page.getByRole('region', { name: 'Upcoming', exact: true });
  await expect(upcoming.getByTestId('media-card').first()).toHaveAttribute('href', /^\/series\//);
});

test('the header link reaches the movies home with a client-side navigation', async ({
  page,
  isMobile,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/');
  await waitForShellHydration(page);
  const nav = isMobile ? page.getByTestId('mobile-bottom-bar') : page.getByTestId('site-header');
  await nav.getByRole('link', { name: 'Movies', exact: true }).click();
  await expect(page).toHaveURL('/movies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Movies');
  await expect(
    page.getByRole('region', { name: 'Featured', exact: true }).getByTestId('media-card').first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
