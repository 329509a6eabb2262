/**
 * Login throttling enforced by the server (decision 0011), on shared counters:
 * - per client address (an IPv6 /64 counts as one), checked before anything is hashed:
 *   `attemptsPerAddress` logins and as many sign-ups per 15-minute window;
 * - per account: the 5th failure for one identifier locks it for 15 minutes (core's
 *   LOGIN_MAX_ATTEMPTS and LOGIN_LOCKOUT_MS), keyed by the normalised identifier whether or
 *   not an account has it, so the answers cannot tell the two apart.
 * An attempt is counted before its password is checked and forgiven when it succeeds, so
 * parallel guesses cannot slip past the limit.
 */
import { createHash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { LOGIN_LOCKOUT_MS, LOGIN_MAX_ATTEMPTS } from '@reelhouse/core/account/login-lockout';
import { HttpError } from '../../http/errors';
import type { CounterStore } from './counter-store';
import { normaliseIdentifier } from './user-repository';

/** The window of the per-address limits, in ms. */
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;

export const THROTTLED_MESSAGE = 'Too many attempts from your network. Try again later.';

export type AddressAction = 'login' | 'signup';

export interface LoginGuard {
  /** @throws HttpError 429 with Retry-After when the address used up its attempts */
  checkAddress(address: string, action: AddressAction): Promise<void>;
  /** Counts a login attempt for the identifier. @throws HttpError 429 while it is locked */
  beginAttempt(identifier: string): Promise<void>;
  /** Forgets the identifier's failures after a successful login. */
  succeeded(identifier: string): Promise<void>;
}

export function createLoginGuard(options: {
  counters: CounterStore;
  attemptsPerAddress: number;
}): LoginGuard {
  const { counters, attemptsPerAddress } = options;
  return {
    async checkAddress(address, action) {
      const { count, resetInMs } = await counters.increment(
        `address:${action}:${getAddressKey(address)}`,
        ADDRESS_WINDOW_MS,
      );
      if (count > attemptsPerAddress) throw tooMany(THROTTLED_MESSAGE, resetInMs);
    },
    async beginAttempt(identifier) {
      const { count, resetInMs } = await counters.increment(
        accountKey(identifier),
        LOGIN_LOCKOUT_MS,
        LOGIN_MAX_ATTEMPTS,
      );
      if (count > LOGIN_MAX_ATTEMPTS) {
        const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
        throw tooMany(
          `Too many failed logins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          resetInMs,
        );
      }
    },
    async succeeded(identifier) {
      await counters.reset(accountKey(identifier));
    },
  };
}

/**
 * The unit the address limit counts: an IPv4 address (IPv4-mapped IPv6 included), or an IPv6
 * /64, since one subscriber commonly holds a whole /64.
 */
export function getAddressKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  return `${parsed.toNormalizedString().split(':').slice(0, 4).join(':')}::/64`;
}

/** Identifiers are hashed so the shared store holds no e-mail addresses. */
function accountKey(identifier: string): string {
  const digest = createHash('sha256').update(normaliseIdentifier(identifier)).digest('base64url');
  return `account:${digest}`;
}

function tooMany(message: string, resetInMs: number): HttpError {
  return new HttpError(429, message, {
    'Retry-After': String(Math.max(1, Math.ceil(resetInMs / 1000))),
  });
}
