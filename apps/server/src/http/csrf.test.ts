import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger';
import { refuseForeignOrigins, requireJsonContentType } from './csrf';
import { createErrorHandler } from './errors';

function appWith(publicUrl?: string, options: { allowEmpty?: boolean } = {}) {
  const app = new Hono();
  app.onError(createErrorHandler(createLogger('silent')));
  app.post('/change', refuseForeignOrigins(publicUrl), requireJsonContentType(options), (c) =>
    c.json({ ok: true }),
  );
  return app;
}

function post(app: Hono, headers: Record<string, string>, body: RequestInit['body'] = '{}') {
  return app.request('https://reelhouse.example/change', { method: 'POST', headers, body });
}

const JSON_TYPE = { 'Content-Type': 'application/json' };

describe('refuseForeignOrigins', () => {
  it('lets through a request from its own origin, or without Origin (same-origin GET-like clients)', async () => {
    const app = appWith();

    expect((await post(app, { ...JSON_TYPE, Origin: 'https://reelhouse.example' })).status).toBe(
      200,
    );
    expect((await post(app, JSON_TYPE)).status).toBe(200);
  });

  it('compares by host, so a proxy that ends TLS does not make the site foreign', async () => {
    const app = appWith();

    expect((await post(app, { ...JSON_TYPE, Origin: 'http://reelhouse.example' })).status).toBe(
      200,
    );
  });

  it('accepts the configured public origin', async () => {
    const app = appWith('https://public.example');

    expect((await post(app, { ...JSON_TYPE, Origin: 'https://public.example' })).status).toBe(200);
  });

  it.each([
    'https://evil.example',
    'https://reelhouse.example.evil.example',
    'null',
    'https://reelhouse.example/path',
  ])('refuses Origin %s with 403', async (origin) => {
    const response = await post(appWith(), { ...JSON_TYPE, Origin: origin });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-origin requests are not allowed' });
  });

  it('refuses Sec-Fetch-Site: cross-site with 403 even without Origin', async () => {
    const response = await post(appWith(), { ...JSON_TYPE, 'Sec-Fetch-Site': 'cross-site' });

    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site requests are not allowed' });
  });
});

describe('requireJsonContentType', () => {
  it.each(['application/json', 'application/json; charset=utf-8', 'Application/JSON'])(
    'accepts %s',
    async (type) => {
      expect((await post(appWith(), { 'Content-Type': type })).status).toBe(200);
    },
  );

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/jsonp',
  ])('refuses %s with 415 (what an HTML form on another site can send)', async (type) => {
    const response = await post(appWith(), { 'Content-Type': type });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Expected a JSON body (Content-Type: application/json)',
    });
  });

  it('refuses a request without Content-Type unless empty bodies are allowed', async () => {
    const allowing = appWith(undefined, { allowEmpty: true });

    expect((await post(appWith(), {}, null)).status).toBe(415);
    expect((await post(allowing, {}, null)).status).toBe(200);
    expect((await post(allowing, { 'Content-Length': '0' }, null)).status).toBe(200);
  });

  it('refuses a body without Content-Type even where empty bodies are allowed', async () => {
    // Bytes carry no Content-Type of their own.
    const bytes = new TextEncoder().encode('a=b');
    const app = appWith(undefined, { allowEmpty: true });

    expect((await post(app, { 'Content-Length': '3' }, bytes)).status).toBe(415);
    expect((await post(app, { 'Transfer-Encoding': 'chunked' }, bytes)).status).toBe(415);
  });
});
