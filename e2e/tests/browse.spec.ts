/**
 * Categories, networks and discover (spec section 2; section 4 infinite scroll; section 8 empty
 * and not-found texts) on the embedded catalogue: server-rendered grids, infinite scroll with
 * skeletons, filters in the URL, the not-found pages and the /network alias.
 */
import { NETWORK_SERIES_ONLY } from '@reelhouse/core/screens/texts';
import { expect, test, type Page, type Request } from '@playwright/test';
import { recordBrowserProblems, waitForShellHydration, type BrowserProblem } from './support';

function notFoundStatusLine(url: string): BrowserProblem {
  return {
    kind: 'console.error',
    text: 'Failed to load resource: the server responded with a status of 404 (Not Found)',
    url,
  };
}

/** The `page` parameter of every /api/catalogue/discover request the page makes. */
function recordDiscoverPages(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/catalogue/discover/')) {
      requests.push(`${url.pathname}?${url.searchParams.toString()}`);
    }
  });
  return requests;
}

/** Holds discover answers until `release` is called, so the loading state can be seen. */
async function holdDiscoverAnswers(page: Page): Promise<() => void> {
  const opened: (() => void)[] = [];
  const gate = new Promise<undefined>((resolve) => {
    opened.push(() => {
      resolve(undefined);
    });
  });
  await page.route('**/api/catalogue/discover/**', async (route) => {
    await gate;
    await route.continue();
  });
  return () => {
    for (const open of opened) open();
  };
}

const cards = (page: Page) => page.getByTestId('infinite-grid').getByTestId('media-card');
const skeletons = (page: Page) =>
  page.getByTestId('infinite-grid').getByTestId('media-card-skeleton');

