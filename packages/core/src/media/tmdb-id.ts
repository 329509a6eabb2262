/**
 * The branded TMDB id: a movie's, series', season's, episode's or person's id in the movie
 * database. Branded so that an id cannot be swapped with a season or episode number by mistake.
 */

declare const tmdbIdBrand: unique symbol;

/** A TMDB id: a positive safe integer that went through {@link toTmdbId}. */
export type TmdbId = number & { readonly [tmdbIdBrand]: true };

/**
 * Brands a number as a TMDB id.
 * @param value any value, typically a parsed JSON number or a number from a route parameter
 * @returns the id, or null when the value is not a positive safe integer (0, negatives,
 *   fractions, NaN, numbers above 2^53 − 1 and non-numbers all give null)
 */
export function toTmdbId(value: unknown): TmdbId | null {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) return null;
  // Brand constructor: the only place a number becomes a TmdbId.
  return value as TmdbId;
}
