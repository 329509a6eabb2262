import { describe, expect, it } from 'vitest';
import { sortSearchResults, toTmdbSortBy } from './search-sort';

const a = { id: 'a', popularity: 10, vote_average: 7, release_date: '2001-05-01' };
const b = { id: 'b', popularity: 30, vote_average: 0, first_air_date: '1999-01-01' };
const c = { id: 'c', popularity: 20, vote_average: 9 };
const d = { id: 'd', popularity: null, vote_average: 5, release_date: '2020-01-01' };

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('sortSearchResults', () => {
  it.each([
    ['popularity.desc', ['b', 'c', 'a', 'd']],
    ['popularity.asc', ['a', 'c', 'b', 'd']],
    ['vote_average.desc', ['c', 'a', 'd', 'b']],
    ['vote_average.asc', ['d', 'a', 'c', 'b']],
    ['primary_release_date.desc', ['d', 'a', 'b', 'c']],
    ['primary_release_date.asc', ['b', 'a', 'd', 'c']],
  ] as const)('sorts by %s with missing values last', (sort, expected) => {
    expect(ids(sortSearchResults([a, b, c, d], sort))).toEqual(expected);
  });

  it('keeps the order of ties and does not change the input', () => {
    const list = [{ id: 'x', popularity: 1 }, { id: 'y', popularity: 1 }, { id: 'z' }, { id: 'w' }];
    expect(ids(sortSearchResults(list, 'popularity.desc'))).toEqual(['x', 'y', 'z', 'w']);
    expect(ids(list)).toEqual(['x', 'y', 'z', 'w']);
  });
});

describe('toTmdbSortBy', () => {
  it('sorts series by first air date where movies use the primary release date', () => {
    expect(toTmdbSortBy('primary_release_date.asc', 'tv')).toBe('first_air_date.asc');
    expect(toTmdbSortBy('primary_release_date.asc', 'movie')).toBe('primary_release_date.asc');
    expect(toTmdbSortBy('vote_average.desc', 'tv')).toBe('vote_average.desc');
  });
});

describe('sortSearchResults with unknown dates', () => {
  it('reads an empty release date as missing and falls back to the first air date', () => {
    const list = [
      { id: 'empty', release_date: '' },
      { id: 'series', release_date: '', first_air_date: '2010-01-01' },
      { id: 'blank-series', first_air_date: '' },
      { id: 'movie', release_date: '2000-01-01' },
    ];
    expect(ids(sortSearchResults(list, 'primary_release_date.asc'))).toEqual([
      'movie',
      'series',
      'empty',
      'blank-series',
    ]);
  });
});
