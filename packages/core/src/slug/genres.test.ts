import { describe, expect, it } from 'vitest';
import {
  GENRES,
  findGenreIdByName,
  getGenreIdsForMediaType,
  getGenreName,
  nameGenres,
} from './genres';

describe('GENRES', () => {
  it("holds TMDB's 27 genres, each id and name once", () => {
    expect(GENRES).toHaveLength(27);
    expect(new Set(GENRES.map((genre) => genre.id)).size).toBe(27);
    expect(new Set(GENRES.map((genre) => genre.name.toLowerCase())).size).toBe(27);
  });

  it.each([
    [28, 'Action'],
    [12, 'Adventure'],
    [35, 'Comedy'],
    [18, 'Drama'],
    [27, 'Horror'],
    [878, 'Science Fiction'],
    [10770, 'TV Movie'],
    [10759, 'Action & Adventure'],
    [10765, 'Sci-Fi & Fantasy'],
    [10768, 'War & Politics'],
  ])('names genre %i %j', (id, name) => {
    expect(getGenreName(id)).toBe(name);
  });
});

describe('getGenreName', () => {
  it('answers null for an unknown id', () => {
    expect(getGenreName(1)).toBeNull();
  });
});

describe('findGenreIdByName', () => {
  it('matches names whatever their case and surrounding spaces', () => {
    expect(findGenreIdByName('drama')).toBe(18);
    expect(findGenreIdByName('  SCI-FI & fantasy ')).toBe(10765);
    expect(findGenreIdByName('Tv Movie')).toBe(10770);
  });

  it('does not match part of a name', () => {
    expect(findGenreIdByName('War & ')).toBeNull();
    expect(findGenreIdByName('Sci-Fi')).toBeNull();
  });
});

describe('getGenreIdsForMediaType', () => {
  it('gives the 19 movie genres and the 16 TV genres', () => {
    expect(getGenreIdsForMediaType('movie')).toHaveLength(19);
    expect(getGenreIdsForMediaType('tv')).toHaveLength(16);
    expect(getGenreIdsForMediaType('tv')).toContain(10759);
    expect(getGenreIdsForMediaType('tv')).not.toContain(28);
  });
});

describe('nameGenres', () => {
  it('names known ids in order and skips unknown ones', () => {
    expect(nameGenres([18, 4, 35])).toEqual([
      { id: 18, name: 'Drama' },
      { id: 35, name: 'Comedy' },
    ]);
  });
});
