/**
 * /4k and personal 4K tokens (spec sections 2, 4 and 8; scope point 2; decision 0024) against
 * the real server: the operator issues a token to one account with the admin command, the
 * wizard tests and submits it for that account, and the sample media's 2160p rendition of Big
 * Buck Bunny plays for that user only: another account holding the same token, or a copied 4K
 * address, gets nothing.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  freshUsername,
  openPlayer,
  readVideo,
  showPlayerControls,
  signUp,
  TEST_PASSWORD,
  waitForShellHydration,
} from './support';

const REPO = join(import.meta.dirname, '..', '..');
const PLAYABLE_PATH = '/movies/10378-big-buck-bunny';

/** `npm run admin -- tokens issue <username>` against the e2e server's data folder. */
async function issueToken(username: string): Promise<string> {
  const dataDir = process.env.REELHOUSE_E2E_DATA_DIR;
  if (dataDir === undefined) throw new Error('the e2e server’s data folder is not known');
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/admin-cli.ts', 'tokens', 'issue', username],
    { cwd: REPO, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' } },
  );
  return stdout.trim();
}

/** The toaster's region. */
function toasts(page: Page) {
  return page.getByRole('region', { name: /^Notifications/u });
}

async function keepToken(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('4kToken', value);
  }, token);
}

async function qualityLabels(page: Page): Promise<string[]> {
  await showPlayerControls(page);
  await page.getByTestId('player-quality-button').click();
  const labels = await page.getByRole('menuitemradio').allTextContents();
  await page.keyboard.press('Escape');
  return labels.map((label) => label.trim());
}

async function statusOf(request: APIRequestContext, url: string): Promise<number> {
  const response = await request.get(url, { headers: { Range: 'bytes=0-1023' } });
  return response.status();
}

test('an issued token is a JWT-like personal token the wizard tests, submits and syncs to its own account, then links to /categories', async ({
  page,
  baseURL,
}) => {
  const username = await signUp(page, baseURL, 'fourk');
  const token = await issueToken(username);
  expect(token.startsWith('ey')).toBe(true);
  expect(token.length).toBeGreaterThan(50);

  await page.goto('/4k');
  await waitForShellHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('4K Setup');
  const step = page.getByTestId('four-k-step');
  await expect(step).toContainText(`You are signed in as ${username}`);
  await expect(page.getByTestId('four-k-request')).toContainText(`"${username}"`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step).toHaveAttribute('data-step', '2');

  await page.getByRole('textbox', { name: 'Your 4K token' }).fill('not a token');
  await page.getByRole('button', { name: 'Test token' }).click();
  await expect(page.getByText('Invalid token, please check and try again.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Your 4K token' }).fill(token);
  await page.getByRole('button', { name: 'Test token' }).click();
  await expect(step).toHaveAttribute('data-validity', 'valid');
  await expect(page.getByTestId('four-k-check')).toContainText('Token is valid!');
  await expect(page.getByTestId('four-k-check')).toContainText('Big Buck Bunny (2008)');

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step).toHaveAttribute('data-step', '3');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  const synced = page.waitForResponse('**/api/sync/4k_token');
  await page.getByRole('button', { name: 'Submit token' }).click();
  expect((await synced).status()).toBe(204);
  await expect(
    toasts(page).getByText('Token submitted successfully', { exact: true }),
  ).toBeVisible();
  await expect(
    toasts(page).getByText('Your 4k token has been synced to your account.', { exact: true }),
  ).toBeVisible();
  await expect(step).toHaveAttribute('data-complete', 'true');
  await expect(page.getByRole('link', { name: 'Find something to watch' })).toHaveAttribute(
    'href',
    '/categories',
  );

  expect(await page.evaluate(() => window.localStorage.getItem('4kToken'))).toBe(token);
  const me = (await (await page.request.get('/api/users/me')).json()) as Record<string, unknown>;
  expect(me['4k_token']).toBe(token);
});

test('a token issued to another account tests invalid, with the "Invalid token" toast', async ({
  page,
  baseURL,
  playwright,
}) => {
  const owner = freshUsername('owner');
  const ownerRequests = await playwright.request.newContext({ baseURL });
  const created = await ownerRequests.post('/api/auth/signup', {
    headers: { origin: baseURL ?? '' },
    data: {
      username: owner,
      email: `${owner}@example.org`,
      password: TEST_PASSWORD,
      passwordConfirm: TEST_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);
  await ownerRequests.dispose();
  const token = await issueToken(owner);
  await signUp(page, baseURL, 'other');

  await page.goto('/4k');
  await waitForShellHydration(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Your 4K token' }).fill(token);
  await page.getByRole('button', { name: 'Test token' }).click();
  await expect(page.getByTestId('four-k-step')).toHaveAttribute('data-validity', 'invalid');
  await expect(toasts(page).getByText('Invalid token', { exact: true })).toBeVisible();
  await expect(page.getByTestId('four-k-check')).toContainText(
    'This 4K token belongs to another account',
  );
});

test.describe('the 2160p rendition', () => {
  test.skip(({ isMobile }) => isMobile, 'the player behaves the same at both widths');

  test('plays for the signed-in user the token names, and for no one else: not another account holding the token, not a copied address', async ({
    page,
    browser,
    baseURL,
    playwright,
  }) => {
    // Two accounts, the operator's command line and two players playing, one of them at 2160p.
    test.setTimeout(120_000);
    const username = await signUp(page, baseURL, 'holder');
    const token = await issueToken(username);
    await keepToken(page, token);
    const search = page.waitForRequest('**/api/sources');
    await openPlayer(page, PLAYABLE_PATH);
    expect((await search).headers()['ui-token']).toBe(token);
    expect(await qualityLabels(page)).toContain('4K');

    await showPlayerControls(page);
    await page.getByTestId('player-quality-button').click();
    await page.getByRole('menuitemradio', { name: '4K', exact: true }).click();
    await expect
      .poll(async () => (await readVideo(page)).videoHeight, { timeout: 15_000 })
      .toBe(2160);
    const fourKUrl = await page
      .getByTestId('player')
      .locator('video')
      .evaluate((video: HTMLVideoElement) => video.currentSrc);
    expect(fourKUrl).toMatch(/2160p\.mp4\?k=/u);
    expect(await statusOf(page.request, fourKUrl)).toBe(206);

    // Another account that holds the same token: the search carries it, the server offers no 4K.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signUp(otherPage, baseURL, 'borrower');
    await keepToken(otherPage, token);
    const otherSearch = otherPage.waitForRequest('**/api/sources');
    await openPlayer(otherPage, PLAYABLE_PATH);
    expect((await otherSearch).headers()['ui-token']).toBe(token);
    expect(await qualityLabels(otherPage)).not.toContain('4K');
    expect(await statusOf(otherPage.request, fourKUrl)).toBe(403);
    await other.close();

    // The copied address with no session at all.
    const anonymous = await playwright.request.newContext();
    expect(await statusOf(anonymous, fourKUrl)).toBe(403);
    await anonymous.dispose();
  });
});
