import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClock, fakeDateWith } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import {
  createAccountsTestApp,
  getWithCookie,
  PASSWORD,
  postJson,
  sessionCookieOf,
  signUp,
  signUpBody,
} from './accounts.test-support';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from './account-service';
import { BLANK_PASSWORD_MESSAGE, PERSONAL_PASSWORD_MESSAGE } from './password-policy';

afterEach(() => {
  vi.useRealTimers();
});

const NEW_PASSWORD = 'quiet lantern meadow';

describe('passwords people can guess', () => {
  const getDatabase = useTestDatabase();
  const appOf = () => createAccountsTestApp(getDatabase(), { clock: createTestClock() });

  it.each([
    [
      'a common password',
      'common',
      'password',
      /^This password is too easy to guess \(This is a heavily used password\)/,
    ],
    ['digits in a row', 'digits', '12345678', /^This password is too easy to guess/],
    ['eight spaces', 'spaces', '        ', new RegExp(`^${BLANK_PASSWORD_MESSAGE}$`)],
    ['the username', 'guessed-user', 'guessed-user', new RegExp(`^${PERSONAL_PASSWORD_MESSAGE}$`)],
    [
      'the username inside',
      'inside',
      'my inside pass',
      new RegExp(`^${PERSONAL_PASSWORD_MESSAGE}$`),
    ],
  ])(
    'refuses %s at sign-up with 400 and the reason, creating nothing',
    async (_case, name, password, reason) => {
      const app = appOf();
      const response = await postJson(
        app,
        '/api/auth/signup',
        signUpBody(name, { password, passwordConfirm: password }),
      );

      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(reason);
      expect(response.headers.getSetCookie()).toEqual([]);
      const retry = await postJson(app, '/api/auth/signup', signUpBody(name));
      expect(retry.status).toBe(201);
    },
  );

  it('refuses a password with an unpaired surrogate, which would match any other', async () => {
    const password = '\uD800 lone surrogate';
    const response = await postJson(
      appOf(),
      '/api/auth/signup',
      signUpBody('surrogate', { password, passwordConfirm: password }),
    );
    expect(response.status).toBe(400);
  });
});

describe('changing the password and signing out everywhere', () => {
  const getDatabase = useTestDatabase();

  async function twoDevices(name: string) {
    const clock = fakeDateWith(createTestClock());
    const app = createAccountsTestApp(getDatabase(), { clock });
    const first = await signUp(app, name);
    const login = await postJson(app, '/api/auth/login', { username: name, password: PASSWORD });
    return { app, first: first.cookie, second: sessionCookieOf(login) };
  }

  const change = (app: Parameters<typeof postJson>[0], cookie: string, body: object) =>
    postJson(app, '/api/users/me/password', body, { cookie });

  it('takes the new password, ends every other session, and keeps this one', async () => {
    const { app, first, second } = await twoDevices('changer');

    const response = await change(app, first, {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });

    expect(response.status).toBe(204);
    expect((await getWithCookie(app, '/api/users/me', first)).status).toBe(200);
    expect((await getWithCookie(app, '/api/users/me', second)).status).toBe(401);
    const oldLogin = await postJson(app, '/api/auth/login', {
      username: 'changer',
      password: PASSWORD,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await postJson(app, '/api/auth/login', {
      username: 'changer',
      password: NEW_PASSWORD,
    });
    expect(newLogin.status).toBe(200);
  });

  it('refuses a wrong current password with 403, and locks after five like a login', async () => {
    const { app, first } = await twoDevices('forgetful');
    const wrong = {
      currentPassword: 'not my password',
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    };

    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await change(app, first, wrong));

    expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([403, 403, 403, 403, 403]);
    expect(await answers[0]?.json()).toEqual({ error: WRONG_CURRENT_PASSWORD_MESSAGE });
    expect(answers[5]?.status).toBe(429);
  });

  it('refuses a guessable new password with 400 and keeps the old one and the sessions', async () => {
    const { app, first, second } = await twoDevices('careful');

    const response = await change(app, first, {
      currentPassword: PASSWORD,
      newPassword: 'password1',
      newPasswordConfirm: 'password1',
    });

    expect(response.status).toBe(400);
    expect((await getWithCookie(app, '/api/users/me', second)).status).toBe(200);
    const login = await postJson(app, '/api/auth/login', {
      username: 'careful',
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
  });

  it('needs a session to change a password', async () => {
    const { app } = await twoDevices('nobody-here');
    const response = await postJson(app, '/api/users/me/password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      newPasswordConfirm: NEW_PASSWORD,
    });
    expect(response.status).toBe(401);
  });

  it('signs out every session of the account, this one too, and clears the cookie', async () => {
    const { app, first, second } = await twoDevices('everywhere');

    const response = await postJson(app, '/api/auth/logout-everywhere', '', { cookie: first });

    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/sid=;/);
    expect((await getWithCookie(app, '/api/users/me', first)).status).toBe(401);
    expect((await getWithCookie(app, '/api/users/me', second)).status).toBe(401);
  });
});
