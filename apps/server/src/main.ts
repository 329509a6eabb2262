/** Wires the server from configuration and starts listening. Everything else lives in app.ts. */
import { createCalendarFeeds } from './modules/calendar/feed';
import { createSqlFollowChoiceRepository } from './modules/calendar/follow-repository';
import { createFollowChoiceRoutes } from './modules/calendar/follow-routes';
import { createBecauseService } from './modules/recommendations/because-service';
import { createRecommendationRoutes } from './modules/recommendations/routes';
import { createCalendarFeedRoutes } from './modules/calendar/feed-routes';
import { createSqlCalendarFeedRepository } from './modules/calendar/feed-repository';
import { createCalendarService } from './modules/calendar/calendar-service';
import { createSqlBookmarkSyncRepository } from './modules/sync/bookmark-repository';
import { createSqlProgressSyncRepository } from './modules/sync/progress-repository';
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createApp } from './app';
import { openDatabase, resolveDatabaseTarget, withoutTimeouts } from './db/database';
import { migrateToLatest } from './db/migrate';
import { setDefaultSqliteDriver } from './db/sqlite';
import { loadConfig } from './env';
import { openAccounts } from './modules/accounts/setup';
import { openCatalogue } from './modules/catalogue/setup';
import { startReportJobs } from './modules/report/setup';
import { ContentError } from './modules/content/content-problems';
import { openContent } from './modules/content/setup';
import { createEventRoutes } from './modules/events/routes';
import { countMediaResponse } from './modules/stats/media-bytes';
import { openStats } from './modules/stats/setup';
import { openFourK } from './modules/four-k/setup';
import { createSyncRoutes } from './modules/sync/routes';
import { createSyncService } from './modules/sync/service';
import { createLimiterFactory } from './modules/limits/limiter';
import { connectRedis } from './modules/redis/redis-connection';
import { openSources } from './modules/sources/setup';
import { withAvailability } from './modules/catalogue/with-availability';
import { createLogger, resolveLogFormat } from './observability/logger';
import { registerComponentStats } from './observability/component-stats';
import { createMetrics } from './observability/metrics';
import { loadDevelopmentWebApp, loadProductionWebApp, type DevelopmentWebApp } from './web-build';

/** Sent to Jellyfin servers as the client version. */
const SERVER_VERSION = '1.0.0';

