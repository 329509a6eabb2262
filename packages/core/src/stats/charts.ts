/**
 * The stats page's lists and bars (spec section 2, "Stats"): most watched movies, views by day of
 * week, top user locations and the active-user bars of the Server Status panel.
 */
import type { Statistics } from './stats-schema';

/** Entries in the Most Watched Movies and Top User Locations lists. */
export const STATS_LIST_LIMIT = 5;

/** Formats a count for the page: 49736 → '49,736'. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(value);
}

/**
 * Bar lengths relative to the largest value.
 * @returns one percentage (0 to 100, unrounded) per value; all 0 when the largest is 0 or less
 */
export function getBarPercents(values: readonly number[]): number[] {
  const max = Math.max(0, ...values);
  return values.map((value) => percentOf(value, max));
}

function percentOf(value: number, max: number): number {
  return max > 0 ? (Math.max(0, value) / max) * 100 : 0;
}

function toBars(entries: readonly { label: string; value: number }[]): Bar[] {
  const max = Math.max(0, ...entries.map((entry) => entry.value));
  return entries.map((entry) => ({ ...entry, percent: percentOf(entry.value, max) }));
}

export type TopMovie = Statistics['topMovies'][number];
export type RankedMovie = TopMovie & { rank: number };

/**
 * @returns the 5 most watched movies, most watches first (ties keep their order), ranked from 1
 */
export function rankTopMovies(movies: readonly TopMovie[]): RankedMovie[] {
  return [...movies]
    .sort((a, b) => b.watches - a.watches)
    .slice(0, STATS_LIST_LIMIT)
    .map((movie, index) => ({ ...movie, rank: index + 1 }));
}

export type CountryUsers = Statistics['mostActiveCountries'][number];

/** @returns the 5 countries with the most users, most first (ties keep their order) */
export function getTopCountries(countries: readonly CountryUsers[]): CountryUsers[] {
  return [...countries].sort((a, b) => b.users - a.users).slice(0, STATS_LIST_LIMIT);
}

export interface Bar {
  label: string;
  value: number;
  /** length relative to the longest bar of the chart, 0 to 100 */
  percent: number;
}

/** The Views by Day of Week bars, in the order of the data. */
export function getWeekdayBars(watchesByDay: Statistics['watchesByDay']): Bar[] {
  return toBars(watchesByDay.map((entry) => ({ label: entry.day, value: entry.count })));
}

/** The Server Status panel's active-user bars: Today, This Week, This Month. */
export function getActiveUserBars(activeUsers: Statistics['activeUsers']): Bar[] {
  return toBars([
    { label: 'Today', value: activeUsers.today },
    { label: 'This Week', value: activeUsers.week },
    { label: 'This Month', value: activeUsers.month },
  ]);
}
