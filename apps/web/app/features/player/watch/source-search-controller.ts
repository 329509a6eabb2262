/**
 * The background source search of a movie or episode page as a small external store (spec
 * sections 4 and 9): idle → searching → found | not-found, retried 3 times for a movie and 4 for
 * an episode, 400 ms apart; the 'Checking {provider}...' line moves on every 4 s. No React and no
 * zod here: how one try is made is passed in (the page loads the client on demand).
 */
import {
  decideSourceSearchRetry,
  getSourceSearchStatus,
  SOURCE_SEARCH_STATUS_INTERVAL_MS,
  type SourceSearchMediaType,
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
}

/** What one try reports as it goes. */
export interface SearchAttemptListener {
  onProviders: (providers: SourceProviderInfo[]) => void;
  onProgress: (progress: SourceSearchProgress) => void;
}

/** One try: the source found, null when nothing was found; throws when the try failed. */
export type SearchAttempt = (
  signal: AbortSignal,
  listener: SearchAttemptListener,
) => Promise<FoundSource | null>;

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
 * Tries until something is found or the retries run out (a failed try counts like one that found
 * nothing).
 * @returns the source, or null after the last try; null at once when `signal` is aborted
 */
export async function searchWithRetries(
  type: SourceSearchMediaType,
  attempt: (signal: AbortSignal) => Promise<FoundSource | null>,
  signal: AbortSignal,
): Promise<FoundSource | null> {
  // A function, so the type checker does not keep its first answer across the awaits.
  const isAborted = () => signal.aborted;
  for (let failed = 1; !isAborted(); failed += 1) {
    const found = await attempt(signal).catch(() => null);
    if (isAborted()) return null;
    if (found !== null) return found;
    const decision = decideSourceSearchRetry(type, failed);
    if (!decision.retry) return null;
    await waitFor(decision.delayMs, signal);
  }
  return null;
}

export interface SourceSearchController {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SourceSearchSnapshot;
  /** starts a search unless one runs or a source is known */
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
    const listener: SearchAttemptListener = {
      onProviders: (providers) => {
        if (signal.aborted) return;
        snapshot = { ...snapshot, providers };
        update({ percent: 0, statusLine: statusNow() });
      },
      onProgress: (progress) => {
        if (!signal.aborted) update({ percent: progress.percent });
      },
    };
    const found = await searchWithRetries(
      options.type,
      (attemptSignal) => options.attempt(attemptSignal, listener),
      signal,
    );
    if (signal.aborted) return;
    halt();
    update(
      found === null
        ? { status: 'not-found', source: null }
        : { status: 'found', source: found, percent: 100 },
    );
  }

  function start() {
    if (running !== null || snapshot.status === 'found') return;
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
      if (snapshot.status === 'found') update({ status: 'idle', source: null });
      start();
    },
    provide(source, providers) {
      halt();
      update({ status: 'found', source, providers, percent: 100 });
    },
  };
}
