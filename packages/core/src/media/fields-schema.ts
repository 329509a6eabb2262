/**
 * Building blocks of the TMDB-shaped wire schemas. TMDB omits fields, sends null, empty strings
 * and the odd wrong type, so every field except an id falls back instead of failing the record.
 */
import { z } from 'zod';
import { toTmdbId } from './tmdb-id';

/** A required TMDB id (positive safe integer), branded as `TmdbId`. */
export const tmdbIdSchema = z.number().transform((value, ctx) => {
  const id = toTmdbId(value);
  if (id === null) {
    ctx.issues.push({ code: 'custom', message: 'Expected a positive integer id', input: value });
    return z.NEVER;
  }
  return id;
});

/** Optional text: missing, null, a non-string or a blank string all become null. */
export const optionalTextSchema = z
  .string()
  .nullable()
  .catch(null)
  .transform((value) => (value === null || value.trim() === '' ? null : value));

/** Optional calendar date `YYYY-MM-DD` (TMDB sends '' for unknown dates): anything else is null. */
export const optionalDateSchema = z
  .string()
  .nullable()
  .catch(null)
  .transform((value) => (value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null));

/** Optional finite number (ratings, popularity, minutes): anything else is null. */
export const optionalNumberSchema = z.number().nullable().catch(null);

/** Optional non-negative integer (counts, season and episode numbers): anything else is null. */
export const optionalCountSchema = z.number().int().nonnegative().nullable().catch(null);

/** Optional flag: anything but a boolean is null. */
export const optionalBooleanSchema = z.boolean().nullable().catch(null);

/**
 * A list whose bad entries are dropped one by one instead of failing the whole record.
 * Missing, null or non-array input gives [].
 * @param item the schema each entry must satisfy
 */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullable()
    .catch(null)
    .transform((values) => {
      const kept: z.output<T>[] = [];
      for (const value of values ?? []) {
        const parsed = item.safeParse(value);
        if (parsed.success) kept.push(parsed.data);
      }
      return kept;
    });
}

/**
 * An optional nested object (credits, images, external ids): missing, null or invalid gives null.
 * @param shape the object's schema
 */
export function optionalObject<T extends z.ZodType>(shape: T) {
  return shape.nullable().catch(null);
}
