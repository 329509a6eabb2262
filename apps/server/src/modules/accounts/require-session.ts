/** The middleware other modules put in front of routes that need a signed-in user. */
import type { RequireSession } from './session-identity';
import type { SessionCookie } from './session-cookie';
import type { SessionService } from './session-service';

/** Answers 401 `{ error: 'Unauthorized' }` without a valid session, else sets `session`. */
export function createRequireSession(deps: {
  sessions: SessionService;
  cookie: SessionCookie;
}): RequireSession {
  return async (c, next) => {
    const identity = await deps.sessions.resume(deps.cookie.read(c));
    if (!identity) return c.json({ error: 'Unauthorized' }, 401);
    c.set('session', identity);
    await next();
    return undefined;
  };
}
