/**
 * Untyped bookmarks (written before a bookmark kept its media type) are resolved once: the type
 * the watch history knows the id by, else what the catalogue says, then the list is rewritten
 * with the type. Movie and series ids overlap, so an id alone can name two titles.
 */
import type { MediaType } from '../media/media-item';
import type { Bookmark, MediaId } from './bookmark-schema';

/** What the catalogue answered when asked for one id as one type. */
export type CatalogueAnswer = 'found' | 'missing' | 'failed';

/** What is known about an untyped bookmark's id. */
export interface MediaTypeEvidence {
  /** the type this browser's watch history knows the id by (undefined: never watched here) */
  historyType: MediaType | undefined;
  /** the catalogue's answer for the id as a movie (undefined: not asked) */
  movie: CatalogueAnswer | undefined;
  /** the catalogue's answer for the id as a series (undefined: not asked) */
  tv: CatalogueAnswer | undefined;
}

/**
 * The type of an untyped bookmark: the watch history's when it knows the id; else the one type
 * the catalogue has the id as; when both a movie and a series have it, 'movie' (what the
 * bookmarks page showed before the type was kept).
 * @returns null when it cannot be told yet: a catalogue answer is missing or failed (ask again on
 *   a later visit), or neither a movie nor a series has the id
 */
export function resolveBookmarkMediaType(evidence: MediaTypeEvidence): MediaType | null {
  if (evidence.historyType !== undefined) return evidence.historyType;
  const { movie, tv } = evidence;
  if (movie === undefined || tv === undefined || movie === 'failed' || tv === 'failed') {
    return null;
  }
  if (movie === 'found') return 'movie';
  return tv === 'found' ? 'tv' : null;
}

/** The ids of the untyped bookmarks, each once, in list order. */
export function listUntypedMediaIds(bookmarks: readonly Bookmark[]): MediaId[] {
  const ids = bookmarks.filter((b) => b.mediaType === undefined).map((b) => b.mediaId);
  return [...new Set(ids)];
}

/**
 * Writes resolved types into the list: each untyped bookmark whose id is in `resolved` takes that
 * type and keeps its place, category and `addedAt`. Where the list already holds that typed
 * bookmark in the same category, the two become one (in the first one's place) with the later
 * `addedAt`, as adding it again would.
 * @returns a new list, or `bookmarks` itself when no bookmark changed
 */
export function applyResolvedMediaTypes(
  bookmarks: readonly Bookmark[],
  resolved: ReadonlyMap<MediaId, MediaType>,
): readonly Bookmark[] {
  if (!bookmarks.some((b) => b.mediaType === undefined && resolved.has(b.mediaId))) {
    return bookmarks;
  }
  const next: Bookmark[] = [];
  const indexByKey = new Map<string, number>();
  for (const bookmark of bookmarks) {
    const mediaType = bookmark.mediaType ?? resolved.get(bookmark.mediaId);
    const typed: Bookmark = mediaType === undefined ? bookmark : { ...bookmark, mediaType };
    const key = JSON.stringify([typed.mediaType ?? '', typed.mediaId, typed.category]);
    const index = indexByKey.get(key);
    const earlier = index === undefined ? undefined : next[index];
    if (index === undefined || earlier === undefined) {
      indexByKey.set(key, next.length);
      next.push(typed);
      continue;
    }
    next[index] = { ...earlier, addedAt: Math.max(earlier.addedAt, typed.addedAt) };
  }
  return next;
}
