/**
 * A local fake of TMDB v3 for tests and benchmarks: node:http on 127.0.0.1, the invented world
 * of fake-tmdb-world.ts in TMDB's shapes, the bearer token required (401 in TMDB's error shape
 * otherwise), a log of every request, and faults to inject (429 with Retry-After, 5xx, slow
 * answers), each for a number of requests and optionally only for one path.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { answerFakeTmdb, tmdbError, type FakeAnswer } from './fake-tmdb-routes';
import { createFakeTmdbWorld, type FakeTmdbWorld } from './fake-tmdb-world';

export const FAKE_TMDB_TOKEN = 'fake-tmdb-read-access-token';

export interface FakeTmdbRequest {
  /** after '/3/', e.g. 'movie/5001' */
  path: string;
  query: Record<string, string>;
  authorized: boolean;
  status: number;
}

export interface FakeTmdbFault {
  /** answer with this status (and TMDB's error body) instead of the real answer */
  status?: number;
  /** reason phrase sent with `status`; '' sends none */
  statusText?: string;
  /** Retry-After header value */
  retryAfter?: string;
  /** wait this long before answering (the socket stays open) */
  delayMs?: number;
  /** only requests whose path (after '/3/') starts with this */
  pathPrefix?: string;
  /** how many requests it applies to; default 1, Infinity until cleared */
  times?: number;
}

export interface FakeTmdb {
  /** base URL including '/3', e.g. 'http://127.0.0.1:40123/3' */
  url: string;
  token: string;
  world: FakeTmdbWorld;
  /** every request received, oldest first */
  readonly requests: FakeTmdbRequest[];
  /** requests whose path starts with `pathPrefix` (all when omitted) */
  countRequests(pathPrefix?: string): number;
  inject(fault: FakeTmdbFault): void;
  clearFaults(): void;
  clearRequests(): void;
  close(): Promise<void>;
}

export interface FakeTmdbOptions {
  /** 0 (the default) picks a free port */
  port?: number;
  token?: string;
  world?: FakeTmdbWorld;
}

function send(response: ServerResponse, answer: FakeAnswer, fault?: FakeTmdbFault): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json;charset=utf-8' };
  if (fault?.retryAfter !== undefined) headers['Retry-After'] = fault.retryAfter;
  const body = JSON.stringify(answer.body);
  if (fault?.statusText !== undefined) {
    response.writeHead(answer.status, fault.statusText, headers);
  } else {
    response.writeHead(answer.status, headers);
  }
  response.end(body);
}

function faultAnswer(status: number): FakeAnswer {
  if (status === 429) return tmdbError(429, 25, 'Too many requests for the fake; slow down.');
  if (status === 401) return tmdbError(401, 7, 'The fake needs a valid bearer token.');
  return tmdbError(status, 11, 'The fake failed on purpose.');
}

export async function startFakeTmdb(options: FakeTmdbOptions = {}): Promise<FakeTmdb> {
  const token = options.token ?? FAKE_TMDB_TOKEN;
  const world = options.world ?? createFakeTmdbWorld();
  const requests: FakeTmdbRequest[] = [];
  let faults: (FakeTmdbFault & { remaining: number })[] = [];
  const timers = new Set<NodeJS.Timeout>();

  function takeFault(path: string): FakeTmdbFault | undefined {
    const fault = faults.find((candidate) => path.startsWith(candidate.pathPrefix ?? ''));
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) faults = faults.filter((candidate) => candidate !== fault);
    return fault;
  }

  function handle(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://fake-tmdb');
    const path = url.pathname.replace(/^\/3\//, '');
    const authorized = request.headers.authorization === `Bearer ${token}`;
    const fault = authorized ? takeFault(path) : undefined;
    let answer: FakeAnswer;
    if (!authorized) answer = faultAnswer(401);
    else if (fault?.status !== undefined) answer = faultAnswer(fault.status);
    else if (request.method !== 'GET' || !url.pathname.startsWith('/3/')) {
      answer = tmdbError(404, 34, 'The fake catalogue has nothing at this address.');
    } else answer = answerFakeTmdb(world, path, url.searchParams);
    requests.push({
      path,
      query: Object.fromEntries(url.searchParams),
      authorized,
      status: answer.status,
    });
    if (!fault?.delayMs) {
      send(response, answer, fault);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) send(response, answer, fault);
    }, fault.delayMs);
    timers.add(timer);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      resolve();
    });
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('fake TMDB: no port');
  const { port } = address;

  return {
    url: `http://127.0.0.1:${port}/3`,
    token,
    world,
    requests,
    countRequests: (pathPrefix = '') =>
      requests.filter((request) => request.path.startsWith(pathPrefix)).length,
    inject(fault) {
      faults.push({ ...fault, remaining: fault.times ?? 1 });
    },
    clearFaults() {
      faults = [];
    },
    clearRequests() {
      requests.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      return new Promise((resolve, reject) => {
        server.close((error) => {
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
