/**
 * Builds the HTTP application from its dependencies. No side effects: no port, no timers, no
 * environment reads, so tests build it as often as they like.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { routePath } from 'hono/route';
import type { SqlDatabase } from './db/database';
import type { Config, SourcesConfig } from './env';
import { clientAddresses, type TrustedProxies } from './http/client-address';
import { compressAnswers } from './http/compression';
import { createErrorHandler } from './http/errors';
import { securityHeaders } from './http/security-headers';
import { createAccountsApi, type AccountsDeps } from './modules/accounts/setup';
import type { FourKAccess } from './modules/four-k/access';
import type { Catalogue } from './modules/catalogue/catalogue';
import type { AvailabilityIndex } from './modules/sources/availability';
import { createCalendarService } from './modules/calendar/calendar-service';
import { createCalendarRoutes } from './modules/calendar/routes';
import { createMatchService } from './modules/import-match/match-service';
import { createImportMatchRoutes } from './modules/import-match/routes';
import { createCatalogueRoutes } from './modules/catalogue/routes';
import type { ContentDeps } from './modules/content/setup';
import { createHealthRoutes } from './modules/health/routes';
import { createImageRoutes } from './modules/images/routes';
import type { ImageService } from './modules/images/service';
import { createPageRoutes, type WebApp } from './modules/pages/routes';
import type { StatsPageReader } from '@reelhouse/web/load-context';
import { createSqlPartnerRequestRepository } from './modules/partners/repository';
import { createPartnerRoutes } from './modules/partners/routes';
import { createPartnerRequestService } from './modules/partners/service';
import { createSqlErrorReportRepository } from './modules/report/repository';
import { createReportRoutes } from './modules/report/routes';
import { createErrorReportService } from './modules/report/service';
import {
  createJellyfinConnectRoutes,
  type JellyfinConnectOptions,
} from './modules/sources/jellyfin/connect-routes';
import type { SourceRegistry } from './modules/sources/registry';
import { createSourceRoutes } from './modules/sources/routes';
import type { Logger } from './observability/logger';
import type { Metrics } from './observability/metrics';
import type { LimiterFactory } from './modules/limits/limiter';

export interface AppDeps {
  config: Pick<
    Config,
    'nodeEnv' | 'chatUrl' | 'messagingUrl' | 'pageCacheSeconds' | 'publicUrl'
  > & {
    /** the bearer token /metrics wants; absent: /metrics answers loopback requests only */
    metricsToken?: string | undefined;
    /** every public origin (PUBLIC_URL's list); [publicUrl] or none when absent */
    publicOrigins?: readonly string[] | undefined;
    /** the port, for links when no PUBLIC_URL is set (3000 when absent) */
    port?: number | undefined;
    /** proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES); none when absent */
    trustedProxies?: TrustedProxies | undefined;
    /** where media may be played from besides this site (Content-Security-Policy); none when absent */
    sources?: MediaOriginsConfig | undefined;
  };
  logger: Logger;
  database: SqlDatabase;
  metrics: Metrics;
  /** every rate limit's counters (in Redis when configured) */
  limits: LimiterFactory;
  /** where catalogue facts come from; absent in tests that do not need it */
  catalogue?: Catalogue | undefined;
  /** `/api/img`: resized catalogue images; absent in tests that do not need it */
  images?: ImageService | undefined;
  /** `/api/sources`: the source providers; absent in tests that do not need it */
  sources?: SourceRegistry | undefined;
  /** `/api/sources/jellyfin`: users connecting their own Jellyfin; absent in tests that do not need it */
  jellyfin?: JellyfinConnectOptions | undefined;
  /** what plays here, for pages (episodes, the home row); absent: nothing does */
  availability?: AvailabilityIndex | undefined;
  /** `/media/*`: the media files this server serves (range requests); absent: 404 */
  media?: Hono | undefined;
  /** `/api/auth/*`, `/api/users/me`, `/api/sync/4k_token`: accounts; absent: 404 */
  accounts?: AccountsDeps | undefined;
  /** bookmark and watch-history sync routes (full paths), mounted at `/api`; absent: 404 */
  sync?: Hono | undefined;
  /** event routes (full paths), mounted at `/api`; absent: 404 */
  events?: Hono | undefined;
  /** `/api/stats/events` and `/api/stats` (full paths), mounted at `/api`; absent: 404 */
  stats?: Hono | undefined;
  /** the /stats page's figures, read in process; absent: the page says they are unavailable */
  statsPage?: StatsPageReader | undefined;
  /** `/api/4k/check`, the 4K token tester (full paths), mounted at `/api`; absent: 404 */
  fourK?: Hono | undefined;
  /** the private calendar feeds (needs accounts) */
  calendarFeed?: Hono | undefined;
  /** a signed-in account's Follow choices (needs accounts) */
  followChoices?: Hono | undefined;
  /** the signed-in account's recommendation rows (needs accounts) */
  recommendations?: Hono | undefined;
  /** 4K files for the user whose own token comes with a search; absent: 4K files are refused */
  fourKAccess?: FourKAccess | undefined;
  /** the web app to serve; absent in API-only tests, where pages answer 404 */
  web?: WebApp | undefined;
  /** the content folder: `/modalData.json`, `/ads.json`, creatives, page views; absent: none */
  content?: ContentDeps | undefined;
  now?: () => number;
  newId?: () => string;
  /** called after an error report is stored: the relay sends it now rather than at its next poll */
  onReportSubmitted?: (() => void) | undefined;
}

/** What the Content-Security-Policy needs to know of the source configuration. */
export interface MediaOriginsConfig {
  jellyfinServers: SourcesConfig['jellyfinServers'];
  archive: Pick<SourcesConfig['archive'], 'baseUrl'>;
}

