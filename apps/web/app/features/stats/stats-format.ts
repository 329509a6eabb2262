/**
 * The stats page's wording of figures that core does not format: data sizes, and the lines under
 * each card's figure. Figures are real sums (decision 0023); an absent one is said in words.
 */
import { formatCount } from '@reelhouse/core/stats/charts';
import { formatGrowthPercent, splitWatchTime } from '@reelhouse/core/stats/summary';
import { formatWatchTime } from '@reelhouse/core/stats/texts';

const BYTES_PER_TB = 1e12;

/** @returns bytes in decimal terabytes (1 TB = 10^12 bytes) */
export function toTerabytes(bytes: number): number {
  return Math.max(0, bytes) / BYTES_PER_TB;
}

/**
 * The Data Transferred figure: '63 TB' from 10 TB up, '1.25 TB' or '0.04 TB' below, and
 * 'Under 0.01 TB' for less (never a '0.00 TB' that reads as nothing sent).
 */
export function formatTerabytes(terabytes: number): string {
  if (terabytes >= 10) return `${formatCount(terabytes)} TB`;
  if (terabytes > 0 && terabytes < 0.01) return 'Under 0.01 TB';
  return `${terabytes.toFixed(2)} TB`;
}

/** 'About 1.3 GB per movie'; null when no movie was watched (nothing to divide by). */
export function formatGbPerMovie(gbPerMovie: number | null): string | null {
  if (gbPerMovie === null) return null;
  return `About ${gbPerMovie.toLocaleString('en-US', { maximumFractionDigits: 1 })} GB per movie`;
}

/** 'About 12 per day' under Movies Watched. */
export function formatPerDay(perDay: number): string {
  return `About ${formatCount(perDay)} per day`;
}

/** '+37% on the previous 30 days', or why there is no growth figure yet. */
export function formatGrowthLine(growthPercent: number | null): string {
  if (growthPercent === null) return 'Growth shows once there are 60 days of figures';
  return `${formatGrowthPercent(growthPercent)} on the previous 30 days`;
}

/**
 * The Total Watch Time figure: '1 year, 2 days, 3 hours' (years of 365 days), or 'Under 1 hour'
 * before a whole hour was watched (not a '0 years, 0 days, 0 hours' that reads as nothing).
 */
export function formatWatchTimeValue(seconds: number): string {
  const parts = splitWatchTime(seconds);
  return parts.totalHours < 1 ? 'Under 1 hour' : formatWatchTime(parts);
}

/** '8,811 hours in total', or the minutes before a whole hour. */
export function formatWatchTimeTotal(seconds: number): string {
  const { totalHours } = splitWatchTime(seconds);
  if (totalHours >= 1)
    return `${formatCount(totalHours)} ${totalHours === 1 ? 'hour' : 'hours'} in total`;
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  if (minutes < 1) return 'Under a minute in total';
  return `${String(minutes)} ${minutes === 1 ? 'minute' : 'minutes'} in total`;
}
