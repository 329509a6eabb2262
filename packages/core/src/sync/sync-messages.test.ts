import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_SYNC_FAILED_TOAST,
  BOOKMARKS_SYNCED_TOAST,
  FOUR_K_TOKEN_SYNC_FAILED_TOAST,
  FOUR_K_TOKEN_SYNCED_TOAST,
  isFirstSync,
  PROGRESS_SYNC_INTERVAL_MS,
  type ProgressSyncCheck,
  shouldSyncProgress,
  USER_FETCH_FAILED_TOAST,
  WATCH_PROGRESS_SYNC_FAILED_TOAST,
  WATCH_PROGRESS_SYNCED_TOAST,
} from './sync-messages';

describe('sync texts', () => {
  it('are the spec texts word for word', () => {
    expect([
      BOOKMARK_SYNC_FAILED_TOAST,
      WATCH_PROGRESS_SYNC_FAILED_TOAST,
      USER_FETCH_FAILED_TOAST,
      FOUR_K_TOKEN_SYNC_FAILED_TOAST,
      BOOKMARKS_SYNCED_TOAST,
      WATCH_PROGRESS_SYNCED_TOAST,
      FOUR_K_TOKEN_SYNCED_TOAST,
    ]).toEqual([
      'Failed to sync bookmarks, you may not be connected to internet.',
      'Failed to sync watch progress.',
      'Failed to fetch user data.',
      'Failed to sync 4k token.',
      'Bookmarks synced successfully.',
      'Watch progress and history synced successfully.',
      'Your 4k token has been synced to your account.',
    ]);
  });
});

describe('isFirstSync', () => {
  it.each([
    [null, true],
    ['', true],
    ['0', true],
    ['abc', true],
    ['-5', true],
    ['1712345678901', false],
  ])('with a last sync time of %j says %s', (raw, first) => {
    expect(isFirstSync(raw)).toBe(first);
  });
});

describe('shouldSyncProgress', () => {
  const due: ProgressSyncCheck = {
    isSignedIn: true,
    lastChangedAtMs: 40_000,
    lastSyncedAtMs: 10_000,
    nowMs: 35_000,
  };

  it('sends progress every 25 s while something changed', () => {
    expect(PROGRESS_SYNC_INTERVAL_MS).toBe(25_000);
    expect(shouldSyncProgress(due)).toBe(true);
    expect(shouldSyncProgress({ ...due, nowMs: 34_999 })).toBe(false);
  });

  it('sends nothing when signed out or when nothing changed since the last sync', () => {
    expect(shouldSyncProgress({ ...due, isSignedIn: false })).toBe(false);
    expect(shouldSyncProgress({ ...due, lastChangedAtMs: null })).toBe(false);
    expect(shouldSyncProgress({ ...due, lastChangedAtMs: 10_000 })).toBe(false);
  });

  it('sends at once when it never synced, and when the clock went back', () => {
    expect(shouldSyncProgress({ ...due, lastSyncedAtMs: null })).toBe(true);
    expect(shouldSyncProgress({ ...due, nowMs: 5_000 })).toBe(true);
  });
});
