/**
 * The image service behind `/api/img`: validates a request, names its result (key and ETag from
 * the normalised parameters and the source's identity), and answers from memory, then disk, then
 * one coalesced render through a bounded queue. Sources and encoding live in their own modules.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../../observability/logger';
import type { ArtworkFactsSource } from './artwork-path';
import type { ImageCache } from './disk-image-cache';
import { CONTENT_TYPES, parseImageParams, type ImageParams } from './image-params';
import {
  loadImageSource,
  resolveImageSource,
  type ContentImageSource,
  type ImageFailure,
  type ResolvedSource,
} from './image-sources';
import { configureSharp, transformImage, type ImageSource } from './image-transform';
import { createRenderQueue } from './render-queue';
import { estimateRenderCost } from './image-params';
import type { RemoteImageSource } from './tmdb-image-source-adapter';

export type { ImageFailure } from './image-sources';

export interface ImageServiceDeps {
  /** draws generated artwork; null when no catalogue provides facts */
  artworkFacts: ArtworkFactsSource | null;
  /** TMDB image fetcher: set in tmdb mode only, which is what allows TMDB paths as `src` */
  tmdbImages?: RemoteImageSource | null;
  /** the content folder's images (ad creatives, `/content-media/…`); absent: none */
  contentImages?: ContentImageSource | null;
  cache: ImageCache;
  logger?: Logger;
  /** hot results kept in process memory (default 32 MiB) */
  memoryCacheBytes?: number;
  /** renders at once (default: half the cores, at least 1) */
  renderConcurrency?: number;
  /** renders (and, separately, TMDB downloads) allowed to wait; more answer 503 (default 64) */
  maxWaitingRenders?: number;
  /** TMDB downloads at once (default 8; each holds up to 15 MB) */
  fetchConcurrency?: number;
  /** libvips threads per render (default 1) */
  sharpThreads?: number;
  /** renders one client may have waiting (default 16); more answer 503 */
  maxWaitingRendersPerClient?: number;
  /**
   * Counts a render that no cache could answer for `client` (shared limit, per address), by its
   * cost (image-params' estimate): a client may cause only so much rendering per minute.
   * @returns ms to wait when the client rendered too much lately, else null
   */
  limitRenders?: (client: string, cost: number) => Promise<number | null>;
}

/** A valid request, named: what the route needs to answer 304 without rendering. */
export interface PreparedImage {
  key: string;
  etag: string;
  contentType: string;
  params: ImageParams;
  source: ResolvedSource;
}

export interface ImageServiceStats {
  renders: number;
  memoryHits: number;
  diskHits: number;
  coalesced: number;
  turnedAway: number;
  /** renders refused because the client rendered too many lately */
  limited: number;
}

export type Prepared = { ok: true; image: PreparedImage } | ImageFailure;
export type Produced = { ok: true; bytes: Uint8Array<ArrayBuffer> } | ImageFailure;

export interface ImageService {
  prepare(query: Record<string, string[]>): Promise<Prepared>;
  /** @param client who asks (an address): renders are shared out fairly between clients */
  produce(image: PreparedImage, client?: string): Promise<Produced>;
  stats(): ImageServiceStats;
}

const BUSY: ImageFailure = {
  ok: false,
  status: 503,
  error: 'Image service busy, try again shortly',
  retryAfterSeconds: 1,
};

const RENDERS_LIMITED: ImageFailure = {
  ok: false,
  status: 429,
  error: 'Too many new images from your network, try again shortly',
};

/** Part of every key: bump it when encoding changes so old results are not served. */
const PIPELINE_VERSION = 1;

async function asValue<T>(task: () => Promise<T>): Promise<{ ok: true; value: T }> {
  return { ok: true, value: await task() };
}

function nameResult(params: ImageParams, source: ResolvedSource): { key: string; etag: string } {
  const { src: _src, ...rest } = params;
  const normalised = JSON.stringify([PIPELINE_VERSION, source.identity, rest]);
  const hash = createHash('sha256').update(normalised).digest('hex');
  return { key: `${hash.slice(0, 40)}.${params.output}`, etag: `"${hash.slice(0, 32)}"` };
}

