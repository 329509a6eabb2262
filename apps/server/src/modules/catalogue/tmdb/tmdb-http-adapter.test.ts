import { createServer } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTmdb, type FakeTmdb } from '../../../../test-support/fake-tmdb/fake-tmdb-server';
import { createTestClock, type TestClock } from '../../../../test-support/test-app';
import { captureLogs, type LogCapture } from '../../cache/log-capture.test-support';
import { CatalogueUnavailableError } from '../catalogue';
import {
  createTmdbHttpClient,
  statusTextOf,
  type TmdbHttpClientOptions,
} from './tmdb-http-adapter';
import { listRequest, seasonRequest } from './tmdb-requests';
import { createUpstreamGate } from './upstream-gate';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';

const popular = listRequest('movie/popular', 1, 'en-US');
const id = (value: number) => toTmdbId(value) ?? (0 as TmdbId);

describe('the TMDB HTTP adapter', () => {
  let fake: FakeTmdb;
  let clock: TestClock;
  let logs: LogCapture;
  let sleeps: number[];

  beforeAll(async () => {
    fake = await startFakeTmdb();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.clearFaults();
    fake.clearRequests();
    clock = createTestClock();
    logs = captureLogs();
    sleeps = [];
  });

  function client(overrides: Partial<TmdbHttpClientOptions> = {}) {
    return createTmdbHttpClient({
      token: fake.token,
      baseUrl: fake.url,
      gate: createUpstreamGate({ now: clock.now }),
      logger: logs.logger,
      now: clock.now,
      timeoutMs: 2_000,
      random: () => 0.5,
      sleep: (ms) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
      ...overrides,
    });
  }

  it('sends the bearer token and returns the parsed body', async () => {
    const answer = await client().get(popular);

    expect(answer).toMatchObject({ found: true, body: { page: 1 } });
    expect(fake.requests).toEqual([
      expect.objectContaining({
        path: 'movie/popular',
        query: { language: 'en-US', page: '1' },
        authorized: true,
      }),
    ]);
  });

  it("answers TMDB's 404 as not found, without an error", async () => {
    expect(await client().get(seasonRequest(id(7001), 99, 'en-US'))).toEqual({ found: false });
  });

  it('retries a 5xx once after a jittered wait and returns the second answer', async () => {
    fake.inject({ status: 503 });
    const http = client();

    expect(await http.get(popular)).toMatchObject({ found: true });
    expect(fake.countRequests()).toBe(2);
    expect(sleeps).toEqual([250]);
    expect(http.stats()).toMatchObject({ requests: 2, retries: 1, failures: 0 });
  });

  it("fails with 'Error: {statusText}' and the status when the retry fails too", async () => {
    fake.inject({ status: 500, times: 2 });

    const failure = client().get(popular);

    await expect(failure).rejects.toThrow(CatalogueUnavailableError);
    await expect(failure).rejects.toMatchObject({
      message: 'Error: Internal Server Error',
      status: 500,
    });
    expect(fake.countRequests()).toBe(2);
  });

  it('uses the standard reason phrase when the answer carries no status text', async () => {
    fake.inject({ status: 502, statusText: '', times: 2 });

    await expect(client().get(popular)).rejects.toMatchObject({ message: 'Error: Bad Gateway' });
    expect(statusTextOf({ status: 503, statusText: '' })).toBe('Service Unavailable');
  });

  it('does not retry a 4xx', async () => {
    fake.inject({ status: 400 });

    await expect(client().get(popular)).rejects.toMatchObject({ status: 400 });
    expect(fake.countRequests()).toBe(1);
  });

  it('honours 429 Retry-After: fails with its seconds and sends nothing more until then', async () => {
    fake.inject({ status: 429, retryAfter: '20' });
    const http = client();

    await expect(http.get(popular)).rejects.toMatchObject({
      message: 'Error: Too Many Requests',
      status: 429,
      retryAfterSeconds: 20,
    });
    clock.advance(19_000);
    await expect(http.get(popular)).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(fake.countRequests()).toBe(1);

    clock.advance(1_000);
    expect(await http.get(popular)).toMatchObject({ found: true });
    expect(http.stats()).toMatchObject({ rateLimited: 1, refused: 1, requests: 2 });
  });

  it("gives up on a slow answer after the timeout with 'Error: Gateway Timeout', without retrying", async () => {
    fake.inject({ delayMs: 10_000 });
    const http = client({ timeoutMs: 100 });

    await expect(http.get(popular)).rejects.toMatchObject({ message: 'Error: Gateway Timeout' });
    expect(fake.countRequests()).toBe(1);
    expect(http.stats()).toMatchObject({ timeouts: 1, retries: 0 });
  });

  it('follows no redirect away from TMDB: the other address never gets the request', async () => {
    let isElsewhereAsked = false;
    const elsewhere = createServer((_request, response) => {
      isElsewhereAsked = true;
      response.end('{}');
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const address = elsewhere.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { Location: `http://127.0.0.1:${String(port)}/3/movie/popular` });
      response.end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const redirectingAddress = redirecting.address();
    const base = `http://127.0.0.1:${String(typeof redirectingAddress === 'object' && redirectingAddress ? redirectingAddress.port : 0)}/3`;
    try {
      await expect(client({ baseUrl: base, retries: 0 }).get(popular)).rejects.toMatchObject({
        message: 'Error: Bad Gateway',
      });
      expect(isElsewhereAsked).toBe(false);
    } finally {
      elsewhere.close();
      redirecting.close();
    }
  });

  it("retries a network error once, then fails with 'Error: Bad Gateway'", async () => {
    const closed = await startFakeTmdb();
    const url = closed.url;
    await closed.close();

    await expect(client({ baseUrl: url }).get(popular)).rejects.toMatchObject({
      message: 'Error: Bad Gateway',
      status: null,
    });
    expect(sleeps).toHaveLength(1);
  });

  it('stops calling TMDB for a while after consecutive failures (circuit breaker)', async () => {
    fake.inject({ status: 500, times: Infinity });
    const http = client({
      gate: createUpstreamGate({ now: clock.now, failureThreshold: 2, openMs: 5_000 }),
      retries: 0,
    });
    await expect(http.get(popular)).rejects.toThrow();
    await expect(http.get(popular)).rejects.toThrow();

    await expect(http.get(popular)).rejects.toMatchObject({ status: 500, retryAfterSeconds: 5 });
    expect(fake.countRequests()).toBe(2);
  });

  it('keeps the token out of errors and logs, and logs a refused token as an error', async () => {
    const http = client({ token: 'wrong-secret-token' });

    const failure = await http.get(popular).catch((error: unknown) => error);

    expect(failure).toMatchObject({ message: 'Error: Unauthorized', status: 401 });
    expect(JSON.stringify(failure)).not.toContain('wrong-secret-token');
    expect(String((failure as Error).stack)).not.toContain('wrong-secret-token');
    expect(logs.lines.join('\n')).not.toContain('wrong-secret-token');
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({ level: 'error', msg: 'TMDB refused the API token', status: 401 }),
    );
  });
});
