/**
 * The background source search of a movie or episode page as a small external store (spec
 * sections 4 and 9): idle → searching → found | not-found; the 'Checking {provider}...' line
 * moves on every 4 s. A "not found" every provider answered ends the search at once; providers that
 * failed are asked again on their own, 400 ms apart, up to 3 retries for a movie and 4 for an
 * episode (the rule is `decideSourceSearchNext` in core). No React and no zod here: how one try is
 * made is passed in (the page loads the client on demand).
 */
import {
  decideSourceSearchNext,
  getSourceSearchStatus,
  SOURCE_SEARCH_STATUS_INTERVAL_MS,
  type SourceSearchMediaType,
  type SourceSearchScope,
} from '@reelhouse/core/player/source-search';
import type { ScrapeRequest, SourceSearchProgress } from '@reelhouse/core/player/scrape-schema';
import type { SourceProviderInfo } from '@reelhouse/core/player/source-events';
import { createListeners } from '~/lib/listeners';
import type { FoundSource } from '../player-types';

export type SourceSearchStatus = 'idle' | 'searching' | 'found' | 'not-found';

export interface SourceSearchSnapshot {
  status: SourceSearchStatus;
  /** the providers of the latest try, in rank order */
  providers: SourceProviderInfo[];
  /** progress bar value, 0 to 100 */
  percent: number;
  /** 'Checking {provider}...' */
  statusLine: string;
  /** the source found (status 'found'), else null */
  source: FoundSource | null;
  /**
   * status 'not-found' because every provider answered that it has nothing (searching again
   * would ask the same and hear the same); false when it ended with providers still failing
   */
  isNotFoundFinal: boolean;
}

/** What one try reports as it goes. */
export interface SearchAttemptListener {
  onProviders: (providers: SourceProviderInfo[]) => void;
  onProgress: (progress: SourceSearchProgress) => void;
}

/** What one try answered. */
export interface SearchTryResult {
  /** the source found, null when nothing was */
  source: FoundSource | null;
  /** the providers whose service did not answer, by rank */
  failedProviderIds: readonly string[];
}

/**
 * One try, asking the providers of `scope` (null: all of them by rank); throws when it got no
 * answer.
 */
export type SearchAttempt = (
  signal: AbortSignal,
  listener: SearchAttemptListener,
  scope: SourceSearchScope,
) => Promise<SearchTryResult>;

/** How a search ended: the source, or null with whether that "not found" is final. */
export interface SearchEnd {
  source: FoundSource | null;
  isNotFoundFinal: boolean;
}

