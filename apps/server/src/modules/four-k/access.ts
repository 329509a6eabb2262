/**
 * How a 4K token reaches the streams (decision 0024): a source search carrying the signed-in
 * user's own valid token in the `Ui-Token` header gets the library's 4K files, each with a grant
 * for that session ({@link ./media-grants}); `/media` serves a 4K file only to a request whose
 * grant, session and token all hold at that moment.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { SessionCookie } from '../accounts/session-cookie';
import type { SessionService } from '../accounts/session-service';
import { FOUR_K_GATE, type MediaVariables } from '../sources/library/media-routes';
import type { FourKUnlock } from '../sources/source-provider';
import { MEDIA_GRANT_PARAM, type MediaGrants } from './media-grants';
import type { PersonalTokens } from './personal-tokens';
import { UI_TOKEN_HEADER } from './routes';

export interface FourKAccess {
  /** the unlock for a source search, or null without a session and a valid token of its user */
  unlock: (c: Context) => Promise<FourKUnlock | null>;
  /** in front of `/media`: gives a request with a grant the check the media routes make for 4K */
  media: MiddlewareHandler<{ Variables: MediaVariables }>;
}

export function createFourKAccess(deps: {
  tokens: PersonalTokens;
  grants: MediaGrants;
  sessions: SessionService;
  cookie: SessionCookie;
}): FourKAccess {
  return {
    unlock: async (c) => {
      const token = c.req.header(UI_TOKEN_HEADER)?.trim();
      if (!token) return null;
      const session = await deps.sessions.resume(deps.cookie.read(c));
      if (!session) return null;
      const check = await deps.tokens.verify(token, session.userId);
      if (!check.ok) return null;
      const holder = { ...session, tokenId: check.tokenId };
      return {
        mediaQuery: (rootId, relativePath) =>
          `?${MEDIA_GRANT_PARAM}=${deps.grants.sign(holder, `${rootId}/${relativePath}`)}`,
      };
    },

    media: async (c, next) => {
      const grant = c.req.query(MEDIA_GRANT_PARAM);
      if (grant) {
        // Called by the media routes, with the file they resolved, only for a 4K file.
        c.set(FOUR_K_GATE, async (file) => {
          const session = await deps.sessions.resume(deps.cookie.read(c));
          if (!session) return false;
          const tokenId = deps.grants.read(grant, session, file);
          return tokenId !== null && deps.tokens.isLive(tokenId, session.userId);
        });
      }
      await next();
    },
  };
}
