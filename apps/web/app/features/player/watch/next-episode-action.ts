/**
 * Moving on to the next episode (spec section 4, "Next episode"): once the current one is past
 * half-way, its source is searched ahead of time; Next Episode (or auto-advance) then goes to the
 * next episode's page carrying that source, so the player opens there at once. Without one, it
 * goes to the page with `play=true`, which searches and opens the player itself.
 */
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import { buildPlayPath } from '@reelhouse/core/slug/play-path';
import { createLatestRequest } from '~/lib/abortable-request';
import type { FoundSource, PlaybackReport } from '../player-types';
import { buildWatchSourceState } from './watch-source-state';

/** The next episode as the page's loader describes it. */
export interface NextEpisodeTarget {
  /** e.g. 'S2 E1: Seven Thirty-Seven' */
  label: string;
  /** the episode page's path */
  path: string;
  request: ScrapeRequest;
}

/** A source found ahead of time, with the providers list of that search. */
export interface PreFoundSource {
  source: FoundSource;
  providers: SourceProviderInfo[];
}

/** The next episode's source is searched once playback is past this percentage. */
export const PREFETCH_NEXT_AFTER_PERCENT = 50;

/** Where Next Episode navigates, and the router state it carries (null: none). */
export interface NextEpisodeNavigation {
  to: string;
  state: ReturnType<typeof buildWatchSourceState> | null;
}

/** @returns the navigation to the next episode, with its pre-found source when there is one */
export function getNextEpisodeNavigation(
  next: NextEpisodeTarget,
  preFound: PreFoundSource | null,
): NextEpisodeNavigation {
  if (preFound === null) return { to: buildPlayPath(next.path), state: null };
  return {
    to: next.path,
    state: buildWatchSourceState(next.request, preFound.source, preFound.providers),
  };
}

/** @returns true once the position is past half of a known duration */
export function isPastPrefetchPoint(report: PlaybackReport): boolean {
  const { watchedSeconds, durationSeconds } = report;
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return false;
  return (watchedSeconds / durationSeconds) * 100 > PREFETCH_NEXT_AFTER_PERCENT;
}

/** One search for the next episode: the source found (null: none) and the providers. */
export type SearchNext = (
  request: ScrapeRequest,
  signal: AbortSignal,
) => Promise<{ source: FoundSource | null; providers: SourceProviderInfo[] }>;

export interface NextEpisodePrefetcher {
  /** feed every playback report: starts the search once, past half-way */
  onPlayback: (report: PlaybackReport) => void;
  /** the source found so far, or null */
  getPreFound: () => PreFoundSource | null;
  /** stops a running search (the player closed) */
  cancel: () => void;
}

export function createNextEpisodePrefetcher(
  next: NextEpisodeTarget,
  search: SearchNext,
): NextEpisodePrefetcher {
  let preFound: PreFoundSource | null = null;
  let isStarted = false;
  // A failure, like nothing found, keeps nothing: Next Episode falls back to the page's own search.
  const request = createLatestRequest<Awaited<ReturnType<SearchNext>>>((state) => {
    if (state.status === 'done' && state.value.source !== null) {
      preFound = { source: state.value.source, providers: state.value.providers };
    }
  });
  return {
    onPlayback(report) {
      if (isStarted || !isPastPrefetchPoint(report)) return;
      isStarted = true;
      request.start((signal) => search(next.request, signal));
    },
    getPreFound: () => preFound,
    cancel() {
      request.cancel();
    },
  };
}
