/**
 * The login lockout as the page sees it: read from storage after mount (the server renders the
 * form unlocked), re-checked each second while locked, cleared once its time has passed, and kept
 * in step with other tabs.
 */
import {
  INITIAL_LOCKOUT_STATE,
  LOCKOUT_RECHECK_INTERVAL_MS,
  getLockoutRemainingMs,
  type LockoutState,
} from '@reelhouse/core/account/login-lockout';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useCallback, useEffect, useState } from 'react';
import { subscribeToStorage } from '~/lib/storage';
import { readStoredLockout, storeLockout } from './account-storage';

export interface LoginLockout {
  state: LockoutState;
  /** ms left in the lockout; 0 when not locked (and on the server) */
  remainingMs: number;
  /** stores a new state (after an attempt) */
  update: (next: LockoutState) => void;
}

interface Snapshot {
  state: LockoutState;
  /** when the state was last checked, ms since the epoch; null before mount */
  checkedAt: number | null;
}

function readSnapshot(): Snapshot {
  const now = Date.now();
  return { state: readStoredLockout(now), checkedAt: now };
}

export function useLoginLockout(): LoginLockout {
  const [snapshot, setSnapshot] = useState<Snapshot>({
    state: INITIAL_LOCKOUT_STATE,
    checkedAt: null,
  });

  useEffect(() => {
    const read = () => setSnapshot(readSnapshot());
    read();
    return subscribeToStorage((key) => {
      if (
        key === null ||
        key === STORAGE_KEYS.loginAttempts ||
        key === STORAGE_KEYS.loginLockoutUntil
      ) {
        read();
      }
    });
  }, []);

  const lockoutUntil = snapshot.state.lockoutUntil;
  useEffect(() => {
    if (lockoutUntil === null) return;
    // Each check re-reads storage, which also forgets the lockout once its time has passed.
    const timer = window.setInterval(
      () => setSnapshot(readSnapshot()),
      LOCKOUT_RECHECK_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [lockoutUntil]);

  const update = useCallback((next: LockoutState) => {
    storeLockout(next);
    setSnapshot({ state: next, checkedAt: Date.now() });
  }, []);

  return {
    state: snapshot.state,
    remainingMs:
      snapshot.checkedAt === null ? 0 : getLockoutRemainingMs(snapshot.state, snapshot.checkedAt),
    update,
  };
}
