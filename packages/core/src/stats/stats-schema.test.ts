import { describe, expect, it } from 'vitest';
import { statisticsSchema } from './stats-schema';

const valid = {
  totalWatchTime: 25_232_900,
  totalMoviesWatched: 49_736,
  totalDataTransferred: 63,
  activeUsers: { today: 14_250, week: 87_630, month: 34_210 },
  serverLoad: 64,
  topMovies: [{ id: 27205, title: 'Inception', watches: 1203 }],
  watchesByDay: [{ day: 'Mon', count: 6120 }],
  growthRate: -3,
  launchDate: '2025-02-23',
  mostActiveCountries: [{ country: 'Germany', users: 2700 }],
};

describe('statisticsSchema', () => {
  it('reads statistics data, a negative growth included', () => {
    expect(statisticsSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    ['a load above 100', { serverLoad: 120 }],
    ['a negative count', { totalMoviesWatched: -1 }],
    ['a fractional user count', { activeUsers: { today: 1.5, week: 2, month: 3 } }],
    ['a launch date with a time', { launchDate: '2025-02-23T00:00:00Z' }],
    ['a movie without a valid id', { topMovies: [{ id: 0, title: 'x', watches: 1 }] }],
  ])('refuses %s', (_name, change) => {
    expect(statisticsSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
