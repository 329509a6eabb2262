/**
 * Spoiler-safe mode (decision 0032) on the embedded catalogue: with the setting on, the episodes
 * of Breaking Bad after the visitor's furthest started one hide their titles and overviews and
 * blur their stills on the series and episode pages, in the calendar and in New episodes, until
 * Show is pressed; the server's HTML stays blurred until the page knows; with it off all shows.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { recordBrowserProblems, seedStorage, waitForShellHydration } from './support';

const SERIES_PATH = '/series/1396-breaking-bad';
/** A still (an artwork box) marked hidden. */
const HIDDEN_STILL = '[data-spoiler="hidden"]:has([data-artwork="still"])';

/** Breaking Bad's watch history with each of `keys` started. */
function historyWith(...keys: string[]) {
  const episodes = Object.fromEntries(
    keys.map((key) => [
      key,
      {
        id: key,
        number: 1,
        title: '',
        seasonId: '1',
        updatedAt: 2000,
        progress: { watched: 600, duration: 2800 },
      },
    ]),
  );
  return { items: { '1396': { type: 'show', title: 'Breaking Bad', updatedAt: 2000, episodes } } };
}

async function filterOf(element: Locator): Promise<string> {
  return element.evaluate((node) => getComputedStyle(node).filter);
}

async function turnSpoilerSafeModeOn(page: Page): Promise<void> {
  await page.goto('/account?tab=content');
  await waitForShellHydration(page);
  await expect(page.getByTestId('account-settings')).toHaveAttribute('data-loaded', 'true');
  const spoilerSafe = page.getByRole('switch', { name: 'Spoiler-safe mode' });
  await expect(spoilerSafe).toHaveAttribute('aria-checked', 'false');
  await spoilerSafe.click();
  await expect(spoilerSafe).toHaveAttribute('aria-checked', 'true');
}

