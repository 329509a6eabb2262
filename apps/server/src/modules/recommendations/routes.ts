/**
 * `GET /api/recommendations/because`: the signed-in account's "Because you watched …" rows, from
 * its synced bookmarks and progress (anonymous visitors' rows are made in the browser).
 */
import { Hono } from 'hono';
import { noStore } from '../../http/guards';
import { CatalogueUnavailableError } from '../catalogue/catalogue';
import type { RequireSession, SessionVariables } from '../accounts/session-identity';
import type { BecauseService } from './because-service';

export function createRecommendationRoutes(deps: {
  service: BecauseService;
  requireSession: RequireSession;
}): Hono {
  const routes = new Hono<{ Variables: SessionVariables }>();
  routes.get('/recommendations/because', noStore, deps.requireSession, async (c) => {
    try {
      return c.json({ rows: await deps.service.rowsFor(c.get('session').userId) });
    } catch (error) {
      if (!(error instanceof CatalogueUnavailableError)) throw error;
      return c.json({ error: error.message }, 502);
    }
  });
  const app = new Hono();
  app.route('/', routes);
  return app;
}