/** @returns the media type the retry rules know a request by */
export function getSearchMediaType(request: ScrapeRequest): SourceSearchMediaType {
  return request.type;
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/**
 * Tries until something is found, every provider answered "not found", or the retries run out;
 * after the first try only the providers that failed are asked (see `decideSourceSearchNext`).
 * @returns how the search ended; null at once when `signal` is aborted
 */
export async function searchWithRetries(
  type: SourceSearchMediaType,
  attempt: (signal: AbortSignal, scope: SourceSearchScope) => Promise<SearchTryResult>,
  signal: AbortSignal,
): Promise<SearchEnd | null> {
  // A function, so the type checker does not keep its first answer across the awaits.
  const isAborted = () => signal.aborted;
  let scope: SourceSearchScope = null;
  for (let triesMade = 1; !isAborted(); triesMade += 1) {
    const result = await attempt(signal, scope).catch(() => null);
    if (isAborted()) return null;
    const next = decideSourceSearchNext(
      type,
      triesMade,
      scope,
      result === null
        ? { kind: 'no-answer' }
        : result.source === null
          ? { kind: 'not-found', failedProviderIds: result.failedProviderIds }
          : { kind: 'found' },
    );
    if (next.kind === 'stop') {
      return {
        source: result?.source ?? null,
        isNotFoundFinal: !next.found && next.reason === 'not-found',
      };
    }
    scope = next.scope;
    await waitFor(next.delayMs, signal);
  }
  return null;
}

export interface SourceSearchController {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SourceSearchSnapshot;
  /**
   * starts a search unless one runs, a source is known, or every provider answered "not found"
   * (that answer is final: the same search would hear it again)
   */
  start: () => void;
  /** stops a running search (unmount); a later start begins again */
  stop: () => void;
  /** searches again from the start (the episode page's 'Not found: Click to try again') */
  restart: () => void;
  /** takes a source found elsewhere (router state) instead of searching */
  provide: (source: FoundSource, providers: SourceProviderInfo[]) => void;
}

export interface SourceSearchControllerOptions {
  type: SourceSearchMediaType;
  attempt: SearchAttempt;
  /** ms clock; Date.now by default */
  now?: () => number;
}

export const INITIAL_SOURCE_SEARCH: SourceSearchSnapshot = Object.freeze({
  status: 'idle',
  providers: [],
  percent: 0,
  statusLine: getSourceSearchStatus([], 0),
  source: null,
  isNotFoundFinal: false,
});

export function createSourceSearchController(
  options: SourceSearchControllerOptions,
): SourceSearchController {
  const now = options.now ?? Date.now;
  const listeners = createListeners();
  let snapshot = INITIAL_SOURCE_SEARCH;
  let running: { controller: AbortController; timer: ReturnType<typeof setInterval> } | null = null;

  const providerNames = () => snapshot.providers.map((provider) => provider.name);

  function update(patch: Partial<SourceSearchSnapshot>) {
    snapshot = { ...snapshot, ...patch };
    listeners.notify();
  }

  /** Ends the running search; @returns whether one was running */
  function halt(): boolean {
    if (running === null) return false;
    running.controller.abort();
    clearInterval(running.timer);
    running = null;
    return true;
  }

  function stop() {
    if (halt() && snapshot.status === 'searching') update({ status: 'idle' });
  }

  async function run(signal: AbortSignal, startedAtMs: number) {
    const statusNow = () => getSourceSearchStatus(providerNames(), now() - startedAtMs);
    // A retry asks single providers: their one-provider list must not replace the full one (the
    // status line and the player's server picker show it).
    let isFirstTry = true;
    const listener: SearchAttemptListener = {
      onProviders: (providers) => {
        if (signal.aborted || !isFirstTry) return;
        snapshot = { ...snapshot, providers };
        update({ percent: 0, statusLine: statusNow() });
      },
      onProgress: (progress) => {
        if (!signal.aborted) update({ percent: progress.percent });
      },
    };
    const end = await searchWithRetries(
      options.type,
      (attemptSignal, scope) => {
        isFirstTry = scope === null;
        return options.attempt(attemptSignal, listener, scope);
      },
      signal,
    );
    if (end === null || signal.aborted) return;
    halt();
    update(
      end.source === null
        ? { status: 'not-found', source: null, isNotFoundFinal: end.isNotFoundFinal }
        : { status: 'found', source: end.source, percent: 100, isNotFoundFinal: false },
    );
  }

  function start() {
    if (running !== null || snapshot.status === 'found') return;
    if (snapshot.status === 'not-found' && snapshot.isNotFoundFinal) return;
    const controller = new AbortController();
    const startedAtMs = now();
    const timer = setInterval(() => {
      update({ statusLine: getSourceSearchStatus(providerNames(), now() - startedAtMs) });
    }, SOURCE_SEARCH_STATUS_INTERVAL_MS);
    running = { controller, timer };
    update({
      status: 'searching',
      providers: [],
      percent: 0,
      statusLine: getSourceSearchStatus([], 0),
      source: null,
      isNotFoundFinal: false,
    });
    void run(controller.signal, startedAtMs);
  }

  return {
    subscribe: listeners.subscribe,
    getSnapshot: () => snapshot,
    start,
    stop,
    restart() {
      stop();
      if (snapshot.status !== 'idle')
        update({ status: 'idle', source: null, isNotFoundFinal: false });
      start();
    },
    provide(source, providers) {
      halt();
      update({ status: 'found', source, providers, percent: 100, isNotFoundFinal: false });
    },
  };
}
