/**
 * Search (spec sections 2, 4, 8, 9): the header's box and overlay, and the search page, on the
 * embedded catalogue ('the' matches 100+ pages of movies; 'man' mixes movies and series).
 */
import { expect, test, type Page } from '@playwright/test';
import { recordBrowserProblems, waitForShellHydration } from './support';

const INITIAL_PLACEHOLDER = 'Search a movie, series or anime name....';

interface Summary {
  id: number;
  media_type?: string;
  title?: string;
  name?: string;
  overview?: string;
}

async function searchApi(page: Page, query: string, pageNumber = 1) {
  const response = await page.request.get(
    `/api/catalogue/search/multi?query=${encodeURIComponent(query)}&page=${String(pageNumber)}`,
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as { results: Summary[]; total_pages: number };
}

const titleOf = (item: Summary) => item.title ?? item.name ?? '';
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const overlayInput = (page: Page) =>
  overlay(page).getByRole('searchbox', { name: 'Search movies and series' });

async function openOverlay(page: Page) {
  await page.getByTestId('search-box').click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlayInput(page)).toBeFocused();
}

/** Whether the page behind cannot scroll: the root or the body (which the viewport takes) hides its overflow. */
const isPageScrollLocked = (page: Page) =>
  page.evaluate(() =>
    [document.documentElement, document.body].some(
      (element) => getComputedStyle(element).overflow === 'hidden',
    ),
  );

test.describe('the search box', () => {
  test('shows the animated placeholder, then rotates through popular titles every 5 s', async ({
    page,
  }) => {
    const popular = (await (await page.request.get('/api/catalogue/movie/popular')).json()) as {
      results: Summary[];
    };
    await page.clock.install();
    await page.goto('/');
    await waitForShellHydration(page);
    const placeholder = page.getByTestId('search-placeholder');
    await expect(page.getByTestId('search-box')).toBeVisible();
    await expect(placeholder).toHaveText(INITIAL_PLACEHOLDER);
    await page.clock.runFor(5000 + 300);
    await expect(placeholder).toHaveText(titleOf(popular.results[0] ?? { id: 0 }));
  });

  test('keeps the first placeholder when the user prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await waitForShellHydration(page);
    await page.clock.runFor(11_000);
    await expect(page.getByTestId('search-placeholder')).toHaveText(INITIAL_PLACEHOLDER);
  });
});

