/**
 * Sync texts and timing (spec sections 4, 8 and 9): the toasts exactly as the spec writes them,
 * the 25 s progress sync, and when it is due.
 */

/** Error toast: the bookmark sync failed. */
export const BOOKMARK_SYNC_FAILED_TOAST =
  'Failed to sync bookmarks, you may not be connected to internet.';
/** Error toast: the watch-progress sync failed. */
export const WATCH_PROGRESS_SYNC_FAILED_TOAST = 'Failed to sync watch progress.';
/** Error toast: `GET /users/me` failed during the sync. */
export const USER_FETCH_FAILED_TOAST = 'Failed to fetch user data.';
/** Error toast: `POST /sync/4k_token` failed. */
export const FOUR_K_TOKEN_SYNC_FAILED_TOAST = 'Failed to sync 4k token.';
/** Shown after the first successful bookmark sync only ({@link isFirstSync}). */
export const BOOKMARKS_SYNCED_TOAST = 'Bookmarks synced successfully.';
/**
 * Success toast after the first successful watch-history sync on this browser ({@link isFirstSync}).
 * The spec lists it without saying when; shown on every page load it covered the bookmark list.
 */
export const WATCH_PROGRESS_SYNCED_TOAST = 'Watch progress and history synced successfully.';
/** Success toast after the 4K token reached the account. */
export const FOUR_K_TOKEN_SYNCED_TOAST = 'Your 4k token has been synced to your account.';

/** While signed in, watch progress is sent to the server at most this often, in ms. */
export const PROGRESS_SYNC_INTERVAL_MS = 25_000;

/**
 * Whether a list's sync is the first one on this browser (its success toast shows then only).
 * @param lastUpdateTime the raw `lastBookmarkUpdateTime` or `lastWatchHistoryUpdateTime` value:
 *   absent, empty, not a positive number of ms, all mean "never synced"
 */
export function isFirstSync(lastUpdateTime: string | null): boolean {
  if (lastUpdateTime === null || !/^\d+$/.test(lastUpdateTime)) return true;
  return Number(lastUpdateTime) <= 0;
}

/** What the 25 s progress sync checks. */
export interface ProgressSyncCheck {
  isSignedIn: boolean;
  /** when progress last changed locally, ms (null: never) */
  lastChangedAtMs: number | null;
  /** when progress was last sent successfully, ms (null: never) */
  lastSyncedAtMs: number | null;
  nowMs: number;
}

/**
 * The spec's "check" before the 25 s progress sync: signed in, something changed since the last
 * successful sync, and at least {@link PROGRESS_SYNC_INTERVAL_MS} since it (a clock that went back
 * counts as due).
 */
export function shouldSyncProgress(check: ProgressSyncCheck): boolean {
  if (!check.isSignedIn || check.lastChangedAtMs === null) return false;
  if (check.lastSyncedAtMs === null) return true;
  if (check.lastChangedAtMs <= check.lastSyncedAtMs) return false;
  const elapsedMs = check.nowMs - check.lastSyncedAtMs;
  return elapsedMs >= PROGRESS_SYNC_INTERVAL_MS || elapsedMs < 0;
}
