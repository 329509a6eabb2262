/**
 * Builds the HTTP application from its dependencies. No side effects: no port, no timers, no
 * environment reads, so tests build it as often as they like.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { SqlDatabase } from './db/database';
import type { Config } from './env';
import { createErrorHandler } from './http/errors';
import type { Catalogue } from './modules/catalogue/catalogue';
import { createCatalogueRoutes } from './modules/catalogue/routes';
import { createHealthRoutes } from './modules/health/routes';
import { createImageRoutes } from './modules/images/routes';
import type { ImageService } from './modules/images/service';
import { createPageRoutes, type WebApp } from './modules/pages/routes';
import { createSqlErrorReportRepository } from './modules/report/repository';
import { createReportRoutes } from './modules/report/routes';
import { createErrorReportService } from './modules/report/service';
import type { Logger } from './observability/logger';
import type { Metrics } from './observability/metrics';

export interface AppDeps {
  config: Pick<Config, 'nodeEnv' | 'chatUrl' | 'messagingUrl' | 'pageCacheSeconds' | 'publicUrl'>;
  logger: Logger;
  database: SqlDatabase;
  metrics: Metrics;
  /** where catalogue facts come from; absent in tests that do not need it */
  catalogue?: Catalogue | undefined;
  /** `/api/img`: resized catalogue images; absent in tests that do not need it */
  images?: ImageService | undefined;
  /** the web app to serve; absent in API-only tests, where pages answer 404 */
  web?: WebApp | undefined;
  now?: () => number;
  newId?: () => string;
}

export function createApp(deps: AppDeps): Hono {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  const app = new Hono();
  const isDevelopment = deps.config.nodeEnv === 'development';

  // An incoming id is kept only if it fits error_reports.request_id (varchar(128)).
  app.use(requestId({ limitLength: 128, generator: () => randomUUID() }));
  app.use(async (c, next) => {
    const startedAt = performance.now();
    await next();
    // Responses built elsewhere (the page renderer's) do not carry headers set before next().
    if (!c.res.headers.has('X-Request-Id')) c.res.headers.set('X-Request-Id', c.get('requestId'));
    const route = c.res.status === 404 ? 'unmatched' : routePath(c);
    const seconds = (performance.now() - startedAt) / 1000;
    deps.metrics.httpRequests.inc({ method: c.req.method, route, status: c.res.status });
    deps.metrics.httpDuration.observe({ method: c.req.method, route }, seconds);
    deps.logger.info(
      {
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round(seconds * 1000),
      },
      'request',
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: isDevelopment ? ["'self'", "'unsafe-inline'"] : [NONCE, "'strict-dynamic'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: isDevelopment ? ["'self'", 'ws:'] : ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      // Same-origin form posts must carry their Origin (no-referrer would send `Origin: null`).
      referrerPolicy: 'strict-origin-when-cross-origin',
    }),
  );
  app.use(compress());
  app.onError(createErrorHandler(deps.logger));

  const reportService = createErrorReportService({
    repository: createSqlErrorReportRepository(deps.database.db),
    logger: deps.logger,
    now,
    newId,
  });

  const api = new Hono();
  api.route('/report', createReportRoutes(reportService, now));
  if (deps.catalogue) api.route('/catalogue', createCatalogueRoutes(deps.catalogue));
  if (deps.images) api.route('/img', createImageRoutes({ service: deps.images }));
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  app.route('/api', api);

  const readiness = [{ name: 'database', check: () => deps.database.ping() }];
  const { catalogue } = deps;
  if (catalogue) readiness.push({ name: 'catalogue', check: () => catalogue.ping() });
  app.route('/', createHealthRoutes(readiness, deps.metrics));

  if (deps.web) {
    app.route(
      '/',
      createPageRoutes({
        web: deps.web,
        logger: deps.logger,
        site: { chatUrl: deps.config.chatUrl, messagingUrl: deps.config.messagingUrl },
        pageCacheSeconds: deps.config.pageCacheSeconds,
        catalogue: deps.catalogue ?? null,
        publicUrl: deps.config.publicUrl,
      }),
    );
  } else {
    app.all('*', (c) => c.json({ error: 'Not found' }, 404));
  }
  return app;
}
