/**
 * Whether the browser's 4K token (`4kToken`) must be sent to the account (`POST /sync/4k_token`),
 * or the account's kept in a browser that has none, and the mark kept in `4kTokenSynced` once it was: a fingerprint of the token, so a new token is
 * sent again while the stored mark never repeats the token itself.
 */
import { fnv1a32 } from '../hash/fnv1a';
import { readStoredUiToken } from '../validation/ui-token';

/**
 * The `4kTokenSynced` mark of a token: 'v1:' and 8 hex digits of its FNV-1a hash (32 bits, over
 * UTF-16 code units). Not a secret and not a proof: it only tells "this token was sent" apart
 * from "another token was".
 */
export function getUiTokenSyncMark(token: string): string {
  return `v1:${fnv1a32(token).toString(16).padStart(8, '0')}`;
}

/** What to do with the browser's 4K token during a sync. */
export type UiTokenSyncPlan =
  | { action: 'skip' }
  /** the account holds it already: store the mark without sending */
  | { action: 'mark'; mark: string }
  | { action: 'send'; token: string; mark: string }
  /** this browser has none and the account has one: keep the account's here, with its mark */
  | { action: 'take'; token: string; mark: string };

/**
 * @param storedToken the raw `4kToken` value (ignored unless it starts with 'ey' and has at
 *   least 50 characters)
 * @param storedMark the raw `4kTokenSynced` value
 * @param accountToken the account's token as `GET /users/me` answered it (null or undefined:
 *   none, or not known)
 */
export function planUiTokenSync(
  storedToken: string | null,
  storedMark: string | null,
  accountToken: string | null | undefined,
): UiTokenSyncPlan {
  const token = readStoredUiToken(storedToken);
  if (token === null) {
    // The user's own token, submitted in another browser, reaches this one (decision 0024).
    const fromAccount = readStoredUiToken(accountToken);
    if (fromAccount === null) return { action: 'skip' };
    return { action: 'take', token: fromAccount, mark: getUiTokenSyncMark(fromAccount) };
  }
  const mark = getUiTokenSyncMark(token);
  if (storedMark === mark) return { action: 'skip' };
  if (accountToken === token) return { action: 'mark', mark };
  return { action: 'send', token, mark };
}
