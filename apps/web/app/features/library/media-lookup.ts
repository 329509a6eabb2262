/**
 * Catalogue facts of bookmarked titles, looked up a few at a time. A typed bookmark is asked as
 * its type only. An untyped one (written before bookmarks kept their type; movie and series ids
 * overlap) is asked as a movie and as a series, and its answer carries the type core's
 * `resolveBookmarkMediaType` picks from the two, so the page can write it into the bookmark once.
 * Answers are kept for the visit, so going back to the page asks nothing again; failures are
 * retried on the next visit. Not here: which titles are wanted (`bookmarks-view.ts`) or how a card
 * looks.
 */
import { toCardItem, type CardItem } from '@reelhouse/core/media/card-item';
import type { MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import { resolveBookmarkMediaType } from '@reelhouse/core/bookmarks/resolve-media-type';
import type { MediaType } from '@reelhouse/core/media/media-item';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { createListeners } from '~/lib/listeners';

/** A bookmarked title's type, as core names it. */
export type LookupMediaType = MediaType;

/** A title to look up: its id and, when the bookmark has it, its type. */
export interface LookupRequest {
  mediaId: MediaId;
  /** undefined: an untyped bookmark, asked as both types */
  mediaType: LookupMediaType | undefined;
}

/** What the catalogue said about one title. */
export type MediaLookupResult =
  | {
      status: 'found';
      /** the type shown: the bookmark's, or for an untyped one the movie when both exist */
      mediaType: LookupMediaType;
      item: CardItem;
      /** untyped requests only: the type to store in the bookmark (null: cannot tell yet) */
      resolvedType?: LookupMediaType | null;
    }
  /** no title of that type (or, untyped, of either type) has this id */
  | { status: 'missing'; resolvedType?: null }
  /** the catalogue could not be reached or failed */
  | { status: 'failed' };

/** The answers as of one moment: a new object after every batch of answers (never changes). */
export interface MediaLookupSnapshot {
  get(request: LookupRequest): MediaLookupResult | undefined;
}

export interface MediaLookupDeps {
  /**
   * One details request.
   * @returns the item, or null when the catalogue has no such title (404)
   * @throws on any other failure
   */
  fetchDetails: (mediaType: LookupMediaType, mediaId: MediaId) => Promise<MediaSummary | null>;
  /** most requests in flight at once (an untyped title counts once, though it asks twice) */
  concurrency: number;
  /** runs `notify` soon, so a burst of answers re-renders once (e.g. a short timer) */
  scheduleNotify: (notify: () => void) => void;
}

/** The key of a request: its type ('' when untyped) and id. */
function keyOf({ mediaId, mediaType }: LookupRequest): string {
  return `${mediaType ?? ''}:${String(mediaId)}`;
}

type TypedAnswer = { answer: 'found'; item: CardItem } | { answer: 'missing' | 'failed' };

function toResult(answer: TypedAnswer, mediaType: LookupMediaType): MediaLookupResult {
  if (answer.answer === 'found') return { status: 'found', mediaType, item: answer.item };
  return { status: answer.answer };
}

export function createMediaLookup({ fetchDetails, concurrency, scheduleNotify }: MediaLookupDeps) {
  const results = new Map<string, MediaLookupResult>();
  const inFlight = new Set<string>();
  const listeners = createListeners();
  let queue: LookupRequest[] = [];
  let next = 0;
  let isNotifyScheduled = false;
  let snapshot = takeSnapshot();

  // A copy, so a render between an answer and its notification sees one consistent state.
  function takeSnapshot(): MediaLookupSnapshot {
    const copy = new Map(results);
    return { get: (request) => copy.get(keyOf(request)) };
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

  async function ask(mediaType: LookupMediaType, mediaId: MediaId): Promise<TypedAnswer> {
    try {
      const item = await fetchDetails(mediaType, mediaId);
      return item ? { answer: 'found', item: toCardItem(item, mediaType) } : { answer: 'missing' };
    } catch {
      return { answer: 'failed' };
    }
  }

  /** Asks both types; the typed answers are kept too, for when the bookmark gets its type. */
  async function resolveUntyped(mediaId: MediaId): Promise<MediaLookupResult> {
    const [movie, tv] = await Promise.all([ask('movie', mediaId), ask('tv', mediaId)]);
    for (const [mediaType, answer] of [
      ['movie', movie],
      ['tv', tv],
    ] as const) {
      if (answer.answer !== 'failed')
        results.set(keyOf({ mediaId, mediaType }), toResult(answer, mediaType));
    }
    const resolvedType = resolveBookmarkMediaType({
      historyType: undefined,
      movie: movie.answer,
      tv: tv.answer,
    });
    // Shown as before the type was kept: the movie when both exist.
    const shown = resolvedType ?? (movie.answer === 'found' ? 'movie' : 'tv');
    const answer = shown === 'movie' ? movie : tv;
    if (answer.answer === 'found') {
      return { status: 'found', mediaType: shown, item: answer.item, resolvedType };
    }
    return movie.answer === 'failed' || tv.answer === 'failed'
      ? { status: 'failed' }
      : { status: 'missing', resolvedType: null };
  }

  async function resolve(request: LookupRequest): Promise<MediaLookupResult> {
    const { mediaId, mediaType } = request;
    if (mediaType === undefined) return resolveUntyped(mediaId);
    return toResult(await ask(mediaType, mediaId), mediaType);
  }

  function pump(): void {
    while (inFlight.size < concurrency && next < queue.length) {
      const request = queue[next];
      next += 1;
      if (request === undefined) continue;
      const key = keyOf(request);
      if (results.has(key) || inFlight.has(key)) continue;
      inFlight.add(key);
      void resolve(request).then((result) => {
        inFlight.delete(key);
        results.set(key, result);
        notifySoon();
        pump();
      });
    }
  }

  return {
    /**
     * Replaces what is waiting with `requests` (most urgent first); requests already in flight
     * finish. Titles answered before are not asked again.
     */
    want(requests: readonly LookupRequest[]): void {
      queue = requests.filter((request) => !results.has(keyOf(request)));
      next = 0;
      pump();
    },
    /**
     * Forgets failed answers, and untyped answers whose type could not be told, so the next
     * `want` asks for them again.
     */
    forgetFailures(): void {
      for (const [key, result] of results) {
        const isUnresolved =
          key.startsWith(':') && result.status !== 'failed' && result.resolvedType === null;
        if (result.status === 'failed' || isUnresolved) results.delete(key);
      }
      snapshot = takeSnapshot();
    },
    getSnapshot: (): MediaLookupSnapshot => snapshot,
    subscribe: (listener: () => void): (() => void) => listeners.subscribe(listener),
  };
}
