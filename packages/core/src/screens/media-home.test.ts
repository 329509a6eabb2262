import { describe, expect, it } from 'vitest';
import {
  HOME_HERO_SOURCE,
  MEDIA_HOME_ROW_COUNT,
  getHomeRowSources,
  getMediaHomeHeroSource,
  getMediaHomeRowSources,
} from './media-home';

describe('home sources', () => {
  it('feed the five home rows in order, popular mixing movies and series', () => {
    const rows = getHomeRowSources();
    expect(rows.map((row) => [row.title, row.itemCount, row.mediaType])).toEqual([
      ['Popular Shows and Movies', 30, 'all'],
      ['Trending Movies', 15, 'movie'],
      ['Trending TV Series', 15, 'tv'],
      ['Popular Movies', 15, 'movie'],
      ['Upcoming Movies', 15, 'movie'],
    ]);
    expect(rows[0]?.sources).toEqual([
      { kind: 'list', name: 'movie/popular' },
      { kind: 'list', name: 'tv/popular' },
    ]);
    expect(rows[1]?.sources).toEqual([{ kind: 'trending', mediaType: 'movie', window: 'week' }]);
    expect(rows[4]?.sources).toEqual([{ kind: 'list', name: 'movie/upcoming' }]);
  });

  it('stand in the newest movies, under a title that says so, for an Upcoming row with nothing', () => {
    const recent = { kind: 'discover', mediaType: 'movie', sortBy: 'primary_release_date.desc' };
    expect(getHomeRowSources()[4]?.fallback).toEqual({
      title: 'Recently Released Movies',
      source: recent,
    });
    expect(getMediaHomeRowSources('movie')[3]?.fallback).toEqual({
      title: 'Recently Released',
      source: recent,
    });
    expect(getMediaHomeRowSources('tv').every((row) => row.fallback === undefined)).toBe(true);
    expect(
      getHomeRowSources()
        .slice(0, 4)
        .every((row) => row.fallback === undefined),
    ).toBe(true);
  });

  it("take the hero's 10 slides from today's trending titles", () => {
    expect(HOME_HERO_SOURCE).toEqual({
      source: { kind: 'trending', mediaType: 'all', window: 'day' },
      itemCount: 10,
    });
  });
});

describe('media home sources', () => {
  it('feed Featured, Trending (day), Popular and Upcoming for movies', () => {
    const rows = getMediaHomeRowSources('movie');
    expect(rows.map((row) => [row.id, row.title, row.itemCount])).toEqual([
      ['featured', 'Featured', MEDIA_HOME_ROW_COUNT],
      ['trending', 'Trending', 20],
      ['popular', 'Popular', 20],
      ['upcoming', 'Upcoming', 20],
    ]);
    expect(rows.map((row) => row.sources[0])).toEqual([
      { kind: 'list', name: 'movie/top_rated' },
      { kind: 'trending', mediaType: 'movie', window: 'day' },
      { kind: 'list', name: 'movie/popular' },
      { kind: 'list', name: 'movie/upcoming' },
    ]);
  });

  it('read tv/on_the_air as the series Upcoming row', () => {
    const rows = getMediaHomeRowSources('tv');
    expect(rows.every((row) => row.mediaType === 'tv')).toBe(true);
    expect(rows.map((row) => row.sources[0])).toEqual([
      { kind: 'list', name: 'tv/top_rated' },
      { kind: 'trending', mediaType: 'tv', window: 'day' },
      { kind: 'list', name: 'tv/popular' },
      { kind: 'list', name: 'tv/on_the_air' },
    ]);
  });

  it("give the hero the week's trending titles of the type, up to the 15 a wide screen shows", () => {
    expect(getMediaHomeHeroSource('tv')).toEqual({
      source: { kind: 'trending', mediaType: 'tv', window: 'week' },
      itemCount: 15,
    });
  });
});
