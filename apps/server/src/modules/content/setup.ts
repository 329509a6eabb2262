/**
 * Builds the content module from configuration: the content folder loaded and watched, its
 * reader for loaders, its routes, the creatives `/api/img` resizes, and the page-view counter.
 * Called once by main.ts, before the image service (which reads the creatives).
 */
import path from 'node:path';
import type { SiteContentReader } from '@reelhouse/web/load-context';
import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Config } from '../../env';
import type { Logger } from '../../observability/logger';
import { REPO_CONTENT_DIR } from '../../repo-files';
import type { ContentImageSource } from '../images/image-sources';
import { createContentLoader } from './content-loader';
import { openContentStore } from './content-store';
import { createCreativeDownloader, type DownloadCreative } from './creative-download';
import { createMediaStore } from './media-store';
import { createPageViewCounter } from './page-views/counter';
import { createSqlPageViewRepository } from './page-views/repository';
import { createSiteContentReader } from './reader';
import { createContentRoutes } from './routes';

/** What the app needs of the content module. */
export interface ContentDeps {
  /** the load context's `content` */
  reader: SiteContentReader;
  /** `/modalData.json`, `/ads.json`, `/content-media/*` */
  routes: Hono;
  /** counts one page view (the page routes decide what is one) */
  countPageView: () => void;
}

export interface ContentSetup {
  deps: ContentDeps;
  /** the creatives `/api/img` may resize */
  images: ContentImageSource;
  /** Stops watching and writes the last page views. */
  close(): Promise<void>;
}

export interface OpenContentOptions {
  config: Pick<Config, 'content' | 'chatUrl' | 'dataDir'>;
  logger: Logger;
  db: Kysely<Database>;
  /** the shipped folder (tests give their own) */
  defaultsDir?: string;
  /** how creatives given as addresses are downloaded (tests give a local one) */
  download?: DownloadCreative;
  /** reload timings, in ms (tests shorten them) */
  debounceMs?: number;
  checkIntervalMs?: number;
  now?: () => number;
}

/** Stored creatives no snapshot uses are removed after a week (another instance may use them). */
const MEDIA_KEEP_MS = 7 * 86_400_000;

/**
 * Loads the content folder and starts watching it and counting page views.
 * @throws ContentError naming each bad file and field: the server must not start
 */
export async function openContent(options: OpenContentOptions): Promise<ContentSetup> {
  const { config, logger } = options;
  const now = options.now ?? Date.now;
  const log = logger.child({ module: 'content' });
  const defaultsDir = options.defaultsDir ?? REPO_CONTENT_DIR;
  const dir = config.content.dir ?? defaultsDir;
  const media = createMediaStore(path.join(config.dataDir, 'content-media'));
  const loader = createContentLoader({
    folders: { dir, defaultsDir },
    placeholders: { supportEmail: config.content.supportEmail, chatUrl: config.chatUrl },
    store: media,
    download: options.download ?? createCreativeDownloader(),
    logger: log,
  });
  const store = await openContentStore({
    loader,
    dir,
    logger: log,
    debounceMs: options.debounceMs,
    checkIntervalMs: options.checkIntervalMs,
    onSnapshot: (snapshot) => {
      media.prune(new Set(snapshot.media.keys()), MEDIA_KEEP_MS, now()).catch((error: unknown) => {
        log.warn({ err: error }, 'old content media could not be removed');
      });
    },
  });
  const pageViews = createPageViewCounter({
    repository: createSqlPageViewRepository(options.db),
    logger: logger.child({ module: 'page-views' }),
    now,
  });
  pageViews.start();
  log.info(
    { dir, pages: store.current().pages.size, ads: store.current().ads.length },
    'content ready',
  );
  return {
    deps: {
      reader: createSiteContentReader({
        snapshot: () => store.current(),
        supportEmail: config.content.supportEmail,
        btcPriceUsd: config.content.btcPriceUsd,
        audience: () => pageViews.audience(),
      }),
      routes: createContentRoutes({ snapshot: () => store.current(), media }),
      countPageView: () => {
        pageViews.count();
      },
    },
    images: {
      readImage: (name) =>
        store.current().media.has(name) ? media.read(name) : Promise.resolve(null),
    },
    async close() {
      store.close();
      await pageViews.close();
    },
  };
}
