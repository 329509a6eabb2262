import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_MIGRATION_ERROR_TOAST,
  BOOKMARK_MIGRATION_LOADING_TOAST,
  BOOKMARK_MIGRATION_SUCCESS_TOAST,
  BOOKMARK_USAGE_EVENT_NAMES,
  BOOKMARKS_PAGE_TITLE,
  CLEARED_BAD_BOOKMARKS_TOAST,
  FAKE_MIGRATION_WAIT_MS,
  formatBookmarkAddedToast,
  NO_BOOKMARKS_TEXT,
  NO_MATCHING_BOOKMARKS_TEXT,
} from './texts';

describe('bookmark texts', () => {
  it('names the title and the category in the added toast', () => {
    expect(formatBookmarkAddedToast('Dune', 'favorites')).toBe('Added Dune to favorites');
  });

  it('uses the spec texts word for word', () => {
    expect([
      BOOKMARK_MIGRATION_LOADING_TOAST,
      BOOKMARK_MIGRATION_SUCCESS_TOAST,
      BOOKMARK_MIGRATION_ERROR_TOAST,
      CLEARED_BAD_BOOKMARKS_TOAST,
      BOOKMARKS_PAGE_TITLE,
      NO_BOOKMARKS_TEXT,
      NO_MATCHING_BOOKMARKS_TEXT,
    ]).toEqual([
      'Migrating your bookmarks to support new features and syncing...',
      'Your bookmarks have been upgraded and new features are now available for you!',
      'Error',
      'Cleared Bad Bookmark Data',
      'My Bookmarks',
      'You have no bookmarks yet',
      'No matching bookmarks',
    ]);
  });

  it('waits 10 seconds in the fake migration and names the two usage events', () => {
    expect(FAKE_MIGRATION_WAIT_MS).toBe(10_000);
    expect(BOOKMARK_USAGE_EVENT_NAMES).toEqual(['bookmarks-added', 'bookmarks-removed']);
  });
});
