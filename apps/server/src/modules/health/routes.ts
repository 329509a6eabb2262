/**
 * Probes for orchestrators: `/healthz` says the process answers; `/readyz` says it can serve
 * (database reachable, pages loaded). `/metrics` is Prometheus text.
 */
import { Hono } from 'hono';
import type { Metrics } from '../../observability/metrics';

export interface ReadinessCheck {
  name: string;
  check: () => Promise<boolean>;
}

export function createHealthRoutes(checks: ReadinessCheck[], metrics: Metrics): Hono {
  const routes = new Hono();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  routes.get('/readyz', async (c) => {
    const results = await Promise.all(
      checks.map(async ({ name, check }) => [name, await check().catch(() => false)] as const),
    );
    const ready = results.every(([, ok]) => ok);
    return c.json(
      { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) },
      ready ? 200 : 503,
      { 'Cache-Control': 'no-store' },
    );
  });
  routes.get('/metrics', async (c) => {
    const body = await metrics.registry.metrics();
    return c.body(body, 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return routes;
}
