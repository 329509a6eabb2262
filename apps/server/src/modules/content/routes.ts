/**
 * The content folder's public answers: `GET /modalData.json` and `GET /ads.json` (the validated
 * lists; the browser applies date windows and dismissals with core's rules) and
 * `GET /content-media/<hash>.<ext>`, the creatives we serve as is (an animated GIF keeps moving).
 * Lists are cached briefly (a change shows within a minute); media for a year (the URL names the
 * bytes).
 */
import { Hono, type Context } from 'hono';
import { matchesIfNoneMatch } from '../images/routes';
import type { ContentSnapshot, PreparedJson } from './content-loader';
import type { MediaStore } from './media-store';

const LIST_CACHE = 'public, max-age=60';
const MEDIA_CACHE = 'public, max-age=31536000, immutable';

export interface ContentRoutesDeps {
  snapshot: () => ContentSnapshot;
  media: MediaStore;
}

function answerJson(c: Context, prepared: PreparedJson): Response {
  const headers = { 'Cache-Control': LIST_CACHE, ETag: prepared.etag };
  if (matchesIfNoneMatch(c.req.header('If-None-Match'), prepared.etag)) {
    return c.body(null, 304, headers);
  }
  return c.body(prepared.body, 200, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
  });
}

export function createContentRoutes(deps: ContentRoutesDeps): Hono {
  const routes = new Hono();
  // Hono answers HEAD with the GET handler, without the body.
  routes.get('/modalData.json', (c) => answerJson(c, deps.snapshot().modalsJson));
  routes.get('/ads.json', (c) => answerJson(c, deps.snapshot().adsJson));
  routes.get('/content-media/:name', async (c) => {
    const name = c.req.param('name');
    // Only what the current content publishes: a removed creative is gone at once.
    const media = deps.snapshot().media.get(name);
    const bytes = media ? await deps.media.read(name) : null;
    if (!media || !bytes) {
      return c.json({ error: 'Not found' }, 404, { 'Cache-Control': 'public, max-age=60' });
    }
    const etag = `"${name.slice(0, 32)}"`;
    if (matchesIfNoneMatch(c.req.header('If-None-Match'), etag)) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': MEDIA_CACHE });
    }
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': media.contentType,
      'Content-Length': String(bytes.byteLength),
      'Cache-Control': MEDIA_CACHE,
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    });
  });
  return routes;
}