test.describe('server HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'plain HTTP requests: the viewport plays no part');

  test('a category page lists its first 40 titles, canonical URL and preview image in the HTML', async ({
    request,
    baseURL,
  }) => {
    const response = await request.get('/categories/action');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1\b[^>]*>Action<\/h1>/);
    expect(html.match(/data-testid="media-card"/g)).toHaveLength(40);
    // Action movies (genre 28) and Action & Adventure series (10759), most popular first.
    expect(html).toContain('href="/movies/299534-avengers-endgame"');
    expect(html).toMatch(/href="\/series\/\d+-[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${baseURL ?? ''}/categories/action"/>`);
    expect(html).toMatch(/<meta property="og:image" content="[^"]*\/api\/img\?src=[^"]+backdrop/);
  });

  test('a network page renders its filtered titles on the server', async ({ request }) => {
    const html = await (await request.get('/networks/netflix?type=tv')).text();
    expect(html).toMatch(/<h1\b[^>]*>Netflix<\/h1>/);
    expect(html).toContain('href="/series/66732-stranger-things"');
    expect(html).not.toMatch(/href="\/movies\//);
  });

  test('unknown genres and networks answer 404 with the spec texts', async ({ request }) => {
    const genre = await request.get('/categories/no-such-genre');
    expect(genre.status()).toBe(404);
    expect(await genre.text()).toMatch(/<h1\b[^>]*>Genre Not Found<\/h1>/);
    const network = await request.get('/networks/no-such-network');
    expect(network.status()).toBe(404);
    expect(await network.text()).toMatch(/<h1\b[^>]*>Network Not Found<\/h1>/);
  });

  test('/network/{slug} redirects permanently to /networks/{slug}', async ({ request }) => {
    const response = await request.get('/network/netflix', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/networks/netflix');
  });
});

test('/categories shows Browse Categories, trending, 6 highlighted genres of 5 and every category', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/categories');
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Browse Categories');
  await expect(page.getByRole('heading', { level: 2, name: 'Trending' })).toBeVisible();

  const highlights = page.getByTestId('category-highlights').getByTestId('media-row');
  await expect(highlights).toHaveCount(6);
  for (const row of await highlights.all()) {
    await expect(row.getByTestId('media-card')).toHaveCount(5);
  }
  await expect(page.getByRole('link', { name: 'View all Action' })).toHaveAttribute(
    'href',
    '/categories/action',
  );
  const all = page.getByTestId('all-categories').getByRole('link');
  await expect(all).toHaveCount(25);
  await expect(all.filter({ hasText: 'Sci-Fi & Fantasy' })).toHaveAttribute(
    'href',
    '/categories/sci-fi-fantasy',
  );

  await page.getByRole('link', { name: 'View all Comedy' }).click();
  await expect(page).toHaveURL('/categories/comedy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comedy');
  expect(problems).toEqual([]);
});

test('a category page marks its chip and loads the next page with 10 skeletons when the fifth-from-last card shows', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  const requested = recordDiscoverPages(page);
  await page.goto('/categories/action');
  await waitForShellHydration(page);
  await expect(page.getByRole('link', { name: 'Action', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(cards(page)).toHaveCount(40);
  await expect(skeletons(page)).toHaveCount(0);
  expect(requested, 'page 1 came with the HTML').toEqual([]);

  const release = await holdDiscoverAnswers(page);
  // Bring only the top edge of the fifth-from-last card into view: the last rows stay below.
  await cards(page)
    .nth(35)
    .evaluate((card) => {
      window.scrollBy(0, card.getBoundingClientRect().top - window.innerHeight + 10);
    });
  await expect(skeletons(page)).toHaveCount(10);
  release();
  await expect(cards(page)).toHaveCount(80);
  await expect(skeletons(page)).toHaveCount(0);
  expect(requested.sort()).toEqual([
    '/api/catalogue/discover/movie?page=2&with_genres=28',
    '/api/catalogue/discover/tv?page=2&with_genres=10759',
  ]);
  expect(problems).toEqual([]);
});

test('on a narrow screen the genre chips scroll in one line, showing the current one', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'desktop wraps the chips');
  await page.goto('/categories/western');
  await waitForShellHydration(page);
  const chips = page.getByRole('list', { name: 'Genres' });
  await expect(chips.getByRole('link', { name: 'Western' })).toBeInViewport();
  await expect(chips.getByRole('link', { name: 'Action', exact: true })).not.toBeInViewport();
});

test('a network grid keeps loading while pages are full and stops after a short page', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  const requested = recordDiscoverPages(page);
  await page.goto('/networks/netflix?type=tv');
  await waitForShellHydration(page);
  await expect(cards(page)).toHaveCount(20);
  // Netflix series in the embedded catalogue: pages of 20, 20, 20 and 4.
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(cards(page)).toHaveCount(64, { timeout: 1_000 });
  }).toPass();
  await expect(page.getByTestId('load-more')).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(skeletons(page)).toHaveCount(0);
  expect(requested.map((url) => new URL(url, 'http://x').searchParams.get('page'))).toEqual([
    '2',
    '3',
    '4',
  ]);
  expect(requested.every((url) => url.includes('with_watch_providers=8&watch_region=US'))).toBe(
    true,
  );
  expect(problems).toEqual([]);
});

test('the network type filter and pills change the results and the URL', async ({ page }) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/networks/netflix');
  await waitForShellHydration(page);
  const filter = page.getByTestId('type-filter');
  await expect(filter.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  const netflixFirst = await cards(page).first().getAttribute('href');

  // The embedded catalogue knows networks for series only: no Movies filter to land on nothing.
  await expect(filter.getByRole('link')).toHaveText(['All', 'TV Shows']);
  await expect(page.getByTestId('network-series-only')).toHaveText(NETWORK_SERIES_ONLY);
  await page.goto('/networks/netflix?type=movie');
  await expect(page.getByText('No content found for this network', { exact: true })).toBeVisible();
  await expect(page.getByTestId('network-series-only')).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await filter.getByRole('link', { name: 'TV Shows' }).click();
  await expect(page).toHaveURL('/networks/netflix?type=tv');
  await expect(cards(page)).toHaveCount(20);
  const hrefs = await cards(page).evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')),
  );
  expect(hrefs.every((href) => href?.startsWith('/series/'))).toBe(true);

  await page.getByTestId('network-pills').getByRole('link', { name: 'HBO Max' }).click();
  await expect(page).toHaveURL('/networks/hbo-max?type=tv');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('HBO Max');
  await expect(cards(page).first()).not.toHaveAttribute('href', netflixFirst ?? '');
  await expect(
    page.getByTestId('network-pills').getByRole('link', { name: 'HBO Max' }),
  ).toHaveAttribute('aria-current', 'page');
  expect(problems).toEqual([]);
});

test("an unknown genre shows 'Genre Not Found' and 'Return Home' goes home", async ({
  page,
  baseURL,
}) => {
  const problems = recordBrowserProblems(page);
  const response = await page.goto('/categories/no-such-genre');
  expect(response?.status()).toBe(404);
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genre Not Found');
  await page.getByRole('link', { name: 'Return Home' }).click();
  await expect(page).toHaveURL('/');
  expect(problems).toEqual([notFoundStatusLine(`${baseURL ?? ''}/categories/no-such-genre`)]);
});

test("an unknown network shows 'Network Not Found' and 'Browse Networks' goes to /networks", async ({
  page,
  baseURL,
}) => {
  const problems = recordBrowserProblems(page);
  const response = await page.goto('/networks/no-such-network');
  expect(response?.status()).toBe(404);
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Network Not Found');
  await page.getByRole('link', { name: 'Browse Networks' }).click();
  await expect(page).toHaveURL('/networks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Streaming Networks');
  expect(problems).toEqual([notFoundStatusLine(`${baseURL ?? ''}/networks/no-such-network`)]);
});

test('/network/netflix lands on the Netflix page', async ({ page }) => {
  await page.goto('/network/netflix');
  await expect(page).toHaveURL('/networks/netflix');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Netflix');
});

test('/networks links the 8 networks, previews up to 5 titles each with View all, and lists them all', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/networks');
  await waitForShellHydration(page);
  await expect(page.getByTestId('networks-hero').getByRole('link')).toHaveCount(8);
  const rows = page.getByTestId('network-previews').getByTestId('media-row');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const count = await row.getByTestId('media-card').count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(5);
  }
  await expect(page.getByRole('link', { name: 'View all Netflix' })).toHaveAttribute(
    'href',
    '/networks/netflix',
  );
  await expect(page.getByRole('heading', { name: 'All Streaming Networks' })).toBeVisible();
  await expect(page.getByTestId('network-tiles').getByRole('link')).toHaveCount(8);
  await page.getByTestId('network-tiles').getByRole('link', { name: 'Peacock' }).click();
  await expect(page).toHaveURL('/networks/peacock');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Peacock');
  expect(problems).toEqual([]);
});

test('discover switches tab, type and service through the URL and shows 6 featured titles', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/discover');
  await waitForShellHydration(page);
  const featured = page.getByTestId('discover-featured').getByTestId('featured-card');
  await expect(featured).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Browse Categories' })).toHaveAttribute(
    'href',
    '/categories',
  );
  await expect(page.getByRole('link', { name: 'Browse Networks' })).toHaveAttribute(
    'href',
    '/networks',
  );
  const hrefsOf = () => featured.evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  const trendingHrefs = await hrefsOf();

  await page.getByTestId('discover-tabs').getByRole('link', { name: 'Popular' }).click();
  await expect(page).toHaveURL('/discover?tab=popular');
  await expect(page.getByRole('heading', { name: 'Featured: Popular' })).toBeVisible();
  // The most popular film may also trend; the six titles as a whole differ.
  await expect.poll(hrefsOf).not.toEqual(trendingHrefs);

  await page.getByTestId('type-filter').getByRole('link', { name: 'Movies' }).click();
  await expect(page).toHaveURL('/discover?tab=popular&type=movie');
  await expect(featured).toHaveCount(6);
  for (const href of await featured.evaluateAll((links) =>
    links.map((l) => l.getAttribute('href')),
  )) {
    expect(href).toMatch(/^\/movies\//);
  }

  // The embedded catalogue knows streaming services for series only.
  await page.getByTestId('service-filter').getByRole('link', { name: 'Netflix' }).click();
  await expect(page).toHaveURL('/discover?tab=popular&type=movie&network=netflix');
  await expect(
    page.getByText('No content found. Try adjusting your filters.', { exact: true }),
  ).toBeVisible();

  await page.getByTestId('type-filter').getByRole('link', { name: 'TV Shows' }).click();
  await expect(page).toHaveURL('/discover?tab=popular&type=tv&network=netflix');
  await expect(featured).toHaveCount(6);
  await expect(featured.first()).toHaveAttribute('href', '/series/66732-stranger-things');
  expect(problems).toEqual([]);
});
