import { describe, expect, it } from 'vitest';
import {
  MOVIE_WATCH_DELAY_HOURS,
  SEASON_WATCH_DELAY_HOURS,
  isComingSoon,
  isMovieWatchable,
  isSeasonWatchable,
  parseTmdbDate,
} from './release';

const HOUR = 3_600_000;
const MARCH_1 = Date.UTC(2025, 2, 1);

describe('parseTmdbDate', () => {
  it('reads a TMDB date as midnight UTC', () => {
    expect(parseTmdbDate('2025-03-01')).toBe(MARCH_1);
  });

  it.each([[null], [undefined], [''], ['2025-3-1'], ['2025-13-01'], ['2025-03-01T10:00:00Z']])(
    'gives null for %j',
    (date) => {
      expect(parseTmdbDate(date)).toBeNull();
    },
  );
});

describe('isMovieWatchable', () => {
  it('shows Watch only more than 12 hours after the release date', () => {
    expect(MOVIE_WATCH_DELAY_HOURS).toBe(12);
    expect(isMovieWatchable('2025-03-01', MARCH_1 + 12 * HOUR)).toBe(false);
    expect(isMovieWatchable('2025-03-01', MARCH_1 + 12 * HOUR + 1)).toBe(true);
  });

  it('hides Watch for a movie without a release date', () => {
    expect(isMovieWatchable(null, MARCH_1)).toBe(false);
    expect(isMovieWatchable('', MARCH_1)).toBe(false);
  });
});

describe('isSeasonWatchable', () => {
  it('shows Watch only more than 24 hours after the season air date', () => {
    expect(SEASON_WATCH_DELAY_HOURS).toBe(24);
    expect(isSeasonWatchable('2025-03-01', MARCH_1 + 24 * HOUR)).toBe(false);
    expect(isSeasonWatchable('2025-03-01', MARCH_1 + 24 * HOUR + 1)).toBe(true);
    expect(isSeasonWatchable(undefined, MARCH_1 + 100 * HOUR)).toBe(false);
  });
});

describe('isComingSoon', () => {
  it('shows Coming Soon while the release date is in the future', () => {
    expect(isComingSoon('2025-03-01', MARCH_1 - 1)).toBe(true);
    expect(isComingSoon('2025-03-01', MARCH_1)).toBe(false);
    expect(isComingSoon(null, MARCH_1)).toBe(false);
  });

  it('shows neither Coming Soon nor Watch in the first 12 hours of the release day', () => {
    const morning = MARCH_1 + 6 * HOUR;
    expect(isComingSoon('2025-03-01', morning)).toBe(false);
    expect(isMovieWatchable('2025-03-01', morning)).toBe(false);
  });
});
