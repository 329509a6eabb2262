/**
 * How the server delivers the site: hashed assets precompressed (brotli, else gzip) and cached
 * for a year, pages compressed and cacheable by a shared cache, security headers, request ids.
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

test('compresses pages and lets a shared cache keep anonymous ones', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
});

test('does not let a shared cache keep the 404 page', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(response.headers()['cache-control']).toBe('no-store');
});

test('sends a request id and a nonce-based content security policy with every page', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const policy = response.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce, 'a script nonce in the policy').toBeTruthy();
  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce ?? ''}"`);
});
