/**
 * What the server hands every loader and the renderer. The server builds it per request; pages
 * read site settings from here rather than from the environment.
 */

/** Public links the operator configures; a link is hidden when its URL is not set. */
export interface SiteConfig {
  chatUrl: string | undefined;
  messagingUrl: string | undefined;
}

export interface ReelhouseLoadContext {
  site: SiteConfig;
  /** nonce of this response's Content-Security-Policy, for inline scripts */
  cspNonce: string;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends ReelhouseLoadContext {}
}
