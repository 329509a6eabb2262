import type { Episode } from '@reelhouse/core/media/season-schema';
import { describe, expect, it } from 'vitest';
import { id, person } from '../../../test-support/media-fixtures';
import { buildEpisodeDetail, buildSeasonChoices, getSeasonName } from './series-view';

function episode(fields: Partial<Episode> = {}): Episode {
  return {
    id: null,
    episode_number: 3,
    season_number: 1,
    name: null,
    overview: null,
    air_date: '2008-02-10',
    runtime: 48,
    still_path: '/still.jpg',
    vote_average: 8.04,
    vote_count: 1234,
    guest_stars: [],
    crew: [],
    credits: null,
    images: null,
    ...fields,
  };
}

const SERIES = { id: id(1396), title: 'Breaking Bad' };

describe('seasons', () => {
  it('names seasons, with Specials for season 0', () => {
    expect(getSeasonName({ season_number: 0, name: null })).toBe('Specials');
    expect(getSeasonName({ season_number: 2, name: null })).toBe('Season 2');
    expect(getSeasonName({ season_number: 2, name: 'The Return' })).toBe('The Return');
  });

  it('counts the listed episodes when the season does not say', () => {
    const [choice] = buildSeasonChoices([
      {
        id: null,
        season_number: 1,
        name: null,
        overview: null,
        poster_path: null,
        air_date: '2008-01-20',
        episode_count: null,
        vote_average: null,
        episodes: [episode(), episode({ episode_number: 4 })],
      },
    ]);
    expect(choice).toEqual({
      seasonNumber: 1,
      name: 'Season 1',
      episodeCount: 2,
      airDate: '2008-01-20',
    });
  });
});

describe('buildEpisodeDetail', () => {
  it('reads the facts, the link and the Director(s) and Writer(s)', () => {
    const detail = buildEpisodeDetail(
      SERIES,
      1,
      episode({
        crew: [
          person(1, { job: 'Director' }),
          person(2, { job: 'Writer' }),
          person(2, { job: 'Story' }),
          person(3, { job: 'Editor' }),
        ],
      }),
    );
    expect(detail).toMatchObject({
      code: 'S1 E3',
      name: 'Episode 3',
      path: '/series/1396-breaking-bad/1/3',
      ratingText: '8.0',
      voteCountText: '1,234 votes',
      airDateText: 'February 10, 2008',
      runtimeText: '48m',
    });
    expect(detail.directors.map((entry) => entry.name)).toEqual(['Person 1']);
    expect(detail.writers.map((entry) => entry.name)).toEqual(['Person 2']);
  });

  it("lists the first 10 guest stars, then '+N more'", () => {
    const guests = Array.from({ length: 13 }, (_, index) =>
      person(index + 1, { character: `Guest ${String(index)}` }),
    );
    const detail = buildEpisodeDetail(SERIES, 1, episode({ guest_stars: guests }));
    expect(detail.guestStars).toHaveLength(10);
    expect(detail.guestStars[0]).toEqual({
      id: 1,
      name: 'Person 1',
      role: 'Guest 0',
      profilePath: null,
    });
    expect(detail.guestStarsMoreLabel).toBe('+3 more');
    expect(buildEpisodeDetail(SERIES, 1, episode()).guestStarsMoreLabel).toBeNull();
  });

  it('falls back to the credits lists and keeps each still once', () => {
    const still = (path: string) => ({
      file_path: path,
      iso_639_1: null,
      width: null,
      height: null,
      aspect_ratio: null,
      vote_average: null,
    });
    const detail = buildEpisodeDetail(
      SERIES,
      1,
      episode({
        credits: { cast: [], crew: [person(7, { job: 'Director' })], guest_stars: [person(8)] },
        images: {
          logos: [],
          posters: [],
          backdrops: [],
          stills: [still('/a.jpg'), still('/a.jpg'), still('/b.jpg')],
        },
      }),
    );
    expect(detail.directors.map((entry) => entry.id)).toEqual([7]);
    expect(detail.guestStars.map((entry) => entry.id)).toEqual([8]);
    expect(detail.stills).toEqual(['/a.jpg', '/b.jpg']);
  });
});
