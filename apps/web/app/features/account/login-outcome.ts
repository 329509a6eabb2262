/**
 * What one login answer means for the form (spec sections 4 "Login" and 8 "Login"): success with
 * the user to keep, or the texts to show and the lockout state to store. The server is the real
 * guard; a 429 from it locks the form for as long as its Retry-After says.
 */
import { userSchema, type User } from '@reelhouse/core/account/account-schema';
import { readLoginAnswer } from '@reelhouse/core/account/auth-answer';
import {
  LOGIN_LOCKOUT_MS,
  isLockedOut,
  recordFailure,
  recordSuccess,
  type LockoutState,
} from '@reelhouse/core/account/login-lockout';
import {
  LOGIN_AUTH_FAILED_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LOGIN_LOCKED_MESSAGE,
} from '@reelhouse/core/validation/auth-messages';
import type { JsonAnswer } from '~/lib/api-client';

/** HTTP status of a refusal for too many attempts. */
const TOO_MANY_REQUESTS = 429;

export type LoginOutcome =
  | {
      kind: 'success';
      /** the signed-in user from the answer; null when the answer did not carry a readable one */
      user: User | null;
      lockout: LockoutState;
    }
  | {
      kind: 'failure';
      /** the line every failure shows ('Oi! Login failed…' or, once locked, 'Ye've tried…') */
      message: string;
      /** why, beneath it: the server's error text, else 'Authentication failed'; null if locked */
      reason: string | null;
      lockout: LockoutState;
    };

/**
 * Reads a Retry-After header.
 * @param header delay in whole seconds, or an HTTP date
 * @param now ms since the epoch
 * @returns the wait in ms (0 for a date already past), or null when absent or unreadable
 */
export function readRetryAfterMs(header: string | null, now: number): number | null {
  if (header === null || header.trim() === '') return null;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date names its month ('Wed, 21 Oct 2026 07:28:00 GMT'); '-5' is not a date here.
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * @param answer the server's answer, or null when the request never got one (network failure:
 *   the server was not asked, so it does not count as an attempt)
 * @param lockout the stored state before this attempt
 * @param now ms since the epoch
 */
export function resolveLoginOutcome(
  answer: JsonAnswer | null,
  lockout: LockoutState,
  now: number,
): LoginOutcome {
  if (answer === null) {
    return {
      kind: 'failure',
      message: LOGIN_FAILED_MESSAGE,
      reason: LOGIN_AUTH_FAILED_MESSAGE,
      lockout,
    };
  }
  const read = readLoginAnswer(answer.ok, answer.body);
  if (read.ok)
    return { kind: 'success', user: readAnswerUser(answer.body), lockout: recordSuccess() };
  if (answer.status === TOO_MANY_REQUESTS) {
    // The server's lock is never longer than ours; a longer or missing delay reads as ours.
    const waitMs = Math.min(
      readRetryAfterMs(answer.retryAfter, now) ?? LOGIN_LOCKOUT_MS,
      LOGIN_LOCKOUT_MS,
    );
    return {
      kind: 'failure',
      message: LOGIN_FAILED_MESSAGE,
      reason: read.reason,
      lockout: { attempts: lockout.attempts, lockoutUntil: now + waitMs },
    };
  }
  const next = recordFailure(lockout, now);
  return isLockedOut(next, now)
    ? { kind: 'failure', message: LOGIN_LOCKED_MESSAGE, reason: null, lockout: next }
    : { kind: 'failure', message: LOGIN_FAILED_MESSAGE, reason: read.reason, lockout: next };
}

/** The `user` of a success answer, or null when it is missing or unreadable. */
function readAnswerUser(body: unknown): User | null {
  if (typeof body !== 'object' || body === null) return null;
  const parsed = userSchema.safeParse(Reflect.get(body, 'user'));
  return parsed.success ? parsed.data : null;
}
