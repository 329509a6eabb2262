import type { MediaDetails, MediaSummary } from '@reelhouse/core/media/media-schema';
import type { Episode, Season } from '@reelhouse/core/media/season-schema';
import { playerMediaInfoSchema } from '@reelhouse/core/player/media-info-schema';
import { scrapeRequestSchema } from '@reelhouse/core/player/scrape-schema';
import { describe, expect, it } from 'vitest';
import {
  buildEpisodePlayback,
  buildMoviePlayback,
  findNextEpisode,
  listSeasonEpisodes,
} from './playback-view';
import {
  EMPTY_DETAILS_FIELDS,
  EMPTY_SUMMARY_FIELDS,
  id,
} from '../../../test-support/media-fixtures';

const SUMMARY: MediaSummary = {
  id: id(45745),
  ...EMPTY_SUMMARY_FIELDS,
};

function details(fields: Partial<MediaDetails>): MediaDetails {
  return { ...SUMMARY, ...EMPTY_DETAILS_FIELDS, ...fields };
}

function episode(number: number, fields: Partial<Episode> = {}): Episode {
  return {
    id: null,
    episode_number: number,
    season_number: null,
    name: `Episode ${String(number)} name`,
    overview: null,
    air_date: '2008-01-20',
    runtime: null,
    still_path: null,
    vote_average: null,
    vote_count: null,
    guest_stars: [],
    crew: [],
    credits: null,
    images: null,
    ...fields,
  };
}

function season(number: number, count: number, fields: Partial<Season> = {}): Season {
  return {
    id: null,
    season_number: number,
    name: null,
    overview: null,
    poster_path: null,
    air_date: null,
    episode_count: count,
    vote_average: null,
    episodes: [],
    ...fields,
  };
}

const SINTEL = details({
  title: 'Sintel',
  release_date: '2010-09-27',
  imdb_id: 'tt1727587',
  poster_path: '/sintel.jpg',
});

const BREAKING_BAD = details({
  id: id(1396),
  name: 'Breaking Bad',
  first_air_date: '2008-01-20',
  original_language: 'en',
  poster_path: '/bb.jpg',
  external_ids: { imdb_id: 'tt0903747' },
  seasons: [season(0, 2), season(1, 7, { id: id(3572) }), season(2, 13, { id: id(3573) })],
});

describe('buildMoviePlayback', () => {
  it('asks for the movie by title, year, TMDB id and IMDb id, and describes it to the player', () => {
    const playback = buildMoviePlayback(SINTEL);
    expect(playback).toEqual({
      request: {
        type: 'movie',
        title: 'Sintel',
        releaseYear: 2010,
        tmdbId: '45745',
        imdbId: 'tt1727587',
      },
      media: { id: 45745, type: 'movie', title: 'Sintel', year: 2010, poster: '/sintel.jpg' },
      next: null,
    });
    expect(scrapeRequestSchema.parse(playback?.request)).toEqual(playback?.request);
    expect(playerMediaInfoSchema.parse(playback?.media)).toEqual(playback?.media);
  });

  it('leaves out an IMDb id that is not one, and has nothing to ask without a year', () => {
    expect(buildMoviePlayback({ ...SINTEL, imdb_id: 'nm123' })?.request).not.toHaveProperty(
      'imdbId',
    );
    expect(buildMoviePlayback({ ...SINTEL, release_date: null })).toBeNull();
    expect(buildMoviePlayback({ ...SINTEL, release_date: '1600-01-01' })).toBeNull();
  });
});

