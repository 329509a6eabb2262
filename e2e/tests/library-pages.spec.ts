/**
 * The library pages (spec section 2, "Bookmarks" and "History") on the embedded catalogue, with
 * bookmarks and a watch history seeded into the browser's storage: the filters, the sorts, the
 * empty texts, removing a title from a category, the history's order and its resume links.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  recordBrowserProblems,
  seedStorage,
  waitForShellHydration,
  type BrowserProblem,
} from './support';

const UNKNOWN_ID = 999_999_999;

/** Bookmarks in several categories, one of them the user's own, plus an id nobody knows. */
const BOOKMARKS = [
  { mediaId: UNKNOWN_ID, category: 'watchlist', addedAt: 500 },
  { mediaId: 603, category: 'watchlist', addedAt: 1000 },
  { mediaId: 1396, category: 'watchlist', addedAt: 2000 },
  { mediaId: 550, category: 'favorites', addedAt: 3000 },
  { mediaId: 603, category: 'favorites', addedAt: 4000 },
  { mediaId: 1399, category: 'Classics', addedAt: 5000 },
];

const HISTORY = {
  items: {
    '603': {
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      updatedAt: 2000,
      progress: { watched: 1500, duration: 8160 },
    },
    '1399': {
      type: 'show',
      title: 'Game of Thrones',
      updatedAt: 1000,
      episodes: {
        s1e1: {
          id: '63056',
          number: 1,
          title: 'Winter Is Coming',
          seasonId: '3624',
          updatedAt: 1000,
          progress: { watched: 3300, duration: 3400 },
        },
        s1e3: {
          id: '63058',
          number: 3,
          title: 'Lord Snow',
          seasonId: '3624',
          updatedAt: 3000,
          progress: { watched: 600, duration: 3300 },
        },
      },
    },
    '550': {
      type: 'movie',
      title: 'Fight Club',
      updatedAt: 1500,
      progress: { watched: 8300, duration: 8340 },
    },
  },
};

/** Not-found answers are expected: an untyped bookmark is asked as a movie and as a series. */
function unexpected(problems: BrowserProblem[]): BrowserProblem[] {
  return problems.filter(
    (problem) => !(problem.text.includes('404') && problem.url.includes('/api/catalogue/')),
  );
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForShellHydration(page);
}

function cards(page: Page) {
  return page.getByTestId('bookmark-card');
}

/** The media ids of the cards in order, once every card's details have arrived. */
async function cardIds(page: Page): Promise<number[] | 'loading'> {
  const grid = page.getByTestId('bookmarks-grid');
  if ((await grid.count()) === 0 || (await grid.getByTestId('media-card-skeleton').count()) > 0) {
    return 'loading';
  }
  return cards(page).evaluateAll((nodes) =>
    nodes.map((node) => Number(node.getAttribute('data-media-id'))),
  );
}

/** Waits until the cards show these titles in this order. */
async function expectCards(page: Page, ids: number[]): Promise<void> {
  await expect.poll(() => cardIds(page)).toEqual(ids);
}

