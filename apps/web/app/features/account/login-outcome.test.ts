import { LOGIN_LOCKOUT_MS } from '@reelhouse/core/account/login-lockout';
import { describe, expect, it } from 'vitest';
import type { JsonAnswer } from '~/lib/api-client';
import { readRetryAfterMs, resolveLoginOutcome } from './login-outcome';

const NOW = Date.UTC(2026, 0, 1, 12, 0, 0);
const FRESH = { attempts: 0, lockoutUntil: null };
const FAILED = 'Oi! Login failed. Double-check yer details and give it another shot, will you?';
const LOCKED = "Ye've tried and failed too many times... try again in 15 minutes.";
const USER = { name: 'Anne Bonny', email: 'anne@example.org', username: 'anne', isDonator: true };

function answer(status: number, body: unknown, retryAfter: string | null = null): JsonAnswer {
  return { status, ok: status >= 200 && status < 300, body, retryAfter };
}

describe('readRetryAfterMs', () => {
  it('reads whole seconds and HTTP dates, a past date as no wait', () => {
    expect(readRetryAfterMs('90', NOW)).toBe(90_000);
    expect(readRetryAfterMs(new Date(NOW + 30_000).toUTCString(), NOW)).toBe(30_000);
    expect(readRetryAfterMs(new Date(NOW - 30_000).toUTCString(), NOW)).toBe(0);
  });

  it('gives null for a missing or unreadable header', () => {
    expect(readRetryAfterMs(null, NOW)).toBeNull();
    expect(readRetryAfterMs(' ', NOW)).toBeNull();
    expect(readRetryAfterMs('soon', NOW)).toBeNull();
    expect(readRetryAfterMs('-5', NOW)).toBeNull();
  });
});

describe('resolveLoginOutcome', () => {
  it('succeeds on a token, keeps the answer’s user and forgets earlier failures', () => {
    const outcome = resolveLoginOutcome(
      answer(200, { token: 'sid', user: USER }),
      { attempts: 3, lockoutUntil: null },
      NOW,
    );
    expect(outcome).toEqual({
      kind: 'success',
      user: { ...USER, '4k_token': null },
      lockout: FRESH,
    });
  });

  it('succeeds without a user to keep when the answer carries none', () => {
    expect(resolveLoginOutcome(answer(200, { token: 'sid' }), FRESH, NOW)).toMatchObject({
      kind: 'success',
      user: null,
    });
  });

  it('shows the server’s reason under the failure line and counts the attempt', () => {
    expect(resolveLoginOutcome(answer(401, { error: 'Wrong password' }), FRESH, NOW)).toEqual({
      kind: 'failure',
      message: FAILED,
      reason: 'Wrong password',
      lockout: { attempts: 1, lockoutUntil: null },
    });
  });

  it("falls back to 'Authentication failed' and gives the riddle for an OK without token", () => {
    expect(resolveLoginOutcome(answer(500, null), FRESH, NOW)).toMatchObject({
      reason: 'Authentication failed',
    });
    const riddle = resolveLoginOutcome(answer(200, { user: USER }), FRESH, NOW);
    expect(riddle).toMatchObject({ kind: 'failure', message: FAILED });
    expect(riddle.kind === 'failure' ? riddle.reason : '').toMatch(/riddle|door but no key/i);
  });

  it('locks the form for 15 minutes at the fifth failure, with its own message', () => {
    const outcome = resolveLoginOutcome(
      answer(401, { error: 'Wrong password' }),
      { attempts: 4, lockoutUntil: null },
      NOW,
    );
    expect(outcome).toEqual({
      kind: 'failure',
      message: LOCKED,
      reason: null,
      lockout: { attempts: 5, lockoutUntil: NOW + LOGIN_LOCKOUT_MS },
    });
  });

  it('locks the form for as long as a 429 says, never longer than 15 minutes', () => {
    const short = resolveLoginOutcome(answer(429, { error: 'Slow down' }, '42'), FRESH, NOW);
    expect(short).toEqual({
      kind: 'failure',
      message: FAILED,
      reason: 'Slow down',
      lockout: { attempts: 0, lockoutUntil: NOW + 42_000 },
    });
    const long = resolveLoginOutcome(answer(429, null, '86400'), FRESH, NOW);
    expect(long.lockout.lockoutUntil).toBe(NOW + LOGIN_LOCKOUT_MS);
    const unsaid = resolveLoginOutcome(answer(429, null), FRESH, NOW);
    expect(unsaid.lockout.lockoutUntil).toBe(NOW + LOGIN_LOCKOUT_MS);
  });

  it('does not count a request that never reached the server', () => {
    const before = { attempts: 4, lockoutUntil: null };
    expect(resolveLoginOutcome(null, before, NOW)).toEqual({
      kind: 'failure',
      message: FAILED,
      reason: 'Authentication failed',
      lockout: before,
    });
  });
});
