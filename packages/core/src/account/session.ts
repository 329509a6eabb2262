/**
 * Whether the browser is signed in (spec section 4 "Session"): signed in when a user-info record
 * exists locally; a record carrying an `error` is removed and the page reloaded.
 */

/** 'discard': the stored record is unusable and must be removed. */
export type SessionState = 'signed-out' | 'signed-in' | 'discard';

/**
 * @param userInfo the parsed 'user-info' record, or null when there is none
 * @returns 'signed-in' for a record with a username; 'discard' for a record with a non-empty
 *   `error` or without a username (remove it, then reload); 'signed-out' without a record
 */
export function getSessionState(
  userInfo: Readonly<Record<string, unknown>> | null | undefined,
): SessionState {
  if (!userInfo) return 'signed-out';
  if (typeof userInfo.error === 'string' && userInfo.error !== '') return 'discard';
  return typeof userInfo.username === 'string' && userInfo.username !== ''
    ? 'signed-in'
    : 'discard';
}
