import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_STORAGE_KEYS,
  PLAYER_STORAGE_KEYS,
  SERIES_MEMORY_STORAGE_KEYS,
  STORAGE_KEYS,
  SYNC_STORAGE_KEYS,
  WATCH_HISTORY_STORAGE_KEYS,
} from './keys';

describe('storage keys', () => {
  it('are the 17 keys of the spec', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      [
        'theme',
        'local-lock',
        'bookmarks',
        'media-bookmarks',
        'media-tracking',
        'user-info',
        'ui-token',
        'dismissedInfoModals',
        'dismissedInfoBoxes',
        'dismissedAds',
        'lastBookmarkUpdateTime',
        'lastWatchHistoryUpdateTime',
        '4kToken',
        '4kTokenSynced',
        'loginAttempts',
        'loginLockoutUntil',
        'deviceBestResolution',
      ].sort(),
    );
  });

  it("keep our own keys apart from the spec's, with no name in both", () => {
    const ours = Object.values(PLAYER_STORAGE_KEYS);
    expect(ours).toEqual(['subtitleSettings', 'playerVolume', 'jellyfin', 'accountSettings']);
    const spec = new Set<string>(Object.values(STORAGE_KEYS));
    expect(ours.filter((key) => spec.has(key))).toEqual([]);
  });

  it("keep the sync state's keys apart from the spec's and the player's", () => {
    const sync = Object.values(SYNC_STORAGE_KEYS);
    expect(sync).toEqual(['bookmarkSync', 'watchHistorySync']);
    const others = new Set<string>([
      ...Object.values(STORAGE_KEYS),
      ...Object.values(PLAYER_STORAGE_KEYS),
    ]);
    expect(sync.filter((key) => others.has(key))).toEqual([]);
  });

  it("keep the player's memory per series under a key of its own", () => {
    const memory = Object.values(SERIES_MEMORY_STORAGE_KEYS);
    expect(memory).toEqual(['seriesPlayerMemory']);
    const others = new Set<string>([
      ...Object.values(STORAGE_KEYS),
      ...Object.values(PLAYER_STORAGE_KEYS),
      ...Object.values(SYNC_STORAGE_KEYS),
    ]);
    expect(memory.filter((key) => others.has(key))).toEqual([]);
  });

  it('clear bookmarks through the current and legacy lists, their cursor and sync state', () => {
    expect(BOOKMARK_STORAGE_KEYS).toEqual([
      'bookmarks',
      'media-bookmarks',
      'lastBookmarkUpdateTime',
      'bookmarkSync',
    ]);
  });

  it('clear the watch history, its cursor and its sync state', () => {
    expect(WATCH_HISTORY_STORAGE_KEYS).toEqual([
      'media-tracking',
      'lastWatchHistoryUpdateTime',
      'watchHistorySync',
    ]);
  });
});
