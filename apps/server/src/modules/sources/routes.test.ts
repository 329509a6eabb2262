import type { SourceEvent } from '@reelhouse/core/player/source-events';
import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../observability/logger';
import {
  createTestApp,
  createTestClock,
  fakeDateWith,
  TEST_CONFIG,
} from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import {
  createFakeProvider,
  EPISODE_REQUEST,
  fileStream,
  MOVIE_REQUEST,
  readEvents,
  type FakeProvider,
} from './fake-provider.test-support';
import { createSourceRegistry, type SourceRegistry } from './registry';
import { SEARCHES_PER_MINUTE } from './routes';

const JELLYFIN = {
  serverUrl: 'https://media.example.org',
  userId: '0123456789abcdef0123456789abcdef',
  accessToken: 'token-0123456789abcdef',
};

function registryOf(providers: FakeProvider[]): SourceRegistry {
  return createSourceRegistry(providers, {
    timeBudgetMs: 5_000,
    providerTimeoutMs: 5_000,
    logger: createLogger('silent'),
  });
}

function names(events: (SourceEvent | null)[]): string[] {
  return events.map((e) => {
    if (e === null) return 'invalid';
    if (e.event === 'progress') return `${e.data.providerId}:${e.data.status}`;
    if (e.event === 'result') return `result:${e.data.providerId}`;
    return e.event;
  });
}

// Some tests fake Date for the rate limits' in-process counters.
afterEach(() => {
  vi.useRealTimers();
});

