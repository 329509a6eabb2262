/**
 * Sessions (decision 0011): a random id (128 bits) and a random secret (256 bits); the cookie
 * carries `id.secret`, the database only sha256(secret), compared in constant time. A session
 * ends after `idleMs` without use or `maxMs` after its login, whichever comes first;
 * `last_seen_at` is written at most once a minute.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SessionIdentity } from './session-identity';
import type { SessionRepository } from './session-repository';

/** Writes of `last_seen_at` are at least this far apart, in ms. */
export const TOUCH_INTERVAL_MS = 60_000;

const ID_BYTES = 16;
const SECRET_BYTES = 32;
const COOKIE_VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export interface SessionTimeouts {
  /** a session unused this long ends, in ms */
  idleMs: number;
  /** a session ends this long after its login, in ms */
  maxMs: number;
}

export interface StartedSession {
  /** the session id: not secret (login answers carry it as `token`) */
  id: string;
  /** what the cookie holds: the id and the secret; travels only in Set-Cookie */
  cookieValue: string;
  /** how long the browser should keep the cookie, in seconds */
  maxAgeSeconds: number;
}

export interface SessionService {
  start(userId: string): Promise<StartedSession>;
  /**
   * @returns who the cookie value belongs to, or null when it is absent, malformed, unknown,
   *   tampered with, or its session ended (an ended session is deleted)
   */
  resume(cookieValue: string | undefined): Promise<SessionIdentity | null>;
  end(sessionId: string): Promise<void>;
  /** Ends every session of the user ("sign out everywhere"), or all but `keepId`. */
  endAllOfUser(userId: string, keepId?: string): Promise<void>;
}

export function createSessionService(options: {
  repository: SessionRepository;
  timeouts: SessionTimeouts;
  now: () => number;
}): SessionService {
  const { repository, timeouts, now } = options;
  return {
    async start(userId) {
      const time = now();
      // Sessions of this user that ended are cleared here, so the table does not grow forever.
      await repository.deleteEnded(userId, time, time - timeouts.idleMs);
      const id = randomBytes(ID_BYTES).toString('base64url');
      const secret = randomBytes(SECRET_BYTES).toString('base64url');
      await repository.insert({
        id,
        userId,
        secretHash: hashSecret(secret),
        createdAt: time,
        lastSeenAt: time,
        expiresAt: time + timeouts.maxMs,
      });
      return {
        id,
        cookieValue: `${id}.${secret}`,
        maxAgeSeconds: Math.floor(timeouts.maxMs / 1000),
      };
    },
    async resume(cookieValue) {
      const match = cookieValue === undefined ? null : COOKIE_VALUE.exec(cookieValue);
      if (!match?.[1] || !match[2]) return null;
      const session = await repository.find(match[1]);
      if (!session || !isSameHash(session.secretHash, hashSecret(match[2]))) return null;
      const time = now();
      if (time >= session.expiresAt || time - session.lastSeenAt >= timeouts.idleMs) {
        await repository.delete(session.id);
        return null;
      }
      if (time - session.lastSeenAt >= TOUCH_INTERVAL_MS) await repository.touch(session.id, time);
      return { userId: session.userId, sessionId: session.id };
    },
    async end(sessionId) {
      await repository.delete(sessionId);
    },
    async endAllOfUser(userId, keepId) {
      await repository.deleteAllOfUser(userId, keepId);
    },
  };
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function isSameHash(storedHex: string, computedHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const computed = Buffer.from(computedHex, 'hex');
  return stored.length === computed.length && timingSafeEqual(stored, computed);
}
