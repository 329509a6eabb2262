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

/**
 * Which providers one try of a search asks: null for all of them by rank (the first try), else
 * these provider ids, each on its own ("run one"), in this order.
 */
export type SourceSearchScope = readonly string[] | null;

/** What one try of a search came to. */
export type SourceSearchTryOutcome =
  /** a provider had the title */
  | { kind: 'found' }
  /** the search finished without a source; the providers whose service did not answer, by rank */
  | { kind: 'not-found'; failedProviderIds: readonly string[] }
  /** the try got no answer (the request failed or broke off before it finished) */
  | { kind: 'no-answer' };

/** What to do after a try: stop (with or without a source), or try again after a wait. */
export type SourceSearchNextStep =
  | { kind: 'stop'; found: boolean; reason: 'found' | 'not-found' | 'retries-spent' }
  | { kind: 'retry'; delayMs: number; scope: SourceSearchScope };

/**
 * The retry rule (spec: 3 retries for a movie, 4 for an episode, 400 ms apart): a "not found"
 * every provider answered is final; only providers that failed are asked again.
 * @param type what is searched
 * @param triesMade tries made so far, this one included (1 after the first)
 * @param scope the providers this try asked
 * @param outcome what this try came to
 * @returns stop when a source was found, when every provider answered "not found", or when the
 *   retries are spent; else retry after 400 ms, asking only the providers that failed (in the
 *   order given), or the same scope again when the try got no answer at all
 */
export function decideSourceSearchNext(
  type: SourceSearchMediaType,
  triesMade: number,
  scope: SourceSearchScope,
  outcome: SourceSearchTryOutcome,
): SourceSearchNextStep {
  if (outcome.kind === 'found') return { kind: 'stop', found: true, reason: 'found' };
  const retryScope = outcome.kind === 'no-answer' ? scope : [...new Set(outcome.failedProviderIds)];
  if (retryScope !== null && retryScope.length === 0) {
    return { kind: 'stop', found: false, reason: 'not-found' };
  }
  if (triesMade >= getSourceSearchMaxAttempts(type)) {
    return { kind: 'stop', found: false, reason: 'retries-spent' };
  }
  return { kind: 'retry', delayMs: SOURCE_SEARCH_RETRY_DELAY_MS, scope: retryScope };
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
