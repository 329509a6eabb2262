/**
 * TMDB-shaped people and pictures: cast and crew members, credits, and image lists. Unknown keys
 * are stripped (the schemas are the contract of our catalogue API, whichever adapter answers).
 */
import { z } from 'zod';
import {
  lenientArray,
  optionalCountSchema,
  optionalNumberSchema,
  optionalTextSchema,
  tmdbIdSchema,
} from './fields-schema';

/**
 * A person in a credit list: cast members have `character`, crew members `job` and `department`,
 * guest stars `character`. Entries without an id or a name are dropped from their list.
 */
export const personSchema = z.object({
  id: tmdbIdSchema,
  name: z.string().trim().min(1),
  original_name: optionalTextSchema,
  character: optionalTextSchema,
  job: optionalTextSchema,
  department: optionalTextSchema,
  known_for_department: optionalTextSchema,
  /** image path on the image host, e.g. '/abc.jpg' */
  profile_path: optionalTextSchema,
  /** billing order, 0 first */
  order: optionalCountSchema,
});

/** A cast, crew or guest-star entry. */
export type Person = z.output<typeof personSchema>;

/** `credits` of a title or episode (append_to_response=credits); lists default to []. */
export const creditsSchema = z.object({
  cast: lenientArray(personSchema),
  crew: lenientArray(personSchema),
  guest_stars: lenientArray(personSchema),
});

/** One picture of an image list; entries without a file path are dropped. */
export const imageSchema = z.object({
  file_path: z.string().trim().min(1),
  /** language of any text in the picture (logos, posters); null for none */
  iso_639_1: optionalTextSchema,
  width: optionalNumberSchema,
  height: optionalNumberSchema,
  aspect_ratio: optionalNumberSchema,
  vote_average: optionalNumberSchema,
});

/** One logo, poster, backdrop or still. */
export type TmdbImage = z.output<typeof imageSchema>;

/** `images` of a title (logos, posters, backdrops) or an episode (stills); lists default to []. */
export const imagesSchema = z.object({
  logos: lenientArray(imageSchema),
  posters: lenientArray(imageSchema),
  backdrops: lenientArray(imageSchema),
  stills: lenientArray(imageSchema),
});

/** A title's or episode's pictures. */
export type TmdbImages = z.output<typeof imagesSchema>;

/** A production company or TV network. */
export const companySchema = z.object({
  id: tmdbIdSchema,
  name: z.string().trim().min(1),
  logo_path: optionalTextSchema,
  origin_country: optionalTextSchema,
});

/** A production company or network. */
export type Company = z.output<typeof companySchema>;
