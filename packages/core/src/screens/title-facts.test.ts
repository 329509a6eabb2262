import { describe, expect, it } from 'vitest';
import {
  formatEpisodeCode,
  formatEpisodePageTitle,
  formatRuntime,
  formatSeasonAndEpisodeCount,
  formatSeasonCount,
  formatTmdbDate,
  formatVoteCount,
  pickInitialSeason,
} from './title-facts';

describe('formatRuntime', () => {
  it.each([
    [45, '45m'],
    [60, '1h'],
    [135, '2h 15m'],
    [59.6, '1h'],
    [1, '1m'],
  ])('shows %j minutes as %j', (minutes, text) => {
    expect(formatRuntime(minutes)).toBe(text);
  });

  it.each([[null], [undefined], [0], [-5], [Number.NaN], [0.2]])(
    'shows no runtime for %j',
    (minutes) => {
      expect(formatRuntime(minutes)).toBeNull();
    },
  );
});

describe('formatTmdbDate', () => {
  it('writes the full date in English, read as UTC', () => {
    expect(formatTmdbDate('2008-01-20')).toBe('January 20, 2008');
    expect(formatTmdbDate('1999-12-31')).toBe('December 31, 1999');
  });

  it('shows only the year when the day is not known', () => {
    expect(formatTmdbDate('2019-01-01', 'year')).toBe('2019');
  });

  it.each([[null], [undefined], [''], ['2019'], ['2019-13-01']])('shows no date for %j', (date) => {
    expect(formatTmdbDate(date)).toBeNull();
  });
});

describe('formatVoteCount', () => {
  it('groups thousands with commas and says vote or votes', () => {
    expect(formatVoteCount(1)).toBe('1 vote');
    expect(formatVoteCount(999)).toBe('999 votes');
    expect(formatVoteCount(1234)).toBe('1,234 votes');
    expect(formatVoteCount(1_234_567)).toBe('1,234,567 votes');
  });

  it.each([[null], [undefined], [0], [-3], [2.5]])('shows no count for %j', (count) => {
    expect(formatVoteCount(count)).toBeNull();
  });
});

describe('formatSeasonCount', () => {
  it('says Season or Seasons', () => {
    expect(formatSeasonCount(1)).toBe('1 Season');
    expect(formatSeasonCount(5)).toBe('5 Seasons');
  });

  it('shows nothing for a series without seasons', () => {
    expect(formatSeasonCount(0)).toBeNull();
    expect(formatSeasonCount(Number.NaN)).toBeNull();
  });
});

describe('formatSeasonAndEpisodeCount', () => {
  it('says the seasons and the episodes, grouping digits', () => {
    expect(formatSeasonAndEpisodeCount(5, 62)).toBe('5 Seasons · 62 Episodes');
    expect(formatSeasonAndEpisodeCount(1, 1)).toBe('1 Season · 1 Episode');
    expect(formatSeasonAndEpisodeCount(35, 1_000)).toBe('35 Seasons · 1,000 Episodes');
  });

  it('says the seasons alone when the episodes are not known, nothing without seasons', () => {
    expect(formatSeasonAndEpisodeCount(5, null)).toBe('5 Seasons');
    expect(formatSeasonAndEpisodeCount(5, 0)).toBe('5 Seasons');
    expect(formatSeasonAndEpisodeCount(0, 62)).toBeNull();
  });
});

describe('formatEpisodeCode', () => {
  it('names the season and the episode', () => {
    expect(formatEpisodeCode(1, 3)).toBe('S1 E3');
    expect(formatEpisodeCode(0, 1)).toBe('S0 E1');
  });
});

describe('formatEpisodePageTitle', () => {
  it('names the episode, then its code and the series', () => {
    expect(formatEpisodePageTitle('Breaking Bad', 1, 4, 'Cancer Man')).toBe(
      'Cancer Man (S1 E4) · Breaking Bad',
    );
  });

  it("keeps only the code and the series while the episode is hidden, never the episode's name", () => {
    expect(formatEpisodePageTitle('Breaking Bad', 1, 4, null)).toBe('S1 E4 · Breaking Bad');
  });
});

describe('pickInitialSeason', () => {
  it('keeps the requested season when the series has it', () => {
    expect(pickInitialSeason([0, 1, 2], 2)).toBe(2);
    expect(pickInitialSeason([0, 1, 2], 0)).toBe(0);
  });

  it('starts on the first regular season rather than the specials', () => {
    expect(pickInitialSeason([0, 1, 2], null)).toBe(1);
    expect(pickInitialSeason([0, 1, 2], 9)).toBe(1);
  });

  it('falls back to the only season listed, or null without seasons', () => {
    expect(pickInitialSeason([0], null)).toBe(0);
    expect(pickInitialSeason([], 1)).toBeNull();
  });
});