async function main(): Promise<void> {
  const configResult = loadConfig(process.env);
  if (!configResult.ok) {
    console.error(
      'Invalid configuration:\n' + configResult.problems.map((p) => `  - ${p}`).join('\n'),
    );
    process.exit(1);
  }
  const config = configResult.value;
  const logger = createLogger(config.logLevel, undefined, resolveLogFormat(config.logFormat));
  setDefaultSqliteDriver(config.sqliteDriver);
  if (config.nodeEnv === 'production' && config.publicOrigins.length === 0) {
    // Right on one's own machine; behind a proxy, the site surely has an address of its own.
    const level = config.trustedProxies.length > 0 ? 'warn' : 'info';
    logger[level](
      `PUBLIC_URL is not set: links in pages name http://localhost:${String(config.port)}; set PUBLIC_URL to the site's address when it has one`,
    );
  }

  const target = resolveDatabaseTarget(config);
  // Migrations may legitimately run longer than a request's statement limit.
  const migrator = target.kind === 'postgres' ? openDatabase(withoutTimeouts(target)) : null;
  const database = openDatabase(target, { logger: logger.child({ module: 'database' }) });
  const applied = await migrateToLatest((migrator ?? database).db);
  await migrator?.close();
  if (applied.length > 0) logger.info({ migrations: applied }, 'database migrated');

  // A bad content file stops the start, naming the file and the field, as bad configuration does.
  const content = await openContent({ config, logger, db: database.db }).catch((error: unknown) => {
    if (!(error instanceof ContentError)) throw error;
    console.error(error.message);
    process.exit(1);
  });

  let dev: DevelopmentWebApp | undefined;
  const web =
    config.nodeEnv === 'development'
      ? (dev = await loadDevelopmentWebApp()).web
      : await loadProductionWebApp();

  // One guarded Redis connection for the cache and the rate limits, when configured.
  const redis = config.redisUrl
    ? connectRedis({ url: config.redisUrl, logger: logger.child({ module: 'redis' }) })
    : null;
  const limits = createLimiterFactory({ redis });
  const opened = openCatalogue(config, logger, redis, limits, content.images);
  const { images, stats } = opened;
  const sources = await openSources(config, logger, SERVER_VERSION);
  // Every title handed out says whether it plays here.
  const catalogue = withAvailability(opened.catalogue, sources.availability);
  // accounts.requireSession guards the routes of other modules that need a signed-in user.
  const accounts = openAccounts(config, database.db, limits);
  // 4K personal tokens: the operator issues them; each unlocks 4K for its own user only.
  const fourK = openFourK(config, database.db, {
    limits,
    requireSession: accounts.requireSession,
    listTitles: sources.fourKTitles,
    sessions: accounts.deps.sessions,
    cookie: accounts.deps.cookie,
  });
  // The relay of error reports to the chat webhook, and the retention sweep.
  const reportJobs = startReportJobs({
    webhookUrl: config.reportWebhookUrl,
    db: database.db,
    logger,
  });
  // Anonymous statistics: plays, watch time, /media bytes, active users (decision 0023).
  const statistics = openStats({
    db: database.db,
    logger,
    limits,
    publicUrl: config.publicUrl,
    launchDate: config.siteLaunchDate,
  });
  const metrics = createMetrics(true);
  registerComponentStats(metrics.registry, {
    ...stats,
    limits: () => limits.stats(),
    ...(redis ? { redis: () => redis.stats() } : {}),
  });
  const followChoices = createSqlFollowChoiceRepository(database.db);
  const app = createApp({
    config,
    logger,
    database,
    metrics,
    limits,
    catalogue,
    images,
    sources: sources.registry,
    media: sources.media,
    jellyfin: sources.jellyfin,
    availability: sources.availability,
    accounts: accounts.deps,
    sync: createSyncRoutes({
      service: createSyncService({
        db: database.db,
        limits,
        unitsPerMinute: config.accounts.syncUnitsPerMinute,
      }),
      requireSession: accounts.requireSession,
      publicUrl: config.publicUrl,
    }),
    events: createEventRoutes({ db: database.db, publicUrl: config.publicUrl, limits }),
    stats: statistics.routes,
    statsPage: statistics.page,
    fourK: fourK.routes,
    fourKAccess: fourK.access,
    recommendations: createRecommendationRoutes({
      service: createBecauseService({
        catalogue,
        bookmarks: createSqlBookmarkSyncRepository(database.db),
        progress: createSqlProgressSyncRepository(database.db),
      }),
      requireSession: accounts.requireSession,
    }),
    followChoices: createFollowChoiceRoutes({
      repository: followChoices,
      requireSession: accounts.requireSession,
      publicUrl: config.publicUrl,
    }),
    calendarFeed: createCalendarFeedRoutes({
      feeds: createCalendarFeeds({
        repository: createSqlCalendarFeedRepository(database.db),
        follows: followChoices,
        bookmarks: createSqlBookmarkSyncRepository(database.db),
        progress: createSqlProgressSyncRepository(database.db),
        calendar: createCalendarService(catalogue),
        now: Date.now,
      }),
      requireSession: accounts.requireSession,
      limits,
      publicUrl: config.publicUrl,
    }),
    onReportSubmitted: reportJobs.wake,
    web,
    content: content.deps,
  });
  const listener = getRequestListener(app.fetch);
  const server = createServer((req, res) => {
    countMediaResponse(req, res, (bytes) => {
      statistics.recorder.countMediaBytes(bytes);
    });
    if (dev) dev.middlewares(req, res, () => void listener(req, res));
    else void listener(req, res);
  });
  server.keepAliveTimeout = 65_000;
  server.listen(config.port, config.host, () => {
    logger.info(
      {
        port: config.port,
        database: database.dialect,
        ...(database.sqliteDriver ? { sqliteDriver: database.sqliteDriver } : {}),
        mode: web.mode,
      },
      `Reelhouse is serving on http://localhost:${config.port}`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const reportJobsStopped = reportJobs.stop();
    server.close(() => {
      sources.close();
      // The last page views, and a report send in flight, are recorded before the database closes.
      void Promise.allSettled([content.close(), reportJobsStopped, statistics.close()])
        .finally(() =>
          Promise.all([database.close(), catalogue.close(), redis?.close(), dev?.close()]),
        )
        .finally(() => process.exit(0));
    });
    // Requests still running finish; a keep-alive connection is closed as soon as it is idle,
    // not when its client lets go (which may be never).
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      logger.warn('requests still running 10 s after the signal; closing their connections');
      server.closeAllConnections();
    }, 10_000).unref();
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error('Reelhouse failed to start:', error);
  process.exit(1);
});
