/**
 * Probes for orchestrators: `/healthz` says the process answers; `/readyz` says it can serve
 * (database reachable, pages loaded). `/metrics` is Prometheus text, for the operator only: with
 * METRICS_TOKEN set, to requests bearing it; without, to requests from this machine (loopback).
 */
import { timingSafeEqual } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import ipaddr from 'ipaddr.js';
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

/** Who may read /metrics. */
export interface MetricsAccess {
  /** the bearer token scrapers send; unset: only requests from a loopback address */
  token: string | undefined;
}

function isLoopbackPeer(c: Context): boolean {
  try {
    const address = getConnInfo(c).remote.address ?? '';
    return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
  } catch {
    return false;
  }
}

function hasToken(c: Context, token: string): boolean {
  const given = Buffer.from(c.req.header('Authorization') ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function createHealthRoutes(
  checks: ReadinessCheck[],
  metrics: Metrics,
  access: MetricsAccess = { token: undefined },
): Hono {
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
    if (access.token === undefined) {
      // The peer itself, never X-Forwarded-For: behind a proxy every request is a stranger's.
      if (!isLoopbackPeer(c)) return c.json({ error: 'Not found' }, 404);
    } else if (!hasToken(c, access.token)) {
      return c.json({ error: 'Unauthorized' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    const body = await metrics.registry.metrics();
    return c.body(body, 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
  return routes;
}
