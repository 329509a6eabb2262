/** Builds the 4K personal tokens from configuration: the signing secret, the records, the routes. */
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Config } from '../../env';
import type { SessionCookie } from '../accounts/session-cookie';
import type { SessionService } from '../accounts/session-service';
import { createFourKAccess, type FourKAccess } from './access';
import { createMediaGrants } from './media-grants';
import { createPersonalTokens, type PersonalTokens } from './personal-tokens';
import { createFourKRoutes, type FourKRoutesDeps } from './routes';
import { createSqlFourKTokenRepository } from './token-repository';
import { resolveTokenSecret } from './token-secret';

export interface OpenedFourK {
  tokens: PersonalTokens;
  /** `/api/4k/check` with its full path, to mount at `/api` */
  routes: Hono;
  /** 4K files in source results and from `/media`, for the token's own user only */
  access: FourKAccess;
}

export function openFourK(
  config: Pick<Config, 'tokenSecret' | 'dataDir'>,
  db: Kysely<Database>,
  deps: Omit<FourKRoutesDeps, 'tokens'> & { sessions: SessionService; cookie: SessionCookie },
): OpenedFourK {
  const secret = resolveTokenSecret(config.tokenSecret, config.dataDir);
  const tokens = createPersonalTokens({ secret, repository: createSqlFourKTokenRepository(db) });
  const grants = createMediaGrants({ secret });
  return {
    tokens,
    routes: createFourKRoutes({ ...deps, tokens }),
    access: createFourKAccess({ tokens, grants, sessions: deps.sessions, cookie: deps.cookie }),
  };
}
