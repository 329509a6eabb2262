/**
 * How the facts of the movie, series and episode pages read (spec section 2): runtime, dates,
 * vote counts, season counts and episode codes, the episode page's title, plus which season a
 * series page starts on.
 * Deterministic text (no locale or time zone), so the server's HTML equals the browser's.
 */
import { parseTmdbDate } from './release';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * @param minutes a runtime in minutes (TMDB `runtime`)
 * @returns '45m', '2h', '2h 15m' (rounded to the minute); null for null, 0, negatives and NaN
 */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return null;
  const total = Math.round(minutes);
  if (total <= 0) return null;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/**
 * How precisely a date is known: the embedded catalogue stores movies' release dates as
 * 'YYYY-01-01' (the year is real, the day is not), so its pages show the year only.
 */
export type DatePrecision = 'day' | 'year';

/**
 * @param date a TMDB date 'YYYY-MM-DD'
 * @returns 'January 20, 2008', or '2008' with precision 'year'; null when absent or malformed
 */
export function formatTmdbDate(
  date: string | null | undefined,
  precision: DatePrecision = 'day',
): string | null {
  const ms = parseTmdbDate(date);
  if (ms === null) return null;
  const day = new Date(ms);
  const year = String(day.getUTCFullYear());
  if (precision === 'year') return year;
  return `${MONTHS[day.getUTCMonth()] ?? ''} ${day.getUTCDate()}, ${year}`;
}

/** '1,234,567': digits grouped by three with commas, whatever the runtime's locale. */
function groupDigits(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * @param count TMDB `vote_count`
 * @returns '1 vote', '1,234 votes'; null for null, 0, negatives and non-integers
 */
export function formatVoteCount(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isSafeInteger(count) || count <= 0) {
    return null;
  }
  return `${groupDigits(count)} ${count === 1 ? 'vote' : 'votes'}`;
}

/** @returns '1 Season', '5 Seasons'; null for 0 or less */
export function formatSeasonCount(count: number): string | null {
  if (!Number.isSafeInteger(count) || count <= 0) return null;
  return `${count} ${count === 1 ? 'Season' : 'Seasons'}`;
}

/**
 * @returns '5 Seasons · 62 Episodes', or the seasons alone when the episodes are not known;
 *   null without a season count
 */
export function formatSeasonAndEpisodeCount(
  seasons: number,
  episodes: number | null,
): string | null {
  const seasonText = formatSeasonCount(seasons);
  if (seasonText === null) return null;
  if (episodes === null || !Number.isSafeInteger(episodes) || episodes <= 0) return seasonText;
  return `${seasonText} · ${groupDigits(episodes)} ${episodes === 1 ? 'Episode' : 'Episodes'}`;
}

/** @returns 'S1 E3' (season 0 holds specials: 'S0 E1') */
export function formatEpisodeCode(seasonNumber: number, episodeNumber: number): string {
  return `S${seasonNumber} E${episodeNumber}`;
}

/**
 * The episode page's title (without the site's name): 'Cancer Man (S1 E4) · Breaking Bad'. While
 * spoiler-safe mode hides the episode (decision 0032) its name is left out and only the code and
 * the series remain: 'S1 E4 · Breaking Bad'.
 * @param episodeName the episode's name, or null while it is hidden
 */
export function formatEpisodePageTitle(
  seriesTitle: string,
  seasonNumber: number,
  episodeNumber: number,
  episodeName: string | null,
): string {
  const code = formatEpisodeCode(seasonNumber, episodeNumber);
  return episodeName === null
    ? `${code} · ${seriesTitle}`
    : `${episodeName} (${code}) · ${seriesTitle}`;
}

/**
 * The season a series page shows first.
 * @param seasonNumbers the series' seasons in TMDB order (0 is "Specials")
 * @param requested the season asked for (the `season` query parameter), or null
 * @returns `requested` when the series has it, else the first regular season (1 or more), else the
 *   first season listed, else null for a series without seasons
 */
export function pickInitialSeason(
  seasonNumbers: readonly number[],
  requested: number | null,
): number | null {
  if (requested !== null && seasonNumbers.includes(requested)) return requested;
  return seasonNumbers.find((number) => number >= 1) ?? seasonNumbers[0] ?? null;
}
