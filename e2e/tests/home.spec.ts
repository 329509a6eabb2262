/**
 * Home (/), spec section 2 and the carousel rules of section 4, on the embedded catalogue: real
 * content in the server HTML, the hero carousel (autoplay, pauses, wrap, lock, reduced motion),
 * cards reaching title pages, the category grid toggle, Continue Watching from local history,
 * and a page that hydrates without a single console error.
 */
import {
  HOME_ROWS,
  HOME_TITLE,
  RECENTLY_RELEASED_MOVIES_TITLE,
} from '@reelhouse/core/screens/home';
import { buildMediaLinkSlug } from '@reelhouse/core/slug/slug';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordBrowserProblems, waitForShellHydration } from './support';

/**
 * The row titles the home page shows on the embedded catalogue, which holds no upcoming film:
 * its last row stands in the newest releases.
 */
const ROW_TITLES = HOME_ROWS.map((row) =>
  row.id === 'upcoming-movies' ? RECENTLY_RELEASED_MOVIES_TITLE : row.title,
);

interface ListAnswer {
  results: { id: number; title: string | null; name: string | null }[];
}

const START = new Date('2026-03-01T12:00:00Z');

/** Opens / with the page clock frozen: timers run only when the test advances the clock. */
async function openWithFrozenClock(page: Page): Promise<void> {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
  await page.goto('/');
  await waitForShellHydration(page);
}

function carousel(page: Page): Locator {
  return page.getByTestId('hero-carousel');
}

/** The 1-based number of the slide shown, read from the slide picker. */
async function expectCurrentSlide(page: Page, slideNumber: number): Promise<void> {
  await expect(
    carousel(page).locator('[data-testid="hero-dot"][aria-current="true"]'),
  ).toHaveAttribute('aria-label', new RegExp(`^Slide ${String(slideNumber)}: `));
  await expect(
    carousel(page).locator('[data-testid="hero-slide"][data-current="true"]'),
  ).toHaveCount(1);
}

test.describe('server HTML', () => {
  test.skip(({ isMobile }) => isMobile, 'plain HTTP requests: the viewport plays no part');

  test('carries the title, the hero and every row with real catalogue titles before any script', async ({
    request,
    baseURL,
  }) => {
    const popular = (await (
      await request.get('/api/catalogue/movie/popular')
    ).json()) as ListAnswer;
    const trending = (await (
      await request.get('/api/catalogue/trending/all/day')
    ).json()) as ListAnswer;
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('s-maxage=');
    const html = await response.text();
    const body = html.indexOf('<body');
    const beforeScripts = html.slice(body, html.indexOf('<script', body));

    expect(beforeScripts).toMatch(new RegExp(`<h1\\b[^>]*>${HOME_TITLE}</h1>`));
    expect(beforeScripts).toContain('aria-roledescription="carousel"');
    for (const title of ROW_TITLES) expect(beforeScripts).toContain(`>${title}</h2>`);
    const firstPopular = popular.results[0]?.title ?? '';
    const firstTrending = trending.results[0]?.title ?? trending.results[0]?.name ?? '';
    expect(firstPopular).not.toBe('');
    expect(beforeScripts).toContain(`>${firstPopular}</p>`);
    expect(beforeScripts).toMatch(new RegExp(`<h2\\b[^>]*>${firstTrending}</h2>`));
    // The hero's first backdrop is the only eager, high-priority image.
    expect(beforeScripts.match(/fetchPriority="high"/g)).toHaveLength(1);
    expect(beforeScripts).toMatch(
      /<img\b[^>]*src="\/api\/img\?src=%2Fart%2Fbackdrop[^"]*"[^>]*loading="eager"/,
    );

    expect(html).toContain(`<title>${HOME_TITLE} | Reelhouse</title>`);
    expect(html).toContain(`<link rel="canonical" href="${baseURL ?? ''}/"/>`);
    expect(html).toMatch(
      /<meta property="og:image" content="[^"]*\/api\/img\?src=%2Fart%2Fbackdrop[^"]*"\/>/,
    );
    // Continue Watching comes from the browser's history only.
    expect(html).not.toContain('Continue Watching');
  });
});

