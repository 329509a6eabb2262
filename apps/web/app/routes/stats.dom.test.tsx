import { render, screen, within } from '@testing-library/react';
import { createRoutesStub, type AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { StatsPageFigures } from '~/load-context';
import Stats, { loader } from './stats';

const DAY_MS = 86_400_000;

/** A site launched on 2025-02-23, read 40 days later. */
function figures(overrides: Partial<StatsPageFigures> = {}): StatsPageFigures {
  return {
    launchDate: '2025-02-23',
    daysSinceLaunch: 40,
    totals: {
      playsStarted: 4000,
      playsFinished: 2500,
      // 1 year, 2 days and 3 hours
      watchSeconds: (367 * 24 + 3) * 3600 + 59,
      mediaBytes: 6_300_000_000_000,
    },
    playsPerDay: 100,
    topMovies: [
      { tmdbId: 45745, plays: 30 },
      { tmdbId: 10378, plays: 120 },
    ],
    playsByWeekday: [
      { day: 'Mon', count: 10 },
      { day: 'Tue', count: 20 },
      { day: 'Wed', count: 0 },
      { day: 'Thu', count: 5 },
      { day: 'Fri', count: 40 },
      { day: 'Sat', count: 50 },
      { day: 'Sun', count: 30 },
    ],
    topCountries: [
      { code: 'DE', country: 'Germany', plays: 12 },
      { code: 'US', country: 'United States', plays: 40 },
    ],
    activeUsers: { today: 14, week: 87, month: 342 },
    growthPercent: 37,
    computedAt: new Date(Date.parse('2025-04-04T12:34:00Z')).toISOString(),
    serverLoad: 64,
    ...overrides,
  };
}

const FRESH: StatsPageFigures = {
  launchDate: null,
  daysSinceLaunch: 0,
  totals: { playsStarted: 0, playsFinished: 0, watchSeconds: 0, mediaBytes: 0 },
  playsPerDay: 0,
  topMovies: [],
  playsByWeekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => ({
    day,
    count: 0,
  })),
  topCountries: [],
  activeUsers: { today: 0, week: 0, month: 0 },
  growthPercent: null,
  computedAt: new Date(Date.parse('2025-04-04T00:00:00Z') + DAY_MS).toISOString(),
  serverLoad: 3,
};

const TITLES: Record<number, string> = { 45745: 'Sintel', 10378: 'Big Buck Bunny' };

function renderStats(read: () => Promise<StatsPageFigures>) {
  const context = {
    publicOrigin: 'https://reelhouse.example',
    logger: { warn: vi.fn(), error: vi.fn() },
    stats: { read },
    catalogue: {
      getDetails: (_type: string, id: number) =>
        Promise.resolve(TITLES[id] ? { id, title: TITLES[id] } : null),
    },
  } as unknown as AppLoadContext;
  const Stub = createRoutesStub(
    [{ path: '/stats', Component: Stats, HydrateFallback: () => null, loader }],
    context,
  );
  render(<Stub initialEntries={['/stats']} />);
}

describe('the /stats route', () => {
  it('opens with the launch date and the days since launch', async () => {
    renderStats(() => Promise.resolve(figures()));
    expect(await screen.findByTestId('stats-intro')).toHaveTextContent(
      'Launched on 2025-02-23, 40 days ago.',
    );
  });

  it('shows the four cards: plays with a daily figure, watch time, TB with GB per movie, month users with growth', async () => {
    renderStats(() => Promise.resolve(figures()));
    const movies = await screen.findByTestId('stats-movies-watched');
    expect(movies).toHaveTextContent('Movies Watched4,000About 100 per day');
    expect(screen.getByTestId('stats-watch-time')).toHaveTextContent(
      'Total Watch Time1 year, 2 days, 3 hours8,811 hours in total',
    );
    expect(screen.getByTestId('stats-data-transferred')).toHaveTextContent(
      'Data Transferred6.30 TBAbout 1.6 GB per movie',
    );
    expect(screen.getByTestId('stats-active-users')).toHaveTextContent(
      'Active Users342In the last 30 days · +37% on the previous 30 days',
    );
  });

  it('ranks the most watched movies by views, with their catalogue titles as links', async () => {
    renderStats(() => Promise.resolve(figures()));
    const panel = await screen.findByTestId('stats-top-movies');
    expect(within(panel).getByRole('heading', { name: 'Most Watched Movies' })).toBeVisible();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Big Buck Bunny120 views',
      '2Sintel30 views',
    ]);
    expect(within(panel).getByRole('link', { name: 'Sintel' })).toHaveAttribute(
      'href',
      '/movies/45745-sintel',
    );
  });

  it('gives every chart a table of its figures', async () => {
    renderStats(() => Promise.resolve(figures()));
    const weekdays = await screen.findByRole('table', {
      name: 'Plays started per weekday (UTC), since launch',
    });
    expect(within(weekdays).getByRole('row', { name: 'Sat 50' })).toBeInTheDocument();
    const countries = screen.getByRole('table', {
      name: "Plays started from each country's time zones in the last 30 days",
    });
    const rows = within(countries).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['United States40', 'Germany12']);
    const active = screen.getByRole('table', {
      name: 'Daily distinct visitors, summed over each period',
    });
    expect(within(active).getByRole('row', { name: 'This Month 342' })).toBeInTheDocument();
  });

  it.each([
    [64, 'green'],
    [70, 'yellow'],
    [89.4, 'yellow'],
    [90, 'red'],
  ])('colours a server load of %s%% %s', async (load, colour) => {
    renderStats(() => Promise.resolve(figures({ serverLoad: load })));
    expect(await screen.findByRole('meter', { name: 'Server load' })).toHaveAttribute(
      'aria-valuenow',
      String(Math.round(load)),
    );
    expect(screen.getByTestId('stats-load-bar')).toHaveAttribute('data-colour', colour);
  });

  it('says how each figure is computed and that it is refreshed about every minute', async () => {
    renderStats(() => Promise.resolve(figures()));
    const about = await screen.findByTestId('stats-about');
    expect(within(about).getByRole('heading', { name: 'About These Statistics' })).toBeVisible();
    expect(about).toHaveTextContent('refreshed about every minute');
    expect(about).toHaveTextContent('never from an address');
    expect(about).toHaveTextContent('counts once per day');
  });

  it('shows a fresh site as having recorded nothing, never as zeros', async () => {
    renderStats(() => Promise.resolve(FRESH));
    expect(await screen.findByTestId('stats-intro')).toHaveTextContent(
      'Nothing has been recorded yet',
    );
    for (const id of [
      'stats-movies-watched',
      'stats-watch-time',
      'stats-data-transferred',
      'stats-active-users',
      'stats-top-movies',
      'stats-weekdays',
      'stats-countries',
    ]) {
      expect(screen.getByTestId(id)).toHaveTextContent('Nothing recorded yet');
      expect(screen.getByTestId(id)).not.toHaveTextContent(/\b0\b/);
    }
    expect(screen.getByTestId('stats-server')).toHaveTextContent('No visitors counted yet');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says the figures are unavailable when they cannot be read', async () => {
    renderStats(() => Promise.reject(new Error('database down')));
    expect(await screen.findByTestId('stats-unavailable')).toHaveTextContent(
      'The statistics are unavailable right now.',
    );
  });
});
