/**
 * What the account pages keep in this browser: the user-info record (spec section 3: at least a
 * username; its presence means signed in) and the login lockout's two values.
 */
import { userInfoSchema, type User, type UserInfo } from '@reelhouse/core/account/account-schema';
import {
  INITIAL_LOCKOUT_STATE,
  clearExpiredLockout,
  readLockoutState,
  type LockoutState,
} from '@reelhouse/core/account/login-lockout';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { readStoredString, removeStored, writeStoredString } from '~/lib/storage';

/**
 * Tells this tab's listeners (the header, the account sync) that user-info changed: the browser
 * sends its storage event to other tabs only.
 */
function announceUserInfoChange(): void {
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.userInfo }));
}

/** Keeps the signed-in user; a browser refusing the write leaves the visitor signed out here. */
export function storeUserInfo(user: User): void {
  try {
    writeStoredString(STORAGE_KEYS.userInfo, JSON.stringify(user));
  } catch {
    // Storage refused: the session cookie still works, only this browser's record is missing.
    return;
  }
  announceUserInfoChange();
}

/** Forgets the signed-in user (logout, a session the server no longer knows, a new sign-up). */
export function removeUserInfo(): void {
  removeStored([STORAGE_KEYS.userInfo]);
  announceUserInfoChange();
}

/**
 * @param raw the stored user-info text
 * @returns the record, or null when absent, unreadable, without username or marked with an error
 */
export function parseUserInfo(raw: string | null): UserInfo | null {
  if (raw === null) return null;
  try {
    const parsed = userInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success && !parsed.data.error ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored user-info text (null when absent), for a store's snapshot. */
export function readUserInfoText(): string | null {
  return readStoredString(STORAGE_KEYS.userInfo);
}

/** @returns the stored lockout at `now`; one whose time has passed is forgotten first */
export function readStoredLockout(now: number): LockoutState {
  const stored = readLockoutState(
    readStoredString(STORAGE_KEYS.loginAttempts),
    readStoredString(STORAGE_KEYS.loginLockoutUntil),
  );
  const current = clearExpiredLockout(stored, now);
  if (current !== stored) storeLockout(current);
  return current;
}

/** Writes the lockout; the initial state removes both keys. */
export function storeLockout(state: LockoutState): void {
  const keys = [STORAGE_KEYS.loginAttempts, STORAGE_KEYS.loginLockoutUntil] as const;
  if (state.attempts === INITIAL_LOCKOUT_STATE.attempts && state.lockoutUntil === null) {
    removeStored(keys);
    return;
  }
  try {
    writeStoredString(STORAGE_KEYS.loginAttempts, String(state.attempts));
    if (state.lockoutUntil === null) removeStored([STORAGE_KEYS.loginLockoutUntil]);
    else writeStoredString(STORAGE_KEYS.loginLockoutUntil, String(state.lockoutUntil));
  } catch {
    // Storage refused: the lockout lasts as long as the page (the server enforces it anyway).
  }
}
