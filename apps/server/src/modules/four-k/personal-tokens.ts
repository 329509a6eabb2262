/**
 * 4K personal tokens (scope.md point 2, decision 0024): a JWT the operator issues to one user
 * (HS256, subject the user's id, a jti, issued-at and expiry). The database keeps the jti, the
 * user, the dates and the revocation, never the token; every check reads that record, so a
 * revocation holds at once on every instance.
 */
import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { FourKTokenRepository } from './token-repository';

/** Days a token lasts unless the operator says otherwise. */
export const DEFAULT_TOKEN_DAYS = 365;
/** Longest validity the operator may give, in days. */
export const MAX_TOKEN_DAYS = 3650;

/** Names the tokens this server signs (so no other JWT signed with the secret passes). */
const TOKEN_ISSUER = 'reelhouse';
const TOKEN_AUDIENCE = 'reelhouse:4k';
/** Longer tokens than this are refused before any parsing. */
const MAX_TOKEN_LENGTH = 2048;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a token does not unlock 4K for the user presenting it. */
export type TokenRefusal = 'malformed' | 'expired' | 'revoked' | 'unknown' | 'other-user';

export type TokenCheck =
  | { ok: true; tokenId: string; userId: string; expiresAt: number }
  | { ok: false; reason: TokenRefusal };

/** What each refusal tells the user. */
export const TOKEN_REFUSAL_MESSAGES: Readonly<Record<TokenRefusal, string>> = {
  malformed: 'This is not a 4K token of this site',
  expired: 'This 4K token has expired',
  revoked: 'This 4K token was withdrawn',
  unknown: 'This 4K token is not known to this site',
  'other-user': 'This 4K token belongs to another account',
};

export interface IssuedToken {
  token: string;
  id: string;
  expiresAt: number;
}

export interface PersonalTokens {
  /** signs and records a token for the user, valid `days` days (1 to {@link MAX_TOKEN_DAYS}) */
  issue(userId: string, days?: number): Promise<IssuedToken>;
  /** whether `token` unlocks 4K for `userId` (the signed-in user presenting it) now */
  verify(token: string, userId: string): Promise<TokenCheck>;
  /** whether the token with this id is the user's, not revoked and not expired now */
  isLive(tokenId: string, userId: string): Promise<boolean>;
  /** @returns whether a live token had this id */
  revoke(tokenId: string): Promise<boolean>;
  /** @returns how many live tokens the user had */
  revokeAllOf(userId: string): Promise<number>;
}

export function createPersonalTokens(deps: {
  secret: Uint8Array;
  repository: FourKTokenRepository;
  now?: () => number;
  newId?: () => string;
}): PersonalTokens {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  return {
    async issue(userId, days = DEFAULT_TOKEN_DAYS) {
      if (!Number.isInteger(days) || days < 1 || days > MAX_TOKEN_DAYS) {
        throw new RangeError(`Days must be a whole number from 1 to ${String(MAX_TOKEN_DAYS)}`);
      }
      const id = newId();
      const issuedAt = now();
      const expiresAt = issuedAt + days * DAY_MS;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setSubject(userId)
        .setJti(id)
        .setIssuedAt(Math.floor(issuedAt / 1000))
        .setExpirationTime(Math.floor(expiresAt / 1000))
        .sign(deps.secret);
      await deps.repository.insert({ id, userId, issuedAt, expiresAt });
      return { token, id, expiresAt };
    },

    async verify(token, userId) {
      if (token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'malformed' };
      let subject: string;
      let tokenId: string;
      try {
        const { payload } = await jwtVerify(token, deps.secret, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'jti', 'iat', 'exp'],
          currentDate: new Date(now()),
        });
        if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
          return { ok: false, reason: 'malformed' };
        }
        subject = payload.sub;
        tokenId = payload.jti;
      } catch (error) {
        if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
        return { ok: false, reason: 'malformed' };
      }
      if (subject !== userId) return { ok: false, reason: 'other-user' };
      const record = await deps.repository.findById(tokenId);
      if (record?.userId !== subject) return { ok: false, reason: 'unknown' };
      if (record.revokedAt !== null) return { ok: false, reason: 'revoked' };
      if (record.expiresAt <= now()) return { ok: false, reason: 'expired' };
      return { ok: true, tokenId, userId, expiresAt: record.expiresAt };
    },

    async isLive(tokenId, userId) {
      const record = await deps.repository.findById(tokenId);
      return record?.userId === userId && record.revokedAt === null && record.expiresAt > now();
    },
    revoke(tokenId) {
      return deps.repository.revoke(tokenId, now());
    },
    revokeAllOf(userId) {
      return deps.repository.revokeAllOf(userId, now());
    },
  };
}
