/**
 * The bookmarks page's data: the stored bookmarks (read after mount), the catalogue facts of the
 * titles that matter for what is on screen, and the cards the filters leave. Lookups go through
 * one lookup kept for the whole visit, at most a few requests at a time.
 */
import type { MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import {
  type BookmarkCard,
  type BookmarkFilters,
  type BookmarkMediaFacts,
  filterBookmarks,
} from '@reelhouse/core/bookmarks/bookmarks-page';
import { getTitle } from '@reelhouse/core/media/media-item';
import type { Bookmark } from '@reelhouse/core/bookmarks/bookmark-schema';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ApiError } from '~/lib/api-client';
import { bookmarksStore, useBookmarks } from '~/lib/bookmarks-store';
import { getDetails } from '~/lib/catalogue-client';
import { useWatchHistory } from '~/lib/watch-history-store';
import { hintMediaType, needsEveryTitle, selectIdsToLookUp } from './bookmarks-view';
import {
  createMediaLookup,
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

export interface BookmarkCardsView {
  isLoaded: boolean;
  bookmarks: readonly Bookmark[];
  /** every card the filters leave, in order */
  cards: BookmarkCard[];
  lookups: MediaLookupSnapshot;
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

  const wanted = useMemo(
    () => selectIdsToLookUp(bookmarks, filters, shownCount),
    [bookmarks, filters, shownCount],
  );
  useEffect(() => {
    mediaLookup.want(wanted, (mediaId: MediaId) => hintMediaType(history, mediaId));
  }, [wanted, history]);

  const cards = useMemo(
    () => filterBookmarks(bookmarks, filters, (mediaId) => toFacts(lookups.get(mediaId))),
    [bookmarks, filters, lookups],
  );
  const pendingCount = needsEveryTitle(filters)
    ? wanted.filter((mediaId) => lookups.get(mediaId) === undefined).length
    : 0;
  return { isLoaded, bookmarks, cards, lookups, pendingCount };
}
