/**
 * The page's background source search as a hook: starts after hydration (effects never run on the
 * server), or takes a source found ahead of time from router state instead. The search client
 * (zod, the event-stream parser) loads on demand, so a title page's first download carries none
 * of it.
 */
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import type { SourceResult } from '@reelhouse/core/player/source-schema';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  createSourceSearchController,
  getSearchMediaType,
  INITIAL_SOURCE_SEARCH,
  type SourceSearchSnapshot,
} from './source-search-controller';
import { forgetCarriedSource, getRequestKey, mayCarryWatchSource } from './watch-source-state';
import { whenIdle } from './when-idle';

/** Loads the search client (once; the browser caches the module). */
export const loadSourceSearchClient = () => import('./source-search-client');

export interface SourceSearch extends SourceSearchSnapshot {
  /** searches again (after a failure) */
  restart: () => void;
  /**
   * starts the search now if it has not started yet (a click does not wait for idle time); after
   * a "not found" every provider answered it does nothing (see `restart`)
   */
  ensureStarted: () => void;
  /** "run one" for the player's server picker */
  runProvider: (providerId: string) => Promise<SourceResult>;
}

const serverSnapshot = () => INITIAL_SOURCE_SEARCH;
const noop = () => undefined;

/**
 * @param request what to search for; null when the page cannot build one (nothing is searched
 *   and the status is 'not-found')
 * @param routerState the page's router state, read once: a valid pre-found source for this
 *   request is taken instead of searching
 */
export function useSourceSearch(request: ScrapeRequest | null, routerState: unknown): SourceSearch {
  const [controller] = useState(() =>
    createSourceSearchController({
      type: request === null ? 'movie' : getSearchMediaType(request),
      attempt: async (signal, listener, scope) => {
        // Never started without a request: see the effect below.
        if (request === null) return { source: null, failedProviderIds: [] };
        const client = await loadSourceSearchClient();
        return client.searchSourceScope({ request, signal, listener }, scope);
      },
    }),
  );
  const [initialState] = useState(() => routerState);
  const snapshot = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    serverSnapshot,
  );

  // Loader data is a new object after every revalidation; the search follows what is asked for.
  const requestKey = request === null ? null : getRequestKey(request);
  useEffect(() => {
    if (requestKey === null) return;
    let isCancelled = false;
    let cancelIdle: () => void = noop;
    if (mayCarryWatchSource(initialState)) {
      void loadSourceSearchClient()
        .then((client) => client.readWatchSourceState(initialState, requestKey))
        .catch(() => null)
        .then((carried) => {
          if (isCancelled) return;
          forgetCarriedSource();
          if (carried === null) controller.start();
          else controller.provide(carried.source, carried.providers);
        });
    } else {
      // The search waits for the browser's first idle moment, so the page's own start-up
      // (hydration, images) goes first; a click on Watch or Download starts it at once.
      cancelIdle = whenIdle(() => {
        controller.start();
      });
    }
    return () => {
      isCancelled = true;
      cancelIdle();
      controller.stop();
    };
  }, [controller, initialState, requestKey]);

  const runProvider = useCallback(
    async (providerId: string): Promise<SourceResult> => {
      if (request === null) return [];
      const client = await loadSourceSearchClient();
      return client.runProvider(request, providerId);
    },
    [request],
  );

  if (request === null) {
    return { ...snapshot, status: 'not-found', restart: noop, ensureStarted: noop, runProvider };
  }
  return { ...snapshot, restart: controller.restart, ensureStarted: controller.start, runProvider };
}
