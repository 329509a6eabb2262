/**
 * Short-lived addresses of 4K files (decision 0024). A source search that carries the signed-in
 * user's valid 4K token gets each 4K file as `/media/…?k=<grant>`, where the grant names the
 * token and an expiry and is signed (HMAC-SHA256) over the user, the session, the token, the
 * expiry and the file. The video element sends the session cookie with it (same origin), so the
 * address works only in the browser session it was made for, only for that file, and only while
 * the token is live: `/media` checks the token's record on every request.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query parameter that carries a grant. */
export const MEDIA_GRANT_PARAM = 'k';

/** How long a 4K address lasts: a long film with pauses; the player searches again after. */
export const MEDIA_GRANT_MS = 6 * 60 * 60 * 1000;

const GRANT_PATTERN = /^([0-9a-f-]{36})\.(\d{1,12})\.([\w-]{43})$/;

/** Who a grant is for. */
export interface GrantHolder {
  userId: string;
  sessionId: string;
  tokenId: string;
}

export interface MediaGrants {
  /** @returns the grant for `file` ('<rootId>/<relative path>'), valid {@link MEDIA_GRANT_MS} */
  sign(holder: GrantHolder, file: string): string;
  /**
   * @returns the token id the grant names when it is well signed for this user, session and
   *   file and not expired; else null (the token's own record is checked by the caller)
   */
  read(grant: string, session: { userId: string; sessionId: string }, file: string): string | null;
}

export function createMediaGrants(deps: { secret: Uint8Array; now?: () => number }): MediaGrants {
  const now = deps.now ?? Date.now;
  // A key of its own, derived from the token secret, so a grant can never pass as anything else.
  const key = createHmac('sha256', deps.secret).update('reelhouse 4k media grants v1').digest();
  const mac = (holder: GrantHolder, expires: string, file: string) =>
    createHmac('sha256', key)
      .update([holder.userId, holder.sessionId, holder.tokenId, expires, file].join('\n'))
      .digest('base64url');
  return {
    sign(holder, file) {
      const expires = String(Math.floor((now() + MEDIA_GRANT_MS) / 1000));
      return `${holder.tokenId}.${expires}.${mac(holder, expires, file)}`;
    },
    read(grant, session, file) {
      const match = GRANT_PATTERN.exec(grant);
      if (!match) return null;
      const [, tokenId = '', expires = '', signature = ''] = match;
      if (Number(expires) * 1000 <= now()) return null;
      const expected = Buffer.from(mac({ ...session, tokenId }, expires, file));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? tokenId : null;
    },
  };
}