async function readFacts(request: APIRequestContext, type: 'movie' | 'tv', id: number) {
  const response = await request.get(`/api/catalogue/${type}/${String(id)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as { title?: string; name?: string; vote_average?: number };
}

test.describe('bookmarks', () => {
  test('a browser without bookmarks says so under the heading and the three filters', async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    await open(page, '/bookmarks');
    await expect(page).toHaveTitle('My Bookmarks | Reelhouse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Bookmarks');
    await expect(page.getByTestId('bookmarks-empty')).toHaveText('You have no bookmarks yet');
    for (const label of ['Media', 'Category', 'Sort by']) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('the page is not indexed', async ({ request }) => {
    const html = await (await request.get('/bookmarks')).text();
    expect(html).toMatch(/<meta name="robots" content="noindex"\s*\/?>/);
  });

  test('lists each bookmarked title once, newest first, with its poster card, link and categories', async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    await seedStorage(page, { bookmarks: BOOKMARKS }, { once: true });
    await open(page, '/bookmarks');
    await expectCards(page, [1399, 603, 550, 1396, UNKNOWN_ID]);

    const matrix = page.locator('[data-testid="bookmark-card"][data-media-id="603"]');
    await expect(matrix.getByTestId('media-card')).toHaveAttribute(
      'href',
      '/movies/603-the-matrix',
    );
    await expect(
      matrix.getByRole('list', { name: /^Categories of/ }).getByRole('listitem'),
    ).toHaveText(['watchlist', 'favorites']);
    const series = page.locator('[data-testid="bookmark-card"][data-media-id="1396"]');
    await expect(series.getByTestId('media-card')).toHaveAttribute(
      'href',
      '/series/1396-breaking-bad',
    );
    const unknown = page.locator(
      `[data-testid="bookmark-card"][data-media-id="${String(UNKNOWN_ID)}"]`,
    );
    await expect(unknown.getByTestId('bookmark-unavailable')).toContainText('Title unavailable');
    expect(unexpected(problems)).toEqual([]);
  });

  test('the Media and Category filters narrow the list, in the address too, and say when nothing matches', async ({
    page,
  }) => {
    await seedStorage(page, { bookmarks: BOOKMARKS }, { once: true });
    await open(page, '/bookmarks');
    await expect(cards(page)).toHaveCount(5);

    await page.getByLabel('Media', { exact: true }).selectOption('tv');
    await expect(page).toHaveURL('/bookmarks?media=tv');
    await expectCards(page, [1399, 1396]);

    await page.getByLabel('Media', { exact: true }).selectOption('movie');
    await expectCards(page, [603, 550]);

    await page.getByLabel('Media', { exact: true }).selectOption('all');
    const category = page.getByLabel('Category', { exact: true });
    await expect(category.getByRole('option')).toHaveText([
      'All',
      'watchlist',
      'watched',
      'favorites',
      'Classics',
    ]);
    await category.selectOption('favorites');
    await expect(page).toHaveURL('/bookmarks?category=favorites');
    await expectCards(page, [603, 550]);
    await expect(
      page
        .locator('[data-testid="bookmark-card"][data-media-id="603"]')
        .getByRole('list', { name: /^Categories of/ })
        .getByRole('listitem'),
    ).toHaveText(['favorites']);

    await category.selectOption('Classics');
    await page.getByLabel('Media', { exact: true }).selectOption('movie');
    await expect(page.getByTestId('bookmarks-empty')).toHaveText('No matching bookmarks');

    // The address alone restores the choice.
    await open(page, '/bookmarks?media=tv&category=Classics');
    await expectCards(page, [1399]);
  });

  test('Sort by orders by title A to Z and by rating, highest first, unknown titles last', async ({
    page,
    request,
  }) => {
    await seedStorage(page, { bookmarks: BOOKMARKS }, { once: true });
    await open(page, '/bookmarks?sort=title');
    await expectCards(page, [1396, 550, 1399, 603, UNKNOWN_ID]);

    const known = [
      { id: 1399, addedAt: 5000, ...(await readFacts(request, 'tv', 1399)) },
      { id: 603, addedAt: 4000, ...(await readFacts(request, 'movie', 603)) },
      { id: 550, addedAt: 3000, ...(await readFacts(request, 'movie', 550)) },
      { id: 1396, addedAt: 2000, ...(await readFacts(request, 'tv', 1396)) },
    ];
    const byRating = known
      .sort((a, b) => (b.vote_average ?? 0) - (a.vote_average ?? 0) || b.addedAt - a.addedAt)
      .map((item) => item.id);
    await page.getByLabel('Sort by', { exact: true }).selectOption('rating');
    await expect(page).toHaveURL('/bookmarks?sort=rating');
    await expectCards(page, [...byRating, UNKNOWN_ID]);
  });

  test('removing a title from a category keeps it in its other categories, and unknown titles can go too', async ({
    page,
  }) => {
    await seedStorage(page, { bookmarks: BOOKMARKS }, { once: true });
    await open(page, '/bookmarks?category=favorites');
    await expectCards(page, [603, 550]);

    await page.getByRole('button', { name: 'Remove The Matrix from favorites' }).click();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByTestId('bookmarks-notice')).toHaveText(
      'Removed The Matrix from favorites',
    );
    const stored = async () =>
      JSON.parse((await page.evaluate(() => localStorage.getItem('bookmarks'))) ?? '[]') as {
        mediaId: number;
        category: string;
      }[];
    expect((await stored()).filter((b) => b.mediaId === 603).map((b) => b.category)).toEqual([
      'watchlist',
    ]);

    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'All' });
    await page
      .getByRole('button', {
        name: `Remove Title unavailable (#${String(UNKNOWN_ID)}) from watchlist`,
      })
      .click();
    await expect(cards(page)).toHaveCount(4);
    expect((await stored()).some((b) => b.mediaId === UNKNOWN_ID)).toBe(false);

    await page.reload();
    await waitForShellHydration(page);
    await expectCards(page, [1399, 550, 1396, 603]);
  });
});

