import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Statistics, statisticsSchema } from './stats-schema';
import {
  DAYS_PER_YEAR,
  GB_PER_TB,
  formatGrowthPercent,
  getDaysSinceLaunch,
  getGbPerMovie,
  getGrowthPercent,
  getMoviesPerDay,
  splitWatchTime,
  summariseStatistics,
} from './summary';

/** The spec's sample figures (section 9), used as data: the page shows real aggregates. */
const SAMPLE: Statistics = statisticsSchema.parse({
  totalWatchTime: 25_232_900,
  totalMoviesWatched: 49_736,
  totalDataTransferred: 63,
  activeUsers: { today: 14_250, week: 87_630, month: 34_210 },
  serverLoad: 64,
  topMovies: [{ id: 27205, title: 'Inception', watches: 1203 }],
  watchesByDay: [{ day: 'Mon', count: 6120 }],
  growthRate: 37,
  launchDate: '2025-02-23',
  mostActiveCountries: [{ country: 'Germany', users: 2700 }],
});

const DAY = 86_400_000;
const LAUNCH = Date.UTC(2025, 1, 23);
/** 4 April 2025, 12:00 UTC: 40 days and 12 hours after launch. */
const APRIL_4_NOON = Date.UTC(2025, 3, 4, 12);

describe('getDaysSinceLaunch', () => {
  it('counts whole days since launch, rounding down', () => {
    expect(getDaysSinceLaunch('2025-02-23', APRIL_4_NOON)).toBe(40);
    expect(getDaysSinceLaunch('2025-02-23', LAUNCH + DAY - 1)).toBe(0);
    expect(getDaysSinceLaunch('2025-02-23', LAUNCH + DAY)).toBe(1);
  });

  it('gives 0 before launch and for an unreadable date', () => {
    expect(getDaysSinceLaunch('2025-02-23', LAUNCH - DAY)).toBe(0);
    expect(getDaysSinceLaunch('someday', APRIL_4_NOON)).toBe(0);
  });
});

describe('getMoviesPerDay', () => {
  it('divides the total by days since launch and rounds', () => {
    expect(getMoviesPerDay(49_736, 40)).toBe(1243);
    expect(getMoviesPerDay(10, 4)).toBe(3);
    expect(getMoviesPerDay(9, 2)).toBe(5);
  });

  it('counts launch day as one day instead of dividing by zero', () => {
    expect(getMoviesPerDay(120, 0)).toBe(120);
  });
});

describe('splitWatchTime', () => {
  it('splits the sample watch time into years, days and hours, plus total hours', () => {
    expect(splitWatchTime(25_232_900)).toEqual({ years: 0, days: 292, hours: 1, totalHours: 7009 });
  });

  it('counts a year as 365 days', () => {
    expect(DAYS_PER_YEAR).toBe(365);
    const oneYearTwoDaysThreeHours = (365 + 2) * 86_400 + 3 * 3600 + 59;
    expect(splitWatchTime(oneYearTwoDaysThreeHours)).toEqual({
      years: 1,
      days: 2,
      hours: 3,
      totalHours: 367 * 24 + 3,
    });
  });

  it('reads negative watch time as none', () => {
    expect(splitWatchTime(-5)).toEqual({ years: 0, days: 0, hours: 0, totalHours: 0 });
  });

  it('adds the parts back up to the total hours', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (seconds) => {
        const { years, days, hours, totalHours } = splitWatchTime(seconds);
        expect((years * 365 + days) * 24 + hours).toBe(totalHours);
        expect(days).toBeLessThan(365);
        expect(hours).toBeLessThan(24);
      }),
    );
  });
});

describe('getGbPerMovie', () => {
  it('gives about 1.3 GB per movie for 63 TB over 49736 movies', () => {
    expect(GB_PER_TB).toBe(1000);
    expect(getGbPerMovie(63, 49_736)).toBe(1.3);
  });

  it('gives nothing when no movie was watched', () => {
    expect(getGbPerMovie(63, 0)).toBeNull();
  });
});

describe('growth percent', () => {
  it('computes month-on-month growth, rounded', () => {
    expect(getGrowthPercent(34_210, 24_971)).toBe(37);
    expect(getGrowthPercent(90, 100)).toBe(-10);
    expect(getGrowthPercent(5, 0)).toBeNull();
  });

  it.each([
    [37, '+37%'],
    [-4.4, '-4%'],
    [0, '0%'],
    [-0.2, '0%'],
  ])('writes %d as %s', (percent, text) => {
    expect(formatGrowthPercent(percent)).toBe(text);
  });
});

describe('summariseStatistics', () => {
  it('computes every card of the sample figures', () => {
    expect(summariseStatistics(SAMPLE, APRIL_4_NOON)).toEqual({
      daysSinceLaunch: 40,
      moviesWatched: { total: 49_736, perDay: 1243 },
      watchTime: { years: 0, days: 292, hours: 1, totalHours: 7009 },
      dataTransferred: { terabytes: 63, gbPerMovie: 1.3 },
      activeUsers: { month: 34_210, growthPercent: 37 },
      server: { loadPercent: 64, colour: 'green' },
    });
  });

  it('follows the figures it is given rather than the sample', () => {
    const busy = { ...SAMPLE, serverLoad: 91, totalMoviesWatched: 400, launchDate: '2025-04-02' };
    const summary = summariseStatistics(busy, APRIL_4_NOON);
    expect(summary.moviesWatched.perDay).toBe(200);
    expect(summary.server.colour).toBe('red');
  });
});
