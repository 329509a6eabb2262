/** The statistics module (decision 0023), built from configuration: recorder, reader, routes. */
import type { StatsPageReader } from '@reelhouse/web/load-context';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { LimiterFactory } from '../limits/limiter';
import type { Logger } from '../../observability/logger';
import { createStatsReader } from './reader';
import { createStatsRecorder, type StatsRecorder } from './recorder';
import { createSqlStatsRepository } from './repository';
import { createStatsRoutes } from './routes';
import { createLoadSampler } from './server-load';

export interface Stats {
  /** `POST /api/stats/events` and `GET /api/stats`, mounted at `/api` */
  routes: Hono;
  recorder: StatsRecorder;
  /** the /stats page's figures, read in process: the roll-ups and this instance's live load */
  page: StatsPageReader;
  /** writes what is pending; call before the database closes */
  close(): Promise<void>;
}

export function openStats(options: {
  db: Kysely<Database>;
  logger: Logger;
  limits: LimiterFactory;
  publicUrl?: string | undefined;
  /** SITE_LAUNCH_DATE */
  launchDate?: string | undefined;
}): Stats {
  const repository = createSqlStatsRepository(options.db);
  const recorder = createStatsRecorder({
    repository,
    logger: options.logger.child({ module: 'stats' }),
  });
  recorder.start();
  const reader = createStatsReader({ repository, launchDate: options.launchDate });
  const load = createLoadSampler();
  return {
    routes: createStatsRoutes({
      recorder,
      reader,
      limits: options.limits,
      publicUrl: options.publicUrl,
      serverLoad: () => load.percent(),
    }),
    recorder,
    page: {
      read: async () => ({ ...(await reader.read()), serverLoad: load.percent() }),
    },
    close: () => {
      load.stop();
      return recorder.close();
    },
  };
}
