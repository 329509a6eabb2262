import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import type { StatsPageData } from './load-stats.server';
import { NOTHING_YET, StatsPage } from './stats-page';

/** A site with plays recorded: 40 days old, 4,000 plays, some data sent and visitors. */
function withPlays(watchSeconds: number): StatsPageData {
  return {
    launchDate: '2025-02-23',
    daysSinceLaunch: 40,
    totals: { playsStarted: 4000, playsFinished: 2500, watchSeconds, mediaBytes: 6.3e12 },
    playsPerDay: 100,
    topMovies: [{ tmdbId: 10378, title: 'Big Buck Bunny', href: '/movies/10378', plays: 120 }],
    playsByWeekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({
      day,
      count: 10,
    })),
    topCountries: [{ code: 'US', country: 'United States', plays: 40 }],
    activeUsers: { today: 14, week: 87, month: 342 },
    growthPercent: null,
    computedAt: '2025-04-04T12:34:00.000Z',
    serverLoad: 64,
  };
}

describe('the Total Watch Time card', () => {
  it('says nothing is recorded yet, never 0 years, 0 days, 0 hours, while plays exist without watch seconds', () => {
    renderRoute(<StatsPage stats={withPlays(0)} />, { path: '/stats' });
    const card = screen.getByTestId('stats-watch-time');
    expect(card).toHaveTextContent(`Total Watch Time${NOTHING_YET}`);
    expect(card).not.toHaveTextContent(/\b0\b/);
    expect(screen.getByTestId('stats-movies-watched')).toHaveTextContent('4,000');
  });

  it('says under an hour for the first watched minutes', () => {
    renderRoute(<StatsPage stats={withPlays(290)} />, { path: '/stats' });
    expect(screen.getByTestId('stats-watch-time')).toHaveTextContent(
      'Total Watch TimeUnder 1 hour4 minutes in total',
    );
  });
});
