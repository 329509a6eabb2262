import { symlink, utimes } from 'node:fs/promises';
import { request as httpRequest, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTempFolder, type TempFolder } from './library-fixture.test-support';
import { createMediaRoutes } from './media-routes';

const CONTENT = '0123456789abcdefghij'; // 20 bytes
const FILM = 'Sintel (2010)/Sintel (2010).mp4';
const FILM_URL = '/media/library/Sintel%20(2010)/Sintel%20(2010).mp4';

let root: TempFolder;
let outside: TempFolder;
let app: Hono;

beforeEach(async () => {
  root = await createTempFolder('media-root');
  outside = await createTempFolder('media-outside');
  await root.write({ [FILM]: CONTENT, 'empty.mp4': '' });
  await outside.write({ 'secret.mp4': 'secret', 'secret.vtt': 'WEBVTT secret' });
  app = new Hono();
  app.route('/media', createMediaRoutes([{ id: 'library', dir: root.dir }]));
});
afterEach(async () => {
  await root.remove();
  await outside.remove();
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

async function expectNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ error: 'Not found' });
}

describe('GET /media/:root/:path', () => {
  it('streams the whole file with its type, length, validators and cache policy', async () => {
    const response = await get(FILM_URL);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CONTENT);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': '20',
      'accept-ranges': 'bytes',
      'cache-control': 'public, max-age=3600',
      etag: expect.stringMatching(/^"[0-9a-f]+-[0-9a-f]+"$/) as unknown,
      'last-modified': expect.stringMatching(/GMT$/) as unknown,
    });
  });

  it.each([
    ['bytes=0-4', 'bytes 0-4/20', '01234'],
    ['bytes=15-', 'bytes 15-19/20', 'fghij'],
    ['bytes=-3', 'bytes 17-19/20', 'hij'],
    ['bytes=18-99', 'bytes 18-19/20', 'ij'],
  ])('answers %j with 206 and the bytes asked for', async (range, contentRange, body) => {
    const response = await get(FILM_URL, { Range: range });
    expect(response.status).toBe(206);
    expect(response.headers.get('Content-Range')).toBe(contentRange);
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(await response.text()).toBe(body);
  });

  it.each(['bytes=20-', 'bytes=100-200', 'bytes=-0'])(
    'answers the unsatisfiable %j with 416 and the file size',
    async (range) => {
      const response = await get(FILM_URL, { Range: range });
      expect(response.status).toBe(416);
      expect(response.headers.get('Content-Range')).toBe('bytes */20');
      expect(await response.json()).toEqual({ error: 'Range not satisfiable' });
    },
  );

  it('answers any range of an empty file with 416, and the empty file itself with 200', async () => {
    expect((await get('/media/library/empty.mp4', { Range: 'bytes=0-' })).status).toBe(416);
    const whole = await get('/media/library/empty.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Length')).toBe('0');
    expect(await whole.text()).toBe('');
  });

  it.each(['bytes=0-1,5-6', 'bytes=5-1', 'pages=1-2', 'nonsense'])(
    'sends the whole file for the range %j it does not serve',
    async (range) => {
      const response = await get(FILM_URL, { Range: range });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(CONTENT);
    },
  );

  it('answers 304 when If-None-Match or If-Modified-Since say the cached copy is current', async () => {
    const first = await get(FILM_URL);
    const etag = first.headers.get('ETag') ?? '';
    const lastModified = first.headers.get('Last-Modified') ?? '';
    const byTag = await get(FILM_URL, { 'If-None-Match': etag });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('ETag')).toBe(etag);
    expect(byTag.headers.get('Cache-Control')).toBe('public, max-age=3600');
    expect(await byTag.text()).toBe('');
    expect((await get(FILM_URL, { 'If-Modified-Since': lastModified })).status).toBe(304);
    expect((await get(FILM_URL, { 'If-None-Match': '"stale"' })).status).toBe(200);
  });

  it('changes the entity tag when the file changes', async () => {
    const before = (await get(FILM_URL)).headers.get('ETag');
    await utimes(join(root.dir, ...FILM.split('/')), new Date(2001, 0, 1), new Date(2001, 0, 1));
    const after = await get(FILM_URL, { 'If-None-Match': before ?? '' });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).not.toBe(before);
  });

  it('honours a range under If-Range only for the current version', async () => {
    const etag = (await get(FILM_URL)).headers.get('ETag') ?? '';
    expect((await get(FILM_URL, { Range: 'bytes=0-1', 'If-Range': etag })).status).toBe(206);
    const changed = await get(FILM_URL, { Range: 'bytes=0-1', 'If-Range': '"old"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(CONTENT);
  });

  it('answers HEAD with the headers of the whole file and no body', async () => {
    const response = await app.request(FILM_URL, {
      method: 'HEAD',
      headers: { Range: 'bytes=0-1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Length')).toBe('20');
    expect(response.headers.get('Content-Type')).toBe('video/mp4');
    expect(response.headers.get('Accept-Ranges')).toBe('bytes');
    expect(await response.text()).toBe('');
  });

  it('refuses other methods', async () => {
    const response = await app.request(FILM_URL, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('/media content types', () => {
  it.each([
    ['a.mp4', 'video/mp4'],
    ['a.webm', 'video/webm'],
    ['a.mkv', 'video/x-matroska'],
    ['a.hls/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['a.hls/720p/seg_001.ts', 'video/mp2t'],
    ['a.hls/720p/seg_001.m4s', 'video/iso.segment'],
    ['a.aac', 'audio/aac'],
    ['a.en.vtt', 'text/vtt; charset=utf-8'],
    ['a.en.srt', 'application/x-subrip'],
    ['a.thumbnails.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.webp', 'image/webp'],
  ])('serves %s as %s', async (name, type) => {
    await root.write({ [name]: 'x' });
    const response = await get(`/media/library/${name}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
  });

  it.each(['reelhouse.json', 'notes.txt', 'run.sh', 'page.html', 'no-extension'])(
    'does not serve %s',
    async (name) => {
      await root.write({ [name]: 'x' });
      await expectNotFound(await get(`/media/library/${name}`));
    },
  );
});

describe('/media refuses what is not a file inside a root', () => {
  it.each([
    ['an unknown root', '/media/other/Sintel%20(2010)/Sintel%20(2010).mp4'],
    ['a root not configured', '/media/sample/Sintel%20(2010)/Sintel%20(2010).mp4'],
    ['a missing file', '/media/library/missing.mp4'],
    ['a folder', '/media/library/Sintel%20(2010)'],
    ['the root itself', '/media/library/'],
    ['an encoded parent segment', '/media/library/Sintel%20(2010)/..%2F..%2Fsecret.mp4'],
    ['a double-encoded parent segment', '/media/library/%252e%252e/secret.mp4'],
    ['a parent segment with an encoded slash', '/media/library/%2e%2e%2fsecret.mp4'],
    ['an encoded backslash', '/media/library/..%5C..%5Csecret.mp4'],
    ['an encoded backslash in a name', '/media/library/Sintel%20(2010)%5CSintel%20(2010).mp4'],
    ['a NUL byte', '/media/library/Sintel%20(2010)/Sintel%20(2010).mp4%00.vtt'],
    ['an empty segment', '/media/library/Sintel%20(2010)//Sintel%20(2010).mp4'],
    ['a dot-file', '/media/library/.hidden.mp4'],
    ['a path too long', `/media/library/${'a/'.repeat(2100)}a.mp4`],
  ])('answers 404 JSON for %s', async (_, path) => {
    await root.write({ '.hidden.mp4': 'x' });
    await expectNotFound(await get(path));
  });

  it('answers 404 for a link to a file outside the root, and to a folder outside it', async () => {
    await symlink(join(outside.dir, 'secret.mp4'), join(root.dir, 'linked.mp4'));
    await symlink(outside.dir, join(root.dir, 'Linked Folder'));
    await expectNotFound(await get('/media/library/linked.mp4'));
    await expectNotFound(await get('/media/library/Linked%20Folder/secret.vtt'));
  });

  it('serves a link that stays inside the root', async () => {
    await symlink(join(root.dir, ...FILM.split('/')), join(root.dir, 'alias.mp4'));
    const response = await get('/media/library/alias.mp4');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(CONTENT);
  });

  it('answers 404 when the root itself does not exist', async () => {
    const missing = new Hono();
    missing.route('/media', createMediaRoutes([{ id: 'library', dir: join(root.dir, 'gone') }]));
    await expectNotFound(await missing.request('/media/library/a.mp4'));
  });
});

describe('/media over a real connection (raw paths)', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const listener = getRequestListener((request) => app.fetch(request));
    server = createServer((incoming, outgoing) => {
      void listener(incoming, outgoing);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
  });

  const rawGet = (path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: 'GET' }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body });
        });
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  it.each([
    (outside: string) => `/media/library/../${outside}/secret.mp4`,
    (outside: string) => `/media/library/%2e%2e/${outside}/secret.mp4`,
    (outside: string) => `/media/library/.%2e/${outside}/secret.mp4`,
    (outside: string) => `/media/library/Sintel%20(2010)/../../${outside}/secret.mp4`,
    (outside: string) => `/media/library/..%2f${outside}%2fsecret.mp4`,
    (outside: string) => `/media/library/..\\${outside}\\secret.mp4`,
    (outside: string) => `/media/library/..%5c${outside}%5csecret.mp4`,
  ])('never serves a file outside the root for a raw path like %s', async (buildPath) => {
    const response = await rawGet(buildPath(basename(outside.dir)));
    // Node refuses a raw backslash itself (400); everything else reaches the route (404).
    expect([400, 404]).toContain(response.status);
    expect(response.body).not.toContain('secret');
  });

  it('serves a file inside the root over the connection', async () => {
    const response = await rawGet(FILM_URL);
    expect(response).toEqual({ status: 200, body: CONTENT });
  });
});
