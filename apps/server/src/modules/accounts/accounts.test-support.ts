/**
 * Helpers for account tests: a cheap hasher that counts its calls, the accounts deps on a test
 * clock, and requests as the web app sends them (JSON, same origin, from a chosen address).
 */
import type { Hono } from 'hono';
import type { SqlDatabase } from '../../db/database';
import type { BookmarkTable, WatchProgressTable } from '../../db/schema';
import { createTestApp, type TestClock } from '../../../test-support/test-app';
import { createLimiterFactory, type LimiterFactory } from '../limits/limiter';
import type { PasswordHasher } from './password-hasher';
import { createSessionCookie } from './session-cookie';
import { createSessionService, type SessionTimeouts } from './session-service';
import { createSqlSessionRepository } from './session-repository';
import type { AccountsDeps } from './setup';
import type { TrustedProxies } from '../../http/client-address';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TEST_TIMEOUTS: SessionTimeouts = { idleMs: 30 * DAY_MS, maxMs: 180 * DAY_MS };

/** A hasher that only tags the password (no cost), counting calls. */
export interface CountingHasher extends PasswordHasher {
  calls: { hash: number; verify: number };
}

export function createCountingHasher(): CountingHasher {
  const calls = { hash: 0, verify: 0 };
  const encode = (password: string) => `plain$${Buffer.from(password).toString('base64url')}`;
  return {
    calls,
    hash(password) {
      calls.hash += 1;
      return Promise.resolve(encode(password));
    },
    verify(encodedHash, password) {
      calls.verify += 1;
      return Promise.resolve(encodedHash === encode(password));
    },
  };
}

export interface AccountsTestOptions {
  clock: TestClock;
  /** NODE_ENV=production: the Secure `__Host-sid` cookie */
  production?: boolean;
  hasher?: PasswordHasher;
  /** where the login limits count; a fresh in-process factory by default */
  limits?: LimiterFactory;
  attemptsPerAddress?: number;
  publicUrl?: string;
  /** proxies whose X-Forwarded-For names the client */
  trustedProxies?: TrustedProxies;
}

export function createTestAccountsDeps(
  database: SqlDatabase,
  options: AccountsTestOptions,
): AccountsDeps {
  return {
    sessions: createSessionService({
      repository: createSqlSessionRepository(database.db),
      timeouts: TEST_TIMEOUTS,
      now: options.clock.now,
    }),
    cookie: createSessionCookie(options.production ?? false),
    hasher: options.hasher ?? createCountingHasher(),
    limits: options.limits ?? createLimiterFactory(),
    attemptsPerAddress: options.attemptsPerAddress ?? 50,
  };
}

/** The app with accounts over `database`; every id it makes is unique. */
export function createAccountsTestApp(database: SqlDatabase, options: AccountsTestOptions): Hono {
  let ids = 0;
  return createTestApp(database, {
    accounts: createTestAccountsDeps(database, options),
    now: options.clock.now,
    newId: () => `user-${String(++ids)}-${Math.random().toString(36).slice(2, 10)}`,
    config: {
      nodeEnv: options.production ? 'production' : 'test',
      chatUrl: undefined,
      messagingUrl: undefined,
      pageCacheSeconds: 60,
      publicUrl: options.publicUrl,
      trustedProxies: options.trustedProxies,
    },
  }).app;
}

export const PASSWORD = 'correct horse battery';

export function signUpBody(name: string, overrides: Record<string, unknown> = {}) {
  return {
    username: name,
    email: `${name}@example.test`,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    ...overrides,
  };
}

export interface RequestOptions {
  cookie?: string;
  /** the client address the request comes from */
  address?: string;
  headers?: Record<string, string>;
}

/** POST with a JSON body (a string is sent as is), same-origin, as the web app sends it. */
export function postJson(
  app: Hono,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  return Promise.resolve(
    app.request(
      path,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: 'http://localhost',
          ...(options.cookie ? { Cookie: options.cookie } : {}),
          ...options.headers,
        },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      },
      connectionFrom(options.address ?? '198.51.100.7'),
    ),
  );
}

export function getWithCookie(app: Hono, path: string, cookie?: string): Promise<Response> {
  return Promise.resolve(app.request(path, { headers: cookie ? { Cookie: cookie } : {} }));
}

/** The node-server bindings `getConnInfo` reads the client address from. */
function connectionFrom(address: string) {
  return { incoming: { socket: { remoteAddress: address } } };
}

/** The `name=value` pair of the session cookie a response set (fails the test without one). */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((line) => /^(__Host-)?sid=/.test(line));
  if (!header) throw new Error('no session cookie was set');
  return header.split(';')[0] ?? '';
}

export async function signUp(app: Hono, name: string): Promise<{ cookie: string; token: string }> {
  const response = await postJson(app, '/api/auth/signup', signUpBody(name));
  if (response.status !== 201) throw new Error(`sign-up answered ${response.status}`);
  const body = (await response.json()) as { token: string };
  return { cookie: sessionCookieOf(response), token: body.token };
}

/** A bookmark row of `userId` (a tombstone when deleted_at > added_at). */
export function bookmarkRow(
  userId: string,
  mediaId: number,
  times: Pick<BookmarkTable, 'added_at' | 'deleted_at'>,
): BookmarkTable {
  return {
    user_id: userId,
    media_id: mediaId,
    media_type: '',
    category: 'watchlist',
    changed_seq: 1,
    ...times,
  };
}

/** A watch-progress row of `userId`: one film, a minute in. */
export function progressRow(userId: string): WatchProgressTable {
  return {
    user_id: userId,
    media_id: '603',
    episode_key: 'movie',
    updated_at: Date.UTC(2026, 0, 1),
    watched_seconds: 60,
    duration_seconds: 600,
    device_id: 'device',
    title: 'The Glass Harbour',
    year: 1999,
    episode_json: 'null',
    furthest_seconds: 60,
    completed_at: 0,
    hidden_at: 0,
    changed_seq: 2,
  };
}
