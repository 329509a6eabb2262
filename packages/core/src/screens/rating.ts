/**
 * How a TMDB rating (vote_average, 0 to 10) is shown on cards and pages (spec section 2): one
 * decimal, or nothing when the title has no rating yet.
 */

/**
 * @param voteAverage TMDB's vote_average, 0 to 10
 * @returns the rating rounded half up to one decimal ('7.25' → '7.3', 8 → '8.0'); null for 0,
 *   a negative value, NaN, null or undefined (TMDB sends 0 for titles nobody rated): the caller
 *   then shows no rating rather than a misleading '0.0'
 */
export function formatRating(voteAverage: number | null | undefined): string | null {
  if (voteAverage === null || voteAverage === undefined) return null;
  if (!Number.isFinite(voteAverage) || voteAverage <= 0) return null;
  // Scaling first rounds 7.35 (stored as 7.3499…) up, as a reader of the decimal expects.
  return (Math.round(voteAverage * 10) / 10).toFixed(1);
}