test('the home page hydrates and navigates without console errors or hydration warnings', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/');
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_TITLE);
  for (const title of ROW_TITLES) {
    await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('draws its icons from the sprite: each icon is one <use> of a symbol the sprite holds', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const icons = page.locator('svg > use');
  expect(await icons.count()).toBeGreaterThan(3);
  // the next button's chevron: its symbol's paths came from the sprite file and were laid out
  const drawn = await page
    .getByRole('button', { name: 'Next slide' })
    .locator('use')
    .evaluate((use: SVGUseElement) => {
      const box = use.getBBox();
      return { href: use.getAttribute('href'), width: box.width, height: box.height };
    });
  expect(drawn.href).toMatch(/^\/assets\/icons-[\w-]+\.svg#chevron-right$/);
  expect(drawn.width).toBeGreaterThan(0);
  expect(drawn.height).toBeGreaterThan(0);
});
test.describe('hero carousel', () => {
  test('advances every 5 seconds and wraps from the last slide to the first', async ({ page }) => {
    await openWithFrozenClock(page);
    const dots = carousel(page).getByTestId('hero-dot');
    await expect(dots).toHaveCount(10);
    await expectCurrentSlide(page, 1);
    await page.clock.runFor(4900);
    await expectCurrentSlide(page, 1);
    await page.clock.runFor(100);
    await expectCurrentSlide(page, 2);
    await page.clock.runFor(5000 * 8);
    await expectCurrentSlide(page, 10);
    await page.clock.runFor(5000);
    await expectCurrentSlide(page, 1);
  });

  test('previous and next wrap around, and changes within 500 ms are ignored', async ({ page }) => {
    await openWithFrozenClock(page);
    const region = carousel(page);
    await region.getByRole('button', { name: 'Previous slide' }).click();
    await expectCurrentSlide(page, 10);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrentSlide(page, 10);
    await page.clock.runFor(500);
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expectCurrentSlide(page, 1);
    await page.clock.runFor(500);
    await region.getByRole('button', { name: /^Slide 4: / }).click();
    await expectCurrentSlide(page, 4);
  });

  test('a hover or a touch pauses autoplay, and the pause clears after 10 seconds', async ({
    page,
    isMobile,
  }) => {
    await openWithFrozenClock(page);
    const slides = carousel(page).locator('[aria-live]');
    const box = await slides.boundingBox();
    if (!box) throw new Error('the carousel has no box');
    // An empty spot of the backdrop, above the text and beside the arrows.
    const spot = { x: box.x + box.width / 2, y: box.y + 20 };
    await page.clock.runFor(2000);
    if (isMobile) await page.touchscreen.tap(spot.x, spot.y);
    else await page.mouse.move(spot.x, spot.y);
    await page.clock.runFor(9900);
    await expectCurrentSlide(page, 1);
    await page.clock.runFor(100);
    await expectCurrentSlide(page, 2);
  });

  test('keyboard focus inside the carousel stops autoplay until it leaves', async ({ page }) => {
    await openWithFrozenClock(page);
    await carousel(page)
      .getByRole('button', { name: /^Slide 1: / })
      .focus();
    await page.keyboard.press('Tab');
    await expect(carousel(page).getByRole('button', { name: /^Slide 2: / })).toBeFocused();
    await page.clock.runFor(20_000);
    await expectCurrentSlide(page, 1);
    await page.getByTestId('category-picker').getByRole('button', { name: 'Movies' }).focus();
    await page.clock.runFor(100);
    await expectCurrentSlide(page, 2);
  });

  test('the pause button stops autoplay, and reduced motion never starts it', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openWithFrozenClock(page);
    const start = carousel(page).getByRole('button', { name: 'Start autoplay' });
    await expect(start).toBeVisible();
    await page.clock.runFor(20_000);
    await expectCurrentSlide(page, 1);
    await start.click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(100);
    await expectCurrentSlide(page, 2);
    await page.clock.runFor(5000);
    await expectCurrentSlide(page, 3);
    await carousel(page).getByRole('button', { name: 'Pause autoplay' }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    await expectCurrentSlide(page, 3);
  });

  test('each slide links to its title page, and Watch to the same page with play=true', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForShellHydration(page);
    const slide = carousel(page).locator('[data-testid="hero-slide"][data-current="true"]');
    const details = slide.getByRole('link', { name: /: details$/ });
    const href = await details.getAttribute('href');
    expect(href).toMatch(/^\/(movies|series)\/\d+-[a-z0-9-]+$/);
    await expect(slide.getByRole('link', { name: /^Watch / })).toHaveAttribute(
      'href',
      `${href ?? ''}?play=true`,
    );
    await details.click();
    await expect(page).toHaveURL(href ?? '');
  });
});

test('clicking a card in Trending Movies opens its title page /movies/{id}-{slug}', async ({
  page,
}) => {
  await page.goto('/');
  await waitForShellHydration(page);
  const row = page.getByRole('region', { name: 'Trending Movies' });
  const card = row.getByTestId('media-card').first();
  const title = (await card.locator('p').first().textContent()) ?? '';
  await card.click();
  await expect(page).toHaveURL(/\/movies\/\d+-[a-z0-9-]+$/);
  expect(new URL(page.url()).pathname).toMatch(
    new RegExp(`^/movies/\\d+-${buildMediaLinkSlug(title)}$`),
  );
});

