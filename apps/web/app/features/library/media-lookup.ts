/**
 * Catalogue facts of bookmarked titles, looked up a few at a time. A bookmark keeps only a media
 * id, and movie and series ids overlap, so each id is asked as a movie first, then as a series
 * (or the other way round when the watch history says it is a series). Answers are kept for the
 * visit, so going back to the page asks nothing again; failures are retried on the next visit.
 * Not here: which ids are wanted (`bookmarks-view.ts`) or how a card looks.
 */
import type { MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { createListeners } from '~/lib/listeners';

export type LookupMediaType = 'movie' | 'tv';

/** What the catalogue said about one id. */
export type MediaLookupResult =
  | { status: 'found'; mediaType: LookupMediaType; item: MediaSummary }
  /** neither a movie nor a series has this id */
  | { status: 'missing' }
  /** the catalogue could not be reached or failed */
  | { status: 'failed' };

/** The answers as of one moment: a new object after every batch of answers (never changes). */
export interface MediaLookupSnapshot {
  get(mediaId: MediaId): MediaLookupResult | undefined;
}

export interface MediaLookupDeps {
  /**
   * One details request.
   * @returns the item, or null when the catalogue has no such title (404)
   * @throws on any other failure
   */
  fetchDetails: (mediaType: LookupMediaType, mediaId: MediaId) => Promise<MediaSummary | null>;
  /** most requests in flight at once */
  concurrency: number;
  /** runs `notify` soon, so a burst of answers re-renders once (e.g. a short timer) */
  scheduleNotify: (notify: () => void) => void;
}

/** Keeps only what a card needs, so thousands of answers stay small. */
function toCardItem(item: MediaSummary, mediaType: LookupMediaType): MediaSummary {
  return {
    id: item.id,
    media_type: mediaType,
    title: item.title,
    original_title: null,
    name: item.name,
    original_name: null,
    overview: null,
    poster_path: item.poster_path,
    backdrop_path: null,
    genre_ids: [],
    vote_average: item.vote_average,
    vote_count: item.vote_count,
    popularity: item.popularity,
    release_date: item.release_date,
    first_air_date: item.first_air_date,
    original_language: null,
    adult: null,
  };
}

export function createMediaLookup({ fetchDetails, concurrency, scheduleNotify }: MediaLookupDeps) {
  const results = new Map<MediaId, MediaLookupResult>();
  const inFlight = new Set<MediaId>();
  const listeners = createListeners();
  let queue: MediaId[] = [];
  let next = 0;
  let hintOf: (mediaId: MediaId) => LookupMediaType | undefined = () => undefined;
  let isNotifyScheduled = false;
  let snapshot = takeSnapshot();

  // A copy, so a render between an answer and its notification sees one consistent state.
  function takeSnapshot(): MediaLookupSnapshot {
    const copy = new Map(results);
    return { get: (mediaId) => copy.get(mediaId) };
  }

  function notifySoon(): void {
    if (isNotifyScheduled) return;
    isNotifyScheduled = true;
    scheduleNotify(() => {
      isNotifyScheduled = false;
      snapshot = takeSnapshot();
      listeners.notify();
    });
  }

  async function resolve(mediaId: MediaId): Promise<MediaLookupResult> {
    const order: LookupMediaType[] = hintOf(mediaId) === 'tv' ? ['tv', 'movie'] : ['movie', 'tv'];
    try {
      for (const mediaType of order) {
        const item = await fetchDetails(mediaType, mediaId);
        if (item) return { status: 'found', mediaType, item: toCardItem(item, mediaType) };
      }
      return { status: 'missing' };
    } catch {
      return { status: 'failed' };
    }
  }

  function pump(): void {
    while (inFlight.size < concurrency && next < queue.length) {
      const mediaId = queue[next];
      next += 1;
      if (mediaId === undefined || results.has(mediaId) || inFlight.has(mediaId)) continue;
      inFlight.add(mediaId);
      void resolve(mediaId).then((result) => {
        inFlight.delete(mediaId);
        results.set(mediaId, result);
        notifySoon();
        pump();
      });
    }
  }

  return {
    /**
     * Replaces what is waiting with `mediaIds` (most urgent first); requests already in flight
     * finish. Ids answered before are not asked again.
     * @param hint the type to try first for an id, when something knows it
     */
    want(
      mediaIds: readonly MediaId[],
      hint: (mediaId: MediaId) => LookupMediaType | undefined = () => undefined,
    ): void {
      hintOf = hint;
      queue = mediaIds.filter((mediaId) => !results.has(mediaId));
      next = 0;
      pump();
    },
    /** Forgets failed answers, so the next `want` asks for them again. */
    forgetFailures(): void {
      for (const [mediaId, result] of results) {
        if (result.status === 'failed') results.delete(mediaId);
      }
      snapshot = takeSnapshot();
    },
    getSnapshot: (): MediaLookupSnapshot => snapshot,
    subscribe: (listener: () => void): (() => void) => listeners.subscribe(listener),
  };
}
