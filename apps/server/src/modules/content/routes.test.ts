import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createLogger } from '../../observability/logger';
import { createTestApp, TEST_CONFIG } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import { createImageService } from '../images/service';
import {
  createTestContentFolders,
  makeAnimatedGif,
  makePng,
  noDownloads,
  pageSource,
  type TestContentFolders,
} from './content.test-support';
import { openContent, type ContentSetup } from './setup';

const database = useTestDatabase();
let folders: TestContentFolders;
let content: ContentSetup;
let app: Hono;

beforeAll(async () => {
  folders = await createTestContentFolders();
  await folders.write('ad-media/moving.gif', await makeAnimatedGif(40, 10));
  await folders.write('ad-media/still.png', await makePng(64, 32));
  await folders.write('ads.json', [
    { id: 'gif', link: 'https://a.example/', gifUrl: '/ad-media/moving.gif' },
    { id: 'png', link: '/partners', gifUrl: '/ad-media/still.png', priority: 2 },
  ]);
  await folders.write('info-modals.json', [
    { id: 'm1', title: 'Hello', html: '<b>Hi</b><img src="x" onerror="alert(1)">', priority: 5 },
  ]);
  await folders.write('pages/donate.md', pageSource('Donate', 'Help us', 'Mail {supportEmail}.'));
  content = await openContent({
    config: {
      content: { dir: folders.dir, supportEmail: 'help@reelhouse.example', btcPriceUsd: 90_000 },
      chatUrl: undefined,
      dataDir: folders.dataDir,
    },
    logger: createLogger('silent'),
    db: database().db,
    defaultsDir: folders.defaultsDir,
    download: noDownloads,
    checkIntervalMs: 60_000,
    debounceMs: 60_000,
  });
  const images = createImageService({
    artworkFacts: null,
    contentImages: content.images,
    cache: { get: () => Promise.resolve(null), set: () => Promise.resolve() },
  });
  app = createTestApp(database(), { content: content.deps, images, config: TEST_CONFIG }).app;
});

afterAll(async () => {
  await content.close();
  await folders.dispose();
});

interface ServedAdJson {
  id: string;
  imageSrc: string;
  width?: number;
  height?: number;
}

async function servedAds(): Promise<ServedAdJson[]> {
  const response = await app.request('/ads.json');
  return (await response.json()) as ServedAdJson[];
}

describe('GET /modalData.json and /ads.json', () => {
  it('answers the info modals as a JSON list with sanitised html, cached briefly', async () => {
    const response = await app.request('/modalData.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60');
    expect(await response.json()).toEqual([
      {
        id: 'm1',
        title: 'Hello',
        html: '<b>Hi</b><img src="x" />',
        repeat: 'never',
        priority: 5,
      },
    ]);
  });

  it('answers the ads with the URL we serve each creative at and its size', async () => {
    const ads = await servedAds();
    expect(ads.map(({ id, width, height }) => ({ id, width, height }))).toEqual([
      { id: 'gif', width: 40, height: 10 },
      { id: 'png', width: 64, height: 32 },
    ]);
    expect(ads[0]?.imageSrc).toMatch(/^\/content-media\/[a-f0-9]{32}\.gif$/);
    expect(ads[1]?.imageSrc).toMatch(/^\/api\/img\?src=%2Fcontent-media%2F[a-f0-9]{32}\.png&w=64$/);
  });

  it('answers 304 to a matching If-None-Match, and HEAD without a body', async () => {
    const first = await app.request('/ads.json');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const again = await app.request('/ads.json', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const head = await app.request('/modalData.json', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
  });
});

describe('creatives', () => {
  it('serves an animated GIF as is, cached for a year', async () => {
    const [gif] = await servedAds();
    const response = await app.request(gif?.imageSrc ?? '');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/gif');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(await makeAnimatedGif(40, 10))).toBe(true);
    expect((await sharp(bytes).metadata()).pages).toBe(2);
  });

  it('resizes a static creative through /api/img', async () => {
    const [, png] = await servedAds();
    const src = new URL(png?.imageSrc ?? '', 'http://localhost').searchParams.get('src') ?? '';
    const response = await app.request(`/api/img?src=${encodeURIComponent(src)}&w=32`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([32, 16]);
  });

  it('answers 404 for a name the content does not publish', async () => {
    const unknown = `${'0'.repeat(32)}.gif`;
    expect((await app.request(`/content-media/${unknown}`)).status).toBe(404);
    expect((await app.request(`/api/img?src=/content-media/${unknown}&w=32`)).status).toBe(404);
    expect((await app.request('/content-media/..%2Fcontent-media')).status).toBe(404);
  });
});

describe('the load context’s content reader', () => {
  it('gives pages with placeholders filled, settings and lists', () => {
    const reader = content.deps.reader;
    expect(reader.page('donate')).toEqual({
      title: 'Donate',
      description: 'Help us',
      html: '<p>Mail <a href="mailto:help@reelhouse.example">help@reelhouse.example</a>.</p>\n',
    });
    expect(reader.page('faq')).toBeNull();
    expect(reader.btcPriceUsd()).toBe(90_000);
    expect(reader.supportEmail()).toBe('help@reelhouse.example');
    expect(reader.ads().map((entry) => entry.id)).toEqual(['gif', 'png']);
    expect(reader.donationAddresses()).toEqual([]);
    expect(reader.donationStats()).toBeNull();
  });
});
