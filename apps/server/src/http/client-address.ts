/** The address a request came from, for throttling. Proxies are not trusted here (see README). */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function getClientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests built in tests (app.request) have no socket.
    return 'unknown';
  }
}
