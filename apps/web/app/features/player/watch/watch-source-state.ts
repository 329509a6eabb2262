/**
 * A source found ahead of time (the next episode's, searched while the current one plays) rides in
 * the router state of the navigation to its page, so that page opens the player at once. This
 * module builds that state; the source search client reads and validates it (it carries zod).
 */
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import type { FoundSource } from '../player-types';

/** The router-state key of a pre-found source. */
export const WATCH_SOURCE_STATE_KEY = 'watchSource';

/** What the state carries: for which request, the source and the providers list. */
export interface WatchSourceState {
  /** {@link getRequestKey} of the request the source answers */
  requestKey: string;
  providerId: string;
  providerName: string;
  /** the streams of the source (a source result list) */
  result: FoundSource['streams'];
  providers: SourceProviderInfo[];
}

/** @returns 'movie-603' or 'show-1396-s2e1': what a source was found for */
export function getRequestKey(request: ScrapeRequest): string {
  if (request.type === 'movie') return `movie-${request.tmdbId}`;
  return `show-${request.tmdbId}-s${String(request.season.number)}e${String(request.episode.number)}`;
}

/** @returns router state carrying the source found for `request` */
export function buildWatchSourceState(
  request: ScrapeRequest,
  source: FoundSource,
  providers: readonly SourceProviderInfo[],
): Record<typeof WATCH_SOURCE_STATE_KEY, WatchSourceState> {
  return {
    [WATCH_SOURCE_STATE_KEY]: {
      requestKey: getRequestKey(request),
      providerId: source.providerId,
      providerName: source.providerName,
      result: source.streams,
      providers: [...providers],
    },
  };
}

/** @returns whether router state may carry a pre-found source (checked properly by the client) */
export function mayCarryWatchSource(state: unknown): boolean {
  return typeof state === 'object' && state !== null && WATCH_SOURCE_STATE_KEY in state;
}

/**
 * Drops the carried source from the current history entry once the page has taken it, so a
 * reload (or coming back to the entry later) searches afresh instead of reopening the player
 * with a source that may be stale. The router keeps a navigation's state under `usr` in
 * `history.state`; everything else there is left as it is.
 */
export function forgetCarriedSource(): void {
  const current: unknown = window.history.state;
  if (typeof current !== 'object' || current === null || !('usr' in current)) return;
  if (!mayCarryWatchSource(current.usr)) return;
  window.history.replaceState({ ...current, usr: null }, '');
}
