/**
 * The browser storage keys of the spec (section 3, "Local storage keys"). Only the web app's
 * storage module touches localStorage; it takes its keys from here.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  localLock: 'local-lock',
  bookmarks: 'bookmarks',
  legacyBookmarks: 'media-bookmarks',
  watchHistory: 'media-tracking',
  userInfo: 'user-info',
  uiToken: 'ui-token',
  dismissedInfoModals: 'dismissedInfoModals',
  dismissedInfoBoxes: 'dismissedInfoBoxes',
  dismissedAds: 'dismissedAds',
  lastBookmarkUpdateTime: 'lastBookmarkUpdateTime',
  lastWatchHistoryUpdateTime: 'lastWatchHistoryUpdateTime',
  fourKToken: '4kToken',
  fourKTokenSynced: '4kTokenSynced',
  loginAttempts: 'loginAttempts',
  loginLockoutUntil: 'loginLockoutUntil',
  deviceBestResolution: 'deviceBestResolution',
} as const;

/**
 * Keys of our own beyond the spec's list: the player's subtitle settings (size, colours, delay),
 * the user's own Jellyfin connection (server address and their token, never shared) and the
 * account page's settings (kept in the browser).
 */
export const PLAYER_STORAGE_KEYS = {
  subtitleSettings: 'subtitleSettings',
  playerVolume: 'playerVolume',
  jellyfin: 'jellyfin',
  accountSettings: 'accountSettings',
} as const;

/**
 * Keys of our own for account sync: per list, the account its change cursor belongs to, that
 * cursor, and the outbox of local changes the server has not acknowledged yet. One key per list,
 * so that clearing a list (the error screen) also forgets its cursor and the next sync is whole.
 */
export const SYNC_STORAGE_KEYS = {
  bookmarkSync: 'bookmarkSync',
  watchHistorySync: 'watchHistorySync',
} as const;

/** Keys of our own for the calendar: the series a visitor chose to follow or unfollow. */
export const CALENDAR_STORAGE_KEYS = {
  followChoices: 'followChoices',
} as const;

/**
 * Keys of our own for the player's memory per series: the subtitles, audio and quality last
 * chosen while watching each series.
 */
export const SERIES_MEMORY_STORAGE_KEYS = {
  seriesPlayerMemory: 'seriesPlayerMemory',
} as const;

export type StorageKey =
  | (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]
  | (typeof PLAYER_STORAGE_KEYS)[keyof typeof PLAYER_STORAGE_KEYS]
  | (typeof SYNC_STORAGE_KEYS)[keyof typeof SYNC_STORAGE_KEYS]
  | (typeof CALENDAR_STORAGE_KEYS)[keyof typeof CALENDAR_STORAGE_KEYS]
  | (typeof SERIES_MEMORY_STORAGE_KEYS)[keyof typeof SERIES_MEMORY_STORAGE_KEYS];

/**
 * Keys the error screen's "Clear Bookmarks" action removes: current and legacy lists, and their
 * sync state (so the next sync sends the whole list and receives the account's back).
 */
export const BOOKMARK_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.bookmarks,
  STORAGE_KEYS.legacyBookmarks,
  STORAGE_KEYS.lastBookmarkUpdateTime,
  SYNC_STORAGE_KEYS.bookmarkSync,
];

/**
 * Keys the error screen's "Clear Watchlist" action removes: the watch history and its sync state.
 * (Decision 0005: "watchlist" there means what the user has been watching.)
 */
export const WATCH_HISTORY_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.watchHistory,
  STORAGE_KEYS.lastWatchHistoryUpdateTime,
  SYNC_STORAGE_KEYS.watchHistorySync,
];
