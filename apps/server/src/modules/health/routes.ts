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

/** A readiness check that has not answered by then counts as failed: /readyz answers within 1 s. */
export const READINESS_TIMEOUT_MS = 800;

/** The check's answer, false when it throws or takes longer than `timeoutMs`. */
async function checkWithin(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().catch(() => false), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthRoutes(checks: ReadinessCheck[], metrics: Metrics): Hono {
  const routes = new Hono();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  routes.get('/readyz', async (c) => {
    const results = await Promise.all(
      checks.map(
        async ({ name, check }) => [name, await checkWithin(check, READINESS_TIMEOUT_MS)] as const,
      ),
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