test.describe('the search overlay', () => {
  test('typing shows 4 skeleton rows, then movie and series results with poster, title and overview', async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    const expected = await searchApi(page, 'the');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/catalogue/search/multi?*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await waitForShellHydration(page);
    await openOverlay(page);
    await expect(page.getByTestId('search-box')).toHaveAttribute('aria-expanded', 'true');

    await overlayInput(page).fill('the');
    await expect(overlay(page).getByTestId('search-result-skeleton')).toHaveCount(4);
    release();

    const results = overlay(page).getByTestId('search-result');
    const shown = expected.results.filter(
      (item) => item.media_type === 'movie' || item.media_type === 'tv',
    );
    await expect(results).toHaveCount(shown.length);
    await expect(overlay(page).getByTestId('search-result-skeleton')).toHaveCount(0);
    await expect(overlay(page).getByTestId('search-result-title')).toHaveText(shown.map(titleOf));

    const first = shown[0];
    if (!first) throw new Error('the catalogue answered no result for "the"');
    const overview = first.overview ?? '';
    await expect(results.first().getByTestId('search-result-overview')).toHaveText(
      overview.length > 85 ? `${overview.slice(0, 85).trimEnd()}...` : overview,
    );
    await expect(results.first()).toHaveAttribute('href', /^\/(movies|series)\/\d+-[a-z0-9-]+$/);
    const poster = await results.first().locator('[data-artwork="poster"]').boundingBox();
    expect(poster?.width).toBe(92);
    expect(problems).toEqual([]);
  });

  test('an empty query clears the results; a query without matches says No results found', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShellHydration(page);
    await openOverlay(page);
    await overlayInput(page).fill('matrix');
    await expect(overlay(page).getByTestId('search-result').first()).toBeVisible();
    await overlayInput(page).fill('');
    await expect(overlay(page).getByTestId('search-result')).toHaveCount(0);
    await expect(overlay(page).getByTestId('search-result-skeleton')).toHaveCount(0);

    await overlayInput(page).fill('zzqxv');
    await expect(overlay(page).getByText('No results found', { exact: true })).toBeVisible();
  });

  test('a failed search shows Error fetching search results in red', async ({ page }) => {
    await page.route('**/api/catalogue/search/multi?*', (route) =>
      route.fulfill({ status: 503, json: { error: 'Error: Service Unavailable' } }),
    );
    await page.goto('/');
    await waitForShellHydration(page);
    await openOverlay(page);
    await overlayInput(page).fill('the');
    const error = overlay(page).getByText('Error fetching search results', { exact: true });
    await expect(error).toBeVisible();
    // Tailwind's colours are oklch(): let a canvas turn the computed colour into RGB.
    const [red = 0, green = 0, blue = 0] = await error.evaluate((node) => {
      const context = document.createElement('canvas').getContext('2d');
      if (!context) return [];
      context.fillStyle = getComputedStyle(node).color;
      context.fillRect(0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data);
    });
    expect(red).toBeGreaterThan(green * 1.5);
    expect(red).toBeGreaterThan(blue * 1.5);
  });

  for (const way of ['Escape', 'the Close button', 'a click outside'] as const) {
    test(`closes on ${way}, unlocks the page's scroll and gives focus back to the box`, async ({
      page,
    }) => {
      const problems = recordBrowserProblems(page);
      await page.goto('/search?query=the');
      await waitForShellHydration(page);
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(400);

      await openOverlay(page);
      expect(await isPageScrollLocked(page)).toBe(true);
      await overlayInput(page).fill('matrix');
      await expect(overlay(page).getByTestId('search-result').first()).toBeVisible();

      if (way === 'Escape') await page.keyboard.press('Escape');
      else if (way === 'the Close button')
        await overlay(page).getByRole('button', { name: 'Close' }).click();
      else await page.mouse.click(4, (page.viewportSize()?.height ?? 800) / 2);

      await expect(overlay(page)).toBeHidden();
      await expect(page.getByTestId('search-box')).toBeFocused();
      await expect(page.getByTestId('search-box')).toHaveAttribute('aria-expanded', 'false');
      expect(await isPageScrollLocked(page)).toBe(false);
      expect(await page.evaluate(() => window.scrollY)).toBe(400);
      expect(problems).toEqual([]);
    });
  }

  test('a click inside the overlay keeps it open', async ({ page }) => {
    await page.goto('/');
    await waitForShellHydration(page);
    await openOverlay(page);
    await page.getByTestId('search-panel').click({ position: { x: 40, y: 8 } });
    await expect(overlay(page)).toBeVisible();
  });

  test('Advanced Search goes to /search?query=… and closes the overlay', async ({ page }) => {
    const problems = recordBrowserProblems(page);
    await page.goto('/');
    await waitForShellHydration(page);
    await openOverlay(page);
    await overlayInput(page).fill('the matrix');
    await overlay(page).getByRole('link', { name: 'Advanced Search' }).click();
    await expect(page).toHaveURL(/\/search\?query=the%20matrix$/);
    await expect(overlay(page)).toBeHidden();
    await expect(
      page.getByRole('main').getByRole('searchbox', { name: 'Search', exact: true }),
    ).toHaveValue('the matrix');
    expect(await isPageScrollLocked(page)).toBe(false);
    expect(problems).toEqual([]);
  });

  test('choosing a result goes to its page and closes the overlay', async ({ page }) => {
    await page.goto('/');
    await waitForShellHydration(page);
    await openOverlay(page);
    await overlayInput(page).fill('matrix');
    const first = overlay(page).getByTestId('search-result').first();
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/movies\//);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(overlay(page)).toBeHidden();
    expect(await isPageScrollLocked(page)).toBe(false);
  });
});

