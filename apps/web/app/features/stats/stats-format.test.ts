import { describe, expect, it } from 'vitest';
import {
  formatGbPerMovie,
  formatGrowthLine,
  formatPerDay,
  formatTerabytes,
  formatWatchTimeTotal,
  formatWatchTimeValue,
  toTerabytes,
} from './stats-format';

describe('the stats page wording', () => {
  it('counts terabytes in decimal units', () => {
    expect(toTerabytes(63_000_000_000_000)).toBe(63);
    expect(toTerabytes(-5)).toBe(0);
  });

  it('writes whole TB from 10 TB, two decimals below, and never a 0.00 TB for data sent', () => {
    expect(formatTerabytes(63.4)).toBe('63 TB');
    expect(formatTerabytes(1.254)).toBe('1.25 TB');
    expect(formatTerabytes(0.04)).toBe('0.04 TB');
    expect(formatTerabytes(0.000_5)).toBe('Under 0.01 TB');
  });

  it('gives GB per movie with one decimal, and nothing without a movie', () => {
    expect(formatGbPerMovie(1.3)).toBe('About 1.3 GB per movie');
    expect(formatGbPerMovie(1266.7)).toBe('About 1,266.7 GB per movie');
    expect(formatGbPerMovie(null)).toBeNull();
  });

  it('writes the daily figure and the growth, or why there is no growth yet', () => {
    expect(formatPerDay(1243)).toBe('About 1,243 per day');
    expect(formatGrowthLine(37)).toBe('+37% on the previous 30 days');
    expect(formatGrowthLine(-4)).toBe('-4% on the previous 30 days');
    expect(formatGrowthLine(null)).toBe('Growth shows once there are 60 days of figures');
  });

  it('writes watch time as years, days and hours with the total hours, or the minutes under an hour, never zeros', () => {
    const seconds = (367 * 24 + 3) * 3600 + 59;
    expect(formatWatchTimeValue(seconds)).toBe('1 year, 2 days, 3 hours');
    expect(formatWatchTimeTotal(seconds)).toBe('8,811 hours in total');
    expect(formatWatchTimeValue(3600)).toBe('0 years, 0 days, 1 hour');
    expect(formatWatchTimeTotal(3600)).toBe('1 hour in total');
    expect(formatWatchTimeValue(290)).toBe('Under 1 hour');
    expect(formatWatchTimeTotal(290)).toBe('4 minutes in total');
    expect(formatWatchTimeTotal(59)).toBe('Under a minute in total');
  });
});
