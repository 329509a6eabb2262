import { describe, expect, it } from 'vitest';
import {
  BOOKMARK_STORAGE_KEYS,
  PLAYER_STORAGE_KEYS,
  STORAGE_KEYS,
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

  it("keep the player's own keys apart from the spec's, with no name in both", () => {
    const ours = Object.values(PLAYER_STORAGE_KEYS);
    expect(ours).toEqual(['subtitleSettings', 'playerVolume', 'jellyfin']);
    const spec = new Set<string>(Object.values(STORAGE_KEYS));
    expect(ours.filter((key) => spec.has(key))).toEqual([]);
  });

  it('clear bookmarks through the current and legacy lists and their cursor', () => {
    expect(BOOKMARK_STORAGE_KEYS).toEqual([
      'bookmarks',
      'media-bookmarks',
      'lastBookmarkUpdateTime',
    ]);
  });

  it('clear the watch history and its cursor', () => {
    expect(WATCH_HISTORY_STORAGE_KEYS).toEqual(['media-tracking', 'lastWatchHistoryUpdateTime']);
  });
});
