import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './db/database';
import { createLogger } from './observability/logger';
import { createTestApp, postReport, validReportBody } from '../test-support/test-app';
import { useTestDatabase } from '../test-support/test-database';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('createApp', () => {
  const getDatabase = useTestDatabase();

  describe('request ids', () => {
    it('gives every response a fresh X-Request-Id, whatever its status', async () => {
      const { app } = createTestApp(getDatabase());

      const responses = await Promise.all([
        app.request('/healthz'),
        app.request('/api/nope'),
        postReport(app, '{'),
      ]);

      expect(responses.map((r) => r.status)).toEqual([200, 404, 400]);
      const ids = responses.map((r) => r.headers.get('X-Request-Id'));
      for (const id of ids) expect(id).toMatch(UUID);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('echoes a valid incoming X-Request-Id', async () => {
      const { app } = createTestApp(getDatabase());

      const response = await app.request('/healthz', {
        headers: { 'X-Request-Id': 'edge-7f3a_b=' },
      });

      expect(response.headers.get('X-Request-Id')).toBe('edge-7f3a_b=');
    });

    it('replaces an incoming X-Request-Id with characters outside letters, digits, - _ =', async () => {
      const { app } = createTestApp(getDatabase());

      const response = await app.request('/healthz', {
        headers: { 'X-Request-Id': 'id with spaces<script>' },
      });

      expect(response.headers.get('X-Request-Id')).toMatch(UUID);
    });

    it('replaces an incoming X-Request-Id longer than the 128 characters a report can store', async () => {
      const { app } = createTestApp(getDatabase());

      const atLimit = await app.request('/healthz', {
        headers: { 'X-Request-Id': 'a'.repeat(128) },
      });
      const overLimit = await app.request('/healthz', {
        headers: { 'X-Request-Id': 'a'.repeat(129) },
      });

      expect(atLimit.headers.get('X-Request-Id')).toBe('a'.repeat(128));
      expect(overLimit.headers.get('X-Request-Id')).toMatch(UUID);
    });
  });

  describe('unknown paths', () => {
    it('answers an unknown /api path with 404 JSON', async () => {
      const response = await createTestApp(getDatabase()).app.request('/api/does-not-exist', {
        method: 'POST',
      });

      expect(response.status).toBe(404);
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Not found' });
    });

    it('answers pages with 404 JSON when no web app is mounted', async () => {
      const response = await createTestApp(getDatabase()).app.request('/title/42');

      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    });
  });

  describe('unexpected errors', () => {
    it('answers 500 with only a generic message and the request id, leaking no internals', async () => {
      // No migrations: inserting a report fails with "no such table: error_reports".
      const unmigrated = openDatabase({ kind: 'sqlite', file: ':memory:' });
      try {
        const { app } = createTestApp(unmigrated);

        const response = await postReport(app, validReportBody());

        expect(response.status).toBe(500);
        const requestId = response.headers.get('X-Request-Id');
        expect(requestId).toMatch(UUID);
        const text = await response.text();
        expect(JSON.parse(text)).toStrictEqual({ error: 'Internal Server Error', requestId });
        expect(text).not.toMatch(/error_reports|no such table|at .*\.ts/i);
      } finally {
        await unmigrated.close();
      }
    });

    it('logs the unexpected error with its request id so the operator can find it', async () => {
      const lines: string[] = [];
      const logger = createLogger('error', { write: (line: string) => lines.push(line) });
      const unmigrated = openDatabase({ kind: 'sqlite', file: ':memory:' });
      try {
        const { app } = createTestApp(unmigrated, { logger });

        const response = await postReport(app, validReportBody());

        const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
        expect(logged).toEqual([
          expect.objectContaining({
            msg: 'unhandled error',
            requestId: response.headers.get('X-Request-Id'),
            path: '/api/report',
            err: expect.objectContaining({
              message: expect.stringContaining('no such table') as unknown,
            }) as unknown,
          }),
        ]);
      } finally {
        await unmigrated.close();
      }
    });
  });

  it('sets the security headers of the host and the resource on every response: nosniff, HSTS for a year, same-origin resources', async () => {
    const response = await createTestApp(getDatabase()).app.request('/healthz');

    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect(response.headers.get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('sends the Content-Security-Policy and the Permissions-Policy with HTML only, not with JSON or files', async () => {
    const media = new Hono();
    media.get('/page', (c) => c.html('<p>page</p>'));
    const { app } = createTestApp(getDatabase(), { media });

    const json = await app.request('/healthz');
    expect(json.headers.get('Content-Security-Policy')).toBeNull();
    expect(json.headers.get('Permissions-Policy')).toBeNull();
    const page = await app.request('/media/page');
    expect(page.headers.get('Permissions-Policy')).toContain('camera=()');
    expect(page.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('Content-Security-Policy')).toContain("script-src 'none'");
  });
});
