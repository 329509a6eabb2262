/**
 * `GET /api/4k/check` (decision 0024): the 4K token tester. With the session cookie and the token
 * in the `Ui-Token` header, answers `{ streams }`, the library titles with 4K renditions that the
 * token unlocks for the signed-in user: a non-empty list means the token is valid (the spec's
 * rule). A token of another account, an expired, revoked or forged one answers 403 with an empty
 * list and the reason; no session answers 401.
 */
import { Hono } from 'hono';
import { limitPerAddress } from '../../http/guards';
import type { RequireSession, SessionVariables } from '../accounts/session-identity';
import type { LimiterFactory } from '../limits/limiter';
import type { FourKTitle } from '../sources/library/library-4k';
import { TOKEN_REFUSAL_MESSAGES, type PersonalTokens } from './personal-tokens';

/** Checks per client address and minute: a person pasting a token, not a guesser. */
export const TOKEN_CHECKS_PER_MINUTE = 20;

/** The header the tester (and the player's source requests) carry the token in. */
export const UI_TOKEN_HEADER = 'Ui-Token';

const MISSING_TOKEN_MESSAGE = 'No 4K token was sent';

export interface FourKRoutesDeps {
  tokens: PersonalTokens;
  requireSession: RequireSession;
  limits: LimiterFactory;
  /** the library's titles with 4K renditions (none when the library has no 4K files) */
  listTitles: () => Promise<FourKTitle[]>;
}

/** The routes with full paths, to mount at `/api`. */
export function createFourKRoutes(deps: FourKRoutesDeps): Hono {
  const routes = new Hono<{ Variables: SessionVariables }>();
  routes.get(
    '/4k/check',
    limitPerAddress(
      deps.limits.create('4k-token-checks', { points: TOKEN_CHECKS_PER_MINUTE, windowMs: 60_000 }),
    ),
    deps.requireSession,
    async (c) => {
      c.header('Cache-Control', 'no-store');
      const token = c.req.header(UI_TOKEN_HEADER)?.trim() ?? '';
      if (token === '') return c.json({ streams: [], error: MISSING_TOKEN_MESSAGE }, 403);
      const check = await deps.tokens.verify(token, c.get('session').userId);
      if (!check.ok) {
        return c.json({ streams: [], error: TOKEN_REFUSAL_MESSAGES[check.reason] }, 403);
      }
      return c.json({ streams: await deps.listTitles(), expiresAt: check.expiresAt });
    },
  );
  const app = new Hono();
  app.route('/', routes);
  return app;
}