test('with the mode on, the series and episode pages hide what comes after the furthest watched episode until Show is pressed', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await seedStorage(page, { 'media-tracking': historyWith('s1e1', 's1e2') });
  await turnSpoilerSafeModeOn(page);

  await page.goto(SERIES_PATH);
  await waitForShellHydration(page);
  const cards = page.getByTestId('episode-grid').getByTestId('episode-card');
  await expect(cards.nth(2)).toContainText('Episode 3');
  await expect(cards.nth(0)).toContainText('Pilot');
  await expect(cards.nth(1)).toContainText("Cat's in the Bag...");
  await expect(cards.nth(2)).not.toContainText('the River');
  await expect(cards.nth(3)).toContainText('Episode 4');
  await expect(cards.nth(3)).not.toContainText('Cancer Man');
  expect(await filterOf(cards.nth(2).locator(HIDDEN_STILL))).toContain('blur');
  await expect(cards.nth(1).locator('[data-spoiler]')).toHaveCount(0);
  // The Episode select names the hidden ones by number only.
  const options = page.getByLabel('Episode', { exact: true }).locator('option');
  await expect(options.nth(1)).toHaveText("2. Cat's in the Bag...");
  await expect(options.nth(2)).toHaveText('Episode 3');

  await page.getByRole('button', { name: 'Show season 1, episode 3' }).click();
  await expect(cards.nth(2)).toContainText("...and the Bag's in the River");
  await expect(cards.nth(2)).toBeFocused();
  await expect(cards.nth(2).locator('[data-spoiler]')).toHaveCount(0);
  await expect(options.nth(2)).toHaveText("3. ...and the Bag's in the River");
  await expect(cards.nth(3)).toContainText('Episode 4');

  await cards.nth(3).click();
  await expect(page).toHaveURL(`${SERIES_PATH}/1/4`);
  const details = page.getByTestId('episode-details');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episode 4');
  await expect(page).toHaveTitle('S1 E4 · Breaking Bad | Reelhouse');
  await expect(details.getByText('Hidden to avoid spoilers.')).toBeVisible();
  await expect(page.getByTestId('episode-overview')).toHaveCount(0);
  const still = details.locator(HIDDEN_STILL);
  expect(await filterOf(still)).toContain('blur');
  await expect(
    page.getByRole('img', { name: 'Still from season 1, episode 4, blurred' }),
  ).toHaveCount(1);

  await details.getByRole('button', { name: 'Show season 1, episode 4' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancer Man');
  await expect(page).toHaveTitle('Cancer Man (S1 E4) · Breaking Bad | Reelhouse');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(page.getByTestId('episode-overview')).toBeVisible();
  await expect(details.locator('[data-spoiler]')).toHaveCount(0);

  // An episode already reached shows as it is.
  await page.goto(`${SERIES_PATH}/1/2`);
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Cat's in the Bag...");
  await expect(page).toHaveTitle("Cat's in the Bag... (S1 E2) · Breaking Bad | Reelhouse");
  await expect(page.getByTestId('episode-overview')).toBeVisible();
  await expect(page.getByTestId('episode-details').locator('[data-spoiler]')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test("with the mode on, a later episode's tab title leaves its name out from the first load until Show is pressed", async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  await seedStorage(page, {
    accountSettings: { spoilerSafe: true },
    'media-tracking': historyWith('s1e1', 's1e2'),
  });
  await page.goto(`${SERIES_PATH}/1/5`);
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Episode 5');
  await expect(page).toHaveTitle('S1 E5 · Breaking Bad | Reelhouse');
  expect(await page.title()).not.toContain('Gray Matter');
  // The description stays for crawlers and link previews (the server renders for everyone).
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);

  await page
    .getByTestId('episode-details')
    .getByRole('button', { name: 'Show season 1, episode 5' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gray Matter');
  await expect(page).toHaveTitle('Gray Matter (S1 E5) · Breaking Bad | Reelhouse');
  expect(problems).toEqual([]);
});

test("before the page's scripts run, a later episode's title is already blurred and left out of the tab (the mode is on), and not when it is off", async ({
  page,
}) => {
  // Without the page's modules nothing hydrates: what shows is the server's HTML and the
  // pre-paint script.
  await page.route('**/assets/**/*.js', (route) => route.abort());
  await page.goto(`${SERIES_PATH}/1/4`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Cancer Man');
  await expect(heading).toHaveAttribute('data-spoiler', 'pending');
  expect(await filterOf(heading)).toBe('none');
  await expect(page).toHaveTitle('Cancer Man (S1 E4) · Breaking Bad | Reelhouse');

  await seedStorage(page, { accountSettings: { spoilerSafe: true } });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-spoiler-safe', '');
  await expect(page).toHaveTitle('S1 E4 · Breaking Bad | Reelhouse');
  expect(await filterOf(heading)).toContain('blur');
  expect(await filterOf(page.getByTestId('episode-overview'))).toContain('blur');
});

test('with the mode off, every title, overview and still shows whatever was watched', async ({
  page,
}) => {
  await seedStorage(page, {
    'media-tracking': historyWith('s1e1'),
    accountSettings: { spoilerSafe: false },
  });
  await page.goto(SERIES_PATH);
  await waitForShellHydration(page);
  const cards = page.getByTestId('episode-grid').getByTestId('episode-card');
  await expect(cards.nth(3)).toContainText('Cancer Man');
  await expect(page.locator('[data-spoiler]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Show season/ })).toHaveCount(0);

  await page.goto(`${SERIES_PATH}/2/4`);
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Down');
  await expect(page.getByTestId('episode-overview')).toBeVisible();
  await expect(page.locator('[data-spoiler]')).toHaveCount(0);
});

test.describe('the calendar and New episodes', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('name only the numbers of episodes after the furthest watched one, until Show title', async ({
    page,
  }) => {
    // Three days after Breaking Bad's 5x09 aired; the visitor watched up to 5x08.
    await page.clock.setFixedTime(new Date('2013-08-14T23:30:00-04:00'));
    await seedStorage(page, {
      accountSettings: { spoilerSafe: true },
      'media-tracking': historyWith('s5e8'),
    });
    await page.goto('/');
    const card = page.getByTestId('new-episodes').getByTestId('new-episode-card');
    await expect(card).toHaveText(['Breaking BadS5 · E9']);
    await page
      .getByTestId('new-episodes')
      .getByRole('button', { name: 'Show title of Breaking Bad, season 5, episode 9' })
      .click();
    await expect(card).toHaveText(['Breaking BadS5 · E9 · Blood Money']);

    await page.goto('/calendar');
    await expect(page.getByTestId('calendar-justAired').getByRole('link')).toHaveText([
      'Breaking BadS5 · E9',
    ]);
    const thisWeek = page.getByTestId('calendar-thisWeek');
    await expect(thisWeek.getByRole('link')).toHaveText(['Breaking BadS5 · E10']);
    await thisWeek
      .getByRole('button', { name: 'Show title of Breaking Bad, season 5, episode 10' })
      .click();
    await expect(thisWeek.getByRole('link')).toHaveText(['Breaking BadS5 · E10 · Buried']);
    await expect(thisWeek.getByRole('link')).toBeFocused();
  });
});
