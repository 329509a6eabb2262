/**
 * The headers and encodings answers leave with, through createApp and a tiny React Router build
 * (a root, one page and one page whose loader fails; no React rendering) over a client folder
 * holding one hashed asset.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app';
import { useTestDatabase } from '../../test-support/test-database';
import { createTinyWebBuild } from '../../test-support/tiny-web-build';

const PAGE = `<!doctype html><html><head><script>document.documentElement.className='dark'</script></head><body>${'<p>A film worth watching.</p>'.repeat(100)}</body></html>`;
const ASSET = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => id))};`;

const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-Frame-Options',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

const getDatabase = useTestDatabase();
let clientDir = '';

beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'reelhouse-client-'));
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'rows-AbC123.js'), ASSET);
  await mkdir(path.join(clientDir, 'guides'));
  await writeFile(
    path.join(clientDir, 'guides', 'guide.vtt'),
    'WEBVTT\n\n00:00.000 --> 00:02.000\nStep 1\n',
  );
});

afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

function createDeliveryApp() {
  return createTestApp(getDatabase(), {
    web: {
      clientDir,
      build: createTinyWebBuild({
        clientDir,
        html: PAGE,
        pages: ['movies', 'broken'],
        failing: ['broken'],
      }),
      mode: 'production',
    },
  }).app;
}

describe('security headers', () => {
  it('sends the policy and the other document-only headers with pages, the 404 page and the error page', async () => {
    const app = createDeliveryApp();
    for (const [pathname, status] of [
      ['/movies', 200],
      ['/nowhere', 404],
      ['/broken', 500],
    ] as const) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(status);
      expect(response.headers.get('Content-Type'), pathname).toMatch(/^text\/html/);
      for (const name of DOCUMENT_ONLY) expect(response.headers.has(name), name).toBe(true);
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      expect(policy, pathname).toContain("frame-ancestors 'none'");
      expect(policy, pathname).toMatch(/script-src 'sha256-[^']+' 'strict-dynamic'/);
      const permissions = response.headers.get('Permissions-Policy') ?? '';
      expect(permissions).toContain('camera=()');
      expect(permissions).toContain('fullscreen=(self)');
      expect(permissions).toContain('picture-in-picture=(self)');
      // Chromium logs a console warning for a feature it does not know (Lighthouse counts it).
      expect(permissions).not.toContain('bluetooth');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('sends a static asset only what it needs: no policy nor other document-only header', async () => {
    const response = await createDeliveryApp().request('/assets/rows-AbC123.js');

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('javascript');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(response.headers.has(name), name).toBe(false);
  });

  it('sends the site’s own WebVTT captions as text/vtt, which browsers require of a caption track', async () => {
    const response = await createDeliveryApp().request('/guides/guide.vtt');

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8');
    expect(await response.text()).toMatch(/^WEBVTT/);
  });

  it('sends JSON answers, errors included, no document-only header but nosniff and HSTS', async () => {
    const app = createDeliveryApp();
    for (const pathname of ['/healthz', '/api/nowhere', '/assets/missing-123.js']) {
      const response = await app.request(pathname);
      expect(response.headers.get('Content-Type'), pathname).toContain('application/json');
      expect(response.headers.get('X-Content-Type-Options'), pathname).toBe('nosniff');
      expect(response.headers.get('Strict-Transport-Security'), pathname).toBe(
        'max-age=31536000; includeSubDomains',
      );
      for (const name of DOCUMENT_ONLY) expect(response.headers.has(name), name).toBe(false);
    }
  });
});

describe('pages compressed on the fly', () => {
  it('sends a page brotli-compressed to a client that accepts brotli and gzip, the same HTML once decompressed', async () => {
    const response = await createDeliveryApp().request('/movies', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });

    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(response.headers.get('Content-Security-Policy')).not.toBeNull();
    const html = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(html).toBe(PAGE);
  });

  it('sends gzip to a gzip-only client and the page as it is to one that names no encoding', async () => {
    const app = createDeliveryApp();
    const gzipped = await app.request('/movies', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(PAGE);

    const plain = await app.request('/movies');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(PAGE);
  });
});
