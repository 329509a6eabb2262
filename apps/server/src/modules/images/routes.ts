/**
 * `GET|HEAD /api/img?src=&w=&h=&q=&output=&fit=&blur=&brightness=&contrast=&sat=&sharp=&rot=&bg=&crop=`:
 * resized and converted catalogue images. Results never change for a URL, so they are immutable
 * for a year; a matching If-None-Match answers 304 before anything is rendered.
 */
import { Hono, type Context } from 'hono';
import { getClientAddress } from '../../http/client-address';
import type { ImageFailure, ImageService } from './service';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The same URL fails the same way until the catalogue changes. */
const CACHE_FAILURE: Record<ImageFailure['status'], string> = {
  400: 'public, max-age=3600',
  404: 'public, max-age=300',
  429: 'no-store',
  502: 'no-store',
  503: 'no-store',
};

export interface ImageRoutesDeps {
  service: ImageService;
}

/** RFC 9110 weak comparison: any listed tag (W/ or not) equal to ours, or `*`. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

function answerFailure(c: Context, failure: ImageFailure): Response {
  const headers: Record<string, string> = { 'Cache-Control': CACHE_FAILURE[failure.status] };
  if (failure.retryAfterSeconds !== undefined) {
    headers['Retry-After'] = String(failure.retryAfterSeconds);
  }
  const body = failure.issues
    ? { error: failure.error, issues: failure.issues }
    : { error: failure.error };
  return c.json(body, failure.status, headers);
}

export function createImageRoutes(deps: ImageRoutesDeps): Hono {
  const routes = new Hono();
  // Hono answers HEAD with the GET handler, without the body.
  routes.get('/', async (c) => {
    const prepared = await deps.service.prepare(c.req.queries());
    if (!prepared.ok) return answerFailure(c, prepared);
    const { etag, contentType } = prepared.image;
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': IMMUTABLE });
    }
    const produced = await deps.service.produce(prepared.image, getClientAddress(c));
    if (!produced.ok) return answerFailure(c, produced);
    const { bytes } = produced;
    return c.body(bytes, 200, {
      'Content-Type': contentType,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': IMMUTABLE,
      ETag: etag,
    });
  });
  return routes;
}
