/**
 * Outbound HTTP to TMDB v3: one GET with the bearer token (which never leaves this file: not in
 * URLs, logs or errors), a timeout, at most one retry with jitter for 5xx and network errors,
 * and 429 Retry-After handed to the upstream gate. Requests go through the safe fetch (origin
 * allow-list, every redirect re-checked, private addresses only for an operator-set base URL,
 * size cap), like every other outgoing fetch. 404 is an answer ("not found"); every other
 * failure throws CatalogueUnavailableError with TMDB's status text (or the standard reason
 * phrase when HTTP/2 sent none).
 */
import { STATUS_CODES } from 'node:http';
import { createSafeFetch } from '../../../http/safe-fetch';
import type { Logger } from '../../../observability/logger';
import { CatalogueUnavailableError } from '../catalogue';
import type { TmdbRequest } from './tmdb-requests';
import { parseRetryAfter, type UpstreamGate } from './upstream-gate';

export type TmdbAnswer = { found: true; body: unknown } | { found: false };

/** Counters since the client was created. */
export interface TmdbHttpStats {
  /** HTTP requests sent, retries included */
  requests: number;
  retries: number;
  rateLimited: number;
  timeouts: number;
  /** calls that ended in CatalogueUnavailableError after reaching TMDB or the network */
  failures: number;
  /** calls refused by the gate without reaching TMDB */
  refused: number;
}

export interface TmdbHttpClient {
  get(request: TmdbRequest): Promise<TmdbAnswer>;
  stats(): TmdbHttpStats;
}

export interface TmdbHttpClientOptions {
  token: string;
  /** e.g. 'https://api.themoviedb.org/3' */
  baseUrl: string;
  gate: UpstreamGate;
  logger: Logger;
  now: () => number;
  /** how requests are sent; the safe fetch limited to the base URL's origin by default */
  fetch?: TmdbFetch;
  timeoutMs: number;
  /** extra attempts after a 5xx or network error (timeouts are not retried) */
  retries?: number;
  /** the retry waits retryDelayMs × (0.5 … 1.5) */
  retryDelayMs?: number;
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The part of `fetch` the client uses. */
export type TmdbFetch = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<Response>;

/** Largest TMDB answer accepted (a details page with every append is a few hundred KB). */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

/**
 * The safe fetch for TMDB: TMDB's own API on public addresses, or the operator's base URL
 * (a proxy, a fake in tests), which may be private; a redirect elsewhere is refused.
 */
export function createTmdbFetch(baseUrl: string, timeoutMs: number): TmdbFetch {
  const origin = new URL(baseUrl).origin;
  const isTmdb = origin === 'https://api.themoviedb.org';
  const safeFetch = createSafeFetch({
    allowedOrigins: isTmdb ? [origin] : [],
    trustedOrigins: isTmdb ? [] : [origin],
    // The client's own signal ends the request first; this is the backstop.
    timeoutMs: timeoutMs + 1_000,
    maxBytes: MAX_ANSWER_BYTES,
  });
  return async (url, init) => {
    const answer = await safeFetch(url, init).catch((error: unknown) => {
      // The caller's own timeout, as fetch reports it (a TimeoutError), not as a failure of ours.
      throw init.signal.aborted ? init.signal.reason : error;
    });
    return new Response(answer.status === 204 ? null : answer.text(), {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

type Attempt =
  | { ok: true; answer: TmdbAnswer }
  | { ok: false; error: CatalogueUnavailableError; retryable: boolean };

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** TMDB's status text, or the standard reason phrase (HTTP/2 sends none). */
export function statusTextOf(response: Pick<Response, 'status' | 'statusText'>): string {
  return response.statusText.trim() || (STATUS_CODES[response.status] ?? `HTTP ${response.status}`);
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function createTmdbHttpClient(options: TmdbHttpClientOptions): TmdbHttpClient {
  const { gate, logger } = options;
  const fetchImpl = options.fetch ?? createTmdbFetch(options.baseUrl, options.timeoutMs);
  const base = options.baseUrl.replace(/\/+$/, '');
  const retries = options.retries ?? 1;
  const retryDelayMs = options.retryDelayMs ?? 250;
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? defaultSleep;
  const stats: TmdbHttpStats = {
    requests: 0,
    retries: 0,
    rateLimited: 0,
    timeouts: 0,
    failures: 0,
    refused: 0,
  };

  function failure(statusText: string, status: number | null, retryable: boolean): Attempt {
    return { ok: false, error: new CatalogueUnavailableError(statusText, status), retryable };
  }

  async function readJson(response: Response): Promise<Attempt> {
    try {
      return { ok: true, answer: { found: true, body: await response.json() } };
    } catch (error) {
      if (isTimeout(error)) stats.timeouts += 1;
      return isTimeout(error)
        ? failure('Gateway Timeout', null, false)
        : failure('Bad Gateway', null, false);
    }
  }

  async function attempt(url: string): Promise<Attempt> {
    stats.requests += 1;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        headers: { Authorization: `Bearer ${options.token}`, Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      if (!isTimeout(error)) return failure('Bad Gateway', null, true);
      stats.timeouts += 1;
      return failure('Gateway Timeout', null, false);
    }
    if (response.ok) return readJson(response);
    // Free the connection; the error body (TMDB's status_message) is not needed.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 404) return { ok: true, answer: { found: false } };
    const statusText = statusTextOf(response);
    if (response.status === 429) {
      stats.rateLimited += 1;
      const seconds = gate.rateLimited(
        parseRetryAfter(response.headers.get('retry-after'), options.now()),
      );
      const error = new CatalogueUnavailableError(statusText, 429, seconds);
      return { ok: false, error, retryable: false };
    }
    return failure(statusText, response.status, response.status >= 500);
  }

  async function get(request: TmdbRequest): Promise<TmdbAnswer> {
    const refusal = gate.check();
    if (refusal) {
      stats.refused += 1;
      throw refusal;
    }
    const query = new URLSearchParams(
      request.params.map(([name, value]): [string, string] => [name, value]),
    );
    const url = `${base}/${request.path}${query.size > 0 ? `?${query.toString()}` : ''}`;
    for (let attemptNumber = 0; ; attemptNumber += 1) {
      const result = await attempt(url);
      if (result.ok) {
        gate.succeeded();
        return result.answer;
      }
      if (result.retryable && attemptNumber < retries && gate.check() === null) {
        stats.retries += 1;
        await sleep(retryDelayMs * (0.5 + random()));
        continue;
      }
      stats.failures += 1;
      const { error } = result;
      if (error.status === null || error.status >= 500) gate.failed(error);
      const fields = { path: request.path, status: error.status, statusText: error.statusText };
      if (error.status === 401) logger.error(fields, 'TMDB refused the API token');
      else logger.warn(fields, 'TMDB request failed');
      throw error;
    }
  }

  return { get, stats: () => ({ ...stats }) };
}
