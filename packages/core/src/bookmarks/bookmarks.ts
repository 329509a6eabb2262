/**
 * Bookmark list rules (spec section 4, "Bookmark add"): add, remove, toggle, membership and adding
 * to a new category. Lists are never mutated: every rule returns a new list.
 */
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

/** Which bookmark: a media item in a category. */
export interface BookmarkTarget {
  mediaId: MediaId;
  category: string;
}

/** What a toggle did, for the toast and the usage event. */
export type BookmarkToggleChange = 'added' | 'removed';

function matches(bookmark: Bookmark, target: BookmarkTarget): boolean {
  return bookmark.mediaId === target.mediaId && bookmark.category === target.category;
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
    return [...bookmarks, { mediaId: target.mediaId, category: target.category, addedAt: nowMs }];
  }
  return bookmarks.map((bookmark) =>
    matches(bookmark, target) ? { ...bookmark, addedAt: nowMs } : bookmark,
  );
}

/** @returns a new list without the item in that category (every copy, should the list hold two) */
export function removeBookmark(bookmarks: readonly Bookmark[], target: BookmarkTarget): Bookmark[] {
  return bookmarks.filter((bookmark) => !matches(bookmark, target));
}

/** Whether the item is in that category. */
export function isInCategory(bookmarks: readonly Bookmark[], target: BookmarkTarget): boolean {
  return bookmarks.some((bookmark) => matches(bookmark, target));
}

/** Whether the item is in any category: the bookmark icon is then filled. */
export function isInAnyCategory(bookmarks: readonly Bookmark[], mediaId: MediaId): boolean {
  return bookmarks.some((bookmark) => bookmark.mediaId === mediaId);
}

/** The categories holding the item, in list order: the dropdown's ticked checkboxes. */
export function getCategoriesOf(bookmarks: readonly Bookmark[], mediaId: MediaId): string[] {
  return bookmarks.filter((bookmark) => bookmark.mediaId === mediaId).map((b) => b.category);
}

/**
 * A checkbox of the category dropdown: removes the item from the category when it is there, else
 * adds it.
 * @param nowMs the current time, ms since the epoch (the `addedAt` of an added item)
 */
export function toggleBookmark(
  bookmarks: readonly Bookmark[],
  target: BookmarkTarget,
  nowMs: number,
): { bookmarks: Bookmark[]; change: BookmarkToggleChange } {
  if (isInCategory(bookmarks, target)) {
    return { bookmarks: removeBookmark(bookmarks, target), change: 'removed' };
  }
  return { bookmarks: addBookmark(bookmarks, target, nowMs), change: 'added' };
}

/** The bookmark icon's one-click toggle: {@link toggleBookmark} in the watchlist. */
export function toggleWatchlist(
  bookmarks: readonly Bookmark[],
  mediaId: MediaId,
  nowMs: number,
): { bookmarks: Bookmark[]; change: BookmarkToggleChange } {
  return toggleBookmark(bookmarks, { mediaId, category: DEFAULT_BOOKMARK_CATEGORY }, nowMs);
}

/**
 * "Add a category" (Enter or the add button): names the category and puts the item in it.
 * @param input the typed name; trimmed, and matched case-insensitively to an existing category
 * @param nowMs the current time, ms since the epoch
 * @returns the new list and the category used, or why the name was refused ('empty', 'too-long')
 */
export function addToNewCategory(
  bookmarks: readonly Bookmark[],
  mediaId: MediaId,
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
    value: { bookmarks: addBookmark(bookmarks, { mediaId, category }, nowMs), category },
  };
}

/** The usage event for a toggle: 'bookmarks-added' or 'bookmarks-removed' with the category. */
export function buildBookmarkUsageEvent(
  change: BookmarkToggleChange,
  category: string,
): BookmarkUsageEvent {
  return { name: change === 'added' ? 'bookmarks-added' : 'bookmarks-removed', category };
}
