/**
 * Login throttling enforced by the server (decision 0011), on the shared limits (modules/limits):
 * - per client address (an IPv6 /64 counts as one), checked before anything is hashed:
 *   `attemptsPerAddress` logins and as many sign-ups per 15-minute window;
 * - per account: 5 attempts per identifier per window (core's LOGIN_MAX_ATTEMPTS), counted
 *   whether or not an account has it, so the answers cannot tell the two apart; when the 5th
 *   fails, the identifier is locked for 15 minutes from then (LOGIN_LOCKOUT_MS).
 * An attempt is counted before its password is checked and forgiven when it succeeds, so
 * parallel guesses cannot slip past the limit; one over the count waits briefly for those ahead.
 */
import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_ATTEMPTS } from '@reelhouse/core/account/login-lockout';
import { getAddressKey } from '../../http/client-address';
import { tooManyRequests } from '../../http/rate-limit';
import type { LimiterFactory } from '../limits/limiter';
import { normaliseIdentifier } from './user-repository';

/**
 * How long an attempt over the count waits for the attempts ahead of it (steps of 100 ms, 1.5 s
 * at most): eight devices signing in at once all get in, and guesses still stop at five.
 */
const PARALLEL_WAITS = 15;
const PARALLEL_WAIT_STEP_MS = 100;

/** The window of the per-address limits, in ms. */
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

export const THROTTLED_MESSAGE = 'Too many attempts from your network. Try again later.';

export type AddressAction = 'login' | 'signup';

export interface LoginGuard {
  /** @throws HttpError 429 with Retry-After when the address used up its attempts */
  checkAddress(address: string, action: AddressAction): Promise<void>;
  /** Counts a login attempt for the identifier. @throws HttpError 429 while it is locked */
  beginAttempt(identifier: string): Promise<LoginAttempt>;
  /** Forgets the identifier's failures after a successful login. */
  succeeded(identifier: string): Promise<void>;
}

export interface LoginAttempt {
  /** The password was wrong: after the last allowed attempt, the identifier is locked. */
  failed(): Promise<void>;
}

export function createLoginGuard(options: {
  limits: LimiterFactory;
  attemptsPerAddress: number;
}): LoginGuard {
  const { limits, attemptsPerAddress } = options;
  const perAddress = { points: attemptsPerAddress, windowMs: ADDRESS_WINDOW_MS };
  const addressLimiters = {
    login: limits.create('login-address', perAddress),
    signup: limits.create('signup-address', perAddress),
  };
  const accounts = limits.create('login-account', {
    points: LOGIN_MAX_ATTEMPTS,
    windowMs: LOGIN_LOCKOUT_MS,
  });
  return {
    async checkAddress(address, action) {
      const decision = await addressLimiters[action].consume(getAddressKey(address));
      if (!decision.allowed) throw tooManyRequests(decision.retryAfterMs, THROTTLED_MESSAGE);
    },
    async beginAttempt(identifier) {
      const key = accountKey(identifier);
      let decision = await accounts.consume(key);
      // Over the count but maybe not locked: other attempts are still being checked. Successful
      // ones forgive the count, failed ones lock it; wait a little to see which.
      for (let wait = 0; !decision.allowed && wait < PARALLEL_WAITS; wait += 1) {
        await delay(PARALLEL_WAIT_STEP_MS);
        decision = await accounts.consume(key);
      }
      if (!decision.allowed) {
        const minutes = Math.max(1, Math.ceil(decision.retryAfterMs / 60_000));
        throw tooManyRequests(
          decision.retryAfterMs,
          `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        );
      }
      return {
        async failed() {
          // The lock runs from the last allowed failure, not from the window's start.
          if (decision.remaining === 0) await accounts.block(key, LOGIN_LOCKOUT_MS);
        },
      };
    },
    async succeeded(identifier) {
      await accounts.reset(accountKey(identifier));
    },
  };
}

/** Identifiers are hashed so the shared store holds no e-mail addresses. */
function accountKey(identifier: string): string {
  const digest = createHash('sha256').update(normaliseIdentifier(identifier)).digest('base64url');
  return `account:${digest}`;
}
