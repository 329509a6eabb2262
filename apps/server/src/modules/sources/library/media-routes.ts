/**
 * `GET`/`HEAD /media/<rootId>/<path>`: the files of the media roots (the operator's media folder
 * and the generated sample media), streamed from disk with range requests and cache validators.
 * Only media, playlist, caption and image files inside a root are served; anything else is 404.
 * A 4K rendition is served only to a request whose 4K grant holds (decision 0024); others get 403.
 */
import type { FileHandle } from 'node:fs/promises';
import { open, readFile, stat } from 'node:fs/promises';
import { createStreamBody } from '@hono/node-server/utils/stream';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { isNotModified, isRangeStillValid, parseByteRange } from './byte-range';
import { dropFourKVariants, isFourKMediaPath } from './library-4k';
import { getMediaContentType } from './media-content-types';
import { MAX_MEDIA_PATH_LENGTH, resolveMediaPath } from './media-file-path';
import { MEDIA_ROOT_IDS, type MediaRoot } from './media-root';

/** Media files change rarely; an hour of caching spares the disk, validators catch changes. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=3600';

/** A 4K file is kept by the browser only, and every reuse asks again (a revoked token stops it). */
export const FOUR_K_CACHE_CONTROL = 'private, no-cache';

/** The context variable a 4K grant's check is set under (decision 0024). */
export const FOUR_K_GATE = 'fourKGate';

/** What the routes in front of `/media` may set. */
export interface MediaVariables {
  /** whether the request may have this 4K file ('<rootId>/<relative path>'); absent: it may not */
  [FOUR_K_GATE]?: (file: string) => Promise<boolean>;
}

const FOUR_K_REFUSED_MESSAGE = 'This 4K rendition needs your own 4K token';

const paramsSchema = z.object({
  rootId: z.enum(MEDIA_ROOT_IDS),
  path: z.string().min(1).max(MAX_MEDIA_PATH_LENGTH),
});

function notFound(c: Context): Response {
  return c.json({ error: 'Not found' }, 404);
}

/** @returns a strong entity tag from the file's size and modification time (as nginx does) */
function buildEtag(size: number, modifiedMs: number): string {
  return `"${size.toString(16)}-${Math.floor(modifiedMs).toString(16)}"`;
}

/**
 * Answers one request for a file already resolved and allowed. The file is opened once, so its
 * size, validators and bytes come from the same file even if it is replaced meanwhile.
 */
async function serveFile(
  c: Context,
  path: string,
  contentType: string,
  cacheControl: string,
): Promise<Response> {
  let handle: FileHandle;
  try {
    handle = await open(path, 'r');
  } catch {
    return notFound(c);
  }
  let isStreaming = false;
  try {
    const stats = await handle.stat();
    if (!stats.isFile()) return notFound(c);
    const { size } = stats;
    const etag = buildEtag(size, stats.mtimeMs);
    const lastModified = stats.mtime.toUTCString();
    const validators = {
      ETag: etag,
      'Last-Modified': lastModified,
      'Cache-Control': cacheControl,
    };
    const conditional = {
      ifNoneMatch: c.req.header('If-None-Match'),
      ifModifiedSince: c.req.header('If-Modified-Since'),
    };
    if (isNotModified(conditional, etag, stats.mtimeMs)) return c.body(null, 304, validators);
    const headers = { ...validators, 'Content-Type': contentType, 'Accept-Ranges': 'bytes' };
    // Range handling is defined for GET only (RFC 9110 §14.2); HEAD describes the whole file.
    if (c.req.method === 'HEAD') {
      return c.body(null, 200, { ...headers, 'Content-Length': String(size) });
    }
    const range = isRangeStillValid(c.req.header('If-Range'), etag, lastModified)
      ? parseByteRange(c.req.header('Range'), size)
      : null;
    if (range === 'unsatisfiable') {
      return c.json({ error: 'Range not satisfiable' }, 416, {
        ...validators,
        'Accept-Ranges': 'bytes',
        'Content-Range': `bytes */${String(size)}`,
      });
    }
    if (range === null) {
      const body = createStreamBody(handle.createReadStream({ start: 0 }));
      isStreaming = true;
      return c.body(body, 200, { ...headers, 'Content-Length': String(size) });
    }
    const body = createStreamBody(handle.createReadStream({ start: range.start, end: range.end }));
    isStreaming = true;
    return c.body(body, 206, {
      ...headers,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${String(range.start)}-${String(range.end)}/${String(size)}`,
    });
  } finally {
    // A stream closes the file when it ends or the client leaves; every other answer closes it here.
    if (!isStreaming) await handle.close();
  }
}

const HLS_PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
/** Larger playlists are media playlists of very long videos, never masters: served as they are. */
const MAX_MASTER_PLAYLIST_BYTES = 256 * 1024;

/** A master playlist with 4K levels, without them; null to serve the file as it is. */
async function readMasterWithoutFourK(path: string): Promise<string | null> {
  try {
    const stats = await stat(path);
    if (!stats.isFile() || stats.size > MAX_MASTER_PLAYLIST_BYTES) return null;
    const text = await readFile(path, 'utf8');
    return text.includes('#EXT-X-STREAM-INF') || text.includes('#EXT-X-I-FRAME-STREAM-INF')
      ? dropFourKVariants(text)
      : null;
  } catch {
    return null;
  }
}

/**
 * The `/media` routes (mounted at `/media`).
 * @param roots the served roots; a root id not among them answers 404
 */
export function createMediaRoutes(roots: readonly MediaRoot[]): Hono {
  const routes = new Hono<{ Variables: MediaVariables }>();
  const rootsById = new Map(roots.map((root) => [root.id, root]));

  routes.on(['GET', 'HEAD'], '/:rootId/:path{.+}', async (c) => {
    const params = paramsSchema.safeParse({
      rootId: c.req.param('rootId'),
      path: c.req.param('path'),
    });
    if (!params.success) return notFound(c);
    const root = rootsById.get(params.data.rootId);
    if (root === undefined) return notFound(c);
    const path = await resolveMediaPath(root.dir, params.data.path);
    const contentType = path === null ? null : getMediaContentType(path);
    if (path === null || contentType === null) return notFound(c);
    if (isFourKMediaPath(params.data.path)) {
      const gate = c.get(FOUR_K_GATE);
      const file = `${root.id}/${params.data.path}`;
      if (gate === undefined || !(await gate(file))) {
        return c.json({ error: FOUR_K_REFUSED_MESSAGE }, 403, { 'Cache-Control': 'no-store' });
      }
      return serveFile(c, path, contentType, FOUR_K_CACHE_CONTROL);
    }
    if (contentType === HLS_PLAYLIST_TYPE && /\.hls\//i.test(params.data.path)) {
      const withoutFourK = await readMasterWithoutFourK(path);
      if (withoutFourK !== null) {
        const headers = { 'Content-Type': contentType, 'Cache-Control': MEDIA_CACHE_CONTROL };
        if (c.req.method === 'HEAD') return c.body(null, 200, headers);
        return c.body(withoutFourK, 200, headers);
      }
    }
    return serveFile(c, path, contentType, MEDIA_CACHE_CONTROL);
  });
  routes.all('/:rootId/:path{.+}', (c) =>
    c.json({ error: 'Method not allowed' }, 405, { Allow: 'GET, HEAD' }),
  );
  routes.all('*', notFound);
  const app = new Hono();
  app.route('/', routes);
  return app;
}
