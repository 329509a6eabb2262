/**
 * Release-date rules of the movie and series pages (spec section 2): when Watch shows and when
 * 'Coming Soon' does. TMDB dates are 'YYYY-MM-DD' without a time: we read them as 00:00 UTC.
 */

const MS_PER_HOUR = 3_600_000;

/** A movie's Watch button appears once its release date is more than this far in the past. */
export const MOVIE_WATCH_DELAY_HOURS = 12;

/** A series' Watch button appears once the season's air date is more than this far in the past. */
export const SEASON_WATCH_DELAY_HOURS = 24;

const TMDB_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @param date a TMDB date 'YYYY-MM-DD'
 * @returns 00:00 UTC of that day in ms since the epoch, or null when absent, empty or malformed
 */
export function parseTmdbDate(date: string | null | undefined): number | null {
  if (!date || !TMDB_DATE.test(date)) return null;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? null : ms;
}

function isMoreThanHoursPast(date: string | null | undefined, hours: number, nowMs: number) {
  const releaseMs = parseTmdbDate(date);
  return releaseMs !== null && nowMs - releaseMs > hours * MS_PER_HOUR;
}

/**
 * Whether a movie page shows its Watch button.
 * @param releaseDate TMDB release_date
 * @param nowMs ms since the epoch
 * @returns true strictly more than 12 hours after 00:00 UTC of the release day (from 12:00:00.001
 *   UTC that day); false without a readable date
 */
export function isMovieWatchable(releaseDate: string | null | undefined, nowMs: number): boolean {
  return isMoreThanHoursPast(releaseDate, MOVIE_WATCH_DELAY_HOURS, nowMs);
}

/**
 * Whether a series page shows Watch for the selected season.
 * @param seasonAirDate the selected season's TMDB air_date
 * @param nowMs ms since the epoch
 * @returns true strictly more than 24 hours after 00:00 UTC of the air day; false without a date
 */
export function isSeasonWatchable(
  seasonAirDate: string | null | undefined,
  nowMs: number,
): boolean {
  return isMoreThanHoursPast(seasonAirDate, SEASON_WATCH_DELAY_HOURS, nowMs);
}

/**
 * Whether the 'Coming Soon' badge shows.
 * @param releaseDate TMDB release_date (or first_air_date)
 * @param nowMs ms since the epoch
 * @returns true while 00:00 UTC of the release day is still in the future; false without a date
 */
export function isComingSoon(releaseDate: string | null | undefined, nowMs: number): boolean {
  const releaseMs = parseTmdbDate(releaseDate);
  return releaseMs !== null && releaseMs > nowMs;
}
