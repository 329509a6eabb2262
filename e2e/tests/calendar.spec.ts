/**
 * /calendar on the embedded catalogue: the episodes of the series this browser follows (a
 * bookmarked series, a series with watch progress), found by our server and grouped by the
 * visitor's day. The page clock is set inside Breaking Bad's last season (it aired on Sundays from
 * 11 August to 29 September 2013), so the calendar has something to show.
 */
import { expect, test } from '@playwright/test';
import {
  recordBrowserProblems,
  seedStorage,
  signInInAnotherBrowser,
  signUp,
  waitForShellHydration,
} from './support';

/** A Wednesday evening in New York: Breaking Bad's 5x09 aired three days before, 5x10 airs on Sunday. */
const NOW = new Date('2013-08-14T23:30:00-04:00');

test.describe('calendar', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('shows the followed series episodes by day: just aired, this week and later, each linking to its page', async ({
    page,
  }) => {
    const problems = recordBrowserProblems(page);
    await page.clock.setFixedTime(NOW);
    await seedStorage(page, {
      bookmarks: [{ mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 1000 }],
      // A series with progress but no dated episodes in the open data: named, not hidden.
      'media-tracking': {
        items: {
          '52': {
            type: 'show',
            title: "That '70s Show",
            updatedAt: 2000,
            episodes: {
              s1e1: {
                id: '1',
                number: 1,
                title: 'Pilot',
                seasonId: '1',
                updatedAt: 2000,
                progress: { watched: 60, duration: 1300 },
              },
            },
          },
        },
      },
    });
    await page.goto('/calendar');
    await waitForShellHydration(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const justAired = page.getByTestId('calendar-justAired');
    await expect(justAired.getByRole('heading', { level: 2 })).toHaveText('Just aired');
    await expect(justAired.getByRole('heading', { level: 3 })).toHaveText(['Sunday, August 11']);
    await expect(justAired.getByRole('link')).toHaveText(['Breaking BadS5 · E9 · Blood Money']);
    await expect(justAired.getByRole('link')).toHaveAttribute(
      'href',
      '/series/1396-breaking-bad/5/9',
    );

    // 14 August in New York: nothing airs today, 5x10 airs on the 18th (this week).
    await expect(page.getByTestId('calendar-today')).toHaveCount(0);
    const thisWeek = page.getByTestId('calendar-thisWeek');
    await expect(thisWeek.getByRole('heading', { level: 3 })).toHaveText(['Sunday, August 18']);
    await expect(thisWeek.getByRole('link')).toHaveText(['Breaking BadS5 · E10 · Buried']);

    const later = page.getByTestId('calendar-later');
    await expect(later.getByRole('heading', { level: 3 })).toHaveText([
      'Sunday, August 25',
      'Sunday, September 1',
      'Sunday, September 8',
      'Sunday, September 15',
      'Sunday, September 22',
      'Sunday, September 29',
    ]);

    const undated = page.getByTestId('calendar-undated');
    await expect(undated).toContainText('No air dates known');
    await expect(undated.getByRole('link', { name: "That '70s Show" })).toHaveAttribute(
      'href',
      /^\/series\/52-/,
    );

    await justAired.getByRole('link').click();
    await expect(page).toHaveURL('/series/1396-breaking-bad/5/9');
    expect(problems).toEqual([]);
  });

  test("counts today in the visitor's time zone, not the server's", async ({ page }) => {
    // 02:30 UTC on Monday 12 August is still Sunday the 11th, 22:30, in New York (this test's zone).
    await page.clock.setFixedTime(new Date('2013-08-12T02:30:00Z'));
    await seedStorage(page, {
      bookmarks: [{ mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 1000 }],
    });
    await page.goto('/calendar');
    const today = page.getByTestId('calendar-today');
    await expect(today.getByRole('heading', { level: 2 })).toHaveText('Today');
    await expect(today.getByRole('link')).toHaveText(['Breaking BadS5 · E9 · Blood Money']);
  });

  test('says something went wrong when the calendar cannot be fetched, and Retry fetches it again', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await seedStorage(page, {
      bookmarks: [{ mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 1000 }],
    });
    await page.route('**/api/calendar?*', (route) => route.abort());
    await page.goto('/calendar');
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('Something went wrong.');
    await page.unroute('**/api/calendar?*');
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('calendar-thisWeek').getByRole('link')).toHaveText([
      'Breaking BadS5 · E10 · Buried',
    ]);
  });

  test('asks a visitor who follows nothing to bookmark or watch a series', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.getByTestId('calendar-empty')).toContainText(
      'You follow no series yet. Bookmark a series or watch one of its episodes, and its new episodes show here.',
    );
    await expect(page.getByRole('link', { name: 'Browse series' })).toHaveAttribute(
      'href',
      '/series',
    );
  });

  test('says when none of the followed series airs in the coming days', async ({ page }) => {
    await seedStorage(page, {
      bookmarks: [{ mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 1000 }],
    });
    await page.goto('/calendar');
    await expect(page.getByTestId('calendar-nothing-airing')).toHaveText(
      'None of the series you follow has an episode in the last 7 days or the next 90.',
    );
  });
});

