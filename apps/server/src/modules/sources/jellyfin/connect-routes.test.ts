import { createServer } from 'node:net';
import { jellyfinCredentialsSchema } from '@reelhouse/core/player/source-events';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSafeFetch, type SafeFetch } from '../../../http/safe-fetch';
import { createLogger, type Logger } from '../../../observability/logger';
import {
  createTestApp,
  createTestClock,
  fakeDateWith,
  TEST_CONFIG,
} from '../../../../test-support/test-app';
import { useTestDatabase } from '../../../../test-support/test-database';
import { createSourceRegistry } from '../registry';
import {
  CONNECTS_PER_MINUTE,
  JELLYFIN_NOT_ALLOWED_MESSAGE,
  JELLYFIN_REFUSED_MESSAGE,
  JELLYFIN_UNEXPECTED_MESSAGE,
  JELLYFIN_UNREACHABLE_MESSAGE,
} from './connect-routes';
import { startFakeJellyfin, type FakeJellyfin } from './fake-jellyfin.test-support';

let jellyfin: FakeJellyfin;
/** an allowed origin where nothing listens */
let deadServer: string;

/** A loopback port that was free a moment ago and is closed now. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  await new Promise((resolve) => server.close(resolve));
  return address.port;
}

beforeAll(async () => {
  jellyfin = await startFakeJellyfin({});
  deadServer = `http://127.0.0.1:${String(await closedPort())}`;
});

afterAll(async () => {
  await jellyfin.close();
});

function capturingLogger(): { logger: Logger; text: () => string } {
  const lines: string[] = [];
  const logger = createLogger('trace', { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join('') };
}

// Some tests fake Date for the rate limits' in-process counters.
afterEach(() => {
  vi.useRealTimers();
});

describe('connecting a user’s own Jellyfin', () => {
  const getDatabase = useTestDatabase();

  function appWith(
    options: {
      servers?: string[];
      fetch?: SafeFetch;
      logger?: Logger;
      now?: () => number;
      publicUrl?: string;
    } = {},
  ): Hono {
    const servers = options.servers ?? [jellyfin.origin, deadServer];
    const fetch =
      options.fetch ??
      createSafeFetch({
        allowedOrigins: [],
        trustedOrigins: servers,
        timeoutMs: 5_000,
        maxBytes: 1024 * 1024,
      });
    return createTestApp(getDatabase(), {
      config: { ...TEST_CONFIG, publicUrl: options.publicUrl },
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.now ? { now: options.now } : {}),
      jellyfin: { allowedServers: servers, fetch, clientVersion: '1.2.3' },
    }).app;
  }

  function connect(app: Hono, body: unknown, headers: Record<string, string> = {}) {
    return app.request('/api/sources/jellyfin/connect', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  const rightCredentials = () => ({
    serverUrl: jellyfin.origin,
    username: jellyfin.userName,
    password: jellyfin.password,
  });

  function signInRequests() {
    return jellyfin.requests.filter((request) => request.path === '/Users/AuthenticateByName');
  }

  it('lists the servers the operator allows', async () => {
    const app = appWith({ servers: ['https://media.example.org', 'http://192.168.1.5:8096'] });

    const response = await app.request('/api/sources/jellyfin/servers');

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      servers: ['https://media.example.org', 'http://192.168.1.5:8096'],
    });
  });

  it('lists no server when the operator allows none', async () => {
    const response = await appWith({ servers: [] }).request('/api/sources/jellyfin/servers');

    expect(await response.json()).toEqual({ servers: [] });
  });

  it('signs in with the name and password and answers the credentials the browser keeps', async () => {
    const before = signInRequests().length;

    const response = await connect(appWith(), rightCredentials(), {
      Origin: 'http://localhost',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const answer: unknown = await response.json();
    expect(answer).toEqual({
      serverUrl: jellyfin.origin,
      userId: jellyfin.userId,
      accessToken: jellyfin.token,
      deviceId: expect.stringMatching(/^reelhouse-[0-9a-f-]{36}$/) as unknown,
      userName: jellyfin.userName,
    });
    expect(jellyfinCredentialsSchema.safeParse(answer).success).toBe(true);
    const sent = signInRequests().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    // The token's later use names the same device it was issued to.
    const deviceId = (answer as { deviceId: string }).deviceId;
    expect(sent[0]?.authorization).toBe(
      `MediaBrowser Client="Reelhouse", Device="Reelhouse", DeviceId="${deviceId}", Version="1.2.3"`,
    );
  });

  it('signs each connection in as a device of its own, so one never ends another', async () => {
    const app = appWith();
    const before = signInRequests().length;

    await connect(app, rightCredentials());
    await connect(app, rightCredentials());

    const deviceIds = signInRequests()
      .slice(before)
      .map((request) => /DeviceId="([^"]*)"/.exec(request.authorization ?? '')?.[1]);
    expect(deviceIds).toHaveLength(2);
    expect(deviceIds[0]).not.toBe(deviceIds[1]);
  });

  it('keeps a base path of the server address and drops a trailing slash', async () => {
    const fetched: string[] = [];
    const fetch: SafeFetch = (url) => {
      fetched.push(url);
      return Promise.resolve(jsonAnswer(200, signInAnswer()));
    };
    const app = appWith({ servers: ['https://media.example.org'], fetch });

    const response = await connect(app, {
      serverUrl: 'https://media.example.org/jellyfin/',
      username: 'alice',
      password: '',
    });

    expect(response.status).toBe(200);
    expect(fetched).toEqual(['https://media.example.org/jellyfin/Users/AuthenticateByName']);
    expect(await response.json()).toMatchObject({
      serverUrl: 'https://media.example.org/jellyfin',
    });
  });

  it('answers 401 JSON when Jellyfin refuses the password', async () => {
    const response = await connect(appWith(), { ...rightCredentials(), password: 'wrong' });

    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: JELLYFIN_REFUSED_MESSAGE });
  });

  it.each([
    ['a server the operator did not allow', 'https://elsewhere.example.org'],
    ['an allowed host on another port', 'http://127.0.0.1:1'],
    ['an allowed host and port over another scheme', 'https://127.0.0.1'],
  ])('refuses %s with 400, contacting nothing', async (_, serverUrl) => {
    const before = jellyfin.requests.length;
    const app = appWith({ servers: [jellyfin.origin, 'http://127.0.0.1'] });

    const response = await connect(app, { ...rightCredentials(), serverUrl });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: JELLYFIN_NOT_ALLOWED_MESSAGE });
    expect(jellyfin.requests).toHaveLength(before);
  });

  it('answers 502 JSON when the server cannot be reached', async () => {
    const response = await connect(appWith(), { ...rightCredentials(), serverUrl: deadServer });

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: JELLYFIN_UNREACHABLE_MESSAGE });
  });

  it('answers 502 JSON when the server fails', async () => {
    jellyfin.failNext(500);

    const response = await connect(appWith(), rightCredentials());

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: JELLYFIN_UNREACHABLE_MESSAGE });
  });

  it.each([
    ['not JSON', 'Welcome to nginx!'],
    ['JSON without a token', JSON.stringify({ User: signInAnswer().User })],
    ['a user id that is not Jellyfin’s', JSON.stringify(signInAnswer({ userId: '42' }))],
    ['a token with quotes', JSON.stringify(signInAnswer({ token: 'abc"def0123456789' }))],
  ])('answers 502 JSON when the server answers %s', async (_, body) => {
    const fetch: SafeFetch = () => Promise.resolve(textAnswer(200, body));
    const app = appWith({ servers: ['https://media.example.org'], fetch });

    const response = await connect(app, {
      serverUrl: 'https://media.example.org',
      username: 'alice',
      password: 'x',
    });

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: JELLYFIN_UNEXPECTED_MESSAGE });
  });

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('refuses %s with 403 JSON, contacting nothing', async (_, headers) => {
    const before = jellyfin.requests.length;

    const response = await connect(appWith(), rightCredentials(), headers);

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown });
    expect(jellyfin.requests).toHaveLength(before);
  });

  it('accepts the configured public origin', async () => {
    const app = appWith({ publicUrl: 'https://reelhouse.example' });

    const response = await connect(app, rightCredentials(), {
      Origin: 'https://reelhouse.example',
    });

    expect(response.status).toBe(200);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await connect(appWith(), 'username=alice', {
      'Content-Type': 'application/x-www-form-urlencoded',
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown });
  });

  it.each([
    ['an empty username', { username: '' }],
    ['a username over 128 characters', { username: 'a'.repeat(129) }],
    ['a password over 1024 characters', { password: 'p'.repeat(1025) }],
    ['a server address that is not http(s)', { serverUrl: 'ftp://127.0.0.1' }],
    ['no password at all', { password: undefined }],
  ])('refuses %s with 400 JSON', async (_, change) => {
    const before = jellyfin.requests.length;

    const response = await connect(appWith(), { ...rightCredentials(), ...change });

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'Invalid request' });
    expect(jellyfin.requests).toHaveLength(before);
  });

  it('refuses malformed JSON with 400', async () => {
    const response = await connect(appWith(), '{"username":');

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('answers 429 once an address has tried CONNECTS_PER_MINUTE times in a minute, before contacting Jellyfin', async () => {
    const clock = fakeDateWith(createTestClock());
    const app = appWith({ now: clock.now });
    for (let i = 0; i < CONNECTS_PER_MINUTE; i += 1) {
      expect((await connect(app, { ...rightCredentials(), password: 'wrong' })).status).toBe(401);
    }
    const before = jellyfin.requests.length;

    const limited = await connect(app, rightCredentials());

    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(await limited.json()).toEqual({ error: 'Too many requests, try again later' });
    expect(jellyfin.requests).toHaveLength(before);

    clock.advance(60_000);
    expect((await connect(app, rightCredentials())).status).toBe(200);
  });

  it('never writes the password or the token to the log', async () => {
    const { logger, text } = capturingLogger();
    const app = appWith({ logger });
    const secret = 'sw0rdfish-Secret';

    await connect(app, rightCredentials());
    await connect(app, { ...rightCredentials(), password: secret });
    await connect(app, { ...rightCredentials(), password: secret, serverUrl: deadServer });
    await connect(app, { ...rightCredentials(), password: secret, username: '' });
    jellyfin.failNext(500);
    await connect(app, { ...rightCredentials(), password: secret });

    const log = text();
    expect(log).toContain('"path":"/api/sources/jellyfin/connect"');
    expect(log).toContain('jellyfin sign-in: server not reached');
    expect(log).toContain('jellyfin sign-in: server failed');
    expect(log).not.toContain(jellyfin.password);
    expect(log).not.toContain(secret);
    expect(log).not.toContain(jellyfin.token);
  });

  it('leaves POST /api/sources to the source search', async () => {
    const registry = createSourceRegistry([], {
      timeBudgetMs: 1_000,
      providerTimeoutMs: 1_000,
      logger: createLogger('silent'),
    });
    const app = createTestApp(getDatabase(), {
      sources: registry,
      jellyfin: {
        allowedServers: [],
        fetch: () => Promise.reject(new Error()),
        clientVersion: '1',
      },
    }).app;

    const response = await app.request('/api/sources', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        request: { type: 'movie', title: 'Sintel', releaseYear: 2010, tmdbId: '45745' },
      }),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    await response.text();
  });
});

function signInAnswer(change: { userId?: string; token?: string } = {}) {
  return {
    User: { Name: 'alice', Id: change.userId ?? '0123456789abcdef0123456789abcdef' },
    AccessToken: change.token ?? 'abcdef0123456789abcdef0123456789',
  };
}

function textAnswer(status: number, body: string) {
  return {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    url: 'https://media.example.org/Users/AuthenticateByName',
    text: () => body,
    bytes: () => new TextEncoder().encode(body),
    json: () => JSON.parse(body) as unknown,
  };
}

function jsonAnswer(status: number, body: unknown) {
  return textAnswer(status, JSON.stringify(body));
}
