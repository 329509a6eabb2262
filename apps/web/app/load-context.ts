/**
 * What the server hands every loader and the renderer. The server builds it per request; pages
 * read site settings from here rather than from the environment.
 */

import type { Availability } from '@reelhouse/core/media/availability';
import type { Catalogue } from '@reelhouse/core/media/catalogue-port';
import type { Ad } from '@reelhouse/core/site-content/ad-schema';
import type {
  DonationCurrency,
  DonationStats,
} from '@reelhouse/core/site-content/donation-stats-schema';
import type { InfoBox } from '@reelhouse/core/site-content/info-box-schema';

/** Public links the operator configures; a link is hidden when its URL is not set. */
export interface SiteConfig {
  chatUrl: string | undefined;
  messagingUrl: string | undefined;
}

/** The site's own pages, one Markdown file each in the content folder. */
export type SitePageSlug =
  | 'faq'
  | 'dmca'
  | 'disclaimer'
  | 'terms'
  | 'privacy'
  | 'partners'
  | 'partners-submit'
  | 'donate'
  | 'ads'
  | 'advertise'
  | '4k';

/** A page of the content folder, rendered on the server. */
export interface SitePage {
  /** the page title (without the site name) */
  title: string;
  /** the meta description */
  description: string;
  /** the body: Markdown rendered and sanitised on the server, safe to set as inner HTML */
  html: string;
}

/** One coin the site accepts donations in, with its address. */
export interface DonationAddress {
  currency: DonationCurrency;
  /** 'bitcoin', 'litecoin' or 'monero' */
  name: string;
  address: string;
  /** the address as a QR code: an SVG document made on the server, safe to set as inner HTML */
  qrSvg: string;
}

/** A partner site listed on /partners. */
export interface Partner {
  name: string;
  /** absolute http(s) URL of the partner's site */
  url: string;
  description?: string | undefined;
}

/** An ad as pages get it: its creative is served by this site, never hot-linked. */
export interface ServedAd extends Ad {
  /** where this site serves the creative (an animated GIF as is; a static image through /api/img) */
  imageSrc: string;
  /** intrinsic size of the creative in pixels, when known */
  width?: number | undefined;
  height?: number | undefined;
}

/** The site's audience, from our own counts. */
export interface AudienceFigures {
  /** pages this server rendered or answered for a navigation in the last 30 UTC days */
  monthlyViews: number;
  /** the first and last UTC day ('YYYY-MM-DD') of the window counted */
  from: string;
  to: string;
}

/**
 * The content folder (CONTENT_DIR), validated and kept current by the server: pages, donation
 * addresses and stats, partners, info boxes and ads. Every read answers the last good version.
 */
export interface SiteContentReader {
  /** null when the content folder has no file for the page */
  page(slug: SitePageSlug): SitePage | null;
  /** the addresses in the page's order (bitcoin, litecoin, monero; a coin without one left out) */
  donationAddresses(): DonationAddress[];
  /** null when the operator publishes no donation stats */
  donationStats(): DonationStats | null;
  /** the fixed bitcoin price of the approximate USD total (BTC_PRICE_USD, default 80,500) */
  btcPriceUsd(): number;
  partners(): Partner[];
  /** the home page's info boxes in file order (expiry and dismissals are checked in the browser) */
  infoBoxes(): InfoBox[];
  /** the ads in file order (date windows, weights and dismissals are applied in the browser) */
  ads(): ServedAd[];
  /** the support e-mail (SUPPORT_EMAIL), undefined when not configured */
  supportEmail(): string | undefined;
  /** real page views of the last 30 days; null when they cannot be read (database down) */
  audience(): Promise<AudienceFigures | null>;
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

/** The statistics of the /stats page (decision 0023): anonymous daily sums, read in process. */
export interface StatsPageFigures {
  /** SITE_LAUNCH_DATE, else the first recorded day; null on a site that has recorded nothing */
  launchDate: string | null;
  /** whole days since the launch date (0 on launch day or without one) */
  daysSinceLaunch: number;
  totals: {
    /** plays started (a movie counts as watched when its play starts) */
    playsStarted: number;
    playsFinished: number;
    watchSeconds: number;
    /** bytes the /media routes sent */
    mediaBytes: number;
  };
  /** plays started per day since launch, rounded */
  playsPerDay: number;
  /** the titles started most often, most first (titles are looked up in the catalogue) */
  topMovies: { tmdbId: number; plays: number }[];
  /** plays started per weekday of their UTC day, Monday first */
  playsByWeekday: { day: string; count: number }[];
  /** countries (of the browsers' time zones) with the most plays started in the last 30 days */
  topCountries: { code: string; country: string; plays: number }[];
  /** distinct visitors per day, summed over today, 7 and 30 days (days cannot be linked) */
  activeUsers: { today: number; week: number; month: number };
  /** change of the 30 days' active users over the 30 days before, in percent; null without those */
  growthPercent: number | null;
  /** when the sums were read (ISO 8601); they are reused for about a minute */
  computedAt: string;
  /** the answering instance's event-loop utilisation, 0 to 100; null when not measured */
  serverLoad: number | null;
}

export interface StatsPageReader {
  /** @throws when the database cannot answer */
  read(): Promise<StatsPageFigures>;
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
  /** the site's own content (CONTENT_DIR); null in servers started without it (some tests) */
  content: SiteContentReader | null;
  /** the statistics (decision 0023); absent or null in servers started without them (some tests) */
  stats?: StatsPageReader | null;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  interface AppLoadContext extends ReelhouseLoadContext {}
}
