/**
 * Bookmark list rules (spec section 4, "Bookmark add"): add, remove, toggle, membership and adding
 * to a new category. Lists are never mutated: every rule returns a new list.
 *
 * A bookmark is identified by (mediaType, mediaId, category). An untyped bookmark (written before
 * the type was kept) is its own identity; until it is resolved it stands for either title with
 * its id, so a title page shows it as bookmarked and its toggle can take it out.
 */
import type { MediaType } from '../media/media-item';
import type { Bookmark, BookmarkUsageEvent, MediaId } from './bookmark-schema';
import {
  type CategoryNameProblem,
  DEFAULT_BOOKMARK_CATEGORY,
  listCategories,
  normaliseCategoryName,
} from './categories';

/**
 * Brand constructor: the caller vouches that `id` is a TMDB id (a positive integer), e.g. one read
 * from the catalogue. Untrusted input goes through `mediaIdSchema` instead.
 */
export function toMediaId(id: number): MediaId {
  return id as MediaId; // brand constructor
}

/** A bookmarked title: its id and type (undefined: an untyped bookmark not resolved yet). */
export interface BookmarkedMedia {
  mediaId: MediaId;
  mediaType: MediaType | undefined;
}

/** Which bookmark: a media item (with its type) in a category. */
export interface BookmarkTarget extends BookmarkedMedia {
  category: string;
}

/** What a toggle did, for the toast and the usage event. */
export type BookmarkToggleChange = 'added' | 'removed';

/** Whether the bookmark is exactly this title (same id and same type, or both untyped). */
function isSameMedia(bookmark: Bookmark, media: BookmarkedMedia): boolean {
  return bookmark.mediaId === media.mediaId && bookmark.mediaType === media.mediaType;
}

/**
 * Whether the bookmark may be this title: the same one, or an untyped bookmark of its id (which
 * may name either the movie or the series until it is resolved). An untyped target stands only for
 * untyped bookmarks.
 */
function standsFor(bookmark: Bookmark, media: BookmarkedMedia): boolean {
  return (
    bookmark.mediaId === media.mediaId &&
    (bookmark.mediaType === undefined || bookmark.mediaType === media.mediaType)
  );
}

function matches(bookmark: Bookmark, target: BookmarkTarget): boolean {
  return isSameMedia(bookmark, target) && bookmark.category === target.category;
}

function toBookmark(target: BookmarkTarget, addedAt: number): Bookmark {
  const { mediaId, mediaType, category } = target;
  return mediaType === undefined
    ? { mediaId, category, addedAt }
    : { mediaId, mediaType, category, addedAt };
}

/**
 * Adds a media item to a category.
 * @param nowMs the current time, ms since the epoch
 * @returns a new list: when the item is already in that category only its `addedAt` is refreshed
 *   (it keeps its place); otherwise a bookmark is appended
 */
export function addBookmark(
  bookmarks: readonly Bookmark[],
  target: BookmarkTarget,
  nowMs: number,
): Bookmark[] {
  if (!bookmarks.some((bookmark) => matches(bookmark, target))) {
    return [...bookmarks, toBookmark(target, nowMs)];
  }
  return bookmarks.map((bookmark) =>
    matches(bookmark, target) ? { ...bookmark, addedAt: nowMs } : bookmark,
  );
}

/**
 * @returns a new list without exactly that bookmark (every copy, should the list hold two); an
 *   untyped bookmark of the same id is another bookmark and stays
 */
export function removeBookmark(bookmarks: readonly Bookmark[], target: BookmarkTarget): Bookmark[] {
  return bookmarks.filter((bookmark) => !matches(bookmark, target));
}

/**
 * Whether the item is in that category: a bookmark of it, or an untyped one of its id (which may
 * be it) — a title page's ticked checkbox.
 */
export function isInCategory(bookmarks: readonly Bookmark[], target: BookmarkTarget): boolean {
  return bookmarks.some(
    (bookmark) => bookmark.category === target.category && standsFor(bookmark, target),
  );
}

/**
 * Whether the item is in any category (an untyped bookmark of its id counts): the bookmark icon
 * is then filled.
 */
export function isInAnyCategory(bookmarks: readonly Bookmark[], media: BookmarkedMedia): boolean {
  return bookmarks.some((bookmark) => standsFor(bookmark, media));
}

/**
 * The categories holding the item (untyped bookmarks of its id included), in list order, each
 * once: the dropdown's ticked checkboxes.
 */
export function getCategoriesOf(bookmarks: readonly Bookmark[], media: BookmarkedMedia): string[] {
  const categories = bookmarks.filter((b) => standsFor(b, media)).map((b) => b.category);
  return [...new Set(categories)];
}

/**
 * A checkbox of the category dropdown: when the item is in the category ({@link isInCategory})
 * removes it — its bookmark and any untyped one of its id there, since the box showed them as
 * one — else adds it with its type.
 * @param nowMs the current time, ms since the epoch (the `addedAt` of an added item)
 */
export function toggleBookmark(
  bookmarks: readonly Bookmark[],
  target: BookmarkTarget,
  nowMs: number,
): { bookmarks: Bookmark[]; change: BookmarkToggleChange } {
  if (isInCategory(bookmarks, target)) {
    const kept = bookmarks.filter(
      (bookmark) => bookmark.category !== target.category || !standsFor(bookmark, target),
    );
    return { bookmarks: kept, change: 'removed' };
  }
  return { bookmarks: addBookmark(bookmarks, target, nowMs), change: 'added' };
}

/** The bookmark icon's one-click toggle: {@link toggleBookmark} in the watchlist. */
export function toggleWatchlist(
  bookmarks: readonly Bookmark[],
  media: BookmarkedMedia,
  nowMs: number,
): { bookmarks: Bookmark[]; change: BookmarkToggleChange } {
  return toggleBookmark(bookmarks, { ...media, category: DEFAULT_BOOKMARK_CATEGORY }, nowMs);
}

/**
 * "Add a category" (Enter or the add button): names the category and puts the item in it.
 * @param input the typed name; trimmed, and matched case-insensitively to an existing category
 * @param nowMs the current time, ms since the epoch
 * @returns the new list and the category used, or why the name was refused ('empty', 'too-long')
 */
export function addToNewCategory(
  bookmarks: readonly Bookmark[],
  media: BookmarkedMedia,
  input: string,
  nowMs: number,
):
  | { ok: true; value: { bookmarks: Bookmark[]; category: string } }
  | { ok: false; reason: CategoryNameProblem } {
  const name = normaliseCategoryName(input, listCategories(bookmarks));
  if (!name.ok) return name;
  const category = name.value;
  return {
    ok: true,
    value: { bookmarks: addBookmark(bookmarks, { ...media, category }, nowMs), category },
  };
}

/** The usage event for a toggle: 'bookmarks-added' or 'bookmarks-removed' with the category. */
export function buildBookmarkUsageEvent(
  change: BookmarkToggleChange,
  category: string,
): BookmarkUsageEvent {
  return { name: change === 'added' ? 'bookmarks-added' : 'bookmarks-removed', category };
}