export function createApp(deps: AppDeps): Hono {
  const now = deps.now ?? Date.now;
  const newId = deps.newId ?? randomUUID;
  const app = new Hono();
  const isDevelopment = deps.config.nodeEnv === 'development';
  const mediaOrigins = getMediaOrigins(deps.config.sources);

  // An incoming id is kept only if it fits error_reports.request_id (varchar(128)).
  app.use(requestId({ limitLength: 128, generator: () => randomUUID() }));
  app.use(clientAddresses(deps.config.trustedProxies ?? []));
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
  // Security headers on every answer, the document-only ones (and the policy) on HTML only.
  app.use(securityHeaders({ mediaOrigins, isDevelopment }));
  // Dynamic answers compressed on the fly (brotli when accepted); static files come precompressed.
  app.use(compressAnswers());
  app.onError(createErrorHandler(deps.logger));

  const reportService = createErrorReportService({
    repository: createSqlErrorReportRepository(deps.database.db),
    logger: deps.logger,
    now,
    newId,
    onSubmitted: deps.onReportSubmitted,
  });
  const partnerService = createPartnerRequestService({
    repository: createSqlPartnerRequestRepository(deps.database.db),
    logger: deps.logger,
    now,
    newId,
  });

  const api = new Hono();
  api.route(
    '/report',
    createReportRoutes(reportService, deps.limits, deps.config.publicUrl ?? undefined),
  );
  api.route(
    '/partners',
    createPartnerRoutes(partnerService, deps.limits, deps.config.publicUrl ?? undefined),
  );
  if (deps.catalogue) {
    api.route('/catalogue', createCatalogueRoutes(deps.catalogue));
    api.route(
      '/calendar',
      createCalendarRoutes(createCalendarService(deps.catalogue), deps.limits),
    );
    api.route('/import', createImportMatchRoutes(createMatchService(deps.catalogue), deps.limits));
  }
  if (deps.images) api.route('/img', createImageRoutes({ service: deps.images }));
  if (deps.jellyfin) {
    api.route(
      '/sources/jellyfin',
      createJellyfinConnectRoutes({
        ...deps.jellyfin,
        logger: deps.logger,
        limits: deps.limits,
        publicUrl: deps.config.publicUrl,
        now,
      }),
    );
  }
  if (deps.sources) {
    api.route(
      '/sources',
      createSourceRoutes({
        registry: deps.sources,
        logger: deps.logger,
        limits: deps.limits,
        publicUrl: deps.config.publicUrl,
        now,
        unlockFourK: deps.fourKAccess?.unlock,
      }),
    );
  }
  if (deps.accounts) {
    api.route(
      '/',
      createAccountsApi({
        ...deps.accounts,
        db: deps.database.db,
        now,
        newId,
        publicUrl: deps.config.publicUrl,
      }),
    );
  }
  if (deps.sync) api.route('/', deps.sync);
  if (deps.events) api.route('/', deps.events);
  if (deps.stats) api.route('/', deps.stats);
  if (deps.fourK) api.route('/', deps.fourK);
  if (deps.calendarFeed) api.route('/', deps.calendarFeed);
  if (deps.followChoices) api.route('/', deps.followChoices);
  if (deps.recommendations) api.route('/', deps.recommendations);
  api.all('*', (c) => c.json({ error: 'Not found' }, 404));
  app.route('/api', api);

  const readiness = [{ name: 'database', check: () => deps.database.ping() }];
  const { catalogue } = deps;
  if (catalogue) readiness.push({ name: 'catalogue', check: () => catalogue.ping() });
  app.route('/', createHealthRoutes(readiness, deps.metrics, { token: deps.config.metricsToken }));

  if (deps.fourKAccess) app.use('/media/*', deps.fourKAccess.media);
  if (deps.media) app.route('/media', deps.media);
  app.all('/media/*', (c) => c.json({ error: 'Not found' }, 404));
  if (deps.content) app.route('/', deps.content.routes);

  if (deps.web) {
    app.route(
      '/',
      createPageRoutes({
        web: deps.web,
        logger: deps.logger,
        site: { chatUrl: deps.config.chatUrl, messagingUrl: deps.config.messagingUrl },
        pageCacheSeconds: deps.config.pageCacheSeconds,
        catalogue: deps.catalogue ?? null,
        publicOrigins:
          deps.config.publicOrigins ?? (deps.config.publicUrl ? [deps.config.publicUrl] : []),
        port: deps.config.port ?? 3000,
        jellyfinServers: deps.jellyfin?.allowedServers ?? [],
        availability: deps.availability ?? null,
        content: deps.content?.reader ?? null,
        countPageView: deps.content?.countPageView ?? null,
        stats: deps.statsPage ?? null,
      }),
    );
  } else {
    app.all('*', (c) => c.json({ error: 'Not found' }, 404));
  }
  return app;
}

/**
 * Origins the player may load media, captions and thumbnails from: the allowed Jellyfin servers,
 * and the Internet Archive with its subdomains (downloads redirect to `iaNNN.us.archive.org`).
 */
function getMediaOrigins(sources: MediaOriginsConfig | undefined): string[] {
  if (!sources) return [];
  const archive = new URL(sources.archive.baseUrl);
  const isIpAddress = /^[\d.]+$|^\[/.test(archive.hostname);
  const archiveOrigins = isIpAddress
    ? [archive.origin]
    : [archive.origin, `${archive.protocol}//*.${archive.host}`];
  return [...new Set([...sources.jellyfinServers, ...archiveOrigins])];
}
