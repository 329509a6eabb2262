/**
 * /login, /signup and /account (spec sections 2, 4, 5, 8): the forms' texts, the login lockout,
 * the account tabs and settings, the profile's save and logout. The API calls are answered in the
 * browser (page.route) so each refusal can be staged; the last journey uses the real server.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForShellHydration } from './support';

const LOGIN_FAILED =
  'Oi! Login failed. Double-check yer details and give it another shot, will you?';
const LOCKED = "Ye've tried and failed too many times... try again in 15 minutes.";
const ANNE = {
  name: 'Anne Bonny',
  email: 'anne@example.org',
  username: 'anne',
  isDonator: false,
  '4k_token': null,
};

/** Puts values in localStorage before the first load only (tests reload afterwards). */
async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (window.sessionStorage.getItem('seeded') !== null) return;
    window.sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
}

function readStored(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

/** Answers GET /api/users/me with this user, or 401 when null. */
async function answerMe(page: Page, user: typeof ANNE | null): Promise<void> {
  await page.route('/api/users/me', (route) =>
    route.fulfill(
      user === null ? { status: 401, json: { error: 'Unauthorized' } } : { json: user },
    ),
  );
}

/** Records each body sent to `path` and answers with `respond`. */
async function recordPosts(
  page: Page,
  path: string,
  respond: (route: Route, index: number) => Promise<void>,
): Promise<unknown[]> {
  const bodies: unknown[] = [];
  await page.route(path, async (route) => {
    bodies.push(route.request().postDataJSON());
    await respond(route, bodies.length - 1);
  });
  return bodies;
}

/**
 * Keeps the account sync (which starts once user-info appears) away from the real server: its
 * 401 there, without a session cookie, would end the staged session.
 */
async function holdAccountSync(page: Page): Promise<void> {
  await page.route('**/api/sync/**', (route) => route.abort());
}

function loginFields(page: Page) {
  return {
    identifier: page.getByLabel('Email or username'),
    password: page.getByLabel('Password'),
    submit: page.getByTestId('login-submit'),
    error: page.getByTestId('login-error'),
  };
}

test.describe('login', () => {
  test.beforeEach(({ page }) => holdAccountSync(page));

  test('shows each field’s message and enables Login only when both fields are valid', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForShellHydration(page);
    const form = loginFields(page);
    await expect(form.submit).toBeDisabled();

    await form.identifier.fill('ab');
    await form.password.fill('short');
    await expect(page.getByText('Please enter a valid email or username')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(form.submit).toBeDisabled();
    await form.password.press('Enter');
    await expect(form.error).toHaveText(
      'Please enter a valid email or username and password (8+ characters)',
    );

    await form.identifier.fill('anne@example.org');
    await form.password.fill('long enough');
    await expect(page.getByText('Please enter a valid email or username')).toHaveCount(0);
    await expect(page.getByText('Password must be at least 8 characters')).toHaveCount(0);
    await expect(form.submit).toBeEnabled();
    await page.getByRole('link', { name: 'Sign up' }).click();
    await expect(page).toHaveURL('/signup');
  });

  test('a refusal shows the failure line and the server’s reason', async ({ page }) => {
    const sent = await recordPosts(page, '/api/auth/login', (route) =>
      route.fulfill({ status: 401, json: { error: 'Wrong email, username or password' } }),
    );
    await page.goto('/login');
    await waitForShellHydration(page);
    const form = loginFields(page);
    await form.identifier.fill('  anne  ');
    await form.password.fill(' secret password ');
    await form.submit.click();

    await expect(form.error).toHaveText(`${LOGIN_FAILED}Wrong email, username or password`);
    expect(sent).toEqual([{ username: 'anne', password: ' secret password ' }]);
    expect(await readStored(page, 'loginAttempts')).toBe('1');
  });

  test('five refusals lock the form for 15 minutes, across a reload, until the time passes', async ({
    page,
  }) => {
    await page.clock.install();
    const sent = await recordPosts(page, '/api/auth/login', (route) =>
      route.fulfill({ status: 401, json: { error: 'Wrong email, username or password' } }),
    );
    await page.goto('/login');
    await waitForShellHydration(page);
    const form = loginFields(page);
    await form.identifier.fill('anne@example.org');
    await form.password.fill('wrong password');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await form.submit.click();
      await expect.poll(() => readStored(page, 'loginAttempts')).toBe(String(attempt));
      await expect(form.error).toContainText(LOGIN_FAILED);
    }
    await form.submit.click();

    await expect(form.error).toHaveText(LOCKED);
    await expect(form.submit).toHaveText(/^Locked \(1[45]:\d\d\)$/);
    await expect(form.submit).toBeDisabled();
    await expect(form.identifier).toBeDisabled();
    await expect(form.password).toBeDisabled();
    expect(sent).toHaveLength(5);
    expect(await readStored(page, 'loginAttempts')).toBe('5');
    expect(Number(await readStored(page, 'loginLockoutUntil'))).toBeGreaterThan(Date.now());

    // Re-checked each second: the count goes down.
    const shown = (await form.submit.textContent()) ?? '';
    await expect(form.submit).not.toHaveText(shown);

    await page.reload();
    await waitForShellHydration(page);
    await expect(form.submit).toHaveText(/^Locked \(1[45]:\d\d\)$/);
    await expect(form.identifier).toBeDisabled();
    await expect(form.password).toBeDisabled();
    await expect(form.error).toHaveText(LOCKED);

    await page.clock.fastForward('15:01');
    await expect(form.submit).toHaveText('Login');
    await expect(form.identifier).toBeEnabled();
    await expect(form.error).toHaveText('');
    expect(await readStored(page, 'loginAttempts')).toBeNull();
    expect(await readStored(page, 'loginLockoutUntil')).toBeNull();
  });

  test('a 429 from the server locks the form for its Retry-After', async ({ page }) => {
    await page.route('/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '120' },
        json: { error: 'Too many attempts, try again later' },
      }),
    );
    await page.goto('/login');
    await waitForShellHydration(page);
    const form = loginFields(page);
    await form.identifier.fill('anne');
    await form.password.fill('whatever123');
    await form.submit.click();

    await expect(form.submit).toHaveText(/^Locked \((2:00|1:5\d)\)$/);
    await expect(form.identifier).toBeDisabled();
    await expect(form.error).toHaveText(`${LOGIN_FAILED}Too many attempts, try again later`);
    expect(Number(await readStored(page, 'loginLockoutUntil'))).toBeGreaterThan(Date.now());
  });

  test('success keeps the user, forgets the failures and opens the account tab', async ({
    page,
  }) => {
    await seedStorage(page, { loginAttempts: '2' });
    await page.route('/api/auth/login', (route) =>
      route.fulfill({ json: { token: 'session-id', user: ANNE } }),
    );
    await answerMe(page, ANNE);
    await page.goto('/login');
    await waitForShellHydration(page);
    const form = loginFields(page);
    await form.identifier.fill('anne');
    await form.password.fill('right password');
    await form.submit.click();

    await expect(page).toHaveURL('/account?tab=account');
    await expect(page.getByRole('heading', { name: 'Welcome Anne!' })).toBeVisible();
    expect(JSON.parse((await readStored(page, 'user-info')) ?? '{}')).toMatchObject({
      username: 'anne',
    });
    expect(await readStored(page, 'loginAttempts')).toBeNull();
  });
});

