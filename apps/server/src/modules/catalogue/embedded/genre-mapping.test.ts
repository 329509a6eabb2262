import { getGenreIdsForMediaType } from '@reelhouse/core/slug/genres';
import { describe, expect, it } from 'vitest';
import {
  FILM_GENRE_IDS,
  mapFilmGenres,
  mapSeriesGenres,
  SERIES_GENRE_IDS,
  SERIES_TYPE_GENRE_IDS,
} from './genre-mapping';
import { mapNetworkToProviderId } from './network-mapping';

describe('mapFilmGenres', () => {
  it.each([
    [['Science Fiction'], [878]],
    [['Sci-Fi'], [878]],
    [['Action'], [28]],
    [
      ['Animated', 'Family'],
      [16, 10751],
    ],
    [['Noir'], [80]],
    [['Slasher', 'Horror'], [27]],
    [['Musical'], [10402]],
    [['Supernatural'], [14]],
  ])('maps the Wikipedia words %j to the TMDB movie genres %j', (words, ids) => {
    expect(mapFilmGenres(words)).toEqual(ids);
  });

  it('drops words no TMDB movie genre means, and keeps the order of the rest', () => {
    expect(mapFilmGenres(['Biography', 'Drama', 'Sports', 'Independent', 'Comedy'])).toEqual([
      18, 35,
    ]);
  });

  it('matches words whatever their case and surrounding spaces', () => {
    expect(mapFilmGenres([' science fiction ', 'WAR'])).toEqual([878, 10752]);
  });
});

describe('mapSeriesGenres', () => {
  it('maps TVmaze genres to TV genres: Action to Action & Adventure, Science-Fiction to Sci-Fi & Fantasy', () => {
    expect(mapSeriesGenres(['Action', 'Science-Fiction', 'Drama'], 'Scripted')).toEqual([
      10759, 10765, 18,
    ]);
  });

  it('adds the genre of the show type after the genres, without repeating one', () => {
    expect(mapSeriesGenres(['Anime', 'Comedy'], 'Animation')).toEqual([16, 35]);
    expect(mapSeriesGenres([], 'Reality')).toEqual([10764]);
    expect(mapSeriesGenres([], 'Talk Show')).toEqual([10767]);
  });

  it('drops TVmaze genres TV genres of TMDB do not cover (Thriller, Romance, Horror)', () => {
    expect(mapSeriesGenres(['Thriller', 'Romance', 'Horror'], null)).toEqual([]);
  });
});

describe('genre tables', () => {
  it('only ever name genres TMDB uses for the media type', () => {
    const movie = new Set(getGenreIdsForMediaType('movie'));
    const tv = new Set(getGenreIdsForMediaType('tv'));
    for (const id of Object.values(FILM_GENRE_IDS)) expect(movie.has(id)).toBe(true);
    for (const id of Object.values(SERIES_GENRE_IDS)) expect(tv.has(id)).toBe(true);
    for (const id of Object.values(SERIES_TYPE_GENRE_IDS)) expect(tv.has(id)).toBe(true);
  });
});

describe('mapNetworkToProviderId', () => {
  it.each([
    ['Netflix', 8],
    ['Disney+', 337],
    ['Hulu', 15],
    ['Prime Video', 9],
    ['Apple TV+', 350],
    ['HBO', 1899],
    ['Max', 1899],
    ['Paramount+', 531],
    ['Paramount+ with Showtime', 531],
    ['Peacock', 386],
  ])('maps %s to the watch provider %i', (network, providerId) => {
    expect(mapNetworkToProviderId(network)).toBe(providerId);
  });

  it('leaves broadcasters, cable channels and other services unmapped', () => {
    for (const network of ['NBC', 'CBS', 'ABC', 'FX', 'Showtime', 'Disney+ Hotstar', 'BBC One']) {
      expect(mapNetworkToProviderId(network)).toBeNull();
    }
    expect(mapNetworkToProviderId(null)).toBeNull();
  });
});