test('the bookmarks and history pages link to the calendar', async ({ page }) => {
  for (const path of ['/bookmarks', '/history']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Calendar of new episodes' })).toHaveAttribute(
      'href',
      '/calendar',
    );
  }
});

test.describe('following from the series page', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('Follow adds a series to the calendar, and pressing it again takes a bookmarked series off', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await page.goto('/series/1396-breaking-bad');
    await waitForShellHydration(page);
    const follow = page.getByTestId('follow-toggle');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/calendar');
    await expect(page.getByTestId('calendar-thisWeek').getByRole('link')).toHaveText([
      'Breaking BadS5 · E10 · Buried',
    ]);

    // Bookmarked and unfollowed: the explicit choice wins.
    await page.evaluate(() => {
      localStorage.setItem(
        'bookmarks',
        JSON.stringify([{ mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 1 }]),
      );
    });
    await page.goto('/series/1396-breaking-bad');
    await waitForShellHydration(page);
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await page.goto('/calendar');
    await expect(page.getByTestId('calendar-empty')).toBeVisible();
  });
});

test.describe('the New episodes row on home', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('offers the unstarted episode a followed series aired this week, and hides once it is started', async ({
    page,
  }) => {
    await page.clock.setFixedTime(NOW);
    await seedStorage(page, {
      bookmarks: [{ mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 1000 }],
    });
    await page.goto('/');
    const row = page.getByTestId('new-episodes');
    // The row's code and the calendar's answer arrive after hydration.
    await expect(row.getByRole('heading', { level: 2 })).toHaveText('New episodes', {
      timeout: 15_000,
    });
    const card = row.getByTestId('new-episode-card');
    await expect(card).toHaveText(['Breaking BadS5 · E9 · Blood Money']);
    await expect(card).toHaveAttribute('href', '/series/1396-breaking-bad/5/9');

    await page.evaluate(() => {
      localStorage.setItem(
        'media-tracking',
        JSON.stringify({
          items: {
            '1396': {
              type: 'show',
              title: 'Breaking Bad',
              updatedAt: 3000,
              episodes: {
                s5e9: {
                  id: '62161',
                  number: 9,
                  title: 'Blood Money',
                  seasonId: '6',
                  updatedAt: 3000,
                  progress: { watched: 600, duration: 2820 },
                },
              },
            },
          },
        }),
      );
    });
    await page.reload();
    await expect(page.getByTestId('continue-watching')).toBeVisible();
    await expect(page.getByTestId('new-episodes')).toHaveCount(0);
  });

  test('shows on the series home too, and not on the movies home', async ({ page }) => {
    await page.clock.setFixedTime(NOW);
    await seedStorage(page, {
      bookmarks: [{ mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 1000 }],
    });
    await page.goto('/series');
    await expect(page.getByTestId('new-episode-card')).toHaveText([
      'Breaking BadS5 · E9 · Blood Money',
    ]);
    await page.goto('/movies');
    await waitForShellHydration(page);
    await expect(page.getByTestId('media-row').first()).toBeVisible();
    await expect(page.getByTestId('new-episodes')).toHaveCount(0);
  });

  test('is absent for a visitor who follows nothing', async ({ page }) => {
    await page.goto('/');
    await waitForShellHydration(page);
    await expect(page.getByTestId('media-row').first()).toBeVisible();
    await expect(page.getByTestId('new-episodes')).toHaveCount(0);
  });
});

