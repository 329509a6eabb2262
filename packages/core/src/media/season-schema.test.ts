import { describe, expect, it } from 'vitest';
import { episodeSchema, seasonSchema } from './season-schema';

const episode = {
  id: 5001,
  name: 'Low Tide',
  overview: 'The boats stay in.',
  episode_number: 3,
  season_number: 1,
  air_date: '2019-04-16',
  runtime: 44,
  still_path: '/still.jpg',
  vote_average: 8.1,
  vote_count: 31,
  guest_stars: [{ id: 21, name: 'Cal Moor', character: 'Pilot', profile_path: null }],
  crew: [
    { id: 22, name: 'Dee Holt', job: 'Director' },
    { id: 23, job: 'Writer' },
  ],
  credits: { guest_stars: [{ id: 21, name: 'Cal Moor', character: 'Pilot' }], crew: [] },
  images: { stills: [{ file_path: '/s1.jpg' }, { file_path: '' }] },
};

describe('episodeSchema', () => {
  it('reads an episode with guest stars, crew jobs and stills', () => {
    const parsed = episodeSchema.parse(episode);
    expect(parsed.guest_stars.map((star) => star.character)).toEqual(['Pilot']);
    expect(parsed.crew.map((member) => member.job)).toEqual(['Director']);
    expect(parsed.credits?.guest_stars).toHaveLength(1);
    expect(parsed.credits?.cast).toEqual([]);
    expect(parsed.images?.stills.map((still) => still.file_path)).toEqual(['/s1.jpg']);
  });

  it('accepts an episode known by number only (embedded catalogue)', () => {
    const parsed = episodeSchema.parse({ episode_number: 1, name: 'Pilot', air_date: '' });
    expect(parsed.id).toBeNull();
    expect(parsed.air_date).toBeNull();
    expect(parsed.guest_stars).toEqual([]);
    expect(parsed.images).toBeNull();
  });

  it('refuses an episode without a number', () => {
    expect(episodeSchema.safeParse({ id: 5001, name: 'Pilot' }).success).toBe(false);
  });
});

describe('seasonSchema', () => {
  it('reads a season and drops episodes that have no number', () => {
    const season = seasonSchema.parse({
      id: 3002,
      season_number: 1,
      name: 'Season 1',
      poster_path: null,
      episode_count: 2,
      episodes: [episode, { id: 5002, name: 'Unnumbered' }],
    });
    expect(season.episodes.map((item) => item.episode_number)).toEqual([3]);
    expect(season.poster_path).toBeNull();
  });

  it('keeps season 0, the specials', () => {
    expect(seasonSchema.parse({ season_number: 0 }).season_number).toBe(0);
  });
});
