import { authSuccessAnswerSchema, userSchema } from '@reelhouse/core/account/account-schema';
import { describe, expect, it } from 'vitest';
import { createTestClock } from '../../../test-support/test-app';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import {
  createAccountsTestApp,
  getWithCookie,
  PASSWORD,
  postJson,
  sessionCookieOf,
  signUp,
  signUpBody,
} from './accounts.test-support';

describe.each(databaseTargets())('account routes ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const appAt = (clock = createTestClock(), production = false) =>
    createAccountsTestApp(getDatabase(), { clock, production });

  describe('sign-up', () => {
    it('creates the account, answers 201 with the session id and the user, and sets the cookie', async () => {
      const app = appAt();
      const response = await postJson(app, '/api/auth/signup', signUpBody('Signer'));

      expect(response.status).toBe(201);
      const body = authSuccessAnswerSchema.parse(await response.json());
      expect(body.user).toEqual({
        name: 'Signer',
        email: 'signer@example.test',
        username: 'signer',
        isDonator: false,
        '4k_token': null,
      });
      const cookie = sessionCookieOf(response);
      expect(cookie.startsWith(`sid=${body.token}.`)).toBe(true);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
    });

    it('stores the e-mail lower-cased and refuses the same address in another case with 409', async () => {
      const app = appAt();
      await postJson(app, '/api/auth/signup', signUpBody('first', { email: 'Mixed@Example.TEST' }));
      const again = await postJson(
        app,
        '/api/auth/signup',
        signUpBody('second', { email: 'mixed@example.test' }),
      );

      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: 'An account with that email already exists' });
    });

    it('refuses a username taken in any case with 409', async () => {
      const app = appAt();
      await signUp(app, 'Taken');
      const again = await postJson(
        app,
        '/api/auth/signup',
        signUpBody('TAKEN', { email: 'other@example.test' }),
      );

      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ error: 'That username is already taken' });
    });

    it('answers 400 with the form rule that failed', async () => {
      const app = appAt();
      const mismatch = await postJson(
        app,
        '/api/auth/signup',
        signUpBody('mismatch', { passwordConfirm: 'something else' }),
      );
      const short = await postJson(
        app,
        '/api/auth/signup',
        signUpBody('short', { password: 'short', passwordConfirm: 'short' }),
      );

      expect(mismatch.status).toBe(400);
      expect(await mismatch.json()).toMatchObject({ error: 'Passwords do not match' });
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({
        error: 'Password must be at least 8 characters',
      });
    });
  });

  describe('login', () => {
    it('signs in by username and by e-mail in any case, answering the user and a session id', async () => {
      const app = appAt();
      await signUp(app, 'walker');

      const byName = await postJson(app, '/api/auth/login', {
        username: ' Walker ',
        password: PASSWORD,
      });
      const byEmail = await postJson(app, '/api/auth/login', {
        email: 'WALKER@Example.Test',
        password: PASSWORD,
      });

      for (const response of [byName, byEmail]) {
        expect(response.status).toBe(200);
        const body = authSuccessAnswerSchema.parse(await response.json());
        expect(body.user.username).toBe('walker');
        expect(sessionCookieOf(response)).toMatch(/^sid=[\w-]{22}\.[\w-]{43}$/);
      }
    });

    it('never puts the session secret in the body', async () => {
      const app = appAt();
      await signUp(app, 'secretive');
      const response = await postJson(app, '/api/auth/login', {
        username: 'secretive',
        password: PASSWORD,
      });
      const secret = sessionCookieOf(response).split('.')[1] ?? '';
      const text = await response.text();

      expect(secret).toHaveLength(43);
      expect(text).not.toContain(secret);
    });

    it('starts a new session at every login', async () => {
      const app = appAt();
      const first = await signUp(app, 'repeat');
      const logins = await Promise.all(
        [1, 2].map(() =>
          postJson(app, '/api/auth/login', { username: 'repeat', password: PASSWORD }),
        ),
      );
      const tokens = await Promise.all(
        logins.map(async (r) => authSuccessAnswerSchema.parse(await r.json()).token),
      );

      expect(new Set([first.token, ...tokens]).size).toBe(3);
    });

    it('ends the session the browser had when it signs in again', async () => {
      const app = appAt();
      const before = await signUp(app, 'again');
      await postJson(
        app,
        '/api/auth/login',
        { username: 'again', password: PASSWORD },
        { cookie: before.cookie },
      );

      expect((await getWithCookie(app, '/api/users/me', before.cookie)).status).toBe(401);
    });
  });

  describe('the session cookie', () => {
    it('is HttpOnly, SameSite=Lax and Path=/ named sid, without Secure, outside production', async () => {
      const response = await postJson(appAt(), '/api/auth/signup', signUpBody('plain'));
      const header = response.headers.getSetCookie().find((line) => line.startsWith('sid='));

      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Lax/);
      expect(header).toMatch(/; Path=\//);
      expect(header).not.toMatch(/Secure/);
      expect(header).toMatch(/; Max-Age=15552000/);
    });

    it('is __Host-sid and Secure in production, and it is the one the server reads', async () => {
      const app = appAt(createTestClock(), true);
      const response = await postJson(app, '/api/auth/signup', signUpBody('secure'));
      const header = response.headers.getSetCookie().find((line) => line.startsWith('__Host-'));

      expect(header).toMatch(/^__Host-sid=[\w-]+\.[\w-]+;/);
      expect(header).toMatch(/; Secure/);
      expect(header).toMatch(/; HttpOnly/);
      expect(header).toMatch(/; SameSite=Lax/);
      expect(header).toMatch(/; Path=\//);
      expect(header).not.toMatch(/Domain=/);
      const cookie = sessionCookieOf(response);
      expect((await getWithCookie(app, '/api/users/me', cookie)).status).toBe(200);
      const plainName = cookie.replace(/^__Host-sid=/, 'sid=');
      expect((await getWithCookie(app, '/api/users/me', plainName)).status).toBe(401);
      const logout = await postJson(app, '/api/auth/logout', {}, { cookie });
      expect(logout.headers.getSetCookie().join('\n')).toMatch(
        /^__Host-sid=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax/m,
      );
    });
  });

  describe('GET /users/me', () => {
    it('answers the signed-in user', async () => {
      const app = appAt();
      const { cookie } = await signUp(app, 'myself');
      const response = await getWithCookie(app, '/api/users/me', cookie);

      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(userSchema.parse(await response.json())).toEqual({
        name: 'myself',
        email: 'myself@example.test',
        username: 'myself',
        isDonator: false,
        '4k_token': null,
      });
    });

    it('answers 401 Unauthorized without a cookie, or with a malformed or tampered one', async () => {
      const app = appAt();
      const { cookie } = await signUp(app, 'tampered');
      const [name, value = ''] = cookie.split('=');
      const last = value.at(-1) === 'A' ? 'B' : 'A';
      const tampered = `${name ?? ''}=${value.slice(0, -1)}${last}`;

      for (const sent of [undefined, 'sid=garbage', tampered]) {
        const response = await getWithCookie(app, '/api/users/me', sent);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({ error: 'Unauthorized' });
      }
    });

    it('ends a session unused for 30 days', async () => {
      const clock = createTestClock();
      const app = appAt(clock);
      const { cookie } = await signUp(app, 'idler');

      clock.advance(30 * 24 * 60 * 60 * 1000 - 1);
      expect((await getWithCookie(app, '/api/users/me', cookie)).status).toBe(200);
      clock.advance(30 * 24 * 60 * 60 * 1000);
      expect((await getWithCookie(app, '/api/users/me', cookie)).status).toBe(401);
    });

    it('ends a session 180 days after its login even when it is used every day', async () => {
      const clock = createTestClock();
      const app = appAt(clock);
      const { cookie } = await signUp(app, 'daily');

      for (let day = 1; day < 180; day += 1) {
        clock.advance(24 * 60 * 60 * 1000);
        expect((await getWithCookie(app, '/api/users/me', cookie)).status).toBe(200);
      }
      clock.advance(24 * 60 * 60 * 1000);
      expect((await getWithCookie(app, '/api/users/me', cookie)).status).toBe(401);
    });
  });

  describe('logout', () => {
    it('deletes the session on the server and clears the cookie', async () => {
      const app = appAt();
      const { cookie } = await signUp(app, 'leaver');
      // As the web app sends it: no body, hence no Content-Type.
      const response = await app.request('/api/auth/logout', {
        method: 'POST',
        headers: { Origin: 'http://localhost', Cookie: cookie },
      });

      expect(response.status).toBe(204);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/^sid=; Max-Age=0/m);
      expect((await getWithCookie(app, '/api/users/me', cookie)).status).toBe(401);
    });

    it('accepts a JSON body too, and answers 204 without a session', async () => {
      const app = appAt();
      expect((await postJson(app, '/api/auth/logout', {})).status).toBe(204);
    });
  });

  describe('updateName', () => {
    it('stores the trimmed name and answers the updated user', async () => {
      const app = appAt();
      const { cookie } = await signUp(app, 'renamer');
      const response = await postJson(
        app,
        '/api/users/me/updateName',
        { name: '  Anne Bonny  ' },
        { cookie },
      );

      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ name: 'Anne Bonny', username: 'renamer' });
      const me = await getWithCookie(app, '/api/users/me', cookie);
      expect(await me.json()).toMatchObject({ name: 'Anne Bonny' });
    });

    it('refuses an empty or overlong name with 400, and answers 401 without a session', async () => {
      const app = appAt();
      const { cookie } = await signUp(app, 'blank');

      const empty = await postJson(app, '/api/users/me/updateName', { name: '   ' }, { cookie });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ error: 'Name must be 1 to 100 characters' });
      const long = { name: 'x'.repeat(101) };
      expect((await postJson(app, '/api/users/me/updateName', long, { cookie })).status).toBe(400);
      expect((await postJson(app, '/api/users/me/updateName', { name: 'Bo' })).status).toBe(401);
    });
  });

  describe('POST /sync/4k_token', () => {
    const TOKEN = `ey${'a'.repeat(60)}`;

    it("stores the token on the caller's own account only", async () => {
      const app = appAt();
      const owner = await signUp(app, 'owner');
      const other = await signUp(app, 'other');

      const response = await postJson(
        app,
        '/api/sync/4k_token',
        { token: TOKEN },
        { cookie: owner.cookie },
      );

      expect(response.status).toBe(204);
      const mine = await getWithCookie(app, '/api/users/me', owner.cookie);
      const theirs = await getWithCookie(app, '/api/users/me', other.cookie);
      expect(await mine.json()).toMatchObject({ '4k_token': TOKEN });
      expect(await theirs.json()).toMatchObject({ '4k_token': null });
    });

    it('refuses a token that is not one with 400, and any caller without a session with 401', async () => {
      const app = appAt();
      const { cookie } = await signUp(app, 'tokenless');

      const bad = await postJson(app, '/api/sync/4k_token', { token: 'nope' }, { cookie });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({
        error: 'Invalid token, please check and try again.',
      });
      expect((await postJson(app, '/api/sync/4k_token', { token: TOKEN })).status).toBe(401);
    });
  });

  describe('refusals before any work', () => {
    it.each([
      ['signup', signUpBody('nul\u0000name')],
      ['signup', signUpBody('nulmail', { email: 'nul\u0000@example.test' })],
      ['login', { username: 'someone', password: `pass\u0000word` }],
    ])('answers 400 for a string containing U+0000 (%s)', async (route, body) => {
      const response = await postJson(appAt(), `/api/auth/${route}`, body);

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: expect.any(String) as string });
    });

    it('answers 400 for U+0000 in a new name', async () => {
      const app = appAt();
      const { cookie } = await signUp(app, 'nulname');
      const response = await postJson(
        app,
        '/api/users/me/updateName',
        { name: 'Anne\u0000' },
        { cookie },
      );

      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'Text may not contain the character U+0000',
      });
    });

    it.each([
      '/api/auth/signup',
      '/api/auth/login',
      '/api/auth/logout',
      '/api/users/me/updateName',
    ])('refuses a foreign Origin or a cross-site request on %s with 403', async (path) => {
      const app = appAt();
      const foreign = await postJson(app, path, {}, { headers: { Origin: 'https://evil.test' } });
      const crossSite = await postJson(
        app,
        path,
        {},
        { headers: { 'Sec-Fetch-Site': 'cross-site' } },
      );

      expect(foreign.status).toBe(403);
      expect(crossSite.status).toBe(403);
      expect(await foreign.json()).toEqual({ error: 'Cross-origin requests are not allowed' });
    });

    it.each([
      '/api/auth/signup',
      '/api/auth/login',
      '/api/users/me/updateName',
      '/api/sync/4k_token',
    ])('refuses a body that is not JSON on %s with 415', async (path) => {
      const response = await postJson(appAt(), path, 'username=a&password=b', {
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      });

      expect(response.status).toBe(415);
      expect(await response.json()).toMatchObject({ error: expect.any(String) as string });
    });

    it('refuses a form post to logout with 415', async () => {
      const response = await postJson(appAt(), '/api/auth/logout', 'a=b', {
        headers: { 'Content-Type': 'text/plain' },
      });

      expect(response.status).toBe(415);
    });

    it('refuses a body over 16 KB with 413', async () => {
      const body = signUpBody('big', { padding: 'x'.repeat(17 * 1024) });
      const response = await postJson(appAt(), '/api/auth/signup', body);

      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: 'Request body too large' });
    });
  });
});