describe('source routes', () => {
  const getDatabase = useTestDatabase();

  function appWith(registry: SourceRegistry, publicUrl?: string) {
    return createTestApp(getDatabase(), {
      sources: registry,
      config: { ...TEST_CONFIG, publicUrl },
    }).app;
  }

  function post(app: Hono, body: unknown, headers: Record<string, string> = {}) {
    return app.request('/api/sources', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  it('streams providers, progress, the first result and done as server-sent events', async () => {
    const library = createFakeProvider({ id: 'library', rank: 1, name: 'Media library' });
    const archive = createFakeProvider({ id: 'archive', rank: 2, behaviour: [fileStream()] });
    const app = appWith(registryOf([archive, library]));

    const response = await post(app, { request: MOVIE_REQUEST }, { Origin: 'http://localhost' });

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Accel-Buffering')).toBe('no');
    const events = await readEvents(response);
    expect(names(events)).toEqual([
      'providers',
      'library:checking',
      'library:not-found',
      'archive:checking',
      'archive:found',
      'result:archive',
      'done',
    ]);
    expect(events[0]).toEqual({
      event: 'providers',
      data: {
        providers: [
          { id: 'library', name: 'Media library' },
          { id: 'archive', name: 'Fake archive' },
        ],
      },
    });
    expect(events.at(-2)).toMatchObject({ data: { result: [fileStream()] } });
    expect(events.at(-1)).toEqual({ event: 'done', data: { found: true } });
    expect(library.calls[0]?.request).toEqual(MOVIE_REQUEST);
  });

  it('runs only the chosen source and passes the user’s own credentials to it', async () => {
    const library = createFakeProvider({ id: 'library', rank: 1, behaviour: [fileStream()] });
    const jellyfin = createFakeProvider({
      id: 'jellyfin',
      rank: 2,
      behaviour: [fileStream('episode')],
      available: (context) => context.credentials.jellyfin !== undefined,
    });
    const app = appWith(registryOf([library, jellyfin]));

    const response = await post(app, {
      request: EPISODE_REQUEST,
      sourceId: 'jellyfin',
      credentials: { jellyfin: JELLYFIN },
    });

    expect(names(await readEvents(response))).toEqual([
      'providers',
      'jellyfin:checking',
      'jellyfin:found',
      'result:jellyfin',
      'done',
    ]);
    expect(library.calls).toHaveLength(0);
    expect(jellyfin.calls[0]).toMatchObject({
      request: EPISODE_REQUEST,
      credentials: { jellyfin: JELLYFIN },
    });
  });

  it('refuses a source that is unknown or does not apply, with 400 JSON before any stream', async () => {
    const jellyfin = createFakeProvider({
      id: 'jellyfin',
      available: (context) => context.credentials.jellyfin !== undefined,
    });
    const app = appWith(registryOf([jellyfin]));

    for (const sourceId of ['nope', 'jellyfin']) {
      const response = await post(app, { request: MOVIE_REQUEST, sourceId });
      expect(response.status).toBe(400);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({
        error: `Unknown or unavailable source: ${sourceId}`,
      });
    }
    expect(jellyfin.calls).toHaveLength(0);
  });

  it.each([
    ['no request', {}],
    ['a request without its title', { request: { ...MOVIE_REQUEST, title: '' } }],
    ['an episode without season and episode', { request: { ...EPISODE_REQUEST, season: null } }],
    ['a source id with capitals', { request: MOVIE_REQUEST, sourceId: 'Library' }],
    [
      'a Jellyfin token with odd characters',
      { request: MOVIE_REQUEST, credentials: { jellyfin: { ...JELLYFIN, accessToken: 'a b' } } },
    ],
  ])('refuses %s with 400 JSON and its issues', async (_, body) => {
    const provider = createFakeProvider({ id: 'library' });
    const response = await post(appWith(registryOf([provider])), body);

    expect(response.status).toBe(400);
    const json = (await response.json()) as { error: string; issues: unknown[] };
    expect(json.error).toBe('Invalid request');
    expect(json.issues.length).toBeGreaterThan(0);
    expect(provider.calls).toHaveLength(0);
  });

  it('refuses malformed JSON with 400 JSON', async () => {
    const response = await post(appWith(registryOf([])), '{"request":');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON body' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await post(
      appWith(registryOf([])),
      JSON.stringify({ request: MOVIE_REQUEST }),
      {
        'Content-Type': 'text/plain',
      },
    );
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      error: expect.stringContaining('JSON') as unknown,
    });
  });

  it('refuses a body over 16 KB with 413', async () => {
    const response = await post(appWith(registryOf([])), {
      request: { ...MOVIE_REQUEST, title: 'x'.repeat(17 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body too large' });
  });

  it.each([
    ['a foreign Origin', { Origin: 'https://evil.example' }],
    ['an opaque Origin', { Origin: 'null' }],
    ['a same-host Origin on another port', { Origin: 'http://localhost:8080' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site' }],
    [
      'Sec-Fetch-Site: cross-site with our own Origin',
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'http://localhost' },
    ],
  ])('refuses %s with 403 JSON, running nothing', async (_, headers) => {
    const provider = createFakeProvider({ id: 'library', behaviour: [fileStream()] });
    const response = await post(
      appWith(registryOf([provider])),
      { request: MOVIE_REQUEST },
      headers,
    );

    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: expect.any(String) as unknown });
    expect(provider.calls).toHaveLength(0);
  });

  it.each([
    ['our own Origin', { Origin: 'http://localhost' }],
    ['our own host behind a TLS proxy', { Origin: 'https://localhost' }],
    ['the configured public origin', { Origin: 'https://reelhouse.example' }],
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin' }],
    ['no Origin at all', {}],
  ])('accepts %s', async (_, headers) => {
    const app = appWith(registryOf([]), 'https://reelhouse.example');
    const response = await post(app, { request: MOVIE_REQUEST }, headers);
    expect(response.status).toBe(200);
    expect(names(await readEvents(response))).toEqual(['providers', 'done']);
  });

  it('answers 429 JSON once an address has searched SEARCHES_PER_MINUTE times in a minute', async () => {
    const clock = fakeDateWith(createTestClock());
    const { app } = createTestApp(getDatabase(), { sources: registryOf([]), now: clock.now });
    const notJson = { 'Content-Type': 'text/plain' };

    for (let i = 0; i < SEARCHES_PER_MINUTE; i += 1) {
      expect((await post(app, '', notJson)).status).toBe(415);
    }
    const limited = await post(app, { request: MOVIE_REQUEST });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('Retry-After')).toBe('60');
    expect(await limited.json()).toEqual({ error: 'Too many requests, try again later' });

    clock.advance(60_000);
    expect((await post(app, { request: MOVIE_REQUEST })).status).toBe(200);
  });

  it('aborts the running provider when the client goes away', async () => {
    const hanging = createFakeProvider({ id: 'archive', behaviour: 'hang' });
    const response = await post(appWith(registryOf([hanging])), { request: MOVIE_REQUEST });
    const body = response.body;
    if (!body) throw new Error('expected a streamed body');
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let received = '';
    while (!received.includes('"status":"checking"')) {
      // The body's chunk type is untyped in Node's fetch types.
      const { value, done } = (await reader.read()) as { value?: Uint8Array; done: boolean };
      if (done) throw new Error('stream ended before the provider was checked');
      received += decoder.decode(value, { stream: true });
    }
    expect(hanging.calls[0]?.signal.aborted).toBe(false);

    await reader.cancel();

    await vi.waitFor(() => {
      expect(hanging.calls[0]?.signal.aborted).toBe(true);
    });
  });

  it('ends the stream with a failed event when the search itself breaks', async () => {
    const broken: SourceRegistry = {
      list: () => [],
      search: () => Promise.reject(new Error('registry bug')),
    };
    const response = await post(appWith(broken), { request: MOVIE_REQUEST });
    const events = await readEvents(response);
    expect(events).toEqual([{ event: 'failed', data: { error: 'The source search failed' } }]);
  });

  it('answers 404 JSON when no source registry is configured', async () => {
    const { app } = createTestApp(getDatabase());
    const response = await post(app, { request: MOVIE_REQUEST });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('media and source origins in the app', () => {
  const getDatabase = useTestDatabase();

  /** Any HTML answer carries the policy: a page of a stand-in media app gives one. */
  const htmlPage = new Hono();
  htmlPage.get('/page', (c) => c.html('<p>page</p>'));

  function directives(response: Response): Map<string, string> {
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    return new Map(
      policy.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
  }

  it('lets the player reach the allowed Jellyfin servers and the Internet Archive', async () => {
    const { app } = createTestApp(getDatabase(), {
      config: {
        ...TEST_CONFIG,
        sources: {
          jellyfinServers: ['https://media.example.org', 'http://192.168.1.20:8096'],
          archive: { baseUrl: 'https://archive.org' },
        },
      },
      media: htmlPage,
    });

    const csp = directives(await app.request('/media/page'));

    for (const name of ['media-src', 'connect-src', 'img-src']) {
      const sources = csp.get(name)?.split(' ');
      expect(sources).toEqual(
        expect.arrayContaining([
          "'self'",
          'https://media.example.org',
          'http://192.168.1.20:8096',
          'https://archive.org',
          'https://*.archive.org',
        ]),
      );
    }
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.get('script-src')).not.toContain('archive.org');
  });

  it('allows an archive address given as an IP without a subdomain wildcard', async () => {
    const { app } = createTestApp(getDatabase(), {
      config: {
        ...TEST_CONFIG,
        sources: { jellyfinServers: [], archive: { baseUrl: 'http://127.0.0.1:4010' } },
      },
      media: htmlPage,
    });
    const mediaSrc = directives(await app.request('/media/page')).get('media-src');
    expect(mediaSrc).toBe("'self' blob: http://127.0.0.1:4010");
  });

  it('adds no media origins when no sources are configured', async () => {
    const { app } = createTestApp(getDatabase(), { media: htmlPage });
    const csp = directives(await app.request('/media/page'));
    expect(csp.get('media-src')).toBe("'self' blob:");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: blob:");
  });

  it('serves /media from the media app, and 404 JSON without one', async () => {
    const media = new Hono();
    media.get('/sample/:path', (c) => c.text(`file ${c.req.param('path')}`));

    const served = await createTestApp(getDatabase(), { media }).app.request('/media/sample/a.vtt');
    expect(served.status).toBe(200);
    expect(await served.text()).toBe('file a.vtt');

    const missing = await createTestApp(getDatabase()).app.request('/media/sample/a.vtt');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found' });
  });
});
