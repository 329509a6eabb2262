/**
 * Decides whether a call to TMDB may go out now. Closed while TMDB asked us to wait (429 with
 * Retry-After) and, as a circuit breaker, for a short while after several consecutive failures
 * (5xx, network errors, timeouts), so a TMDB outage costs visitors no timeouts and costs TMDB
 * no retries. While closed, callers fail fast (and serve stale answers when they have them).
 */
import { CatalogueUnavailableError } from '../catalogue';

export interface UpstreamGateOptions {
  now: () => number;
  /** consecutive failures that open the circuit */
  failureThreshold?: number;
  /** how long an open circuit refuses calls before letting one through again */
  openMs?: number;
  /** wait after a 429 without a readable Retry-After */
  defaultRetryAfterSeconds?: number;
  /** longest wait a Retry-After may impose (guards against absurd values) */
  maxRetryAfterSeconds?: number;
}

export interface UpstreamGate {
  /** @returns null when a call may go out, else the error to fail fast with */
  check(): CatalogueUnavailableError | null;
  /**
   * Records a 429.
   * @param retryAfterSeconds what TMDB asked for, or null when it did not say
   * @returns the seconds we will wait
   */
  rateLimited(retryAfterSeconds: number | null): number;
  succeeded(): void;
  failed(error: CatalogueUnavailableError): void;
}

export function createUpstreamGate(options: UpstreamGateOptions): UpstreamGate {
  const { now } = options;
  const failureThreshold = options.failureThreshold ?? 5;
  const openMs = options.openMs ?? 10_000;
  const defaultRetryAfter = options.defaultRetryAfterSeconds ?? 10;
  const maxRetryAfter = options.maxRetryAfterSeconds ?? 600;
  let rateLimitedUntil = 0;
  let consecutiveFailures = 0;
  let openUntil = 0;
  let lastFailure: CatalogueUnavailableError | null = null;

  const secondsUntil = (time: number) => Math.max(1, Math.ceil((time - now()) / 1000));

  return {
    check() {
      const time = now();
      if (time < rateLimitedUntil) {
        return new CatalogueUnavailableError(
          'Too Many Requests',
          429,
          secondsUntil(rateLimitedUntil),
        );
      }
      if (lastFailure && time < openUntil) {
        return new CatalogueUnavailableError(
          lastFailure.statusText,
          lastFailure.status,
          secondsUntil(openUntil),
        );
      }
      return null;
    },
    rateLimited(retryAfterSeconds) {
      const seconds = Math.min(retryAfterSeconds ?? defaultRetryAfter, maxRetryAfter);
      rateLimitedUntil = Math.max(rateLimitedUntil, now() + seconds * 1000);
      return seconds;
    },
    succeeded() {
      consecutiveFailures = 0;
      lastFailure = null;
    },
    failed(error) {
      consecutiveFailures += 1;
      lastFailure = error;
      if (consecutiveFailures >= failureThreshold) openUntil = now() + openMs;
    },
  };
}

/**
 * Reads a Retry-After header: delay-seconds or an HTTP date.
 * @returns whole seconds from `nowMs` (0 for a past date), or null when absent or unreadable
 */
export function parseRetryAfter(header: string | null, nowMs: number): number | null {
  if (header === null) return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  // HTTP dates start with the day's name ('Thu, 01 Jan 2026 ...'); Date.parse takes '-3' too.
  if (!/^[A-Za-z]{3}/.test(text)) return null;
  const date = Date.parse(text);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - nowMs) / 1000));
}
