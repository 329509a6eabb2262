/**
 * TMDB-shaped movies and series: list entries (search, trending, discover), full details
 * (/movie/{id}, /tv/{id} with append_to_response), paged lists and genre lists. Only `id` is
 * required; other fields fall back to null or [] (see fields-schema). Unknown keys are stripped.
 */
import { z } from 'zod';
import {
  lenientArray,
  optionalBooleanSchema,
  optionalCountSchema,
  optionalDateSchema,
  optionalNumberSchema,
  optionalObject,
  optionalTextSchema,
  tmdbIdSchema,
} from './fields-schema';
import { AVAILABILITIES } from './availability';
import { companySchema, creditsSchema, imagesSchema } from './person-schema';
import { seasonSchema } from './season-schema';

/** A genre as TMDB names it. */
export const genreSchema = z.object({ id: z.number().int().positive(), name: z.string() });

/** A genre id with its TMDB name. */
export type Genre = z.output<typeof genreSchema>;

/**
 * A movie or series as list endpoints return it. `media_type` is kept as TMDB sent it (search
 * also returns 'person'); use `detectMediaType` rather than reading it.
 */
export const mediaSummarySchema = z.object({
  id: tmdbIdSchema,
  media_type: optionalTextSchema,
  /** movies */
  title: optionalTextSchema,
  original_title: optionalTextSchema,
  /** series */
  name: optionalTextSchema,
  original_name: optionalTextSchema,
  overview: optionalTextSchema,
  poster_path: optionalTextSchema,
  backdrop_path: optionalTextSchema,
  genre_ids: lenientArray(z.number().int().positive()),
  /** 0 to 10 */
  vote_average: optionalNumberSchema,
  vote_count: optionalCountSchema,
  popularity: optionalNumberSchema,
  /** movies, 'YYYY-MM-DD' */
  release_date: optionalDateSchema,
  /** series, 'YYYY-MM-DD' */
  first_air_date: optionalDateSchema,
  /** ISO 639-1 code, e.g. 'en'; 'xx' is "No Language" */
  original_language: optionalTextSchema,
  adult: optionalBooleanSchema,
  /**
   * Not TMDB's: whether the title plays on this site and from where (see `availability.ts`);
   * absent when nothing here can play it. Set by our server, never by a catalogue.
   */
  availability: z.enum(AVAILABILITIES).optional().catch(undefined),
});

/** A movie or series from a list. */
export type MediaSummary = z.output<typeof mediaSummarySchema>;

/**
 * A paged list, as TMDB returns it. Missing page counters fall back to page 1 of 1 with as many
 * results as the page holds.
 * @param item the schema of one result; results that fail it are dropped
 */
export function pagedResultsSchema<T extends z.ZodType>(item: T) {
  return z
    .object({
      page: z.number().int().positive().catch(1),
      results: lenientArray(item),
      total_pages: z.number().int().nonnegative().nullable().catch(null),
      total_results: z.number().int().nonnegative().nullable().catch(null),
    })
    .transform((paged) => ({
      ...paged,
      total_pages: paged.total_pages ?? paged.page,
      total_results: paged.total_results ?? paged.results.length,
    }));
}

/**
 * Reads results "as a results array or the whole body" (spec section 7): accepts a bare array or
 * an object with `results`, and gives the array.
 * @param item the schema of one result; results that fail it are dropped
 */
export function resultsListSchema<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(z.unknown()), z.object({ results: z.array(z.unknown()) })])
    .transform((body) => lenientArray(item).parse(Array.isArray(body) ? body : body.results));
}

/** A movie's or series' details, with what append_to_response adds (credits, similar, …). */
export const mediaDetailsSchema = mediaSummarySchema.extend({
  genres: lenientArray(genreSchema),
  /** movies, minutes */
  runtime: optionalNumberSchema,
  /** series, minutes per episode */
  episode_run_time: lenientArray(z.number().nonnegative()),
  tagline: optionalTextSchema,
  status: optionalTextSchema,
  /** movies, e.g. 'tt0133093' */
  imdb_id: optionalTextSchema,
  external_ids: optionalObject(z.object({ imdb_id: optionalTextSchema })),
  origin_country: lenientArray(z.string()),
  production_companies: lenientArray(companySchema),
  networks: lenientArray(companySchema),
  number_of_seasons: optionalCountSchema,
  number_of_episodes: optionalCountSchema,
  seasons: lenientArray(seasonSchema),
  credits: optionalObject(creditsSchema),
  similar: optionalObject(pagedResultsSchema(mediaSummarySchema)),
  images: optionalObject(imagesSchema),
  /**
   * Not TMDB's: how much of the release (first air) date is known. A catalogue that knows only
   * the year of some releases says 'year' for them (their date reads 'YYYY-01-01'); absent, the
   * date is exact.
   */
  release_date_precision: z.enum(['day', 'year']).optional().catch(undefined),
});

/** A movie's or series' details. */
export type MediaDetails = z.output<typeof mediaDetailsSchema>;

/** /genre/movie/list and /genre/tv/list. */
export const genreListSchema = z.object({ genres: lenientArray(genreSchema) });