test.describe('sign-up', () => {
  test.beforeEach(({ page }) => holdAccountSync(page));

  test('shows the field messages, and the fix-the-errors text until a field is edited', async ({
    page,
  }) => {
    const sent = await recordPosts(page, '/api/auth/signup', (route) =>
      route.fulfill({ status: 500, json: {} }),
    );
    await page.goto('/signup');
    await waitForShellHydration(page);
    await page.getByLabel('Username').fill('ab');
    await page.getByLabel('Email').fill('not an email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByTestId('signup-submit').click();
    const error = page.getByTestId('signup-error');
    await expect(error).toHaveText(
      'Please fix the errors in the form before submitting before ye set sail!',
    );
    // Red in either theme: Tailwind's red-700 / red-400 (hue about 22 to 28 degrees).
    await expect(error).toHaveCSS('color', /^oklch\([\d.]+ [\d.]+ 2\d(\.\d+)?\)$/);
    await page.getByLabel('Username').fill('abc');
    await expect(error).toHaveText('');
    expect(sent).toEqual([]);

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('sends trimmed names, waits with a spinner, and shows each failure’s text', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent = await recordPosts(page, '/api/auth/signup', async (route, index) => {
      if (index === 0) {
        await held;
        await route.fulfill({ status: 409, json: { error: 'That username is taken' } });
      } else if (index === 1) {
        await route.fulfill({ status: 400, json: {} });
      } else if (index === 2) {
        await route.fulfill({ status: 200, json: { user: ANNE } });
      } else {
        await route.abort('failed');
      }
    });
    await page.goto('/signup');
    await waitForShellHydration(page);
    await page.getByLabel('Username').fill('  anne ');
    await page.getByLabel('Email').fill(' anne@example.org ');
    await page.getByLabel('Password', { exact: true }).fill(' pass word ');
    const submit = page.getByTestId('signup-submit');
    const error = page.getByTestId('signup-error');

    await submit.click();
    await expect(page.getByTestId('signup-spinner')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect(page.getByLabel('Username')).toBeDisabled();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByLabel('Password', { exact: true })).toBeDisabled();
    release();
    await expect(error).toHaveText('That username is taken');
    await expect(page.getByTestId('signup-spinner')).toHaveCount(0);
    expect(sent[0]).toEqual({
      username: 'anne',
      email: 'anne@example.org',
      password: ' pass word ',
      passwordConfirm: ' pass word ',
    });

    await submit.click();
    await expect(error).toHaveText('Arrr! Registration failed');
    await submit.click();
    await expect(error).toHaveText(
      "The server be speakin' in riddles. Try again, or consult the ship's engineer.",
    );
    await submit.click();
    await expect(error).toHaveText(
      'Oi! the ship carrying your registration sank, you wanna try that again?',
    );
  });

  test('success forgets the stored user and opens the account tab', async ({ page }) => {
    await seedStorage(page, { 'user-info': JSON.stringify({ username: 'someone-else' }) });
    await page.route('/api/auth/signup', (route) =>
      route.fulfill({ status: 201, json: { token: 'session-id', user: ANNE } }),
    );
    let isMeAsked = false;
    await page.route('/api/users/me', async (route) => {
      isMeAsked = true;
      await route.fulfill({ json: ANNE });
    });
    await page.goto('/signup');
    await waitForShellHydration(page);
    await page.getByLabel('Username').fill('anne');
    await page.getByLabel('Email').fill('anne@example.org');
    await page.getByLabel('Password', { exact: true }).fill('a good password');
    await page.getByTestId('signup-submit').click();

    await expect(page).toHaveURL('/account?tab=account');
    await expect(page.getByRole('heading', { name: 'Welcome Anne!' })).toBeVisible();
    expect(isMeAsked).toBe(true);
    expect(JSON.parse((await readStored(page, 'user-info')) ?? '{}')).toMatchObject(ANNE);
  });
});

test.describe('account', () => {
  test.beforeEach(({ page }) => holdAccountSync(page));

  test('opens the player tab by default; tabs follow ?tab= and settings persist', async ({
    page,
  }) => {
    await answerMe(page, null);
    const response = await page.goto('/account');
    expect(await response?.text()).toContain('<meta name="robots" content="noindex"/>');
    await waitForShellHydration(page);
    await expect(page.getByTestId('account-tab-player')).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('account-settings')).toHaveAttribute('data-loaded', 'true');
    await expect(page.getByRole('switch', { name: 'Autoplay', exact: true })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByLabel('Preferred quality')).toHaveValue('auto');
    await page.getByLabel('Preferred quality').selectOption('720p');
    await page.getByRole('switch', { name: 'Autoplay', exact: true }).click();

    await page.getByTestId('account-tab-content').click();
    await expect(page).toHaveURL('/account?tab=content');
    await expect(page.getByLabel('Content filtering')).toHaveValue('unrestricted');
    await expect(page.getByLabel('Preferred audio')).toHaveValue('english');
    await expect(page.getByLabel('Preferred subtitles')).toHaveValue('english');
    await page.getByTestId('account-tab-notifications').click();
    await expect(page.getByRole('switch', { name: 'Email updates' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await expect(page.getByRole('switch', { name: 'Push notifications' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    await page.goto('/account?tab=player');
    await expect(page.getByTestId('account-settings')).toHaveAttribute('data-loaded', 'true');
    await expect(page.getByLabel('Preferred quality')).toHaveValue('720p');
    await expect(page.getByRole('switch', { name: 'Autoplay', exact: true })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  test('the appearance tab’s theme drives the site’s theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await answerMe(page, null);
    await page.goto('/account?tab=appearance');
    await waitForShellHydration(page);
    await expect(page.getByTestId('account-settings')).toHaveAttribute('data-loaded', 'true');
    const theme = page.getByTestId('account-settings').getByLabel('Theme');
    await expect(theme).toHaveValue('system');
    await expect(page.getByLabel('Subtitle size')).toHaveValue('medium');
    await expect(page.getByLabel('Subtitle colour')).toHaveValue('white');
    await expect(page.getByLabel('Thumbnail size')).toHaveValue('medium');

    await theme.selectOption('light');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await readStored(page, 'theme')).toBe('light');
    await theme.selectOption('system');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await readStored(page, 'theme')).toBeNull();
  });

  test('signed in: welcome, donator pill, read-only username and e-mail', async ({ page }) => {
    await seedStorage(page, { 'user-info': JSON.stringify({ username: 'anne' }) });
    await answerMe(page, { ...ANNE, isDonator: true });
    await page.goto('/account?tab=account');
    await waitForShellHydration(page);

    await expect(page.getByRole('heading', { name: 'Welcome Anne!' })).toBeVisible();
    await expect(page.getByTestId('donator-pill')).toHaveText('Generous Donator');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Anne Bonny');
    await expect(page.getByLabel('Username')).toHaveValue('anne');
    await expect(page.getByLabel('Username')).not.toBeEditable();
    await expect(page.getByLabel('Email')).toHaveValue('anne@example.org');
    await expect(page.getByLabel('Email')).not.toBeEditable();
    await expect(page.getByTestId('profile-logout')).toHaveText('Logout');
    expect(JSON.parse((await readStored(page, 'user-info')) ?? '{}')).toEqual({
      ...ANNE,
      isDonator: true,
    });
  });

  test("'Not Donator' links to /donate", async ({ page }) => {
    await answerMe(page, ANNE);
    await page.goto('/account?tab=account');
    await expect(page.getByRole('link', { name: 'Not Donator' })).toHaveAttribute(
      'href',
      '/donate',
    );
  });

  test('a 401 forgets the stored user and offers Go To Login', async ({ page }) => {
    await seedStorage(page, { 'user-info': JSON.stringify(ANNE) });
    await answerMe(page, null);
    await page.goto('/account?tab=account');
    await waitForShellHydration(page);

    await expect(page.getByRole('link', { name: 'Go To Login' })).toHaveAttribute('href', '/login');
    await expect.poll(() => readStored(page, 'user-info')).toBeNull();
  });

  test("saving the name waits 6 s between saves and says 'Error while saving'", async ({
    page,
  }) => {
    await page.clock.install();
    // The server's copy of the user, which the account sync may read again at any time.
    const account = { ...ANNE };
    await page.route('/api/users/me', (route) => route.fulfill({ json: account }));
    const saves = await recordPosts(page, '/api/users/me/updateName', async (route, index) => {
      if (index === 0) {
        await route.fulfill({ status: 500, json: { error: 'Boom' } });
        return;
      }
      account.name = (route.request().postDataJSON() as { name: string }).name;
      await route.fulfill({ json: account });
    });
    await page.goto('/account?tab=account');
    await waitForShellHydration(page);
    await page.getByLabel('Name', { exact: true }).fill('Mary Read');
    const save = page.getByTestId('profile-save');

    await save.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error while saving' })).toBeVisible();
    await save.click(); // within 6 s: ignored
    await page.clock.fastForward(6000);
    await save.click();

    await expect(page.getByTestId('profile-status')).toHaveText('Saved');
    await expect(page.getByRole('heading', { name: 'Welcome Mary!' })).toBeVisible();
    expect(saves).toEqual([{ name: 'Mary Read' }, { name: 'Mary Read' }]);
    expect(JSON.parse((await readStored(page, 'user-info')) ?? '{}')).toMatchObject({
      name: 'Mary Read',
    });
  });

  test('Logout tells the server, forgets the user and goes to /login', async ({ page }) => {
    await seedStorage(page, { 'user-info': JSON.stringify(ANNE) });
    await answerMe(page, ANNE);
    let isLogoutSent = false;
    await page.route('/api/auth/logout', async (route) => {
      isLogoutSent = route.request().method() === 'POST';
      await route.fulfill({ status: 204 });
    });
    await page.goto('/account?tab=account');
    await waitForShellHydration(page);
    await page.getByTestId('profile-logout').click();

    await expect(page).toHaveURL('/login');
    expect(isLogoutSent).toBe(true);
    expect(await readStored(page, 'user-info')).toBeNull();
  });
});

test('with the real server: sign up, log out, log in again', async ({ page }, testInfo) => {
  // One account per project and run: the server keeps its data between tests of a run.
  const username = `mate${String(Date.now()).slice(-7)}${testInfo.project.name.slice(0, 1)}`;
  const password = 'a long enough secret';
  await page.goto('/signup');
  await waitForShellHydration(page);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('signup-submit').click();

  await expect(page).toHaveURL('/account?tab=account');
  await expect(page.getByRole('heading', { name: `Welcome ${username}!` })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(`${username}@example.org`);
  await page.getByTestId('profile-logout').click();
  await expect(page).toHaveURL('/login');
  expect(await readStored(page, 'user-info')).toBeNull();

  const form = loginFields(page);
  await form.identifier.fill(username);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page).toHaveURL('/account?tab=account');
  await expect(page.getByLabel('Username')).toHaveValue(username);
});
