/**
 * Measures the TMDB adapter's cache over replayed browsing: starts the fake TMDB, builds the
 * adapter on a test clock (memory cache, or Redis too when a URL is given), replays visitors and
 * reports the hit ratio. For tests and the `bench/` script.
 */
import { createLogger } from '../../src/observability/logger';
import { createTmdbCache } from '../../src/modules/catalogue/tmdb/tmdb-cache';
import {
  createTmdbCatalogue,
  type TmdbCatalogueStats,
} from '../../src/modules/catalogue/tmdb/tmdb-catalogue';
import {
  buildBrowsingSessions,
  replayBrowsingSession,
  type BrowsingOptions,
} from './browsing-session';
import { startFakeTmdb } from './fake-tmdb-server';
import { createFakeTmdbWorld } from './fake-tmdb-world';

export interface HitRatioReport {
  visitors: number;
  pageViews: number;
  /** Catalogue reads made by the replay */
  reads: number;
  failures: number;
  /** reads answered without waiting for TMDB (fresh hits and stale-while-revalidate) */
  hitRatio: number;
  /** HTTP requests sent to the fake TMDB (background refreshes included) */
  upstreamRequests: number;
  stats: TmdbCatalogueStats;
}

/** (fresh hits + stale served) / all reads. */
export function hitRatioOf(stats: TmdbCatalogueStats): number {
  const { hits, staleServed, misses } = stats.cache;
  const reads = hits + staleServed + misses;
  return reads === 0 ? 0 : (hits + staleServed) / reads;
}

export async function measureTmdbHitRatio(
  options: BrowsingOptions & {
    movies?: number;
    series?: number;
    redisUrl?: string;
    keyPrefix?: string;
  },
): Promise<HitRatioReport> {
  const world = createFakeTmdbWorld({ movies: options.movies, series: options.series });
  const fake = await startFakeTmdb({ world });
  let time = Date.UTC(2026, 0, 1);
  const now = () => time;
  const logger = createLogger('silent');
  const catalogue = createTmdbCatalogue({
    token: fake.token,
    baseUrl: fake.url,
    cache: createTmdbCache({
      now,
      logger,
      redis: options.redisUrl ? { url: options.redisUrl } : undefined,
      keyPrefix: options.keyPrefix,
    }),
    now,
    logger,
  });
  try {
    const replay = await replayBrowsingSession(
      catalogue,
      buildBrowsingSessions(world, options),
      (ms) => {
        time += ms;
      },
    );
    await catalogue.whenIdle();
    const stats = catalogue.stats();
    return {
      visitors: options.visitors,
      pageViews: replay.pageViews,
      reads: replay.calls,
      failures: replay.failures,
      hitRatio: hitRatioOf(stats),
      upstreamRequests: fake.countRequests(),
      stats,
    };
  } finally {
    await catalogue.close();
    await fake.close();
  }
}
