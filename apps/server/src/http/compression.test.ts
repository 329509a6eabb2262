import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressAnswers } from './compression';

const PAGE = `<!doctype html><title>page</title>${'<p>A film worth watching.</p>'.repeat(200)}`;

function appWith(route: (app: Hono) => void): Hono {
  const app = new Hono();
  app.use(compressAnswers());
  route(app);
  return app;
}

const pageApp = () => appWith((app) => app.get('/', (c) => c.html(PAGE)));

async function bodyOf(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer());
}

describe('chooseEncoding', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('answers %j with %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('compressAnswers', () => {
  it('sends brotli to a client that accepts brotli and gzip, decompressing to the same page', async () => {
    const response = await pageApp().request('/', { headers: { 'Accept-Encoding': 'br, gzip' } });

    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Content-Length')).toBeNull();
    expect(brotliDecompressSync(await bodyOf(response)).toString('utf8')).toBe(PAGE);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await pageApp().request('/', { headers: { 'Accept-Encoding': 'gzip' } });

    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(await bodyOf(response)).toString('utf8')).toBe(PAGE);
  });

  it('sends the page as it is to a client that names no encoding, still varying by it', async () => {
    const response = await pageApp().request('/');

    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(await response.text()).toBe(PAGE);
  });

  it('compresses JSON too', async () => {
    const rows = Array.from({ length: 100 }, (_, id) => ({ id, title: 'A film worth watching' }));
    const app = appWith((app) => app.get('/api', (c) => c.json(rows)));
    const response = await app.request('/api', { headers: { 'Accept-Encoding': 'br' } });

    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(await bodyOf(response)).toString('utf8'))).toEqual(rows);
  });

  it('flushes each chunk as it comes, so a streamed answer’s first bytes leave at once', async () => {
    let finish: () => void = () => undefined;
    const app = appWith((app) =>
      app.get('/stream', (c) => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(PAGE));
            finish = () => {
              controller.close();
            };
          },
        });
        return c.body(body, 200, { 'Content-Type': 'text/html; charset=utf-8' });
      }),
    );
    for (const encoding of ['br', 'gzip']) {
      const response = await app.request('/stream', { headers: { 'Accept-Encoding': encoding } });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      // The source has not ended: what arrives must be a complete, decodable flush of the page.
      const parts: Uint8Array[] = [];
      let text = '';
      while (text !== PAGE) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the answer ended before its source did');
        parts.push(value);
        const sofar = Buffer.concat(parts);
        text = (
          encoding === 'br'
            ? brotliDecompressSync(sofar, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
            : gunzipSync(sofar, { finishFlush: constants.Z_SYNC_FLUSH })
        ).toString('utf8');
      }
      expect(text).toBe(PAGE);
      finish();
      await reader.cancel();
    }
  });

  it('leaves server-sent events uncompressed, whatever the client accepts', async () => {
    const app = appWith((app) =>
      app.post('/events', (c) =>
        streamSSE(c, async (stream) => {
          await stream.writeSSE({ event: 'progress', data: 'x'.repeat(2000) });
        }),
      ),
    );
    const response = await app.request('/events', {
      method: 'POST',
      headers: { 'Accept-Encoding': 'br, gzip' },
    });

    expect(response.headers.get('Content-Type')).toContain('text/event-stream');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(await response.text()).toContain(`event: progress\ndata: ${'x'.repeat(2000)}`);
  });

  it('leaves answers offering byte ranges, partial answers and bodies known to be small uncompressed', async () => {
    const text = 'WEBVTT\n\n'.padEnd(4000, 'x');
    const app = appWith((app) => {
      app.get('/captions.vtt', (c) =>
        c.body(text, 200, { 'Content-Type': 'text/vtt', 'Accept-Ranges': 'bytes' }),
      );
      app.get('/part', (c) => c.body(text.slice(0, 2000), 206, { 'Content-Type': 'text/vtt' }));
      app.get('/small', (c) =>
        c.body('<p>small</p>', 200, { 'Content-Type': 'text/html', 'Content-Length': '12' }),
      );
    });
    const headers = { 'Accept-Encoding': 'br, gzip' };

    for (const path of ['/captions.vtt', '/part', '/small']) {
      const response = await app.request(path, { headers });
      expect(response.headers.get('Content-Encoding'), path).toBeNull();
    }
    expect(await (await app.request('/captions.vtt', { headers })).text()).toBe(text);
  });

  it('leaves an answer marked no-transform, or already encoded, as it is', async () => {
    const app = appWith((app) => {
      app.get('/kept', (c) => c.html(PAGE, 200, { 'Cache-Control': 'no-transform' }));
      app.get('/encoded', (c) =>
        c.body('already', 200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' }),
      );
    });
    const headers = { 'Accept-Encoding': 'br' };

    expect((await app.request('/kept', { headers })).headers.get('Content-Encoding')).toBeNull();
    expect((await app.request('/encoded', { headers })).headers.get('Content-Encoding')).toBe(
      'gzip',
    );
  });
});
