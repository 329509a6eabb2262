import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
/**
 * How the server delivers the site: hashed assets precompressed (brotli, else gzip) and cached
 * for a year, pages compressed (brotli, else gzip) and cacheable by a shared cache, security
 * headers (the document-only ones on pages only), request ids.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';

test.skip(({ isMobile }) => isMobile, 'plain HTTP requests: the viewport plays no part');

/** The framework chunk: a script every page preloads, large enough to be precompressed. */
async function firstScriptAsset(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const match = /<link rel="modulepreload" href="(\/assets\/framework-[^"]+\.js)"/.exec(html);
  expect(match, 'the framework chunk preloaded by the home page').not.toBeNull();
  return match?.[1] ?? '';
}

test('serves hashed assets brotli-compressed when accepted, and cached for a year as immutable', async ({
  request,
}) => {
  const asset = await firstScriptAsset(request);
  const response = await request.get(asset, { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-type']).toContain('javascript');
});

test('falls back to gzip for clients that do not accept brotli', async ({ request }) => {
  const asset = await firstScriptAsset(request);
  const response = await request.get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
});

test('answers a missing asset with 404 JSON, never the HTML app', async ({ request }) => {
  const response = await request.get('/assets/no-such-file-123.js');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
});

test('compresses pages with brotli when accepted, else gzip, and lets a shared cache keep anonymous ones', async ({
  request,
}) => {
  const brotli = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers().vary).toContain('Accept-Encoding');
  expect(await brotli.text()).toContain('</html>');
  const gzip = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  expect(gzip.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
});

test('sends the content security policy and the other document-only headers with pages, not with assets', async ({
  request,
}) => {
  const documentOnly = ['content-security-policy', 'permissions-policy', 'x-frame-options'];
  for (const path of ['/', '/no-such-page']) {
    const page = await request.get(path);
    for (const name of documentOnly) expect(page.headers()[name], `${path} ${name}`).toBeTruthy();
  }
  const asset = await request.get(await firstScriptAsset(request));
  for (const name of documentOnly) expect(asset.headers()[name], name).toBeUndefined();
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
});

test('does not let a shared cache keep the 404 page', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('sends a request id, and a content security policy that allows each inline script by its hash, the same for the same page', async ({
  request,
}) => {
  // The footer's tagline is one of two, chosen per request (spec), so the home page has two
  // variants: of three answers, two carry the same page, and those must carry the same policy (a
  // CDN may serve one cached copy to everyone; a per-request nonce would break that).
  const answers = await Promise.all(
    [1, 2, 3].map(async () => {
      const response = await request.get('/');
      return {
        requestId: response.headers()['x-request-id'] ?? '',
        policy: response.headers()['content-security-policy'] ?? '',
        html: await response.text(),
      };
    }),
  );
  for (const { requestId, policy, html } of answers) {
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(policy).not.toContain('nonce');
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=/.test(attributes ?? ''),
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attributes, text] of inline) {
      expect(attributes).not.toContain('nonce');
      const hash = createHash('sha256')
        .update(text ?? '')
        .digest('base64');
      expect(policy).toContain(`'sha256-${hash}'`);
    }
  }
  // The same page carries the same policy, and the page has no variants beyond the taglines.
  const policiesByPage = new Map<string, Set<string>>();
  for (const { html, policy } of answers) {
    policiesByPage.set(html, (policiesByPage.get(html) ?? new Set<string>()).add(policy));
  }
  expect(policiesByPage.size).toBeLessThanOrEqual(2);
  for (const policies of policiesByPage.values()) expect(policies.size).toBe(1);
});

test('every catalogue page answers 200 with HTML a shared cache may keep', async ({ request }) => {
  const popular = (await (await request.get('/api/catalogue/movie/popular')).json()) as {
    results: { id: number }[];
  };
  const movieId = popular.results[0]?.id;
  expect(movieId, 'a popular movie').toBeDefined();
  const paths = [
    '/movies',
    '/series',
    `/movies/${String(movieId)}`,
    '/search?query=the',
    '/categories',
    '/categories/action',
    '/networks',
    '/networks/netflix',
    '/discover',
  ];
  for (const path of paths) {
    // The movie address without its slug moves to the canonical one; follow it.
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(response.headers()['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
});

test('a forged Host header never reaches the canonical or OpenGraph links of a page', async ({
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '');
  const html = await new Promise<string>((resolve, reject) => {
    const forged = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        path: '/movies/10378-big-buck-bunny',
        headers: { Host: 'evil.example' },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve(body));
      },
    );
    forged.on('error', reject);
    forged.end();
  });
  expect(html).toContain('rel="canonical"');
  expect(html).not.toContain('evil.example');
});
