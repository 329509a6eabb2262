/**
 * Serves the web app: built assets (hashed files cached for a year, precompressed brotli/gzip
 * chosen by Accept-Encoding) and every other GET through React Router's server renderer. A
 * rendered page is finished before it is sent, so that its inline scripts can be hashed for the
 * Content-Security-Policy (http/content-security-policy.ts): the same page, and the same policy,
 * for everyone, which a CDN may share.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import type {
  AvailabilityReader,
  CatalogueReader,
  SiteConfig,
  SiteContentReader,
  StatsPageReader,
} from '@reelhouse/web/load-context';
import { Hono } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { hashInlineScripts } from '../../http/content-security-policy';
import type { Logger } from '../../observability/logger';
import { isPageView } from '../content/page-views/is-page-view';
import { resolvePublicOrigin } from './public-origin';
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
  /**
   * the site's public origins (PUBLIC_URL): canonical and OpenGraph links name the request's own
   * origin when it is one of these, else the first; none set: http://localhost:<port>
   */
  publicOrigins: readonly string[];
  /** the port, for the canonical origin when no PUBLIC_URL is set */
  port: number;
  /** the Jellyfin servers users may connect to, for the /jellyfin page */
  jellyfinServers: readonly string[];
  /** what plays here (episodes and the home row); null: nothing does */
  availability: AvailabilityReader | null;
  /** the content folder (pages, donations, partners, ads); null: none */
  content: SiteContentReader | null;
  /** counts a page view (an HTML page, or a client navigation's data); null: not counted */
  countPageView: (() => void) | null;
  /** the statistics for /stats; absent or null: the page says they are unavailable */
  stats?: StatsPageReader | null;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function createPageRoutes({
  web,
  logger,
  site,
  pageCacheSeconds,
  catalogue,
  publicOrigins,
  port,
  jellyfinServers,
  availability,
  content,
  countPageView,
  stats = null,
}: PageRoutesDeps) {
  const routes = new Hono<{ Variables: RequestIdVariables }>();
  const handleRequest = createRequestHandler(web.build, web.mode);
  const sharedCache = `public, max-age=0, s-maxage=${pageCacheSeconds}, stale-while-revalidate=600`;

  routes.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', IMMUTABLE);
  });
  // The static files' MIME table lacks WebVTT: the captions of the site's own videos need it.
  routes.use('*', async (c, next) => {
    await next();
    if (c.req.path.endsWith('.vtt') && c.res.ok) {
      c.res.headers.set('Content-Type', 'text/vtt; charset=utf-8');
    }
  });
  routes.use('*', serveStatic({ root: web.clientDir, precompressed: true }));

  routes.on(['GET', 'HEAD'], '/assets/*', (c) =>
    c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'no-store' }),
  );

  routes.all('*', async (c) => {
    const context: AppLoadContext = {
      site,
      logger: logger.child({ requestId: c.get('requestId') }),
      catalogue,
      // Never a request's Host unless it is listed: it would end up in cached pages' links.
      publicOrigin: resolvePublicOrigin(new URL(c.req.url).origin, publicOrigins, port),
      jellyfinServers,
      availability,
      content,
      stats,
    };
    const rendered = await handleRequest(c.req.raw, context);
    if (countPageView && isPageView(c.req.raw, rendered)) countPageView();
    const response = await withScriptHashes(rendered, (hashes) => c.set('scriptHashes', hashes));
    if (!response.headers.has('Cache-Control')) {
      const isShareable =
        c.req.method === 'GET' && response.status === 200 && !response.headers.has('Set-Cookie');
      response.headers.set('Cache-Control', isShareable ? sharedCache : 'no-store');
    }
    return response;
  });
  return routes;
}

/** An HTML answer read to its end, with the hashes of its inline scripts reported. */
async function withScriptHashes(
  response: Response,
  report: (hashes: string[]) => void,
): Promise<Response> {
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html') || !response.body) {
    return response;
  }
  const html = await response.text();
  report(hashInlineScripts(html));
  return new Response(html, { status: response.status, headers: response.headers });
}
