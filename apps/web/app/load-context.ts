/**
 * What the server hands every loader and the renderer. The server builds it per request; pages
 * read site settings from here rather than from the environment.
 */

import type { Catalogue } from '@reelhouse/core/media/catalogue-port';

/** Public links the operator configures; a link is hidden when its URL is not set. */
export interface SiteConfig {
  chatUrl: string | undefined;
  messagingUrl: string | undefined;
}

/** The catalogue reads loaders make, in process (never HTTP to ourselves). */
export type CatalogueReader = Omit<Catalogue, 'close'>;

/** The server's structured logger, bound to the request (pino's call shape). */
export interface PageLogger {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface ReelhouseLoadContext {
  site: SiteConfig;
  /** logs with this request's id */
  logger: PageLogger;
  /** the configured catalogue; null only in servers started without one (some tests) */
  catalogue: CatalogueReader | null;
  /**
   * the site's public origin for canonical and OpenGraph URLs, e.g. 'https://reelhouse.example'
   * (from PUBLIC_URL; never a request's Host the operator did not list)
   */
  publicOrigin: string;
  /** the Jellyfin servers users may connect to (JELLYFIN_SERVERS); empty when none is allowed */
  jellyfinServers: readonly string[];
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends ReelhouseLoadContext {}
}
