/**
 * The seam between accounts and the routes that need a signed-in user: a middleware that reads
 * the session cookie and either sets `session` on the context or answers 401.
 */
import type { MiddlewareHandler } from 'hono';

/** Who a request comes from: the user, and the session (one per signed-in browser). */
export interface SessionIdentity {
  userId: string;
  sessionId: string;
}

/** Context variables a route behind {@link RequireSession} can read with `c.get('session')`. */
export interface SessionVariables {
  session: SessionIdentity;
}

/**
 * Answers 401 `{ error: 'Unauthorized' }` without a valid session; otherwise sets
 * `c.get('session')` and calls the route.
 */
export type RequireSession = MiddlewareHandler<{ Variables: SessionVariables }>;
