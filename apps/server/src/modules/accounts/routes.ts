/**
 * The account API, with full paths, mounted at `/api`: `POST /auth/signup`, `/auth/login`,
 * `/auth/logout`, `/auth/logout-everywhere`; `GET /users/me`; `POST /users/me/updateName`,
 * `/users/me/password`; `POST /sync/4k_token`.
 * State-changing routes refuse foreign origins (403) and non-JSON bodies (415), and cap bodies
 * at 16 KB (413). The session secret travels only in Set-Cookie (decision 0011).
 */
import {
  changePasswordBodySchema,
  loginBodySchema,
  signUpPayloadSchema,
  syncTokenBodySchema,
  updateNameBodySchema,
} from '@reelhouse/core/account/account-schema';
import { INVALID_TOKEN_INPUT_MESSAGE } from '@reelhouse/core/validation/ui-token';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { getClientAddress } from '../../http/client-address';
import { capBody, noStore, refuseForeignOrigins, requireJsonContentType } from '../../http/guards';
import { validate } from '../../http/validate';
import { refuseNulCharacters, refusalMessage } from './account-body';
import type { AccountService } from './account-service';
import type { AddressAction, LoginGuard } from './login-guard';
import { createRequireSession } from './require-session';
import type { SessionCookie } from './session-cookie';
import type { SessionVariables } from './session-identity';
import type { SessionService } from './session-service';
import { toUserAnswer, type StoredUser } from './user-repository';

/** Largest account body, in bytes: a few short fields (a UI token is the longest, ≤ 8 KB). */
export const MAX_ACCOUNT_BODY_BYTES = 16 * 1024;

export const LOGIN_REFUSED_MESSAGE = 'Wrong email, username or password';

const loginBody = refuseNulCharacters(loginBodySchema);
const signUpBody = refuseNulCharacters(signUpPayloadSchema);
const updateNameBody = refuseNulCharacters(updateNameBodySchema);
const syncTokenBody = refuseNulCharacters(syncTokenBodySchema);
const changePasswordBody = refuseNulCharacters(changePasswordBodySchema);

export interface AccountRoutesDeps {
  accounts: AccountService;
  guard: LoginGuard;
  sessions: SessionService;
  cookie: SessionCookie;
  /** the site's public origin (PUBLIC_URL), also accepted as a request's own origin */
  publicUrl: string | undefined;
}

export function createAccountRoutes(
  deps: AccountRoutesDeps,
): Hono<{ Variables: SessionVariables }> {
  const { accounts, guard, sessions, cookie } = deps;
  const routes = new Hono<{ Variables: SessionVariables }>();
  const requireSession = createRequireSession({ sessions, cookie });
  const changes = (options: { allowEmpty?: boolean } = {}) =>
    [
      noStore,
      refuseForeignOrigins(deps.publicUrl),
      requireJsonContentType(options),
      capBody(MAX_ACCOUNT_BODY_BYTES),
    ] as const;
  /** Counts the attempt against the client's address; beyond its limit, 429. */
  const checkAddress =
    (action: AddressAction): MiddlewareHandler =>
    async (c, next) => {
      await guard.checkAddress(getClientAddress(c), action);
      await next();
    };

  /** Starts a session for the user: the cookie carries the secret, the body only the id. */
  async function answerSignedIn(c: Context, user: StoredUser, status: 200 | 201) {
    // A browser that was signed in gets a new session, and the old one ends.
    const previous = await sessions.resume(cookie.read(c));
    if (previous) await sessions.end(previous.sessionId);
    const session = await sessions.start(user.id);
    cookie.write(c, session.cookieValue, session.maxAgeSeconds);
    return c.json({ token: session.id, user: toUserAnswer(user) }, status);
  }

  routes.post(
    '/auth/signup',
    ...changes(),
    checkAddress('signup'),
    validate('json', signUpBody, { message: refusalMessage('Please check the sign-up details') }),
    async (c) => {
      const result = await accounts.signUp(c.req.valid('json'));
      if (!result.ok) return c.json({ error: result.error }, result.reason === 'taken' ? 409 : 400);
      return answerSignedIn(c, result.user, 201);
    },
  );

  routes.post(
    '/auth/login',
    ...changes(),
    checkAddress('login'),
    validate('json', loginBody, {
      message: refusalMessage('Enter your email or username, and your password'),
    }),
    async (c) => {
      const body = c.req.valid('json');
      const identifier = 'email' in body ? body.email : body.username;
      const user = await accounts.logIn(identifier, body.password);
      if (!user) return c.json({ error: LOGIN_REFUSED_MESSAGE }, 401);
      return answerSignedIn(c, user, 200);
    },
  );

  routes.post('/auth/logout', ...changes({ allowEmpty: true }), async (c) => {
    const session = await sessions.resume(cookie.read(c));
    if (session) await sessions.end(session.sessionId);
    cookie.clear(c);
    return c.body(null, 204);
  });

  // Every session of the account ends, this one too: a lost or shared device is signed out.
  routes.post(
    '/auth/logout-everywhere',
    ...changes({ allowEmpty: true }),
    requireSession,
    async (c) => {
      await sessions.endAllOfUser(c.get('session').userId);
      cookie.clear(c);
      return c.body(null, 204);
    },
  );

  routes.get('/users/me', noStore, requireSession, async (c) => {
    const user = await accounts.findUser(c.get('session').userId);
    if (!user) return c.json({ error: 'Unauthorized' }, 401);
    return c.json(toUserAnswer(user));
  });

  routes.post(
    '/users/me/updateName',
    ...changes(),
    requireSession,
    validate('json', updateNameBody, {
      message: refusalMessage('Name must be 1 to 100 characters'),
    }),
    async (c) => {
      const user = await accounts.updateName(c.get('session').userId, c.req.valid('json').name);
      if (!user) return c.json({ error: 'Unauthorized' }, 401);
      return c.json(toUserAnswer(user));
    },
  );

  // A new password ends every other session: whoever knew the old one is signed out.
  routes.post(
    '/users/me/password',
    ...changes(),
    requireSession,
    validate('json', changePasswordBody, { message: refusalMessage('Please check the passwords') }),
    async (c) => {
      const body = c.req.valid('json');
      const { userId, sessionId } = c.get('session');
      const user = await accounts.findUser(userId);
      if (!user) return c.json({ error: 'Unauthorized' }, 401);
      const result = await accounts.changePassword(user, body.currentPassword, body.newPassword);
      if (!result.ok) {
        return c.json({ error: result.error }, result.reason === 'wrong-password' ? 403 : 400);
      }
      await sessions.endAllOfUser(userId, sessionId);
      return c.body(null, 204);
    },
  );

  routes.post(
    '/sync/4k_token',
    ...changes(),
    requireSession,
    validate('json', syncTokenBody, { message: refusalMessage(INVALID_TOKEN_INPUT_MESSAGE) }),
    async (c) => {
      await accounts.setFourKToken(c.get('session').userId, c.req.valid('json').token);
      return c.body(null, 204);
    },
  );

  return routes;
}