export function createImageService(deps: ImageServiceDeps): ImageService {
  const tmdbImages = deps.tmdbImages ?? null;
  configureSharp(deps.sharpThreads ?? 1);
  const memory = new LRUCache<string, Uint8Array<ArrayBuffer>>({
    maxSize: deps.memoryCacheBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (bytes) => Math.max(1, bytes.byteLength),
  });
  const maxWaiting = deps.maxWaitingRenders ?? 64;
  const renderQueue = createRenderQueue({
    concurrency: deps.renderConcurrency ?? Math.max(1, Math.floor(availableParallelism() / 2)),
    maxWaiting,
    maxWaitingPerClient: deps.maxWaitingRendersPerClient ?? 16,
  });
  const fetchQueue = createRenderQueue({ concurrency: deps.fetchConcurrency ?? 8, maxWaiting });
  const inFlight = new Map<string, Promise<Produced>>();
  const stats: ImageServiceStats = {
    renders: 0,
    memoryHits: 0,
    diskHits: 0,
    coalesced: 0,
    turnedAway: 0,
    limited: 0,
  };

  const turnAway = (): ImageFailure => {
    stats.turnedAway += 1;
    return BUSY;
  };

  async function transform(image: PreparedImage, source: ImageSource): Promise<Produced> {
    stats.renders += 1;
    let result;
    try {
      result = await transformImage(source, image.params);
    } catch (error) {
      // Our own SVG failing is a bug; a fetched file that does not decode is the source's fault.
      if (image.source.kind === 'artwork') throw error;
      deps.logger?.warn({ err: error, src: image.params.src }, 'image source did not decode');
      return { ok: false, status: 502, error: 'Image source could not be decoded' };
    }
    if (!result.ok) {
      const issues = [{ path: 'crop', message: 'The crop region lies outside the source image' }];
      return { ok: false, status: 400, error: 'Invalid request', issues };
    }
    return { ok: true, bytes: result.bytes };
  }

  /** Downloads wait in their own line, so a slow TMDB answer never holds a render slot. */
  async function render(image: PreparedImage, client: string): Promise<Produced> {
    const cost = estimateRenderCost(image.params);
    const waitMs = (await deps.limitRenders?.(client, cost)) ?? null;
    if (waitMs !== null) {
      stats.limited += 1;
      return { ...RENDERS_LIMITED, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    const load = () => loadImageSource(image.source, tmdbImages, deps.contentImages ?? null);
    const loaded = image.source.kind === 'tmdb' ? await fetchQueue.run(load) : await asValue(load);
    if (!loaded.ok) return turnAway();
    if (!loaded.value.ok) return loaded.value;
    const source = loaded.value.image;
    const rendered = await renderQueue.run(() => transform(image, source), client, cost);
    return rendered.ok ? rendered.value : turnAway();
  }

  async function renderAndStore(image: PreparedImage, client: string): Promise<Produced> {
    const result = await render(image, client);
    if (!result.ok) return result;
    memory.set(image.key, result.bytes);
    try {
      await deps.cache.set(image.key, result.bytes);
    } catch (error) {
      deps.logger?.error({ err: error, key: image.key }, 'image cache write failed');
    }
    return result;
  }

  async function produce(image: PreparedImage, client = ''): Promise<Produced> {
    const remembered = memory.get(image.key);
    if (remembered) {
      stats.memoryHits += 1;
      return { ok: true, bytes: remembered };
    }
    const pending = inFlight.get(image.key);
    if (pending) {
      stats.coalesced += 1;
      return pending;
    }
    const work = (async (): Promise<Produced> => {
      const stored = await deps.cache.get(image.key);
      if (stored) {
        stats.diskHits += 1;
        memory.set(image.key, stored);
        return { ok: true, bytes: stored };
      }
      return renderAndStore(image, client);
    })().finally(() => inFlight.delete(image.key));
    inFlight.set(image.key, work);
    return work;
  }

  async function prepare(query: Record<string, string[]>): Promise<Prepared> {
    const parsed = parseImageParams(query);
    if (!parsed.ok)
      return { ok: false, status: 400, error: 'Invalid request', issues: parsed.issues };
    const resolved = await resolveImageSource(parsed.value.src, {
      artworkFacts: deps.artworkFacts,
      tmdbImages,
      contentImages: deps.contentImages ?? null,
    });
    if (!resolved.ok) return resolved;
    const params = parsed.value;
    const { key, etag } = nameResult(params, resolved.source);
    const contentType = CONTENT_TYPES[params.output];
    return { ok: true, image: { key, etag, contentType, params, source: resolved.source } };
  }

  return { prepare, produce, stats: () => ({ ...stats }) };
}
