import { describe, expect, it } from 'vitest';
import type { TmdbId } from '../media/tmdb-id';
import { playerMediaInfoSchema } from './media-info-schema';

const movie = {
  id: 10331,
  type: 'movie',
  title: 'Night of the Living Dead',
  year: 1968,
  poster: null,
};
const episode = {
  id: 1399,
  type: 'show',
  title: 'A Show',
  year: 2011,
  poster: '/poster.jpg',
  seasonId: 3624,
  seasonNumber: 1,
  seasonTitle: 'Season 1',
  episodeId: 's1e3',
  episodeNumber: 3,
  episodeTitle: 'Lord Snow',
};

describe('playerMediaInfoSchema', () => {
  it('accepts a movie and an episode', () => {
    expect(playerMediaInfoSchema.parse(movie)).toEqual(movie);
    expect(playerMediaInfoSchema.parse(episode)).toEqual(episode);
  });

  it('accepts a special from season 0', () => {
    const special = { ...episode, seasonNumber: 0, episodeId: 's0e3' };
    expect(playerMediaInfoSchema.safeParse(special).success).toBe(true);
  });

  it('rejects an episodeId that does not match the season and episode numbers', () => {
    const result = playerMediaInfoSchema.safeParse({ ...episode, episodeId: 's1e4' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['episodeId']);
  });

  it.each([
    ['a show without its season', { ...episode, seasonId: undefined }],
    ['a non-positive id', { ...movie, id: 0 }],
    ['a blank title', { ...movie, title: '  ' }],
    ['an unknown type', { ...movie, type: 'anime' }],
    ['a fractional year', { ...movie, year: 1968.5 }],
    ['a negative episode number', { ...episode, episodeNumber: -3, episodeId: 's1e-3' }],
  ])('rejects %s', (_, value) => {
    expect(playerMediaInfoSchema.safeParse(value).success).toBe(false);
  });
});

describe('player media info ids', () => {
  it("carries the catalogue's branded TmdbId, so it passes where a TmdbId is expected", () => {
    const parsed = playerMediaInfoSchema.parse(movie);
    const id: TmdbId = parsed.id;
    expect(id).toBe(10331);
  });
});