test.describe('Follow choices of an account', () => {
  test.skip(({ isMobile }) => isMobile, 'the server rules are the same on every screen');

  test('a series followed in one browser is followed in another signed in to the same account', async ({
    page,
    browser,
    baseURL,
  }) => {
    const username = await signUp(page, baseURL, 'follow');
    await page.goto('/series/1396-breaking-bad');
    await waitForShellHydration(page);
    const sent = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/follow-choices',
    );
    await page.getByTestId('follow-toggle').click();
    expect((await sent).status()).toBe(200);

    const other = await signInInAnotherBrowser(browser, baseURL, username);
    await other.goto('/series/1396-breaking-bad');
    await expect(other.getByTestId('follow-toggle')).toHaveAttribute('aria-pressed', 'true');
    await other.context().close();
  });
});

test.describe('the private calendar feed', () => {
  test.skip(({ isMobile }) => isMobile, 'the account page is the same on every screen');

  test('a signed-in user makes a link that calendar apps can read, and resetting it ends the old one', async ({
    page,
    baseURL,
  }) => {
    await signUp(page, baseURL, 'feed');
    await page.goto('/account?tab=account');
    const section = page.getByTestId('calendar-feed');
    await expect(section.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
    await section.getByRole('button', { name: 'Create calendar link' }).click();
    const field = section.getByTestId('calendar-feed-url');
    await expect(field).toHaveValue(/\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const first = new URL(await field.inputValue()).pathname;

    const feed = await page.request.get(first);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = await feed.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('X-WR-CALNAME:Reelhouse: new episodes');

    await section.getByRole('button', { name: 'Reset link' }).click();
    await expect(field).not.toHaveValue(new RegExp(first));
    const second = new URL(await field.inputValue()).pathname;
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(second)).status()).toBe(200);

    // The link is shown once: later visits say it is active and offer a reset.
    await page.reload();
    await expect(section).toContainText('Your calendar link is active.');
    await expect(section.getByTestId('calendar-feed-url')).toHaveCount(0);
    await section.getByRole('button', { name: 'Turn off' }).click();
    await expect(section.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
    expect((await page.request.get(second)).status()).toBe(404);
  });
});

test.describe('Because you watched rows on home', () => {
  test('an anonymous visitor gets rows from this browser, saying why, without the titles already bookmarked', async ({
    page,
  }) => {
    await seedStorage(page, {
      bookmarks: [
        { mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 2000 },
        { mediaId: 4057, mediaType: 'tv', category: 'watchlist', addedAt: 1000 },
      ],
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    const row = page.getByTestId('because-rows').getByTestId('media-row').first();
    await expect(row.getByRole('heading', { level: 2 })).toHaveText(
      'Because you bookmarked Breaking Bad',
    );
    const links = row.getByRole('link');
    await expect(links.first()).toHaveAttribute('href', /^\/series\/\d+-/);
    // Criminal Minds is bookmarked already: not offered again.
    await expect(row.getByRole('link', { name: /Criminal Minds/ })).toHaveCount(0);
    expect(asked).not.toContain('/api/recommendations/because');
  });

  test('a signed-in visitor gets the rows of their account from the server', async ({
    page,
    baseURL,
  }) => {
    test.skip(test.info().project.name === 'mobile', 'the server path is the same on every screen');
    await signUp(page, baseURL, 'because');
    await seedStorage(page, {
      bookmarks: [{ mediaId: 1396, mediaType: 'tv', category: 'watchlist', addedAt: 2000 }],
    });
    // The account gets the bookmark by the first sync.
    await page.goto('/bookmarks');
    await page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/sync/bookmarks',
    );
    const answer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/recommendations/because',
    );
    await page.goto('/');
    expect((await answer).status()).toBe(200);
    await expect(
      page.getByTestId('because-rows').getByRole('heading', { level: 2 }).first(),
    ).toHaveText('Because you bookmarked Breaking Bad');
  });
});
