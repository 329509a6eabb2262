/**
 * TMDB-shaped seasons and episodes (/tv/{id}/season/{n}, .../episode/{m}, and a series' seasons).
 * A season or an episode is known by its number; its TMDB id may be missing (embedded catalogue).
 */
import { z } from 'zod';
import {
  lenientArray,
  optionalCountSchema,
  optionalDateSchema,
  optionalNumberSchema,
  optionalObject,
  optionalTextSchema,
  tmdbIdSchema,
} from './fields-schema';
import { creditsSchema, imagesSchema, personSchema } from './person-schema';

/** An episode; entries without a valid episode number are dropped from a season's list. */
export const episodeSchema = z.object({
  /** TMDB episode id, or null when the catalogue knows the episode by number only */
  id: tmdbIdSchema.nullable().catch(null),
  /** 1-based within its season */
  episode_number: z.number().int().nonnegative(),
  season_number: optionalCountSchema,
  name: optionalTextSchema,
  overview: optionalTextSchema,
  /** 'YYYY-MM-DD' or null */
  air_date: optionalDateSchema,
  /** minutes */
  runtime: optionalNumberSchema,
  still_path: optionalTextSchema,
  vote_average: optionalNumberSchema,
  vote_count: optionalCountSchema,
  guest_stars: lenientArray(personSchema),
  /** crew members, with `job` (e.g. 'Director', 'Writer') */
  crew: lenientArray(personSchema),
  credits: optionalObject(creditsSchema),
  /** `images.stills` (append_to_response=images) */
  images: optionalObject(imagesSchema),
});

/** A parsed episode. */
export type Episode = z.output<typeof episodeSchema>;

/** A season: a series' season summary (no episodes) or /tv/{id}/season/{n} (with episodes). */
export const seasonSchema = z.object({
  /** TMDB season id, or null when the catalogue knows the season by number only */
  id: tmdbIdSchema.nullable().catch(null),
  /** 0 is "Specials" */
  season_number: z.number().int().nonnegative(),
  name: optionalTextSchema,
  overview: optionalTextSchema,
  poster_path: optionalTextSchema,
  air_date: optionalDateSchema,
  episode_count: optionalCountSchema,
  vote_average: optionalNumberSchema,
  episodes: lenientArray(episodeSchema),
});

/** A parsed season. */
export type Season = z.output<typeof seasonSchema>;
