/**
 * The security headers of every answer. Headers that speak of the host or of the resource itself
 * go on everything; those that govern what a document may do (its Content-Security-Policy, its
 * permissions, its window, its framing, its referrers) go on HTML documents only: on a script,
 * a style, an image or JSON they do nothing but cost bytes on every request (565 of a script's
 * 1,073 bytes of headers; a movie page loads 28 scripts).
 */
import type { MiddlewareHandler } from 'hono';
import { buildContentSecurityPolicy, type PolicyOptions } from './content-security-policy';

/**
 * On every answer: no type sniffing (a JSON or text answer is never run as a script or page),
 * other sites may not embed our resources (Spectre), and HTTPS only for a year (the browser
 * records it from any answer of the host).
 */
const EVERY_ANSWER: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/**
 * The player needs fullscreen, picture-in-picture, autoplay and encrypted media of its own;
 * nothing on the site needs a camera, a microphone, a location or a payment.
 */
const PERMISSIONS_POLICY = [
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  'autoplay=(self)',
  'encrypted-media=(self)',
  ...[
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'hid',
    'midi',
    'magnetometer',
    'gyroscope',
    'accelerometer',
    'display-capture',
    'browsing-topics',
  ].map((feature) => `${feature}=()`),
].join(', ');

/** On HTML documents only, besides the Content-Security-Policy. */
const DOCUMENT_ONLY: Readonly<Record<string, string>> = {
  'Permissions-Policy': PERMISSIONS_POLICY,
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  // Same-origin form posts must carry their Origin (no-referrer would send `Origin: null`).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without the policy's frame-ancestors (which, where known, overrides this).
  'X-Frame-Options': 'SAMEORIGIN',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
};

/** Whether an answer is a document a browser shows (and runs scripts in). */
function isDocument(contentType: string | null): boolean {
  return (contentType ?? '').toLowerCase().startsWith('text/html');
}

/**
 * Sets the security headers on every answer, and on HTML documents the document-only ones with
 * the Content-Security-Policy of the page's inline scripts (hashes the page routes set).
 */
export function securityHeaders(options: PolicyOptions): MiddlewareHandler {
  return async function securityHeaders(c, next) {
    await next();
    const { headers } = c.res;
    for (const [name, value] of Object.entries(EVERY_ANSWER)) headers.set(name, value);
    if (!isDocument(headers.get('Content-Type'))) return;
    for (const [name, value] of Object.entries(DOCUMENT_ONLY)) headers.set(name, value);
    const policy = buildContentSecurityPolicy(options, c.get('scriptHashes') ?? []);
    headers.set('Content-Security-Policy', policy);
  };
}