test.describe('history', () => {
  test("a browser that watched nothing says so under 'Movies and shows you've watched'", async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    await open(page, '/history');
    await expect(page).toHaveTitle('Watch History | Reelhouse');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Movies and shows you've watched",
    );
    await expect(page.getByTestId('history-empty')).toContainText('Nothing watched yet');
    expect(problems).toEqual([]);
  });

  test('lists what was watched, latest first, with progress, the episode and resume links', async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    await seedStorage(page, { 'media-tracking': HISTORY }, { once: true });
    await open(page, '/history');
    const entries = page.getByTestId('history-entry');
    await expect(entries.getByRole('heading')).toHaveText([
      'Game of Thrones',
      'The Matrix',
      'Fight Club',
    ]);

    const show = entries.nth(0);
    await expect(show).toContainText('S1 E3 · Lord Snow');
    await expect(show.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '18');
    await expect(show.getByTestId('history-play')).toHaveAttribute(
      'href',
      '/series/1399-game-of-thrones/1/3?play=true',
    );
    await expect(show.getByRole('link', { name: 'Game of Thrones', exact: true })).toHaveAttribute(
      'href',
      '/series/1399-game-of-thrones',
    );

    const movie = entries.nth(1);
    await expect(movie.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '18');
    await expect(movie.getByTestId('history-play')).toHaveAttribute(
      'href',
      '/movies/603-the-matrix?play=true',
    );
    await expect(movie.getByTestId('history-play')).toHaveAccessibleName('Resume The Matrix');

    const finished = entries.nth(2);
    await expect(finished.getByTestId('history-play')).toHaveAccessibleName(
      'Watch again Fight Club',
    );
    expect(problems).toEqual([]);
  });
});

test.describe('bookmarks keep their media type', () => {
  /** Futurama is series 615; film 615 is The Passion of the Christ. */
  const SHARED_ID = 615;

  test('a bookmarked series whose id is also a film’s shows as the series, never as the film', async ({
    page,
    request,
  }) => {
    expect((await readFacts(request, 'tv', SHARED_ID)).name).toBe('Futurama');
    expect((await readFacts(request, 'movie', SHARED_ID)).title).toBe('The Passion of the Christ');
    const problems = recordBrowserProblems(page);

    await open(page, `/series/${String(SHARED_ID)}`);
    const toggle = page.getByRole('button', { name: 'Watchlist', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(
      JSON.parse((await page.evaluate(() => window.localStorage.getItem('bookmarks'))) ?? '[]'),
    ).toEqual([expect.objectContaining({ mediaId: SHARED_ID, mediaType: 'tv' })]);

    await open(page, '/bookmarks');
    const card = page.locator(
      `[data-testid="bookmark-card"][data-media-id="${String(SHARED_ID)}"]`,
    );
    await expect(card.getByTestId('media-card')).toHaveAttribute('href', '/series/615-futurama');
    await expect(card).toContainText('Futurama');
    await expect(page.getByText('The Passion of the Christ')).toHaveCount(0);

    // The film's page does not show the series' bookmark as its own.
    await open(page, `/movies/${String(SHARED_ID)}`);
    await expect(page.getByRole('button', { name: 'Watchlist', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(problems).toEqual([]);
  });

  test('bookmarks stored without a type are typed once, from the watch history or else the catalogue', async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    await seedStorage(
      page,
      {
        bookmarks: [
          { mediaId: SHARED_ID, category: 'watchlist', addedAt: 1000 },
          { mediaId: 1396, category: 'favorites', addedAt: 2000 },
        ],
        'media-tracking': {
          items: { '615': { type: 'show', title: 'Futurama', updatedAt: 500, episodes: {} } },
        },
      },
      { once: true },
    );
    await open(page, '/bookmarks');
    await expect
      .poll(
        async () =>
          JSON.parse(
            (await page.evaluate(() => window.localStorage.getItem('bookmarks'))) ?? '[]',
          ) as unknown,
      )
      .toEqual([
        { mediaId: SHARED_ID, mediaType: 'tv', category: 'watchlist', addedAt: 1000 },
        { mediaId: 1396, mediaType: 'tv', category: 'favorites', addedAt: 2000 },
      ]);
    const card = page.locator(
      `[data-testid="bookmark-card"][data-media-id="${String(SHARED_ID)}"]`,
    );
    await expect(card.getByTestId('media-card')).toHaveAttribute('href', '/series/615-futurama');
    await expect(page.getByText('The Passion of the Christ')).toHaveCount(0);
    expect(unexpected(problems)).toEqual([]);
  });
});
