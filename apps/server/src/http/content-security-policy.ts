/**
 * The Content-Security-Policy of our pages. Scripts are allowed by the sha256 of each inline
 * script the page carries (the page routes hash the finished HTML), plus 'strict-dynamic' for what
 * those load. A hash, unlike a per-response nonce, stays right when a CDN serves one cached page
 * to everyone, and tells an attacker nothing. `security-headers.ts` sets it, on HTML answers only.
 */
import { createHash } from 'node:crypto';

declare module 'hono' {
  interface ContextVariableMap {
    /** base64 sha256 of each inline script of the HTML answer, set by the page routes */
    scriptHashes: string[] | undefined;
  }
}

export interface PolicyOptions {
  /** where media, captions and images may also come from (Jellyfin servers, the archive) */
  mediaOrigins: readonly string[];
  /** Vite's development server injects its own scripts: allow inline ones there */
  isDevelopment: boolean;
}

export function buildContentSecurityPolicy(
  options: PolicyOptions,
  scriptHashes: readonly string[],
): string {
  const media = options.mediaOrigins;
  const scriptSrc = options.isDevelopment
    ? ["'self'", "'unsafe-inline'"]
    : scriptHashes.length > 0
      ? [...scriptHashes.map((hash) => `'sha256-${hash}'`), "'strict-dynamic'"]
      : ["'none'"];
  const directives: [string, readonly string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', scriptSrc],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...media]],
    ['connect-src', [...(options.isDevelopment ? ["'self'", 'ws:'] : ["'self'"]), ...media]],
    ['media-src', ["'self'", 'blob:', ...media]],
    ['font-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** An inline script: no `src` attribute; its text exactly as the browser hashes it. */
const INLINE_SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;

/** @returns base64 sha256 of every inline script in `html`, each once, in page order */
export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return [...hashes];
}