test('on load, the first card of every row shows whole, with the row unscrolled', async ({
  page,
}) => {
  await page.goto('/');
  await waitForShellHydration(page);
  const rows = page.getByRole('main').locator('ul:has(> li [data-testid="media-card"])');
  await expect(rows.first()).toBeVisible();
  // Scroll snapping once pulled each row 16 px along on load, cutting its first poster and title.
  const placements = await rows.evaluateAll((lists) =>
    lists.map((list) => {
      const card = list.querySelector('[data-testid="media-card"]');
      const row = list.getBoundingClientRect();
      const first = card?.getBoundingClientRect();
      return {
        scrollLeft: list.scrollLeft,
        isWhole: first !== undefined && first.left >= row.left && first.right <= row.right,
      };
    }),
  );
  expect(placements.length).toBeGreaterThan(3);
  expect(placements).toEqual(placements.map(() => ({ scrollLeft: 0, isWhole: true })));
});

test('with no upcoming film in the catalogue, the last row shows the newest releases instead of nothing', async ({
  page,
  request,
}) => {
  const upcoming = (await (
    await request.get('/api/catalogue/movie/upcoming')
  ).json()) as ListAnswer;
  expect(upcoming.results).toEqual([]);
  await page.goto('/');
  const recent = page.getByRole('region', { name: RECENTLY_RELEASED_MOVIES_TITLE, exact: true });
  await expect(recent.getByTestId('media-card')).toHaveCount(15);
  await expect(recent.getByTestId('media-card').first()).toHaveAttribute('href', /^\/movies\//);
  await expect(page.getByText('No movies available')).toHaveCount(0);
});

test('the category grid starts on TV shows and toggles to movie categories', async ({ page }) => {
  await page.goto('/');
  await waitForShellHydration(page);
  const picker = page.getByTestId('category-picker');
  const tvButton = picker.getByRole('button', { name: 'TV shows' });
  const movieButton = picker.getByRole('button', { name: 'Movies' });
  await expect(tvButton).toHaveAttribute('aria-pressed', 'true');
  await expect(picker.getByRole('link', { name: 'Kids' })).toHaveAttribute(
    'href',
    '/categories/kids',
  );
  await expect(picker.getByRole('link', { name: 'Horror' })).toHaveCount(0);
  await movieButton.click();
  await expect(movieButton).toHaveAttribute('aria-pressed', 'true');
  await expect(tvButton).toHaveAttribute('aria-pressed', 'false');
  await expect(picker.getByRole('link', { name: 'Horror' })).toHaveAttribute(
    'href',
    '/categories/horror',
  );
  await expect(picker.getByRole('link', { name: 'Kids' })).toHaveCount(0);
});

test('the network picker links the 8 networks', async ({ page }) => {
  await page.goto('/');
  const picker = page.getByTestId('network-picker');
  await expect(picker.locator('a[href^="/networks/"]')).toHaveCount(8);
  await expect(picker.getByRole('link', { name: 'Netflix' })).toHaveAttribute(
    'href',
    '/networks/netflix',
  );
});

test('Continue Watching shows started titles from the local history, linking to resume them', async ({
  page,
}) => {
  const history = {
    items: {
      '603': {
        type: 'movie',
        title: 'The Matrix',
        year: 1999,
        updatedAt: 2000,
        progress: { watched: 1800, duration: 8160 },
      },
      '1399': {
        type: 'show',
        title: 'Game of Thrones',
        updatedAt: 1000,
        episodes: {
          s1e2: {
            id: 63057,
            number: 2,
            title: 'The Kingsroad',
            seasonId: 3624,
            updatedAt: 3000,
            progress: { watched: 600, duration: 3300 },
          },
        },
      },
      '550': {
        type: 'movie',
        title: 'Fight Club',
        updatedAt: 4000,
        progress: { watched: 8000, duration: 8340 },
      },
    },
  };
  const problems = recordBrowserProblems(page);
  await page.addInitScript((value) => {
    window.localStorage.setItem('media-tracking', value);
  }, JSON.stringify(history));
  await page.goto('/');
  await waitForShellHydration(page);
  const row = page.getByRole('region', { name: 'Continue Watching' });
  const cards = row.getByTestId('continue-watching-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('href', '/series/1399-game-of-thrones/1/2?play=true');
  await expect(cards.nth(0)).toContainText('S1 E2');
  await expect(cards.nth(0)).toContainText('18% watched');
  await expect(cards.nth(1)).toHaveAttribute('href', '/movies/603-the-matrix?play=true');
  await expect(row).not.toContainText('Fight Club');
  // The row comes after the catalogue rows, so it cannot push them down.
  const upcoming = await page
    .getByRole('heading', { name: RECENTLY_RELEASED_MOVIES_TITLE })
    .boundingBox();
  const continueBox = await row.boundingBox();
  expect((continueBox?.y ?? 0) > (upcoming?.y ?? Infinity)).toBe(true);
  expect(problems).toEqual([]);
});
