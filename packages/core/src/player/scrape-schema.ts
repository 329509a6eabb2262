/**
 * What a source search asks for and reports as it goes (spec section 3, "Scrape request"). The
 * shape of the original scraping library is kept; lawful source providers answer it (scope.md).
 */
import { z } from 'zod';

/** TMDB ids travel as decimal strings here, as the scrape request always had them. */
const tmdbIdStringSchema = z.string().regex(/^[1-9]\d{0,15}$/, 'Expected a TMDB id');

const movieScrapeRequestSchema = z.object({
  type: z.literal('movie'),
  title: z.string().trim().min(1).max(500),
  releaseYear: z.number().int().min(1800).max(9999),
  tmdbId: tmdbIdStringSchema,
  /** IMDb id like 'tt0111161', when the catalogue has one */
  imdbId: z
    .string()
    .regex(/^tt\d{5,12}$/)
    .optional(),
});

const showScrapeRequestSchema = movieScrapeRequestSchema.extend({
  type: z.literal('show'),
  /** number 0 is the specials season */
  season: z.object({ number: z.number().int().nonnegative(), tmdbId: tmdbIdStringSchema }),
  episode: z.object({ number: z.number().int().nonnegative(), tmdbId: tmdbIdStringSchema }),
});

/** A request for sources of a movie or of one episode of a show. */
export const scrapeRequestSchema = z.discriminatedUnion('type', [
  movieScrapeRequestSchema,
  showScrapeRequestSchema,
]);

export type ScrapeRequest = z.infer<typeof scrapeRequestSchema>;

/** Where one provider stands in a search. */
export const SOURCE_SEARCH_STATUSES = [
  'pending',
  'checking',
  'found',
  'not-found',
  'failed',
] as const;

/**
 * One progress event of a source search: which provider, how it stands, and the progress bar's
 * value. The page shows 'Checking {providerName}...' while a provider is being checked.
 */
export const sourceSearchProgressSchema = z.object({
  /** the provider's id, e.g. 'library', 'archive', 'jellyfin' */
  providerId: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  /** the provider's display name */
  providerName: z.string().trim().min(1).max(100),
  status: z.enum(SOURCE_SEARCH_STATUSES),
  /** progress of the whole search, 0 to 100 */
  percent: z.number().min(0).max(100),
});

export type SourceSearchProgress = z.infer<typeof sourceSearchProgressSchema>;
