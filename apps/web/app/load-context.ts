/**
 * What the server hands every loader and the renderer. The server builds it per request; pages
 * read site settings from here rather than from the environment.
 */

/** Public links the operator configures; a link is hidden when its URL is not set. */
export interface SiteConfig {
  chatUrl: string | undefined;
  messagingUrl: string | undefined;
}

/** The server's structured logger, bound to the request (pino's call shape). */
export interface PageLogger {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ReelhouseLoadContext {
  site: SiteConfig;
  /** nonce of this response's Content-Security-Policy, for inline scripts */
  cspNonce: string;
  /** logs with this request's id */
  logger: PageLogger;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends ReelhouseLoadContext {}
}
