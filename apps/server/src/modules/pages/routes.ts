/**
 * Serves the web app: built assets (hashed files cached for a year, precompressed brotli/gzip
 * chosen by Accept-Encoding) and every other GET through React Router's server renderer.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type { CatalogueReader, SiteConfig } from '@reelhouse/web/load-context';
import { Hono } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import type { Logger } from '../../observability/logger';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';

export interface WebApp {
  /** folder of the client build (assets/, favicon...) */
  clientDir: string;
  /** the server build; a function so development can reload it on every request */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
}

export interface PageRoutesDeps {
  web: WebApp;
  logger: Logger;
  site: SiteConfig;
  pageCacheSeconds: number;
  catalogue: CatalogueReader | null;
  /** origin for canonical links; undefined means each request's own origin */
  publicUrl: string | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createPageRoutes({
  web,
  logger,
  site,
  pageCacheSeconds,
  catalogue,
  publicUrl,
}: PageRoutesDeps) {
  const routes = new Hono<{ Variables: SecureHeadersVariables & RequestIdVariables }>();
  const handleRequest = createRequestHandler(web.build, web.mode);
  const sharedCache = `public, max-age=0, s-maxage=${pageCacheSeconds}, stale-while-revalidate=600`;

  routes.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', IMMUTABLE);
  });
  routes.use('*', serveStatic({ root: web.clientDir, precompressed: true }));

  routes.on(['GET', 'HEAD'], '/assets/*', (c) =>
    c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'no-store' }),
  );

  routes.all('*', async (c) => {
    const context: AppLoadContext = {
      site,
      cspNonce: c.get('secureHeadersNonce') ?? '',
      logger: logger.child({ requestId: c.get('requestId') }),
      catalogue,
      publicOrigin: publicUrl ?? new URL(c.req.url).origin,
    };
    const response = await handleRequest(c.req.raw, context);
    if (!response.headers.has('Cache-Control')) {
      const isShareable =
        c.req.method === 'GET' && response.status === 200 && !response.headers.has('Set-Cookie');
      response.headers.set('Cache-Control', isShareable ? sharedCache : 'no-store');
    }
    return response;
  });
  return routes;
}
