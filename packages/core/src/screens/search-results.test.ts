import { describe, expect, it } from 'vitest';
import { getSearchPageCount, pickPlaceholderTitles, selectSearchResults } from './search-results';

const results = [
  { id: 1, media_type: 'movie', popularity: 10, release_date: '2001-01-01' },
  { id: 2, media_type: 'person', popularity: 99 },
  { id: 3, media_type: 'tv', popularity: 30, first_air_date: '1999-01-01' },
  { id: 4, media_type: 'movie', popularity: 20, release_date: '2010-01-01' },
  { id: 5, popularity: 50 },
];
const ids = (items: { id: number }[]) => items.map((item) => item.id);

describe('selectSearchResults', () => {
  it('keeps only movies and series, sorted by the option', () => {
    expect(ids(selectSearchResults(results, 'all', 'popularity.desc'))).toEqual([3, 4, 1]);
    expect(ids(selectSearchResults(results, 'all', 'primary_release_date.asc'))).toEqual([3, 1, 4]);
  });

  it('narrows to the media type select', () => {
    expect(ids(selectSearchResults(results, 'movie', 'popularity.asc'))).toEqual([1, 4]);
    expect(ids(selectSearchResults(results, 'tv', 'popularity.asc'))).toEqual([3]);
  });

  it('leaves the answer unchanged', () => {
    selectSearchResults(results, 'movie', 'popularity.desc');
    expect(ids(results)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('getSearchPageCount', () => {
  it.each([
    [0, 0],
    [-3, 0],
    [Number.NaN, 0],
    [1, 1],
    [12.7, 12],
    [500, 500],
    [1000, 500],
  ])('offers %s total pages as %s', (total, expected) => {
    expect(getSearchPageCount(total)).toBe(expected);
  });
});

describe('pickPlaceholderTitles', () => {
  it('takes movies and series in turn, skipping blanks and repeats, up to the limit', () => {
    const movies = [{ title: 'Dune' }, { title: '' }, { title: 'Heat' }, { title: 'Up' }];
    const series = [{ name: 'Lost' }, { name: 'Dune' }, { name: ' ' }];
    expect(pickPlaceholderTitles(movies, series)).toEqual(['Dune', 'Lost', 'Heat', 'Up']);
    expect(pickPlaceholderTitles(movies, series, 2)).toEqual(['Dune', 'Lost']);
  });

  it('gives no titles for empty lists', () => {
    expect(pickPlaceholderTitles([], [])).toEqual([]);
  });
});
