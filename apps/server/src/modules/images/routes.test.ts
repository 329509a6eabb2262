import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDiskImageCache, type DiskImageCache } from './disk-image-cache';
import { createInMemoryArtworkFacts } from './in-memory-artwork-facts';
import { IMMUTABLE, createImageRoutes, matchesIfNoneMatch } from './routes';
import { createImageService, type ImageService, type ImageServiceDeps } from './service';
import { createTmdbImageSource } from './tmdb-image-source-adapter';

const POSTER = '/art/poster/movie-603.svg';

interface ErrorBody {
  error: string;
  issues?: { path: string; message: string }[];
}

describe('GET /api/img', () => {
  let directory: string;
  let service: ImageService;
  let app: Hono;
  let caches: DiskImageCache[] = [];
  const build = (deps: Partial<ImageServiceDeps> = {}) => {
    const cache = createDiskImageCache({ directory, maxBytes: 50_000_000 });
    caches.push(cache);
    service = createImageService({
      artworkFacts: createInMemoryArtworkFacts({
        'movie-603': { title: 'The Matrix', subtitle: '1999', genreIds: [878] },
        'tv-1399-s1e3': { title: 'Lord Snow', subtitle: 'Season 1 · Episode 3', genreIds: [10765] },
      }),
      cache,
      ...deps,
    });
    app = new Hono();
    app.route('/api/img', createImageRoutes({ service }));
  };
  const get = (search: string, headers: Record<string, string> = {}) =>
    app.request(`/api/img?${search}`, { headers });

  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'reelhouse-image-routes-'));
    build();
  });
  afterEach(async () => {
    // A cache still scanning its folder would race the removal.
    await Promise.all(caches.map((cache) => cache.ready()));
    caches = [];
    await rm(directory, { recursive: true, force: true });
  });

  it.each([
    [`src=${POSTER}`, 'image/webp', 1000, 1500],
    [`src=${POSTER}&w=342`, 'image/webp', 342, 513],
    [`src=${POSTER}&w=92&h=92&output=png&fit=contain&bg=000`, 'image/png', 92, 92],
    [`src=${POSTER}&h=200&output=avif&q=40`, 'image/avif', 133, 200],
    [
      `src=${POSTER}&w=154&output=jpg&blur=2&sat=0.5&brightness=1.2&contrast=1.1&sharp=true`,
      'image/jpeg',
      154,
      231,
    ],
    [`src=${POSTER}&w=300&h=300&crop=top`, 'image/webp', 300, 300],
    [`src=${POSTER}&w=120&h=80&rot=90`, 'image/webp', 120, 80],
    ['src=/art/still/tv-1399-s1e3.svg&w=300', 'image/webp', 300, 169],
    ['src=/art/logo/movie-603.svg&w=500&output=png', 'image/png', 500, 188],
  ])('answers %s with a %s of %ix%i', async (search, contentType, width, height) => {
    const response = await get(search);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(contentType);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(bytes.byteLength));
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([width, height]);
  });

  it.each([
    ['', 'src'],
    ['src=https://evil.example/a.jpg', 'src'],
    ['src=//evil.example/a.jpg', 'src'],
    ['src=/abc.jpg', 'src'],
    [`src=${POSTER}&w=5000`, 'w'],
    [`src=${POSTER}&q=0`, 'q'],
    [`src=${POSTER}&output=gif`, 'output'],
    [`src=${POSTER}&fit=squash`, 'fit'],
    [`src=${POSTER}&blur=1000`, 'blur'],
    [`src=${POSTER}&rot=45`, 'rot'],
    [`src=${POSTER}&bg=blue`, 'bg'],
    [`src=${POSTER}&crop=0,0,9999,9999`, 'crop'],
    [`src=${POSTER}&url=http://x`, 'url'],
  ])('answers 400 with issues for %s', async (search, path) => {
    const response = await get(search);

    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error).toBe('Invalid request');
    expect(body.issues?.map((issue) => issue.path)).toContain(path);
  });

  it('marks images immutable for a year with an ETag', async () => {
    const response = await get(`src=${POSTER}&w=92`);

    expect(response.headers.get('Cache-Control')).toBe(IMMUTABLE);
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]{32}"$/);
  });

  it('answers 304 to a matching If-None-Match without rendering', async () => {
    const etag = (await get(`src=${POSTER}&w=92`)).headers.get('ETag') ?? '';
    build(); // a fresh service: nothing in memory, no renders counted

    const response = await get(`src=${POSTER}&w=92`, { 'If-None-Match': `W/"other", ${etag}` });

    expect(response.status).toBe(304);
    expect(response.headers.get('ETag')).toBe(etag);
    expect(await response.text()).toBe('');
    expect(service.stats()).toMatchObject({ renders: 0, diskHits: 0, memoryHits: 0 });
  });

  it('answers 200 when If-None-Match names another version', async () => {
    const response = await get(`src=${POSTER}&w=92`, { 'If-None-Match': '"0123"' });

    expect(response.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.request(`/api/img?src=${POSTER}&w=92`, { method: 'HEAD' });

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(Number(response.headers.get('Content-Length'))).toBeGreaterThan(0);
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 JSON for artwork of an unknown title, cacheable for a while', async () => {
    const response = await get('src=/art/poster/movie-999.svg');

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Image not found' });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
  });
});

describe('GET /api/img in tmdb mode, against a fake image host', () => {
  let host: Server;
  let origin: string;
  let directory: string;
  let app: Hono;
  let cache: DiskImageCache;
  const requested: string[] = [];

  beforeAll(async () => {
    const photo = await sharp({
      create: { width: 500, height: 750, channels: 3, background: '#225588' },
    })
      .jpeg()
      .toBuffer();
    host = createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url === '/t/p/original/poster123.jpg') {
        response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    host.closeAllConnections();
    await new Promise((resolve) => host.close(resolve));
  });
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), 'reelhouse-image-tmdb-'));
    cache = createDiskImageCache({ directory, maxBytes: 50_000_000 });
    const service = createImageService({
      artworkFacts: null,
      tmdbImages: createTmdbImageSource({ baseUrl: `${origin}/t/p` }),
      cache,
    });
    app = new Hono();
    app.route('/api/img', createImageRoutes({ service }));
  });
  afterEach(async () => {
    await cache.ready();
    await rm(directory, { recursive: true, force: true });
  });

  it('resizes a TMDB original into the requested image', async () => {
    const response = await app.request('/api/img?src=/poster123.jpg&w=185');

    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 185, 278]);
  });

  it('answers 404 for a TMDB path the host does not have', async () => {
    expect((await app.request('/api/img?src=/missing.jpg')).status).toBe(404);
  });

  it('never forwards a path that is not a bare TMDB file name', async () => {
    requested.length = 0;
    for (const src of [
      '/../admin.jpg',
      '/a/poster123.jpg',
      '/poster123.jpg%3Fx',
      '/poster123.webp',
    ]) {
      const response = await app.request(`/api/img?src=${src}`);
      expect(response.status).toBe(400);
    }
    expect(requested).toEqual([]);
  });
});

describe('matchesIfNoneMatch', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
    ['abc', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, '"abc"')).toBe(expected);
  });
});
