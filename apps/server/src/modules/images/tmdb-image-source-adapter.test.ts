import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTmdbImageSource, type TmdbImageSourceOptions } from './tmdb-image-source-adapter';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A fake TMDB image host on 127.0.0.1; each test sets how it answers. */
function startFakeHost(): Promise<{
  server: Server;
  origin: string;
  setHandler(h: Handler): void;
  requests: string[];
}> {
  let handler: Handler = (_request, response) => response.writeHead(500).end();
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    handler(request, response);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        server,
        origin: `http://127.0.0.1:${port}`,
        setHandler: (h) => (handler = h),
        requests,
      });
    });
  });
}

const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

describe('createTmdbImageSource', () => {
  let host: Awaited<ReturnType<typeof startFakeHost>>;
  let other: Awaited<ReturnType<typeof startFakeHost>>;

  beforeAll(async () => {
    [host, other] = await Promise.all([startFakeHost(), startFakeHost()]);
  });
  afterAll(async () => {
    for (const { server } of [host, other]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
  beforeEach(() => {
    host.requests.length = 0;
    other.requests.length = 0;
    other.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG_BYTES);
    });
  });

  const source = (options: Partial<TmdbImageSourceOptions> = {}) =>
    createTmdbImageSource({ baseUrl: `${host.origin}/t/p/`, timeoutMs: 2_000, ...options });

  it('fetches {base}/original{path} and returns the bytes and type', async () => {
    host.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG_BYTES);
    });

    const result = await source().fetchImage('/abcDEF_12-3.jpg');

    expect(result).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(result.ok && Buffer.from(result.bytes).equals(JPEG_BYTES)).toBe(true);
    expect(host.requests).toEqual(['/t/p/original/abcDEF_12-3.jpg']);
  });

  it.each([
    '/../secret.jpg',
    '/a/b.jpg',
    'abc.jpg',
    '/abc.gif',
    '/abc.jpg?x=1',
    '//evil.example/a.jpg',
  ])('never requests a path that is not a TMDB file name: %s', async (path) => {
    const result = await source().fetchImage(path);

    expect(result).toMatchObject({ ok: false, reason: 'not-found' });
    expect(host.requests).toEqual([]);
  });

  it('refuses a redirect to another host and never contacts it', async () => {
    host.setHandler((_request, response) => {
      response.writeHead(302, { Location: `${other.origin}/t/p/original/abc.jpg` }).end();
    });

    const result = await source().fetchImage('/abc.jpg');

    expect(result).toMatchObject({ ok: false, reason: 'refused-redirect' });
    expect(other.requests).toEqual([]);
  });

  it('refuses a redirect to the same address under another host name', async () => {
    const port = new URL(host.origin).port;
    host.setHandler((_request, response) => {
      response.writeHead(301, { Location: `http://localhost:${port}/t/p/original/abc.jpg` }).end();
    });

    expect(await source().fetchImage('/abc.jpg')).toMatchObject({ reason: 'refused-redirect' });
    expect(host.requests).toHaveLength(1);
  });

  it('follows a redirect on the same origin', async () => {
    host.setHandler((request, response) => {
      if (request.url === '/t/p/original/old.jpg') {
        response.writeHead(301, { Location: '/t/p/original/new.jpg' }).end();
      } else {
        response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(JPEG_BYTES);
      }
    });

    const result = await source().fetchImage('/old.jpg');

    expect(result.ok).toBe(true);
    expect(host.requests).toEqual(['/t/p/original/old.jpg', '/t/p/original/new.jpg']);
  });

  it('stops after three redirects', async () => {
    host.setHandler((_request, response) => {
      response.writeHead(302, { Location: '/t/p/original/loop.jpg' }).end();
    });

    expect(await source().fetchImage('/loop.jpg')).toMatchObject({ reason: 'refused-redirect' });
    expect(host.requests).toHaveLength(4);
  });

  it('refuses a body declared larger than the cap without reading it', async () => {
    host.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': '2048' });
      response.end(Buffer.alloc(2048));
    });

    expect(await source({ maxBytes: 1024 }).fetchImage('/big.jpg')).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
  });

  it('stops reading a body without a length once it passes the cap', async () => {
    host.setHandler((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'image/jpeg' });
      // Chunked and endless: only the cap can end this download.
      const timer = setInterval(() => response.write(Buffer.alloc(512)), 1);
      response.on('close', () => clearInterval(timer));
    });

    expect(await source({ maxBytes: 4096 }).fetchImage('/stream.jpg')).toMatchObject({
      ok: false,
      reason: 'too-large',
    });
  });

  it('gives up when the host does not answer in time', async () => {
    host.setHandler(() => {
      // never answers
    });

    expect(await source({ timeoutMs: 100 }).fetchImage('/slow.jpg')).toMatchObject({
      ok: false,
      reason: 'timeout',
    });
  });

  it('reports 404 as not found and other failures or non-images as bad responses', async () => {
    host.setHandler((request, response) => {
      if (request.url?.endsWith('/gone.jpg')) response.writeHead(404).end();
      else if (request.url?.endsWith('/page.jpg'))
        response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
      else response.writeHead(503).end();
    });

    expect(await source().fetchImage('/gone.jpg')).toMatchObject({ reason: 'not-found' });
    expect(await source().fetchImage('/page.jpg')).toMatchObject({ reason: 'bad-response' });
    expect(await source().fetchImage('/down.jpg')).toMatchObject({ reason: 'bad-response' });
  });

  it('reports a host that refuses connections as a network error', async () => {
    const closed = await startFakeHost();
    const origin = closed.origin;
    await new Promise((resolve) => closed.server.close(resolve));

    const result = await createTmdbImageSource({ baseUrl: origin }).fetchImage('/abc.jpg');

    expect(result).toMatchObject({ ok: false, reason: 'network-error' });
  });

  it('refuses an image base that is not http(s)', () => {
    expect(() => createTmdbImageSource({ baseUrl: 'file:///etc' })).toThrow(/http/);
  });
});
