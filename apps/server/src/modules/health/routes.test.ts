import { describe, expect, it } from 'vitest';
import type { SqlDatabase } from '../../db/database';
import { createTestApp, TEST_CONFIG } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';

/** The node-server bindings of a request from this machine, and from elsewhere. */
const FROM_THIS_MACHINE = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const FROM_ELSEWHERE = { incoming: { socket: { remoteAddress: '203.0.113.5' } } };

describe('health routes', () => {
  const getDatabase = useTestDatabase();

  it('answers /healthz with 200 ok, never cached', async () => {
    const response = await createTestApp(getDatabase()).app.request('/healthz');

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz with 200 when the database answers', async () => {
    const response = await createTestApp(getDatabase()).app.request('/readyz');

    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', checks: { database: true } });
  });

  it('answers /readyz with 503 when the database ping fails', async () => {
    const unreachable: SqlDatabase = { ...getDatabase(), ping: () => Promise.resolve(false) };

    const response = await createTestApp(unreachable).app.request('/readyz');

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', checks: { database: false } });
  });

  it('answers /readyz with 503 when the database ping throws', async () => {
    const broken: SqlDatabase = {
      ...getDatabase(),
      ping: () => Promise.reject(new Error('connection refused')),
    };

    const response = await createTestApp(broken).app.request('/readyz');

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', checks: { database: false } });
  });

  it('answers /readyz with 503 within 1 s when the database ping hangs', async () => {
    const stalled: SqlDatabase = {
      ...getDatabase(),
      ping: () => new Promise<boolean>(() => undefined),
    };

    const startedAt = performance.now();
    const response = await createTestApp(stalled).app.request('/readyz');

    expect(performance.now() - startedAt).toBeLessThan(1_000);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', checks: { database: false } });
  });

  it('serves Prometheus text that counts the requests already answered', async () => {
    const { app } = createTestApp(getDatabase());
    await app.request('/healthz');

    const response = await app.request('/metrics', {}, FROM_THIS_MACHINE);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('http_requests_total{method="GET",route="/healthz",status="200"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="GET",route="/healthz"} 1');
  });

  it('labels requests by route pattern, and unknown paths as unmatched rather than by raw path', async () => {
    const { app } = createTestApp(getDatabase());
    await app.request('/api/titles/12345');

    const text = await (await app.request('/metrics', {}, FROM_THIS_MACHINE)).text();

    expect(text).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    expect(text).not.toContain('12345');
  });

  it('hides /metrics from other machines when no token is set, even behind a proxy header', async () => {
    const { app } = createTestApp(getDatabase());

    const fromElsewhere = await app.request('/metrics', {}, FROM_ELSEWHERE);
    const spoofed = await app.request(
      '/metrics',
      { headers: { 'X-Forwarded-For': '127.0.0.1' } },
      FROM_ELSEWHERE,
    );

    expect(fromElsewhere.status).toBe(404);
    expect(spoofed.status).toBe(404);
    expect(await fromElsewhere.text()).not.toContain('http_requests_total');
  });

  it('serves /metrics to anyone bearing METRICS_TOKEN, and 401 to anyone else', async () => {
    const token = 'a-scraper-token-of-some-length';
    const { app } = createTestApp(getDatabase(), {
      config: { ...TEST_CONFIG, metricsToken: token },
    });

    const bearing = await app.request(
      '/metrics',
      { headers: { Authorization: `Bearer ${token}` } },
      FROM_ELSEWHERE,
    );
    const wrong = await app.request(
      '/metrics',
      { headers: { Authorization: 'Bearer nope' } },
      FROM_THIS_MACHINE,
    );

    expect(bearing.status).toBe(200);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('WWW-Authenticate')).toBe('Bearer');
  });
});
