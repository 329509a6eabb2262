/**
 * User-visible texts and constants of bookmarks (spec sections 2, 7, 8 and 9), exactly as the spec
 * writes them, plus the usage-event names.
 */

/** Toast after adding a bookmark: 'Added {title} to {category}'. The category is shown as stored. */
export function formatBookmarkAddedToast(title: string, category: string): string {
  return `Added ${title} to ${category}`;
}

/** Loading toast while the legacy store is migrated. */
export const BOOKMARK_MIGRATION_LOADING_TOAST =
  'Migrating your bookmarks to support new features and syncing...';

/** Success toast after the legacy migration. */
export const BOOKMARK_MIGRATION_SUCCESS_TOAST =
  'Your bookmarks have been upgraded and new features are now available for you!';

/** Error toast when the legacy migration fails. */
export const BOOKMARK_MIGRATION_ERROR_TOAST = 'Error';

/** Toast when the stored list was unreadable and has been cleared. */
export const CLEARED_BAD_BOOKMARKS_TOAST = 'Cleared Bad Bookmark Data';

/**
 * How long the migration's loading toast stays before the success toast, in ms (the spec's
 * "fake migration wait": the migration itself is instant).
 */
export const FAKE_MIGRATION_WAIT_MS = 10_000;

/** Title of the bookmarks page. */
export const BOOKMARKS_PAGE_TITLE = 'My Bookmarks';

/** Bookmarks page, when the user has no bookmark at all. */
export const NO_BOOKMARKS_TEXT = 'You have no bookmarks yet';

/** Bookmarks page, when bookmarks exist but the filters hide all of them. */
export const NO_MATCHING_BOOKMARKS_TEXT = 'No matching bookmarks';

/** Names of the usage-analytics events, sent with the category. */
export const BOOKMARK_USAGE_EVENT_NAMES = ['bookmarks-added', 'bookmarks-removed'] as const;

export type BookmarkUsageEventName = (typeof BOOKMARK_USAGE_EVENT_NAMES)[number];
