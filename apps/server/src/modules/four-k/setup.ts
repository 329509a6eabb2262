/** Builds the 4K personal tokens from configuration: the signing secret, the records, the routes. */
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Config } from '../../env';
import { createPersonalTokens, type PersonalTokens } from './personal-tokens';
import { createFourKRoutes, type FourKRoutesDeps } from './routes';
import { createSqlFourKTokenRepository } from './token-repository';
import { resolveTokenSecret } from './token-secret';

export interface OpenedFourK {
  tokens: PersonalTokens;
  /** the secret that signs tokens (and the 4K media addresses handed to their users) */
  secret: Uint8Array;
  /** `/api/4k/check` with its full path, to mount at `/api` */
  routes: Hono;
}

export function openFourK(
  config: Pick<Config, 'tokenSecret' | 'dataDir'>,
  db: Kysely<Database>,
  deps: Omit<FourKRoutesDeps, 'tokens'>,
): OpenedFourK {
  const secret = resolveTokenSecret(config.tokenSecret, config.dataDir);
  const tokens = createPersonalTokens({ secret, repository: createSqlFourKTokenRepository(db) });
  return { tokens, secret, routes: createFourKRoutes({ ...deps, tokens }) };
}
