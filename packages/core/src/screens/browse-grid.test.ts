import { describe, expect, it } from 'vitest';
import { findCategoryBySlug } from '../slug/categories';
import { findNetworkBySlug } from '../slug/networks';
import {
  CATEGORY_HIGHLIGHT_COUNT,
  CATEGORY_HIGHLIGHT_ITEMS,
  GRID_TYPE_OPTIONS,
  getEffectiveGridFilter,
  getGridItemKey,
  getHighlightCategories,
  getNetworkQueries,
  mergeMediaPages,
  parseGridTypeFilter,
  pickRandomIndex,
} from './browse-grid';

describe('parseGridTypeFilter', () => {
  it.each([
    ['movie', 'movie'],
    ['tv', 'tv'],
    [' TV ', 'tv'],
    ['all', 'all'],
    ['person', 'all'],
    ['', 'all'],
    [null, 'all'],
  ] as const)('reads type=%s as %s', (raw, filter) => {
    expect(parseGridTypeFilter(raw)).toBe(filter);
  });

  it('offers All, Movies and TV Shows in that order', () => {
    expect(GRID_TYPE_OPTIONS.map((option) => option.label)).toEqual(['All', 'Movies', 'TV Shows']);
  });
});

describe('getEffectiveGridFilter', () => {
  it('follows the 40-item rule when movies and series are both queried', () => {
    expect(getEffectiveGridFilter(['movie', 'tv'])).toBe('all');
  });

  it('follows the 20-item rule for a genre that exists for one type only', () => {
    const horror = findCategoryBySlug('horror');
    expect(horror?.mediaTypes).toEqual(['movie']);
    expect(getEffectiveGridFilter(['movie'])).toBe('movie');
    expect(getEffectiveGridFilter(['tv', 'tv'])).toBe('tv');
  });

  it('counts an empty query list as all', () => {
    expect(getEffectiveGridFilter([])).toBe('all');
  });
});

describe('getNetworkQueries', () => {
  const netflix = findNetworkBySlug('netflix');
  if (!netflix) throw new Error('netflix is a known network');

  it('queries movies then series with the provider id for All', () => {
    expect(getNetworkQueries(netflix, 'all')).toEqual([
      { mediaType: 'movie', providerId: 8 },
      { mediaType: 'tv', providerId: 8 },
    ]);
  });

  it('queries one type for Movies or TV Shows', () => {
    expect(getNetworkQueries(netflix, 'tv')).toEqual([{ mediaType: 'tv', providerId: 8 }]);
    expect(getNetworkQueries(netflix, 'movie')).toEqual([{ mediaType: 'movie', providerId: 8 }]);
  });
});

describe('mergeMediaPages', () => {
  interface Item {
    id: number;
    popularity: number;
    release_date?: string | null;
    first_air_date?: string | null;
  }
  const movies: Item[] = [
    { id: 1, popularity: 10, release_date: '2001-01-01' },
    { id: 2, popularity: 30, release_date: '2010-01-01' },
  ];
  const series: Item[] = [
    { id: 1, popularity: 20, first_air_date: '2020-01-01' },
    { id: 3, popularity: 10, first_air_date: null },
  ];

  it('sorts several pages most popular first, ties in query order, and tags the media type', () => {
    const merged = mergeMediaPages([
      { mediaType: 'movie', results: movies },
      { mediaType: 'tv', results: series },
    ]);
    expect(merged.map(getGridItemKey)).toEqual(['movie-2', 'tv-1', 'movie-1', 'tv-3']);
  });

  it('sorts newest release first when asked, undated titles last', () => {
    const merged = mergeMediaPages(
      [
        { mediaType: 'movie', results: movies },
        { mediaType: 'tv', results: series },
      ],
      'newest',
    );
    expect(merged.map(getGridItemKey)).toEqual(['tv-1', 'movie-2', 'movie-1', 'tv-3']);
  });

  it('keeps a single page in its own order', () => {
    const merged = mergeMediaPages([{ mediaType: 'movie', results: movies }]);
    expect(merged.map((item) => item.id)).toEqual([1, 2]);
  });

  it('copies items rather than changing the catalogue objects', () => {
    const original = { id: 9, popularity: 1 };
    const [copy] = mergeMediaPages([{ mediaType: 'tv', results: [original] }]);
    expect(copy).toEqual({ id: 9, popularity: 1, media_type: 'tv' });
    expect(original).not.toHaveProperty('media_type');
  });
});

describe('getGridItemKey', () => {
  it('tells a movie from a series with the same id', () => {
    expect(getGridItemKey({ id: 5, media_type: 'movie' })).not.toBe(
      getGridItemKey({ id: 5, media_type: 'tv' }),
    );
  });
});

describe('getHighlightCategories', () => {
  it('takes the first 6 genres of the list that have a category page, each once', () => {
    const genres = [28, 12, 10768, 16, 35, 28, 80, 99, 18].map((id) => ({ id }));
    expect(getHighlightCategories(genres).map((category) => category.slug)).toEqual([
      'action',
      'adventure',
      'animation',
      'comedy',
      'crime',
      'documentary',
    ]);
    expect([CATEGORY_HIGHLIGHT_COUNT, CATEGORY_HIGHLIGHT_ITEMS]).toEqual([6, 5]);
  });

  it('returns fewer when the list is short', () => {
    expect(getHighlightCategories([{ id: 27 }])).toHaveLength(1);
    expect(getHighlightCategories([])).toEqual([]);
  });
});

describe('pickRandomIndex', () => {
  it.each([
    [4, 0, 0],
    [4, 0.49, 1],
    [4, 0.999, 3],
    [4, 1, 3],
    [4, -2, 0],
    [1, 0.7, 0],
  ])('picks from %i items with %d: index %i', (length, random, index) => {
    expect(pickRandomIndex(length, random)).toBe(index);
  });

  it('picks nothing from nothing', () => {
    expect(pickRandomIndex(0, 0.5)).toBeNull();
  });
});
