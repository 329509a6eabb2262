import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { describe, expect, it } from 'vitest';
import type { DiscoverQuery } from '../catalogue';
import {
  detailsRequest,
  discoverRequest,
  episodeRequest,
  imagesRequest,
  listRequest,
  searchRequest,
  trendingRequest,
} from './tmdb-requests';

const id = (value: number): TmdbId => toTmdbId(value) ?? (0 as TmdbId);

const discover = (overrides: Partial<DiscoverQuery> = {}): DiscoverQuery => ({
  mediaType: 'movie',
  page: 1,
  withGenres: [],
  withGenresMode: 'all',
  withWatchProviders: [],
  watchRegion: null,
  sortBy: 'popularity.desc',
  ...overrides,
});

describe('TMDB requests', () => {
  it('asks lists, trending and search in en-US with the page', () => {
    expect(listRequest('movie/top_rated', 2, 'en-US').key).toBe(
      'movie/top_rated?language=en-US&page=2',
    );
    expect(trendingRequest('all', 'week', 1, 'en-US').key).toBe(
      'trending/all/week?language=en-US&page=1',
    );
    expect(searchRequest({ query: 'Glass', page: 1 }, 'en-US').key).toBe(
      'search/multi?include_adult=false&language=en-US&page=1&query=glass',
    );
  });

  it('asks search/movie or search/tv when the search names a type', () => {
    expect(searchRequest({ query: 'Glass', page: 2, mediaType: 'tv' }, 'en-US').key).toBe(
      'search/tv?include_adult=false&language=en-US&page=2&query=glass',
    );
    expect(searchRequest({ query: 'Glass', page: 1, mediaType: 'movie' }, 'en-US').path).toBe(
      'search/movie',
    );
  });

  it('gives one key to searches that differ only in case and spacing', () => {
    const keys = ['  The  Glass Harbour ', 'the glass harbour', 'THE GLASS\tHARBOUR'].map(
      (query) => searchRequest({ query, page: 1 }, 'en-US').key,
    );

    expect(new Set(keys).size).toBe(1);
  });

  it('sorts and de-duplicates append_to_response, and asks English and text-free images with them', () => {
    const request = detailsRequest(
      'movie',
      id(5001),
      ['similar', 'images', 'credits', 'images'],
      'en-US',
    );

    expect(request.path).toBe('movie/5001');
    expect(Object.fromEntries(request.params)).toEqual({
      append_to_response: 'credits,images,similar',
      include_image_language: 'en,null',
      language: 'en-US',
    });
  });

  it('leaves append_to_response out when nothing is appended', () => {
    expect(detailsRequest('tv', id(7001), [], 'en-US').key).toBe('tv/7001?language=en-US');
  });

  it('drops similar from episode appends (TMDB has none for episodes)', () => {
    const request = episodeRequest(id(7001), 1, 2, ['similar', 'credits'], 'en-US');

    expect(request.key).toBe(
      'tv/7001/season/1/episode/2?append_to_response=credits&language=en-US',
    );
  });

  it('asks images without a language, and with include_image_language only when languages are given', () => {
    expect(imagesRequest('movie', id(5001), ['null', 'EN']).key).toBe(
      'movie/5001/images?include_image_language=en%2Cnull',
    );
    expect(imagesRequest('movie', id(5001), []).key).toBe('movie/5001/images');
  });

  it('gives one key to discover queries that list the same genres and providers in another order', () => {
    const a = discoverRequest(
      discover({ withGenres: [35, 18], withWatchProviders: [9, 8], watchRegion: 'US' }),
      'en-US',
    );
    const b = discoverRequest(
      discover({ withGenres: [18, 35, 18], withWatchProviders: [8, 9], watchRegion: 'US' }),
      'en-US',
    );

    expect(a.key).toBe(b.key);
    expect(Object.fromEntries(a.params)).toMatchObject({
      with_genres: '18,35',
      with_watch_providers: '8|9',
      watch_region: 'US',
    });
  });

  it("joins genres with '|' when any of them will do", () => {
    const request = discoverRequest(
      discover({ withGenres: [18, 35], withGenresMode: 'any' }),
      'en-US',
    );

    expect(Object.fromEntries(request.params).with_genres).toBe('18|35');
  });

  it('uses the release-date order of the media type asked', () => {
    const tv = discoverRequest(
      discover({ mediaType: 'tv', sortBy: 'primary_release_date.desc' }),
      'en-US',
    );
    const movie = discoverRequest(discover({ sortBy: 'first_air_date.asc' }), 'en-US');

    expect(Object.fromEntries(tv.params).sort_by).toBe('first_air_date.desc');
    expect(Object.fromEntries(movie.params).sort_by).toBe('primary_release_date.asc');
  });

  it('sends watch_region only with watch providers', () => {
    const request = discoverRequest(discover({ watchRegion: 'US' }), 'en-US');

    expect(request.key).toBe('discover/movie?language=en-US&page=1&sort_by=popularity.desc');
  });
});
