/**
 * The bookmarks page's data: the stored bookmarks (read after mount), the catalogue facts of the
 * titles that matter for what is on screen, and the cards the filters leave. Lookups go through
 * one lookup kept for the whole visit, at most a few requests at a time. Untyped bookmarks get
 * their type written once: from the watch history at once, else when the catalogue answered for
 * both types (core's `resolveBookmarkMediaType`); until then they show as before.
 */
import type { MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import type { MediaType } from '@reelhouse/core/media/media-item';
import {
  type BookmarkCard,
  type BookmarkFilters,
  type BookmarkMediaFacts,
  filterBookmarks,
} from '@reelhouse/core/bookmarks/bookmarks-page';
import { getTitle } from '@reelhouse/core/media/media-item';
import type { Bookmark } from '@reelhouse/core/bookmarks/bookmark-schema';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { ApiError } from '~/lib/api-client';
import { bookmarksStore, useBookmarks } from '~/lib/bookmarks-store';
import { getDetails } from '~/lib/catalogue-client';
import { useWatchHistory } from '~/lib/watch-history-store';
import { needsEveryTitle, resolveTypesFromHistory, selectTitlesToLookUp } from './bookmarks-view';
import {
  createMediaLookup,
  type LookupRequest,
  type MediaLookupResult,
  type MediaLookupSnapshot,
} from './media-lookup';

/** Requests in flight at once: enough to fill a screen quickly, few enough to stay polite. */
const LOOKUP_CONCURRENCY = 6;
/** Answers arriving within this many ms re-render the page once. */
const NOTIFY_BATCH_MS = 60;

const mediaLookup = createMediaLookup({
  concurrency: LOOKUP_CONCURRENCY,
  fetchDetails: async (mediaType, mediaId) => {
    try {
      return await getDetails(mediaType, mediaId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    }
  },
  scheduleNotify: (notify) => {
    window.setTimeout(notify, NOTIFY_BATCH_MS);
  },
});

const emptySnapshot: MediaLookupSnapshot = { get: () => undefined };
const getServerSnapshot = () => emptySnapshot;

function toFacts(result: MediaLookupResult | undefined): BookmarkMediaFacts | undefined {
  if (result?.status !== 'found') return undefined;
  return {
    mediaType: result.mediaType,
    title: getTitle(result.item),
    voteAverage: result.item.vote_average ?? 0,
  };
}

/** False on the server and until the stored list has been read (or could not be). */
function useBookmarksLoaded(): boolean {
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void bookmarksStore.load().then(() => {
      if (isCurrent) setLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return isLoaded;
}

/**
 * Writes resolved types into the stored bookmarks, each id at most once a visit (a refused write
 * leaves it untyped until the next visit).
 */
function useTypeResolution(): (resolved: ReadonlyMap<MediaId, MediaType>) => void {
  const tried = useRef(new Set<MediaId>());
  return useCallback((resolved) => {
    const fresh = new Map([...resolved].filter(([mediaId]) => !tried.current.has(mediaId)));
    if (fresh.size === 0) return;
    for (const mediaId of fresh.keys()) tried.current.add(mediaId);
    void bookmarksStore.resolveMediaTypes(fresh);
  }, []);
}

export interface BookmarkCardsView {
  isLoaded: boolean;
  bookmarks: readonly Bookmark[];
  /** every card the filters leave, in order */
  cards: BookmarkCard[];
  /** the catalogue's answer for a card */
  lookupOf: (card: LookupRequest) => MediaLookupResult | undefined;
  /** titles still being looked up while the order depends on them (0 when it does not) */
  pendingCount: number;
}

/** @param shownCount how many cards are on screen (the rest need no lookup yet, by date) */
export function useBookmarkCards(filters: BookmarkFilters, shownCount: number): BookmarkCardsView {
  const bookmarks = useBookmarks();
  const isLoaded = useBookmarksLoaded();
  const history = useWatchHistory();
  const lookups = useSyncExternalStore(
    mediaLookup.subscribe,
    mediaLookup.getSnapshot,
    getServerSnapshot,
  );

  useEffect(() => {
    mediaLookup.forgetFailures();
  }, []);

  // Untyped bookmarks the watch history knows are typed at once, before any lookup.
  const fromHistory = useMemo(
    () => (isLoaded ? resolveTypesFromHistory(bookmarks, history) : new Map<MediaId, MediaType>()),
    [isLoaded, bookmarks, history],
  );
  const resolveTypes = useTypeResolution();
  useEffect(() => {
    resolveTypes(fromHistory);
  }, [fromHistory, resolveTypes]);

  const wanted = useMemo(
    () =>
      selectTitlesToLookUp(bookmarks, filters, shownCount).map(({ mediaId, mediaType }) => ({
        mediaId,
        mediaType: mediaType ?? fromHistory.get(mediaId),
      })),
    [bookmarks, filters, shownCount, fromHistory],
  );
  useEffect(() => {
    mediaLookup.want(wanted);
  }, [wanted]);

  // Untyped bookmarks whose catalogue answers tell their type get it written once.
  useEffect(() => {
    const resolved = new Map<MediaId, MediaType>();
    for (const { mediaId, mediaType } of wanted) {
      if (mediaType !== undefined) continue;
      const result = lookups.get({ mediaId, mediaType });
      if (result?.status === 'found' && result.resolvedType) {
        resolved.set(mediaId, result.resolvedType);
      }
    }
    resolveTypes(resolved);
  }, [wanted, lookups, resolveTypes]);

  const lookupOf = useMemo(
    () =>
      (card: LookupRequest): MediaLookupResult | undefined =>
        lookups.get({
          mediaId: card.mediaId,
          mediaType: card.mediaType ?? fromHistory.get(card.mediaId),
        }),
    [lookups, fromHistory],
  );
  const cards = useMemo(
    () => filterBookmarks(bookmarks, filters, (card) => toFacts(lookupOf(card))),
    [bookmarks, filters, lookupOf],
  );
  const pendingCount = needsEveryTitle(filters)
    ? wanted.filter((request) => lookups.get(request) === undefined).length
    : 0;
  return { isLoaded, bookmarks, cards, lookupOf, pendingCount };
}
