/**
 * The background source search of movie and episode pages (spec sections 4 and 9): how often it
 * is retried, how long to wait between tries, and the rotating 'Checking {provider}...' line.
 */
import { formatCheckingProvider } from './messages';

/** Retries after the first failed search: 3 for a movie, 4 for an episode. */
export const SOURCE_SEARCH_RETRIES = { movie: 3, show: 4 } as const;

/** Wait between two tries, in milliseconds. */
export const SOURCE_SEARCH_RETRY_DELAY_MS = 400;

/** The status line moves on to the next provider this often, in milliseconds. */
export const SOURCE_SEARCH_STATUS_INTERVAL_MS = 4000;

/** Shown instead of a provider name when the list of providers is empty. */
export const GENERIC_PROVIDER_NAME = 'sources';

export type SourceSearchMediaType = keyof typeof SOURCE_SEARCH_RETRIES;

/** @returns how many tries in all: the first plus the retries (4 for a movie, 5 for an episode) */
export function getSourceSearchMaxAttempts(type: SourceSearchMediaType): number {
  return 1 + SOURCE_SEARCH_RETRIES[type];
}

export type SourceSearchRetryDecision = { retry: true; delayMs: number } | { retry: false };

/**
 * @param failedAttempts tries made so far, all failed (1 after the first failure)
 * @returns retry after 400 ms while retries remain, else stop (the page then shows its
 *   not-found message)
 */
export function decideSourceSearchRetry(
  type: SourceSearchMediaType,
  failedAttempts: number,
): SourceSearchRetryDecision {
  if (failedAttempts < getSourceSearchMaxAttempts(type)) {
    return { retry: true, delayMs: SOURCE_SEARCH_RETRY_DELAY_MS };
  }
  return { retry: false };
}

/**
 * The status line under the progress bar while sources are searched.
 * @param providerNames the providers being checked, in order
 * @param elapsedMs time since the search started (negative, NaN or Infinity counts as 0)
 * @returns 'Checking {provider}...' for the provider of the current 4-second slot, cycling
 *   through the list; 'Checking sources...' when the list is empty
 */
export function getSourceSearchStatus(providerNames: readonly string[], elapsedMs: number): string {
  const elapsed = Number.isFinite(elapsedMs) && elapsedMs > 0 ? elapsedMs : 0;
  const slot = Math.floor(elapsed / SOURCE_SEARCH_STATUS_INTERVAL_MS);
  const name = providerNames[slot % Math.max(1, providerNames.length)] ?? GENERIC_PROVIDER_NAME;
  return formatCheckingProvider(name);
}

/**
 * @param completed providers finished (found or not)
 * @param total providers to check
 * @returns progress bar percentage, whole number in [0, 100]; 0 when total is 0
 */
export function getSourceSearchPercent(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round(Math.min(100, Math.max(0, (completed / total) * 100)));
}
