/**
 * /jellyfin: connecting the user's own Jellyfin. The test server allows no Jellyfin server, so the
 * real page says so. The sign-in form's journey (servers from the route's loader, Jellyfin's
 * refusal, the kept token) is a component test: `routes/jellyfin.dom.test.tsx` and
 * `features/jellyfin/jellyfin-connect-form.dom.test.tsx`; the connect API has its own tests
 * against a fake Jellyfin.
 */
import { expect, test, type Page } from '@playwright/test';
import { recordBrowserProblems, waitForShellHydration } from './support';

const STORAGE_KEY = 'jellyfin';
const CONNECTION = {
  serverUrl: 'https://media.example.org',
  userId: '0123456789abcdef0123456789abcdef',
  accessToken: 'abcdef0123456789abcdef0123456789',
  userName: 'alice',
};

function readStored(page: Page) {
  return page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY);
}

test('the page renders on the server and says this site has no Jellyfin servers enabled', async ({
  page,
}) => {
  const problems = recordBrowserProblems(page);
  const response = await page.goto('/jellyfin');

  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html).toContain('Connect your Jellyfin</h1>');
  expect(html).toContain('stays in this browser');
  await expect(page).toHaveTitle('Connect your Jellyfin | Reelhouse');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect your Jellyfin');
  await waitForShellHydration(page);
  await expect(page.getByTestId('jellyfin-none')).toHaveText(
    'This site has no Jellyfin servers enabled.',
  );
  await expect(page.getByTestId('jellyfin-form')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a stored connection is shown, and Disconnect forgets it', async ({ page }) => {
  await page.addInitScript(
    ({ key, value }) => {
      // Only on the first load: the test reloads after disconnecting.
      if (window.sessionStorage.getItem('seeded') === null) {
        window.sessionStorage.setItem('seeded', '1');
        window.localStorage.setItem(key, value);
      }
    },
    { key: STORAGE_KEY, value: JSON.stringify(CONNECTION) },
  );
  await page.goto('/jellyfin');

  await expect(page.getByTestId('jellyfin-connected')).toContainText(
    'Connected to https://media.example.org as alice',
  );
  await page.getByRole('button', { name: 'Disconnect' }).click();

  await expect(page.getByTestId('jellyfin-none')).toBeVisible();
  expect(await readStored(page)).toBeNull();
  await page.reload();
  await expect(page.getByTestId('jellyfin-none')).toBeVisible();
  await expect(page.getByTestId('jellyfin-connected')).toHaveCount(0);
});

test('the download dialog links to /jellyfin', async ({ page }) => {
  await page.goto('/movies/10378-big-buck-bunny');
  await waitForShellHydration(page);
  await page.getByTestId('download-button').click();
  const dialog = page.getByTestId('download-dialog');
  await expect(dialog).toBeVisible({ timeout: 15_000 });

  await dialog.getByRole('link', { name: 'Use your own Jellyfin' }).click();

  await expect(page).toHaveURL('/jellyfin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connect your Jellyfin');
});
