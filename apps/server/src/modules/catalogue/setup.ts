/**
 * Chooses and opens the catalogue and the image service from configuration: the embedded
 * open-data catalogue (built at first start) or TMDB through its cache, and `/api/img` with the
 * matching image sources. Called once by main.ts.
 */
import path from 'node:path';
import type { Config } from '../../env';
import { getAddressKey } from '../../http/client-address';
import type { Logger } from '../../observability/logger';
import { REPO_CATALOGUE_DATA } from '../../repo-files';
import { createDiskImageCache } from '../images/disk-image-cache';
import type { ContentImageSource } from '../images/image-sources';
import { createImageService, type ImageService } from '../images/service';
import { createTmdbImageSource } from '../images/tmdb-image-source-adapter';
import type { LimiterFactory } from '../limits/limiter';
import type { RedisConnection } from '../redis/redis-connection';
import type { Catalogue } from './catalogue';
import { ensureCatalogueDatabase } from './embedded/catalogue-builder';
import { createEmbeddedCatalogue } from './embedded/embedded-catalogue';
import { createTmdbCache } from './tmdb/tmdb-cache';
import { createTmdbCatalogue } from './tmdb/tmdb-catalogue';

export interface CatalogueSetup {
  catalogue: Catalogue;
  images: ImageService;
  /** counters for /metrics, by component */
  stats: Record<string, () => object>;
}

const COST_UNITS_PER_POINT = 10_000;

/**
 * @param redis the shared connection: TMDB answers are cached there too when it is given
 * @param contentImages the content folder's images (ad creatives), which `/api/img` also resizes
 */
export function openCatalogue(
  config: Config,
  logger: Logger,
  redis: RedisConnection | null,
  limits: LimiterFactory,
  contentImages: ContentImageSource | null = null,
): CatalogueSetup {
  // What rendering one address may cause per minute (IMAGE_RENDER_POINTS_PER_MINUTE), in
  // image-params' cost units / 10,000; every visitor shares the results.
  const renders = limits.create('image-renders', {
    points: config.imageRenderPointsPerMinute,
    windowMs: 60_000,
  });
  const limitRenders = async (client: string, cost: number) => {
    const decision = await renders.consume(getAddressKey(client), cost / COST_UNITS_PER_POINT);
    return decision.allowed ? null : decision.retryAfterMs;
  };
  const imageCache = createDiskImageCache({
    directory: path.join(config.dataDir, 'image-cache'),
    maxBytes: config.imageCacheMaxBytes,
    onError: (err, operation) => logger.warn({ err, operation }, 'image cache'),
  });

  if (config.catalogue.kind === 'tmdb') {
    const cache = createTmdbCache({
      now: Date.now,
      logger: logger.child({ module: 'tmdb-cache' }),
      ...(redis ? { redis: { client: redis.client } } : {}),
    });
    const catalogue = createTmdbCatalogue({
      token: config.catalogue.token,
      baseUrl: config.catalogue.baseUrl,
      cache,
      now: Date.now,
      logger: logger.child({ module: 'tmdb' }),
    });
    const images = createImageService({
      artworkFacts: null,
      tmdbImages: createTmdbImageSource({ baseUrl: config.tmdbImageBaseUrl }),
      contentImages,
      cache: imageCache,
      logger,
      limitRenders,
    });
    logger.info({ catalogue: 'tmdb', redis: Boolean(redis) }, 'catalogue ready');
    return {
      catalogue,
      images,
      stats: { images: () => images.stats(), tmdb: () => catalogue.stats() },
    };
  }

  const built = ensureCatalogueDatabase({
    dataDir: config.catalogue.dataDir ?? REPO_CATALOGUE_DATA,
    outDir: config.dataDir,
  });
  logger.info(
    {
      catalogue: 'embedded',
      file: built.file,
      built: built.built,
      durationMs: Math.round(built.durationMs),
    },
    'catalogue ready',
  );
  const catalogue = createEmbeddedCatalogue({ file: built.file });
  const images = createImageService({
    artworkFacts: catalogue,
    contentImages,
    cache: imageCache,
    logger,
    limitRenders,
  });
  return { catalogue, images, stats: { images: () => images.stats() } };
}
