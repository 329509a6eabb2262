import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INITIAL_LOCKOUT_STATE,
  LOCKOUT_RECHECK_INTERVAL_MS,
  LOGIN_LOCKOUT_MS,
  LOGIN_MAX_ATTEMPTS,
  type LockoutState,
  clearExpiredLockout,
  formatLockoutButton,
  getLockoutRemainingMs,
  isLockedOut,
  readLockoutState,
  recordFailure,
  recordSuccess,
} from './login-lockout';

const T0 = 1_700_000_000_000;

function failTimes(count: number, now = T0): LockoutState {
  let state = INITIAL_LOCKOUT_STATE;
  for (let i = 0; i < count; i += 1) state = recordFailure(state, now + i);
  return state;
}

describe('lockout constants', () => {
  it('lock after 5 failures for 15 minutes, re-checked every second', () => {
    expect(LOGIN_MAX_ATTEMPTS).toBe(5);
    expect(LOGIN_LOCKOUT_MS).toBe(900_000);
    expect(LOCKOUT_RECHECK_INTERVAL_MS).toBe(1000);
  });
});

describe('recordFailure', () => {
  it('counts failures without locking before the fifth', () => {
    const state = failTimes(4);
    expect(state).toEqual({ attempts: 4, lockoutUntil: null });
    expect(isLockedOut(state, T0 + 4)).toBe(false);
  });

  it('locks for 15 minutes from the fifth failure', () => {
    const state = failTimes(5);
    expect(state).toEqual({ attempts: 5, lockoutUntil: T0 + 4 + LOGIN_LOCKOUT_MS });
    expect(isLockedOut(state, T0 + 5)).toBe(true);
  });

  it('changes nothing while locked', () => {
    const state = failTimes(5);
    expect(recordFailure(state, T0 + 60_000)).toBe(state);
  });

  it('starts counting afresh after a lockout has passed', () => {
    const state = failTimes(5);
    const after = (state.lockoutUntil ?? 0) + 1;
    expect(recordFailure(state, after)).toEqual({ attempts: 1, lockoutUntil: null });
  });
});

describe('isLockedOut and getLockoutRemainingMs', () => {
  const locked: LockoutState = { attempts: 5, lockoutUntil: T0 + LOGIN_LOCKOUT_MS };

  it('locks until the end time and clears exactly then', () => {
    expect(isLockedOut(locked, T0 + LOGIN_LOCKOUT_MS - 1)).toBe(true);
    expect(isLockedOut(locked, T0 + LOGIN_LOCKOUT_MS)).toBe(false);
    expect(getLockoutRemainingMs(locked, T0 + 1000)).toBe(LOGIN_LOCKOUT_MS - 1000);
    expect(getLockoutRemainingMs(locked, T0 + LOGIN_LOCKOUT_MS + 5)).toBe(0);
    expect(getLockoutRemainingMs(INITIAL_LOCKOUT_STATE, T0)).toBe(0);
  });

  it('never reports more than 15 minutes left, nor a negative time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 }),
        fc.integer({ min: 0, max: 2 * LOGIN_LOCKOUT_MS }),
        (failures, elapsed) => {
          const remaining = getLockoutRemainingMs(failTimes(failures), T0 + failures + elapsed);
          expect(remaining).toBeGreaterThanOrEqual(0);
          expect(remaining).toBeLessThanOrEqual(LOGIN_LOCKOUT_MS);
        },
      ),
    );
  });
});

describe('clearExpiredLockout', () => {
  it('forgets a lockout and its failures once the time has passed', () => {
    const state = failTimes(5);
    expect(clearExpiredLockout(state, T0 + 10 + LOGIN_LOCKOUT_MS)).toEqual(INITIAL_LOCKOUT_STATE);
  });

  it('keeps a running lockout and a plain failure count', () => {
    const locked = failTimes(5);
    const counting = failTimes(2);
    expect(clearExpiredLockout(locked, T0 + 10)).toBe(locked);
    expect(clearExpiredLockout(counting, T0 + 10 * LOGIN_LOCKOUT_MS)).toBe(counting);
  });
});

describe('recordSuccess', () => {
  it('forgets every failure', () => {
    expect(recordSuccess()).toEqual({ attempts: 0, lockoutUntil: null });
  });
});

describe('readLockoutState', () => {
  it('reads the stored count and end time', () => {
    expect(readLockoutState('3', String(T0))).toEqual({ attempts: 3, lockoutUntil: T0 });
  });

  it.each([
    [null, null],
    ['', ''],
    ['three', 'soon'],
    ['-2', '-5'],
    ['2.5', 'Infinity'],
  ])('treats %j and %j as nothing stored', (attempts, until) => {
    expect(readLockoutState(attempts, until)).toEqual(INITIAL_LOCKOUT_STATE);
  });
});

describe('formatLockoutButton', () => {
  it.each([
    [LOGIN_LOCKOUT_MS, 'Locked (15:00)'],
    [899_000, 'Locked (14:59)'],
    [899_001, 'Locked (15:00)'],
    [61_000, 'Locked (1:01)'],
    [60_000, 'Locked (1:00)'],
    [9_500, 'Locked (0:10)'],
    [1, 'Locked (0:01)'],
    [0, 'Locked (0:00)'],
    [-500, 'Locked (0:00)'],
  ])('shows %i ms left as %j', (remaining, text) => {
    expect(formatLockoutButton(remaining)).toBe(text);
  });
});
