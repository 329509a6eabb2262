import { describe, expect, it } from 'vitest';
import {
  STATS_LIST_LIMIT,
  formatCount,
  getActiveUserBars,
  getBarPercents,
  getTopCountries,
  getWeekdayBars,
  rankTopMovies,
} from './charts';

describe('getBarPercents', () => {
  it('sizes bars relative to the largest value', () => {
    expect(getBarPercents([50, 100, 25])).toEqual([50, 100, 25]);
  });

  it('gives empty bars when every value is 0, and none for no values', () => {
    expect(getBarPercents([0, 0])).toEqual([0, 0]);
    expect(getBarPercents([])).toEqual([]);
    expect(getBarPercents([-5, 10])).toEqual([0, 100]);
  });
});

describe('rankTopMovies', () => {
  it('ranks the 5 most watched movies, ties in their original order', () => {
    const movies = [
      { id: 1, title: 'A', watches: 10 },
      { id: 2, title: 'B', watches: 30 },
      { id: 3, title: 'C', watches: 20 },
      { id: 4, title: 'D', watches: 30 },
      { id: 5, title: 'E', watches: 5 },
      { id: 6, title: 'F', watches: 1 },
    ];
    expect(rankTopMovies(movies).map((m) => [m.rank, m.title])).toEqual([
      [1, 'B'],
      [2, 'D'],
      [3, 'C'],
      [4, 'A'],
      [5, 'E'],
    ]);
    expect(STATS_LIST_LIMIT).toBe(5);
  });
});

describe('getTopCountries', () => {
  it('keeps the 5 countries with the most users, most first', () => {
    const countries = ['a', 'b', 'c', 'd', 'e', 'f'].map((country, i) => ({
      country,
      users: i * 10,
    }));
    expect(getTopCountries(countries).map((c) => c.country)).toEqual(['f', 'e', 'd', 'c', 'b']);
  });
});

describe('getWeekdayBars', () => {
  it('keeps the weekdays in order with bars relative to the busiest day', () => {
    const bars = getWeekdayBars([
      { day: 'Mon', count: 4500 },
      { day: 'Sat', count: 9000 },
    ]);
    expect(bars).toEqual([
      { label: 'Mon', value: 4500, percent: 50 },
      { label: 'Sat', value: 9000, percent: 100 },
    ]);
  });
});

describe('getActiveUserBars', () => {
  it('shows today, this week and this month relative to the largest', () => {
    const bars = getActiveUserBars({ today: 14_250, week: 87_630, month: 34_210 });
    expect(bars.map((bar) => bar.label)).toEqual(['Today', 'This Week', 'This Month']);
    expect(bars[1]?.percent).toBe(100);
    expect(bars[0]?.percent).toBeCloseTo(16.26, 2);
  });
});

describe('formatCount', () => {
  it('separates thousands with commas', () => {
    expect(formatCount(49_736)).toBe('49,736');
    expect(formatCount(25_232_900)).toBe('25,232,900');
    expect(formatCount(7)).toBe('7');
  });
});
