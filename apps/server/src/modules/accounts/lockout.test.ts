import type { Hono } from 'hono';
import { LOGIN_LOCKOUT_MS } from '@reelhouse/core/account/login-lockout';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestClock, fakeDateWith } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import {
  createAccountsTestApp,
  createCountingHasher,
  PASSWORD,
  postJson,
  signUp,
} from './accounts.test-support';
import { getAddressKey, parseTrustedProxies } from '../../http/client-address';
import { ADDRESS_WINDOW_MS, THROTTLED_MESSAGE } from './login-guard';
import { LOGIN_REFUSED_MESSAGE } from './routes';

// Some tests fake Date for the rate limits' in-process counters.
afterEach(() => {
  vi.useRealTimers();
});

describe('login lockout and throttling', () => {
  const getDatabase = useTestDatabase();

  function setUp(attemptsPerAddress = 1000) {
    const clock = fakeDateWith(createTestClock());
    const hasher = createCountingHasher();
    const app = createAccountsTestApp(getDatabase(), { clock, hasher, attemptsPerAddress });
    const login = (body: Record<string, string>, address?: string) =>
      postJson(app, '/api/auth/login', body, address ? { address } : {});
    return { clock, hasher, app, login };
  }

  async function answerOf(response: Response) {
    const body: unknown = await response.json();
    return { status: response.status, retryAfter: response.headers.get('Retry-After'), body };
  }

  it('locks an account after 5 wrong passwords: the 6th attempt is 429 with Retry-After even with the right password', async () => {
    const { app, login } = setUp();
    await signUp(app, 'victim');
    for (let i = 0; i < 5; i += 1) {
      expect((await login({ username: 'victim', password: 'wrong password' })).status).toBe(401);
    }

    const sixth = await login({ username: 'victim', password: PASSWORD });

    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).toBe(String(LOGIN_LOCKOUT_MS / 1000));
    expect(await sixth.json()).toEqual({
      error: 'Too many failed logins. Try again in 15 minutes.',
    });
  });

  it('counts failures by the identifier in any case, from any address', async () => {
    const { app, login } = setUp();
    await signUp(app, 'spread');
    for (const [i, name] of ['spread', 'SPREAD', ' Spread ', 'sPrEaD', 'spread'].entries()) {
      await login({ username: name, password: 'wrong password' }, `203.0.113.${String(i)}`);
    }

    expect((await login({ username: 'spread', password: PASSWORD }, '192.0.2.1')).status).toBe(429);
  });

  it('lets the account in again 15 minutes after the fifth failure, not the first', async () => {
    const { app, clock, login } = setUp();
    await signUp(app, 'patient');
    for (let i = 0; i < 5; i += 1) {
      clock.advance(60_000);
      await login({ username: 'patient', password: 'wrong one' });
    }

    clock.advance(LOGIN_LOCKOUT_MS - 1000);
    expect((await login({ username: 'patient', password: PASSWORD })).status).toBe(429);
    clock.advance(1000);
    expect((await login({ username: 'patient', password: PASSWORD })).status).toBe(200);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { app, login } = setUp();
    await signUp(app, 'forgiven');
    for (let i = 0; i < 4; i += 1) await login({ username: 'forgiven', password: 'wrong one' });
    expect((await login({ username: 'forgiven', password: PASSWORD })).status).toBe(200);

    for (let i = 0; i < 4; i += 1) {
      expect((await login({ username: 'forgiven', password: 'wrong one' })).status).toBe(401);
    }
    expect((await login({ username: 'forgiven', password: PASSWORD })).status).toBe(200);
  });

  it('answers a wrong password and an unknown user identically, each after verifying a hash', async () => {
    const { app, hasher, login } = setUp();
    await signUp(app, 'known');

    const verifiesBefore = hasher.calls.verify;
    const wrongPassword = await answerOf(await login({ username: 'known', password: 'nope nope' }));
    const unknownUser = await answerOf(await login({ username: 'nobody', password: 'nope nope' }));
    const unknownEmail = await answerOf(
      await login({ email: 'nobody@example.test', password: 'nope nope' }),
    );

    expect(wrongPassword).toEqual({
      status: 401,
      retryAfter: null,
      body: { error: LOGIN_REFUSED_MESSAGE },
    });
    expect(unknownUser).toEqual(wrongPassword);
    expect(unknownEmail).toEqual(wrongPassword);
    expect(hasher.calls.verify - verifiesBefore).toBe(3);
  });

  it('locks an unknown identifier exactly as a real account (status, Retry-After and body)', async () => {
    const { app, login } = setUp();
    await signUp(app, 'real');
    for (let i = 0; i < 5; i += 1) {
      await login({ username: 'real', password: 'wrong one' });
      await login({ username: 'ghost', password: 'wrong one' });
    }

    const real = await answerOf(await login({ username: 'real', password: PASSWORD }));
    const ghost = await answerOf(await login({ username: 'ghost', password: PASSWORD }));

    expect(real.status).toBe(429);
    expect(ghost).toEqual(real);
  });

  it('throttles one address after its attempts, with 429 and Retry-After, before hashing anything', async () => {
    const { app, hasher, login } = setUp(5);
    await signUp(app, 'crowd');
    for (let i = 0; i < 5; i += 1) {
      await login({ username: `user${String(i)}`, password: 'wrong one' }, '203.0.113.9');
    }

    const before = { ...hasher.calls };
    const throttled = await login({ username: 'crowd', password: PASSWORD }, '203.0.113.9');

    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('Retry-After'))).toBe(ADDRESS_WINDOW_MS / 1000);
    expect(await throttled.json()).toEqual({ error: THROTTLED_MESSAGE });
    expect(hasher.calls).toEqual(before);
    // Another address is not affected, and the account itself was never locked.
    expect((await login({ username: 'crowd', password: PASSWORD }, '192.0.2.50')).status).toBe(200);
  });

  it('counts each client behind a trusted proxy apart, and everyone behind an untrusted one together', async () => {
    const clock = fakeDateWith(createTestClock());
    const proxies = parseTrustedProxies('127.0.0.1');
    if (!proxies.ok) throw new Error('bad proxies');
    let guesses = 0;
    // A new identifier each time: only the per-address limit may refuse.
    const attempt = (app: Hono, client: string) =>
      postJson(
        app,
        '/api/auth/login',
        { username: `nobody${String((guesses += 1))}`, password: 'whatever one' },
        { address: '127.0.0.1', headers: { 'X-Forwarded-For': client } },
      );
    const behindTrusted = createAccountsTestApp(getDatabase(), {
      clock,
      attemptsPerAddress: 5,
      trustedProxies: proxies.value,
    });
    const behindUntrusted = createAccountsTestApp(getDatabase(), { clock, attemptsPerAddress: 5 });
    for (let i = 0; i < 5; i += 1) {
      await attempt(behindTrusted, '198.51.100.1');
      await attempt(behindUntrusted, '198.51.100.1');
    }

    const otherClient = '198.51.100.2';
    expect((await attempt(behindTrusted, otherClient)).status).toBe(401);
    expect((await attempt(behindUntrusted, otherClient)).status).toBe(429);
  });

  it('throttles sign-ups per address before hashing', async () => {
    const { app, hasher } = setUp(5);
    const signUpFrom = (name: string) =>
      postJson(
        app,
        '/api/auth/signup',
        {
          username: name,
          email: `${name}@example.test`,
          password: PASSWORD,
          passwordConfirm: PASSWORD,
        },
        { address: '203.0.113.10' },
      );
    for (let i = 0; i < 5; i += 1) expect((await signUpFrom(`s${String(i)}xx`)).status).toBe(201);

    const hashesBefore = hasher.calls.hash;
    const sixth = await signUpFrom('sixth');

    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('Retry-After')).not.toBeNull();
    expect(hasher.calls.hash).toBe(hashesBefore);
  });

  it('lets eight simultaneous correct logins of one account in', async () => {
    const { app, login } = setUp();
    await signUp(app, 'family');

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => login({ username: 'family', password: PASSWORD })),
    );

    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
  });

  it('lets no more than 5 parallel guesses through to the hasher', async () => {
    const { app, hasher, login } = setUp();
    await signUp(app, 'raced');
    const verifiesBefore = hasher.calls.verify;

    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login({ username: 'raced', password: 'wrong one' })),
    );

    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
    expect(hasher.calls.verify - verifiesBefore).toBe(5);
  });
});

describe('the unit of the address limit', () => {
  it('is the IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(getAddressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(getAddressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('is the /64 of an IPv6 address, since one subscriber holds a whole /64', () => {
    expect(getAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(getAddressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(getAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('is the text as given when it is not an address', () => {
    expect(getAddressKey('unknown')).toBe('unknown');
  });
});
