import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SEARCH_SORT,
  SEARCH_MEDIA_TYPE_LABEL,
  SEARCH_MEDIA_TYPE_OPTIONS,
  SEARCH_SORT_LABEL,
  SEARCH_SORT_OPTIONS,
  type SearchState,
  parseSearchPage,
  parseSearchParams,
  serialiseSearchParams,
  updateSearchState,
} from './search-params';

function params(record: Record<string, string>) {
  return { get: (name: string) => record[name] ?? null };
}

/** Decodes a query string the way URLSearchParams would, for round trips. */
function decode(query: string) {
  const record: Record<string, string> = {};
  for (const pair of query ? query.split('&') : []) {
    const [name = '', value = ''] = pair.split('=');
    record[name] = decodeURIComponent(value);
  }
  return params(record);
}

const DEFAULTS: SearchState = { query: '', page: 1, sort: 'popularity.desc', type: 'all' };

describe('search options', () => {
  it('offer six sorts (popularity, rating, release date, each both ways) as TMDB sort_by values', () => {
    expect(SEARCH_SORT_OPTIONS.map((option) => option.value)).toEqual([
      'popularity.desc',
      'popularity.asc',
      'vote_average.desc',
      'vote_average.asc',
      'primary_release_date.desc',
      'primary_release_date.asc',
    ]);
    expect(DEFAULT_SEARCH_SORT).toBe('popularity.desc');
    expect(SEARCH_SORT_LABEL).toBe('Sort By');
  });

  it('offer the media types All, Movies and TV Shows', () => {
    expect(SEARCH_MEDIA_TYPE_OPTIONS.map((option) => option.label)).toEqual([
      'All',
      'Movies',
      'TV Shows',
    ]);
    expect(SEARCH_MEDIA_TYPE_LABEL).toBe('Media Type');
  });
});

describe('parseSearchPage', () => {
  it.each([
    [null, 1],
    ['3', 3],
    [' 7 ', 7],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['900', 500],
  ])('reads page %j as %i', (raw, page) => {
    expect(parseSearchPage(raw)).toBe(page);
  });
});

describe('parseSearchParams', () => {
  it('reads query, page, sort and type', () => {
    expect(
      parseSearchParams(
        params({ query: 'star wars', page: '2', sort: 'vote_average.asc', type: 'tv' }),
      ),
    ).toEqual({ query: 'star wars', page: 2, sort: 'vote_average.asc', type: 'tv' });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseSearchParams(params({}))).toEqual(DEFAULTS);
    expect(parseSearchParams(params({ sort: 'title.asc', type: 'person' }))).toEqual(DEFAULTS);
  });
});

describe('serialiseSearchParams', () => {
  it('writes only what differs from the defaults, query encoded', () => {
    expect(serialiseSearchParams(DEFAULTS)).toBe('');
    expect(
      serialiseSearchParams({
        query: 'tom & jerry',
        page: 3,
        sort: 'popularity.asc',
        type: 'movie',
      }),
    ).toBe('query=tom%20%26%20jerry&page=3&sort=popularity.asc&type=movie');
  });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            query: fc.string(),
            page: fc.integer({ min: 1, max: 500 }),
            sort: fc.constantFrom(...SEARCH_SORT_OPTIONS.map((option) => option.value)),
            type: fc.constantFrom(...SEARCH_MEDIA_TYPE_OPTIONS.map((option) => option.value)),
          },
          { noNullPrototype: true },
        ),
        (state) => {
          fc.pre(!/[\uD800-\uDFFF]/.test(state.query));
          expect(parseSearchParams(decode(serialiseSearchParams(state)))).toEqual(state);
        },
      ),
    );
  });
});

describe('updateSearchState', () => {
  const onPage4: SearchState = { ...DEFAULTS, query: 'alien', page: 4 };

  it.each([
    ['sort', { sort: 'vote_average.desc' }],
    ['type', { type: 'movie' }],
    ['query', { query: 'aliens' }],
  ] as const)('goes back to page 1 when the %s changes', (_name, change) => {
    expect(updateSearchState(onPage4, change)).toMatchObject({ ...change, page: 1 });
  });

  it('keeps the page when nothing actually changed', () => {
    expect(updateSearchState(onPage4, { sort: 'popularity.desc', query: 'alien' })).toBe(onPage4);
  });
});