test.describe('the search page', () => {
  const main = (page: Page) => page.getByRole('main');
  const cards = (page: Page) => main(page).getByTestId('media-card');
  const pageCount = (page: Page) => main(page).getByTestId('page-count');

  test('the server HTML carries the results and pagination before any script runs', async ({
    browser,
    page,
  }) => {
    const expected = await searchApi(page, 'the');
    const html = await (await page.request.get('/search?query=the')).text();
    const body = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(body).toContain(titleOf(expected.results[0] ?? { id: 0 }));
    expect(body).toContain(`Page 1 of ${String(expected.total_pages)}`);
    expect(html).toContain('<title>Search: the | Reelhouse</title>');

    // Without JavaScript, the grid shows and the pagination links work.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto('/search?query=the');
    await expect(cards(noScript)).toHaveCount(expected.results.length);
    await main(noScript)
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Next', exact: true })
      .click();
    await expect(noScript).toHaveURL(/\/search\?query=the&page=2$/);
    await expect(pageCount(noScript)).toHaveText(`Page 2 of ${String(expected.total_pages)}`);
    await context.close();
  });

  test('without a query it says So Empty..... Try Searching ...', async ({ page }) => {
    await page.goto('/search');
    await expect(main(page).getByText('So Empty..... Try Searching ...')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('a query without matches says No results found for "{query}"', async ({ page }) => {
    await page.goto('/search?query=zzqxv');
    await expect(main(page).getByText('No results found for "zzqxv"')).toBeVisible();
  });

  test('typing applies the query after the debounce and replaces the URL', async ({ page }) => {
    const problems = recordBrowserProblems(page);
    await page.goto('/search');
    await waitForShellHydration(page);
    const historyLength = await page.evaluate(() => history.length);
    await main(page).getByRole('searchbox', { name: 'Search', exact: true }).fill('matrix');
    await expect(page).toHaveURL(/\/search\?query=matrix$/);
    await expect(cards(page).first()).toContainText('Matrix');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);

    await main(page).getByRole('searchbox', { name: 'Search', exact: true }).fill('');
    await expect(page).toHaveURL(/\/search$/);
    await expect(main(page).getByText('So Empty..... Try Searching ...')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('changing the media type or the sort updates the URL and goes back to page 1', async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    await page.goto('/search?query=the&page=3');
    await waitForShellHydration(page);
    await expect(pageCount(page)).toHaveText(/^Page 3 of \d+$/);

    await main(page).getByLabel('Media Type').selectOption({ label: 'TV Shows' });
    await expect(page).toHaveURL(/\/search\?query=the&type=tv$/);
    await expect(pageCount(page)).toHaveText(/^Page 1 of \d+$/);
    const seriesCards = await cards(page).all();
    expect(seriesCards.length).toBeGreaterThan(0);
    for (const card of seriesCards) {
      await expect(card).toHaveAttribute('href', /^\/series\//);
    }

    await main(page)
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('link', { name: 'Next', exact: true })
      .click();
    await expect(page).toHaveURL(/\/search\?query=the&page=2&type=tv$/);
    await main(page).getByLabel('Sort By').selectOption('vote_average.desc');
    await expect(page).toHaveURL(/\/search\?query=the&sort=vote_average.desc&type=tv$/);
    await expect(main(page).getByLabel('Sort By')).toHaveValue('vote_average.desc');
    await expect(pageCount(page)).toHaveText(/^Page 1 of \d+$/);
    expect(problems).toEqual([]);
  });

  test('with Media Type TV Shows, every page the count offers shows series (none were shown past page 1)', async ({
    page,
  }) => {
    await page.goto('/search?query=the&type=tv');
    const count = (await pageCount(page).textContent()) ?? '';
    const last = Number(/^Page 1 of (\d+)$/.exec(count)?.[1]);
    expect(last).toBeGreaterThan(1);
    await expect(cards(page)).toHaveCount(20);

    for (const number of [2, last]) {
      await page.goto(`/search?query=the&page=${String(number)}&type=tv`);
      await expect(pageCount(page)).toHaveText(`Page ${String(number)} of ${String(last)}`);
      await expect(main(page).getByText('No results found')).toHaveCount(0);
      expect(await cards(page).count()).toBeGreaterThan(0);
      for (const href of await cards(page)
        .locator('a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^\/series\//);
      }
    }
  });

  test('pagination: Next to page 2, Last to the last page, First back, with 4 numbered pages', async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    const { total_pages: last } = await searchApi(page, 'man');
    expect(last).toBeGreaterThan(4);
    await page.goto('/search?query=man');
    await waitForShellHydration(page);
    const pagination = main(page).getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(3);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('1');
    await expect(pagination.getByRole('link', { name: 'First', exact: true })).toHaveCount(0);
    await expect(pagination.getByRole('link', { name: 'Prev', exact: true })).toHaveCount(0);

    await pagination.getByRole('link', { name: 'Next', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=man&page=2$/);
    await expect(pageCount(page)).toHaveText(`Page 2 of ${String(last)}`);
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2');

    await pagination.getByRole('link', { name: 'Last', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?query=man&page=${String(last)}$`));
    await expect(pageCount(page)).toHaveText(`Page ${String(last)} of ${String(last)}`);
    await expect(pagination.getByRole('link', { name: 'Next', exact: true })).toHaveCount(0);
    await expect(pagination.getByRole('link', { name: 'Last', exact: true })).toHaveCount(0);
    await expect(pagination.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(3);

    await pagination.getByRole('link', { name: 'First', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?query=man$/);
    await expect(pageCount(page)).toHaveText(`Page 1 of ${String(last)}`);
    expect(problems).toEqual([]);
  });
});
