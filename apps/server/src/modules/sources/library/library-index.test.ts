import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { describe, expect, it } from 'vitest';
import {
  buildLibraryIndex,
  episodeKey,
  matchLibraryTitle,
  pickRequestedVideo,
  type LibraryMovie,
  type LibraryShow,
  type LibraryTitle,
  type LibraryVideo,
} from './library-index';

function video(base: string): LibraryVideo {
  return { folder: base, base, files: {}, hlsPlaylist: null, captions: [], thumbnails: null };
}

function movie(fields: Partial<LibraryMovie> & { title: string }): LibraryMovie {
  return {
    type: 'movie',
    year: null,
    tmdbId: null,
    imdbId: null,
    isSample: false,
    folder: fields.title,
    video: video(fields.title),
    ...fields,
  };
}

function show(fields: Partial<LibraryShow> & { title: string }): LibraryShow {
  return {
    type: 'show',
    year: null,
    tmdbId: null,
    imdbId: null,
    isSample: false,
    folder: fields.title,
    episodes: new Map(),
    ...fields,
  };
}

function movieRequest(
  fields: Partial<Extract<ScrapeRequest, { type: 'movie' }>> = {},
): ScrapeRequest {
  return { type: 'movie', title: 'Sintel', releaseYear: 2010, tmdbId: '45745', ...fields };
}

function showRequest(
  season: number,
  episode: number,
  fields: Partial<ScrapeRequest> = {},
): ScrapeRequest {
  return {
    type: 'show',
    title: 'Breaking Bad',
    releaseYear: 2008,
    tmdbId: '1396',
    season: { number: season, tmdbId: '3572' },
    episode: { number: episode, tmdbId: '62085' },
    ...fields,
  };
}

function index(titles: LibraryTitle[]) {
  return buildLibraryIndex(titles, { entryCount: 0, isTruncated: false });
}

describe('matchLibraryTitle', () => {
  it('finds a title by its TMDB id, only for the same type', () => {
    const film = movie({ title: 'Anything', tmdbId: '45745' });
    const series = show({ title: 'Other', tmdbId: '45745' });
    const library = index([film, series]);
    expect(matchLibraryTitle(library, movieRequest(), 'tmdb')).toBe(film);
    expect(matchLibraryTitle(library, showRequest(1, 1, { tmdbId: '45745' }), 'tmdb')).toBe(series);
    expect(matchLibraryTitle(library, movieRequest({ tmdbId: '1' }), 'tmdb')).toBeNull();
  });

  it('finds a title by its IMDb id when the request has one', () => {
    const film = movie({ title: 'Anything', imdbId: 'tt1727587' });
    const library = index([film]);
    expect(matchLibraryTitle(library, movieRequest({ imdbId: 'tt1727587' }), 'imdb')).toBe(film);
    expect(matchLibraryTitle(library, movieRequest(), 'imdb')).toBeNull();
    expect(matchLibraryTitle(library, movieRequest({ imdbId: 'tt0000001' }), 'imdb')).toBeNull();
  });

  it.each([
    ['Sintel', 'Sintel'],
    ['The Matrix', 'Matrix, The'],
    ['Amélie', 'Amelie'],
    ['Star Wars: A New Hope', 'Star Wars - A New Hope'],
    ["Ocean's Eleven", 'Oceans Eleven'],
  ])('finds the movie %j in a folder named %j with the same year', (requested, folder) => {
    const film = movie({ title: folder, year: 2010 });
    const library = index([film]);
    expect(matchLibraryTitle(library, movieRequest({ title: requested }), 'title')).toBe(film);
  });

  it('does not match a movie by title when the year differs or the folder has no year', () => {
    const library = index([movie({ title: 'Sintel', year: 2011 }), movie({ title: 'Sintel' })]);
    expect(matchLibraryTitle(library, movieRequest(), 'title')).toBeNull();
  });

  it('does not match by title a folder that names another TMDB id', () => {
    const library = index([movie({ title: 'Sintel', year: 2010, tmdbId: '1' })]);
    expect(matchLibraryTitle(library, movieRequest(), 'title')).toBeNull();
  });

  it('matches a show by title and first year, or by title when the folder names no year', () => {
    const dated = show({ title: 'Breaking Bad', year: 2008 });
    const undated = show({ title: 'Better Call Saul' });
    const other = show({ title: 'Fargo', year: 2014 });
    const library = index([dated, undated, other]);
    expect(matchLibraryTitle(library, showRequest(1, 1), 'title')).toBe(dated);
    expect(
      matchLibraryTitle(
        library,
        showRequest(1, 1, { title: 'Better Call Saul', releaseYear: 2015 }),
        'title',
      ),
    ).toBe(undated);
    expect(
      matchLibraryTitle(library, showRequest(1, 1, { title: 'Fargo', releaseYear: 1996 }), 'title'),
    ).toBeNull();
  });

  it('keeps the first of two folders claiming the same title', () => {
    const first = movie({ title: 'Sintel', year: 2010, folder: 'a' });
    const second = movie({ title: 'Sintel', year: 2010, folder: 'b' });
    expect(matchLibraryTitle(index([first, second]), movieRequest(), 'title')).toBe(first);
  });

  it('never matches a movie request to a show of the same name', () => {
    const library = index([show({ title: 'Sintel', year: 2010 })]);
    expect(matchLibraryTitle(library, movieRequest(), 'title')).toBeNull();
  });
});

describe('pickRequestedVideo', () => {
  it('gives the film of a movie, and nothing to a show request', () => {
    const film = movie({ title: 'Sintel' });
    expect(pickRequestedVideo(film, movieRequest())).toBe(film.video);
    expect(pickRequestedVideo(film, showRequest(1, 1))).toBeNull();
  });

  it('gives the requested episode of a show, specials included', () => {
    const pilot = video('Breaking Bad S01E01');
    const special = video('Breaking Bad S00E02');
    const series = show({
      title: 'Breaking Bad',
      episodes: new Map([
        [episodeKey(1, 1), pilot],
        [episodeKey(0, 2), special],
      ]),
    });
    expect(pickRequestedVideo(series, showRequest(1, 1))).toBe(pilot);
    expect(pickRequestedVideo(series, showRequest(0, 2))).toBe(special);
    expect(pickRequestedVideo(series, showRequest(1, 2))).toBeNull();
    expect(pickRequestedVideo(series, movieRequest())).toBeNull();
  });
});
