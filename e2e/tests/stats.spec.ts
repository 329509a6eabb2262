/**
 * The statistics (issue 18, decision 0023): the player reports a play with the browser's time
 * zone and nothing that identifies anyone, and /stats shows the spec's layout with real figures:
 * a reported play reaches the cards, the ranked list (its title from the catalogue) and the
 * locations (the country of the time zone) within the figures' minute of freshness.
 */
import { expect, test } from '@playwright/test';
import { PORT } from '../site-config';
import { openPlayer, pauseVideo, recordBrowserProblems, waitForShellHydration } from './support';

const MOVIE_PATH = '/movies/10378';

test.describe('the player', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('reports a play started with its time zone, then the seconds played, with no identifier', async ({
    page,
  }) => {
    const started = page.waitForRequest(
      (request) =>
        request.url().endsWith('/api/stats/events') &&
        (request.postData() ?? '').includes('play-started'),
    );
    await openPlayer(page, MOVIE_PATH);
    const request = await started;
    expect(request.postDataJSON()).toEqual({
      events: [
        { type: 'play-started', mediaType: 'movie', tmdbId: 10378, timeZone: 'Europe/Berlin' },
      ],
    });
    expect((await request.response())?.status()).toBe(204);

    const progress = page.waitForRequest(
      (candidate) =>
        candidate.url().endsWith('/api/stats/events') &&
        (candidate.postData() ?? '').includes('watch-progress'),
    );
    await page.waitForTimeout(1_500);
    await pauseVideo(page);
    const body = (await progress).postDataJSON() as { events: { seconds: number }[] };
    expect(body.events).toEqual([{ type: 'watch-progress', seconds: expect.any(Number) }]);
    expect(body.events[0]?.seconds).toBeGreaterThanOrEqual(1);
  });
});

test('/stats keeps the spec’s layout, each chart with a table behind it', async ({ page }) => {
  const problems = recordBrowserProblems(page);
  await page.goto('/stats');
  await waitForShellHydration(page);
  await expect(page).toHaveTitle('Stats | Reelhouse');
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  await expect(page.getByTestId('stats-intro')).toHaveText(
    /^(Launched on \d{4}-\d{2}-\d{2}, \d+ days? ago\.|Nothing has been recorded yet)/,
  );
  for (const name of [
    'Server Status',
    'Most Watched Movies',
    'Views by Day of Week',
    'Top User Locations',
    'About These Statistics',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  for (const title of ['Movies Watched', 'Total Watch Time', 'Data Transferred', 'Active Users']) {
    await expect(page.getByText(title, { exact: true })).toBeVisible();
  }
  const meter = page.getByRole('meter', { name: 'Server load' });
  await expect(meter).toBeVisible();
  await expect(page.getByTestId('stats-about')).toContainText('refreshed about every minute');
  expect(problems).toEqual([]);
});

test('a reported play reaches /stats: the card, the ranked title and the time zone’s country', async ({
  page,
}) => {
  // The figures are summed every 10 s and reused for a minute.
  test.setTimeout(150_000);
  const answer = await page.request.post('/api/stats/events', {
    headers: { Origin: `http://127.0.0.1:${String(PORT)}` },
    data: {
      events: [
        { type: 'play-started', mediaType: 'movie', tmdbId: 10378, timeZone: 'Asia/Tokyo' },
        { type: 'watch-progress', seconds: 60 },
      ],
    },
  });
  expect(answer.status()).toBe(204);

  await expect
    .poll(
      async () => {
        await page.goto('/stats');
        return page.getByTestId('stats-countries').innerText();
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toContain('Japan');
  await expect(page.getByTestId('stats-intro')).toHaveText(/^Launched on /);
  await expect(page.getByTestId('stats-movies-watched')).toContainText(/per day/);
  await expect(
    page.getByTestId('stats-top-movies').getByRole('link', { name: 'Big Buck Bunny' }),
  ).toHaveAttribute('href', '/movies/10378-big-buck-bunny');
  await expect(
    page.getByRole('table', { name: /^Plays started from each country/ }).getByRole('row', {
      name: /^Japan \d+/,
    }),
  ).toHaveCount(1);
});