describe('findNextEpisode', () => {
  const seasonOne = season(1, 7, { episodes: [1, 2, 3, 4, 5, 6, 7].map((n) => episode(n)) });

  it('moves to the next episode, then to the next season, and wraps at the very end', () => {
    expect(findNextEpisode(BREAKING_BAD, seasonOne, { seasonNumber: 1, episodeNumber: 3 })).toEqual(
      { seasonNumber: 1, episodeNumber: 4 },
    );
    expect(findNextEpisode(BREAKING_BAD, seasonOne, { seasonNumber: 1, episodeNumber: 7 })).toEqual(
      { seasonNumber: 2, episodeNumber: 1 },
    );
    expect(
      findNextEpisode(BREAKING_BAD, season(2, 13), { seasonNumber: 2, episodeNumber: 13 }),
    ).toEqual({ seasonNumber: 1, episodeNumber: 1 });
  });

  it("reads the current season's own list, and the others' counts", () => {
    const gap = season(1, 3, { episodes: [episode(1), episode(2), episode(5)] });
    expect(listSeasonEpisodes([season(1, 3), season(2, 2)], gap)).toEqual([
      { seasonNumber: 1, episodeNumbers: [1, 2, 5] },
      { seasonNumber: 2, episodeNumbers: [1, 2] },
    ]);
    expect(listSeasonEpisodes([season(3, 0, { episode_count: null })], null)).toEqual([
      { seasonNumber: 3, episodeNumbers: [] },
    ]);
  });

  it('knows the current season even when the series lists none', () => {
    const noSeasons = { ...BREAKING_BAD, seasons: [] };
    const current = season(1, 2, { episodes: [episode(1), episode(2)] });
    expect(findNextEpisode(noSeasons, current, { seasonNumber: 1, episodeNumber: 1 })).toEqual({
      seasonNumber: 1,
      episodeNumber: 2,
    });
    expect(findNextEpisode(noSeasons, null, { seasonNumber: 1, episodeNumber: 1 })).toBeNull();
  });
});

describe('buildEpisodePlayback', () => {
  const series = { details: BREAKING_BAD, episodeAirDate: '2008-02-10' };

  it('asks for the episode by series, season and episode, with their TMDB ids', () => {
    const playback = buildEpisodePlayback(series, 1, episode(3, { id: id(62087) }), null);
    expect(playback?.request).toEqual({
      type: 'show',
      title: 'Breaking Bad',
      releaseYear: 2008,
      tmdbId: '1396',
      imdbId: 'tt0903747',
      season: { number: 1, tmdbId: '3572' },
      episode: { number: 3, tmdbId: '62087' },
    });
    expect(playback?.media).toEqual({
      id: 1396,
      type: 'show',
      title: 'Breaking Bad',
      year: 2008,
      poster: '/bb.jpg',
      seasonId: 3572,
      seasonNumber: 1,
      seasonTitle: 'Season 1',
      episodeId: 's1e3',
      episodeNumber: 3,
      episodeTitle: 'Episode 3 name',
      originalLanguage: 'en',
    });
    expect(playerMediaInfoSchema.parse(playback?.media)).toEqual(playback?.media);
    expect(playback?.next).toBeNull();
  });

  it("falls back to the series' id where the catalogue knows a season or episode by number only", () => {
    const playback = buildEpisodePlayback(series, 0, episode(2, { name: null }), null);
    expect(playback?.request).toMatchObject({
      season: { number: 0, tmdbId: '1396' },
      episode: { number: 2, tmdbId: '1396' },
    });
    expect(playback?.media).toMatchObject({
      seasonId: 1396,
      seasonTitle: 'Specials',
      episodeId: 's0e2',
      episodeTitle: 'Episode 2',
    });
    expect(scrapeRequestSchema.safeParse(playback?.request).success).toBe(true);
    expect(playerMediaInfoSchema.safeParse(playback?.media).success).toBe(true);
  });

  it("takes the episode's year when the series has no first-air date, else has nothing to ask", () => {
    const undated = { ...BREAKING_BAD, first_air_date: null };
    expect(
      buildEpisodePlayback({ details: undated, episodeAirDate: '2009-03-08' }, 1, episode(1), null)
        ?.request.releaseYear,
    ).toBe(2009);
    expect(
      buildEpisodePlayback({ details: undated, episodeAirDate: null }, 1, episode(1), null),
    ).toBeNull();
  });

  it('labels the next episode and asks for it the same way', () => {
    const playback = buildEpisodePlayback(series, 1, episode(7), {
      seasonNumber: 2,
      episode: episode(1, { name: 'Seven Thirty-Seven', id: id(62092) }),
    });
    expect(playback?.next).toEqual({
      label: 'S2 E1: Seven Thirty-Seven',
      path: '/series/1396-breaking-bad/2/1',
      request: {
        type: 'show',
        title: 'Breaking Bad',
        releaseYear: 2008,
        tmdbId: '1396',
        imdbId: 'tt0903747',
        season: { number: 2, tmdbId: '3573' },
        episode: { number: 1, tmdbId: '62092' },
      },
    });
  });
});
