/**
 * The CSRF rules for state-changing requests (sync-and-security.md): a foreign `Origin` or
 * `Sec-Fetch-Site: cross-site` is refused with 403, and the body must be JSON (415 otherwise),
 * which an HTML form on another site cannot send. Session cookies are also SameSite=Lax.
 */
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors';

/**
 * Refuses a request when `Origin` is present and is not this site, or when the browser says the
 * request is cross-site. The scheme may differ behind a proxy that ends TLS, so the request's
 * own origin is compared by host.
 * @param publicUrl the site's public origin (PUBLIC_URL), also accepted as a request's own
 */
export function refuseForeignOrigins(publicUrl: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw new HttpError(403, 'Cross-site requests are not allowed');
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !isOwnOrigin(origin, c.req.url, publicUrl)) {
      throw new HttpError(403, 'Cross-origin requests are not allowed');
    }
    await next();
  };
}

function isOwnOrigin(origin: string, requestUrl: string, publicUrl: string | undefined): boolean {
  if (publicUrl !== undefined && origin === publicUrl) return true;
  if (!URL.canParse(origin)) return false;
  const parsed = new URL(origin);
  return (
    origin === parsed.origin &&
    /^https?:$/.test(parsed.protocol) &&
    parsed.host === new URL(requestUrl).host
  );
}

export interface RequireJsonOptions {
  /**
   * Also let through a request without a body (no Content-Type, no or zero Content-Length),
   * for calls that take none, such as logout.
   */
  allowEmpty?: boolean;
}

/** Refuses with 415 a request whose Content-Type is not `application/json`. */
export function requireJsonContentType(options: RequireJsonOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const contentType = c.req.header('content-type');
    if (contentType === undefined && options.allowEmpty && hasNoBody(c.req.raw)) {
      await next();
      return;
    }
    if (!/^application\/json\s*(;|$)/i.test(contentType ?? '')) {
      throw new HttpError(415, 'Expected a JSON body (Content-Type: application/json)');
    }
    await next();
  };
}

/** HTTP/1.1 framing: a request without Content-Length or Transfer-Encoding has no body. */
function hasNoBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return length.trim() === '0';
  return !request.headers.has('transfer-encoding');
}
