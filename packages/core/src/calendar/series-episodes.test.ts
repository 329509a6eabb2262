import { describe, expect, it } from 'vitest';
import { episodesBetween, seasonsToFetch } from './series-episodes';

const DATES = { from: '2026-11-20', to: '2027-02-25' };

describe('seasonsToFetch', () => {
  it('fetches the running season and a dated or undated next one, not the finished ones', () => {
    expect(
      seasonsToFetch(
        [
          { season_number: 0, air_date: '2026-11-22' },
          { season_number: 1, air_date: '2024-01-05' },
          { season_number: 2, air_date: '2026-10-01' },
          { season_number: 3, air_date: null },
        ],
        DATES,
      ),
    ).toEqual([2, 3]);
  });

  it('skips a season that starts after the calendar ends', () => {
    expect(
      seasonsToFetch(
        [
          { season_number: 1, air_date: '2026-09-01' },
          { season_number: 2, air_date: '2027-06-01' },
        ],
        DATES,
      ),
    ).toEqual([1]);
  });

  it('fetches only the last season of a series whose seasons all began before the calendar', () => {
    // The last season's end is unknown without its episodes, so it is fetched once.
    expect(
      seasonsToFetch(
        [
          { season_number: 1, air_date: '2008-01-20' },
          { season_number: 2, air_date: '2009-03-08' },
        ],
        DATES,
      ),
    ).toEqual([2]);
  });

  it('leaves out empty seasons and keeps at most the latest three', () => {
    expect(
      seasonsToFetch(
        [
          { season_number: 1, air_date: null },
          { season_number: 2, air_date: null },
          { season_number: 3, air_date: null },
          { season_number: 4, air_date: null },
          { season_number: 5, air_date: null, episode_count: 0 },
        ],
        DATES,
      ),
    ).toEqual([2, 3, 4]);
  });
});

describe('episodesBetween', () => {
  it('keeps the episodes dated within the calendar, both ends included', () => {
    const found = episodesBetween(
      { id: 7, name: 'Andor' },
      2,
      [
        { episode_number: 1, name: 'One', air_date: '2026-11-19' },
        { episode_number: 2, name: 'Two', air_date: '2026-11-20' },
        { episode_number: 3, name: null, air_date: '2027-02-25' },
        { episode_number: 4, name: 'Four', air_date: '2027-02-26' },
        { episode_number: 5, name: 'Five', air_date: null },
        { episode_number: 6, name: 'Six', air_date: '2027-02-30' },
      ],
      DATES,
    );
    expect(found.map((episode) => episode.episodeNumber)).toEqual([2, 3]);
    expect(found[0]).toEqual({
      seriesId: 7,
      seriesName: 'Andor',
      seasonNumber: 2,
      episodeNumber: 2,
      name: 'Two',
      airDate: '2026-11-20',
    });
  });
});
