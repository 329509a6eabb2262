/**
 * The login lockout (spec sections 4 and 9): 5 failures lock the form for 15 minutes; the state
 * survives reloads (keys loginAttempts and loginLockoutUntil) and clears once the time passes.
 */

/** Failures that lock the form. */
export const LOGIN_MAX_ATTEMPTS = 5;

/** How long a lockout lasts, in milliseconds (15 minutes). */
export const LOGIN_LOCKOUT_MS = 15 * 60 * 1000;

/** The login page re-checks the lockout this often, in milliseconds. */
export const LOCKOUT_RECHECK_INTERVAL_MS = 1000;

/** What the browser keeps between attempts. */
export interface LockoutState {
  /** failures since the last success or the last lockout's end */
  attempts: number;
  /** end of the lockout, in ms since the epoch; null when not locked */
  lockoutUntil: number | null;
}

/** The state of a fresh browser or after a successful login. */
export const INITIAL_LOCKOUT_STATE: LockoutState = { attempts: 0, lockoutUntil: null };

/**
 * Reads the two stored values; anything unreadable counts as no failures / no lockout.
 * @param attempts stored 'loginAttempts' (a decimal count)
 * @param lockoutUntil stored 'loginLockoutUntil' (ms since the epoch)
 */
export function readLockoutState(
  attempts: string | null | undefined,
  lockoutUntil: string | null | undefined,
): LockoutState {
  const count = Number(attempts);
  const until = Number(lockoutUntil);
  return {
    attempts: attempts && Number.isSafeInteger(count) && count > 0 ? count : 0,
    lockoutUntil: lockoutUntil && Number.isFinite(until) && until > 0 ? until : null,
  };
}

/** @returns whether the form is locked at `now` (ms); the lock ends exactly at lockoutUntil */
export function isLockedOut(state: LockoutState, now: number): boolean {
  return state.lockoutUntil !== null && now < state.lockoutUntil;
}

/** @returns the milliseconds left in the lockout at `now`, 0 when not locked */
export function getLockoutRemainingMs(state: LockoutState, now: number): number {
  return isLockedOut(state, now) && state.lockoutUntil !== null ? state.lockoutUntil - now : 0;
}

/**
 * Drops a lockout whose time has passed, with its failure count, so the user starts afresh.
 * @returns the same object when nothing changes
 */
export function clearExpiredLockout(state: LockoutState, now: number): LockoutState {
  if (state.lockoutUntil === null || isLockedOut(state, now)) return state;
  return INITIAL_LOCKOUT_STATE;
}

/**
 * Counts a failed login at `now` (ms). The fifth failure locks the form until now + 15 minutes.
 * A failure during a lockout (the form is disabled, so only a race) changes nothing.
 */
export function recordFailure(state: LockoutState, now: number): LockoutState {
  if (isLockedOut(state, now)) return state;
  const attempts = clearExpiredLockout(state, now).attempts + 1;
  if (attempts >= LOGIN_MAX_ATTEMPTS) return { attempts, lockoutUntil: now + LOGIN_LOCKOUT_MS };
  return { attempts, lockoutUntil: null };
}

/** A successful login forgets every failure. */
export function recordSuccess(): LockoutState {
  return INITIAL_LOCKOUT_STATE;
}

/**
 * The login button's text during a lockout.
 * @param remainingMs time left; rounded up to whole seconds so the last second reads 0:01
 * @returns 'Locked (m:ss)', e.g. 'Locked (14:59)'; negative values read 'Locked (0:00)'
 */
export function formatLockoutButton(remainingMs: number): string {
  const totalSeconds = Math.max(0, Math.ceil(remainingMs / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return `Locked (${minutes}:${seconds})`;
}
