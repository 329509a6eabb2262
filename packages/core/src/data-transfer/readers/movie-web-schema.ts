/**
 * Shapes of the movie-web family's files (movie-web, p-stream, sudo-flix): the account data
 * download (`mw-account-data-*.json`, items keyed by TMDB id, times in ms) and the backend API's
 * lists (`meta` nested, seconds as text, ISO times). Reading them into imports is `movie-web.ts`.
 */
import { z } from 'zod';
import { epochMsSchema, isoTimeSchema } from './time-schema';

/** Longest title kept, in characters. */
const TITLE_MAX_LENGTH = 500;

const titleSchema = z.string().max(TITLE_MAX_LENGTH);
const yearSchema = z.number().int().min(0).max(9999).nullish();
const typeSchema = z.enum(['movie', 'show']);
/** Ids are TMDB ids, written as text or numbers. */
const idSchema = z.union([z.string().min(1).max(40), z.number().int()]).transform(String);
const secondsSchema = z.number().nonnegative().max(1_000_000);
/** The backend writes seconds as text, e.g. "1234.5". */
const secondsTextSchema = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'Must be a number of seconds')
  .transform(Number)
  .pipe(secondsSchema);

const progressSchema = z.object({ watched: secondsSchema, duration: secondsSchema });

/** One bookmark of the download, keyed by TMDB id. `group` is p-stream's (named groups). */
export const movieWebBookmarkSchema = z.object({
  title: titleSchema,
  year: yearSchema,
  type: typeSchema,
  updatedAt: epochMsSchema.optional(),
  group: z.array(z.string()).optional(),
});

/** One watched title of the download, keyed by TMDB id; a show's episodes keyed by TMDB id. */
export const movieWebProgressSchema = z.object({
  title: titleSchema,
  year: yearSchema,
  type: typeSchema,
  updatedAt: epochMsSchema.optional(),
  progress: progressSchema.optional(),
  seasons: z
    .record(z.string(), z.object({ id: idSchema, number: z.number().int().nonnegative() }))
    .default({}),
  episodes: z
    .record(
      z.string(),
      z.object({
        id: idSchema,
        number: z.number().int().nonnegative(),
        title: titleSchema.optional(),
        seasonId: idSchema,
        seasonNumber: z.number().int().nonnegative().optional(),
        updatedAt: epochMsSchema.optional(),
        progress: progressSchema,
      }),
    )
    .default({}),
});

const metaSchema = z.object({ title: titleSchema, year: yearSchema, type: typeSchema });

/** One bookmark as the backend API lists them. */
export const movieWebApiBookmarkSchema = z.object({
  tmdbId: idSchema,
  meta: metaSchema,
  updatedAt: isoTimeSchema,
  group: z.array(z.string()).optional(),
});

const numberedSchema = z.object({
  id: idSchema.optional(),
  number: z.number().int().nonnegative().optional(),
});

/** One progress item as the backend API lists them: a movie, or one episode of a show. */
export const movieWebApiProgressSchema = z.object({
  tmdbId: idSchema,
  meta: metaSchema,
  season: numberedSchema.default({}),
  episode: numberedSchema.default({}),
  watched: secondsTextSchema,
  duration: secondsTextSchema,
  updatedAt: isoTimeSchema,
});

export type MovieWebProgress = z.infer<typeof movieWebProgressSchema>;
