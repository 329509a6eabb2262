/**
 * What the server hands every loader and the renderer. The server builds it per request; pages
 * read site settings from here rather than from the environment.
 */

import type { Availability } from '@reelhouse/core/media/availability';
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

/** What plays here beyond the catalogue's own marks: episodes, and the list of playable titles. */
export interface AvailabilityReader {
  /** whether one episode of a series plays here, and from where */
  ofEpisode(
    series: { type: 'tv'; id: number; imdbId?: string | null; title: string; year: number | null },
    season: number,
    episode: number,
  ): Availability | null;
  /** every playable title known by TMDB id, the operator's library first */
  list(): { type: 'movie' | 'tv'; id: number; availability: Availability }[];
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
  /** what plays here; null in servers started without sources (some tests): nothing does */
  availability: AvailabilityReader | null;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends ReelhouseLoadContext {}
}
