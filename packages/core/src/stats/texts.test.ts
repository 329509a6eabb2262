import { describe, expect, it } from 'vitest';
import * as texts from './texts';

describe('stats texts', () => {
  it('name the cards and panels of the stats page', () => {
    expect([
      texts.MOVIES_WATCHED_TITLE,
      texts.TOTAL_WATCH_TIME_TITLE,
      texts.DATA_TRANSFERRED_TITLE,
      texts.ACTIVE_USERS_TITLE,
      texts.SERVER_STATUS_TITLE,
      texts.MOST_WATCHED_TITLE,
      texts.VIEWS_BY_DAY_TITLE,
      texts.TOP_LOCATIONS_TITLE,
      texts.STATS_NOTE_TITLE,
    ]).toEqual([
      'Movies Watched',
      'Total Watch Time',
      'Data Transferred',
      'Active Users',
      'Server Status',
      'Most Watched Movies',
      'Views by Day of Week',
      'Top User Locations',
      'About These Statistics',
    ]);
  });

  it('say in the note that the figures come from real events', () => {
    expect(texts.STATS_NOTE).toContain('computed from');
    expect(texts.STATS_NOTE).not.toContain('for show');
  });
});

describe('formatLaunchIntro', () => {
  it('states the launch date and days since launch', () => {
    expect(texts.formatLaunchIntro('2025-02-23', 40)).toBe('Launched on 2025-02-23, 40 days ago.');
    expect(texts.formatLaunchIntro('2025-02-23', 1)).toBe('Launched on 2025-02-23, 1 day ago.');
  });
});

describe('formatWatchTime', () => {
  it('writes years, days and hours with singulars where due', () => {
    expect(texts.formatWatchTime({ years: 0, days: 292, hours: 1 })).toBe(
      '0 years, 292 days, 1 hour',
    );
    expect(texts.formatWatchTime({ years: 1, days: 1, hours: 2 })).toBe('1 year, 1 day, 2 hours');
  });
});
