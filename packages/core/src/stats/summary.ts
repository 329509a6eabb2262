/**
 * The stats page's arithmetic (spec sections 2 "Stats" and 9): days since launch, the four cards'
 * figures and the server panel. Works on any figures; the clock is a parameter.
 */
import { type ServerLoadColour, getServerLoadColour } from '../screens/server-load';
import type { Statistics } from './stats-schema';

const MS_PER_DAY = 86_400_000;
const SECONDS_PER_HOUR = 3600;
const SECONDS_PER_DAY = 86_400;

/** A year of watch time counts 365 days. */
export const DAYS_PER_YEAR = 365;

/** Data sizes are decimal: 1 TB = 1000 GB. */
export const GB_PER_TB = 1000;

/**
 * @param launchDate 'YYYY-MM-DD', read as 00:00 UTC
 * @param nowMs ms since the epoch
 * @returns whole days elapsed since launch, rounded down (0 on launch day, before launch, or with
 *   an unreadable date)
 */
export function getDaysSinceLaunch(launchDate: string, nowMs: number): number {
  const launchMs = Date.parse(launchDate);
  if (Number.isNaN(launchMs) || nowMs <= launchMs) return 0;
  return Math.floor((nowMs - launchMs) / MS_PER_DAY);
}

/**
 * The daily average of the Movies Watched card.
 * @returns total movies divided by days since launch, rounded to the nearest whole number; on
 *   launch day (0 days) the total itself, as if one day had passed
 */
export function getMoviesPerDay(totalMovies: number, daysSinceLaunch: number): number {
  return Math.round(totalMovies / Math.max(1, daysSinceLaunch));
}

export interface WatchTimeBreakdown {
  years: number;
  /** days beyond the whole years, 0 to 364 */
  days: number;
  /** hours beyond the whole days, 0 to 23 */
  hours: number;
  /** the whole watch time in hours */
  totalHours: number;
}

/**
 * Splits watch time for the Total Watch Time card.
 * @param totalSeconds watch time in seconds (negative counts as 0)
 * @returns whole years of 365 days, then whole days, then whole hours (each rounded down: minutes
 *   are dropped), and the total in whole hours, rounded down
 */
export function splitWatchTime(totalSeconds: number): WatchTimeBreakdown {
  const seconds = Math.max(0, totalSeconds);
  const wholeDays = Math.floor(seconds / SECONDS_PER_DAY);
  return {
    years: Math.floor(wholeDays / DAYS_PER_YEAR),
    days: wholeDays % DAYS_PER_YEAR,
    hours: Math.floor((seconds - wholeDays * SECONDS_PER_DAY) / SECONDS_PER_HOUR),
    totalHours: Math.floor(seconds / SECONDS_PER_HOUR),
  };
}

/**
 * The "about N GB per movie" line of the Data Transferred card.
 * @param terabytes data transferred, in TB
 * @returns GB per movie watched, rounded to one decimal; null when no movie was watched
 */
export function getGbPerMovie(terabytes: number, moviesWatched: number): number | null {
  if (moviesWatched <= 0) return null;
  return Math.round(((terabytes * GB_PER_TB) / moviesWatched) * 10) / 10;
}

/**
 * Month-on-month growth, for computing growthRate from two months of active users.
 * @returns the change in percent, rounded to a whole number; null when the previous month had none
 */
export function getGrowthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** '+37%', '-4%' or '0%'. */
export function formatGrowthPercent(percent: number): string {
  const rounded = Math.round(percent);
  // A template prints -0 as '0', so a tiny decline reads '0%'.
  return `${rounded > 0 ? '+' : ''}${rounded}%`;
}

export interface StatisticsSummary {
  daysSinceLaunch: number;
  moviesWatched: { total: number; perDay: number };
  watchTime: WatchTimeBreakdown;
  dataTransferred: { terabytes: number; gbPerMovie: number | null };
  activeUsers: { month: number; growthPercent: number };
  server: { loadPercent: number; colour: ServerLoadColour };
}

/**
 * Everything the intro, the four cards and the server panel show.
 * @param nowMs ms since the epoch
 */
export function summariseStatistics(stats: Statistics, nowMs: number): StatisticsSummary {
  const daysSinceLaunch = getDaysSinceLaunch(stats.launchDate, nowMs);
  return {
    daysSinceLaunch,
    moviesWatched: {
      total: stats.totalMoviesWatched,
      perDay: getMoviesPerDay(stats.totalMoviesWatched, daysSinceLaunch),
    },
    watchTime: splitWatchTime(stats.totalWatchTime),
    dataTransferred: {
      terabytes: stats.totalDataTransferred,
      gbPerMovie: getGbPerMovie(stats.totalDataTransferred, stats.totalMoviesWatched),
    },
    activeUsers: { month: stats.activeUsers.month, growthPercent: stats.growthRate },
    server: { loadPercent: stats.serverLoad, colour: getServerLoadColour(stats.serverLoad) },
  };
}
