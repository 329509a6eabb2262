import type { Catalogue, CataloguePage } from '@reelhouse/core/media/catalogue-port';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueReader, ReelhouseLoadContext } from '~/load-context';
import { loadHome, loadMediaHome, toCardItem, toHeroSlide } from './load-home.server';

function summary(id: number, fields: Partial<MediaSummary> = {}): MediaSummary {
  return {
    id: id as MediaSummary['id'],
    media_type: null,
    title: `Movie ${String(id)}`,
    original_title: `Original ${String(id)}`,
    name: null,
    original_name: null,
    overview: 'A long overview. '.repeat(20),
    poster_path: `/p${String(id)}.jpg`,
    backdrop_path: `/b${String(id)}.jpg`,
    genre_ids: [28],
    vote_average: 7.25,
    vote_count: 100,
    popularity: 10,
    release_date: '2019-01-01',
    first_air_date: null,
    original_language: 'en',
    adult: false,
    ...fields,
  };
}

function page(results: MediaSummary[]): CataloguePage {
  return { page: 1, results, total_pages: 1, total_results: results.length };
}

function fakeContext() {
  const warn = vi.fn();
  const context: ReelhouseLoadContext = {
    site: { chatUrl: undefined, messagingUrl: undefined },
    logger: { warn, error: vi.fn() },
    catalogue: null,
    publicOrigin: 'https://reelhouse.example',
    jellyfinServers: [],
  };
  return { context, warn };
}

function fakeCatalogue(overrides: Partial<Catalogue> = {}): CatalogueReader {
  const movies = [1, 2, 3].map((id) => summary(id, { media_type: 'movie' }));
  const series = [11, 12].map((id) =>
    summary(id, { media_type: 'tv', title: null, name: `Show ${String(id)}` }),
  );
  return {
    source: 'embedded',
    searchMulti: vi.fn(),
    getDetails: vi.fn(),
    getImages: vi.fn(),
    getSeason: vi.fn(),
    getEpisode: vi.fn(),
    discover: vi.fn(),
    getGenres: vi.fn(),
    ping: vi.fn(),
    getList: vi.fn((name: string) =>
      Promise.resolve(
        page(name.startsWith('tv/') ? series : name === 'movie/upcoming' ? [] : movies),
      ),
    ),
    getTrending: vi.fn((type: string) =>
      Promise.resolve(
        page(type === 'tv' ? series : [...movies, summary(99, { media_type: 'person' })]),
      ),
    ),
    ...overrides,
  };
}

describe('toCardItem', () => {
  it('keeps what a card shows and empties the rest', () => {
    const card = toCardItem(summary(5), 'movie');
    expect(card).toMatchObject({
      id: 5,
      media_type: 'movie',
      title: 'Movie 5',
      poster_path: '/p5.jpg',
      vote_average: 7.25,
      popularity: 10,
      release_date: '2019-01-01',
      overview: null,
      backdrop_path: null,
      original_title: null,
      genre_ids: [],
    });
    expect(toCardItem(summary(5, { media_type: null, title: null, name: 'S' })).media_type).toBe(
      'tv',
    );
  });
});

describe('toHeroSlide', () => {
  it('links the title page and Watch with play=true, with a short overview and the rating', () => {
    const slide = toHeroSlide(summary(603, { title: 'The Matrix', release_date: '1999-01-01' }));
    expect(slide).toMatchObject({
      key: 'movie-603',
      title: 'The Matrix',
      href: '/movies/603-the-matrix',
      watchHref: '/movies/603-the-matrix?play=true',
      backdropPath: '/b603.jpg',
      rating: '7.3',
      details: '1999 · Movie',
    });
    expect(slide.overview?.length).toBeLessThanOrEqual(183);
    expect(slide.overview?.endsWith('...')).toBe(true);
  });

  it('reads a series without a year', () => {
    const slide = toHeroSlide(
      summary(1396, { title: null, name: 'Breaking Bad', release_date: null }),
      'tv',
    );
    expect(slide).toMatchObject({ href: '/series/1396-breaking-bad', details: 'Series' });
  });
});

describe('loadHome', () => {
  it('reads the hero and the five rows, each list once, and builds the page meta', async () => {
    const { context } = fakeContext();
    const catalogue = fakeCatalogue();
    const home = await loadHome(context, catalogue);
    expect(home.hero.map((slide) => slide.key)).toEqual(['movie-1', 'movie-2', 'movie-3']);
    expect(home.rows.map((row) => [row.title, row.items?.length])).toEqual([
      ['Popular Shows and Movies', 5],
      ['Trending Movies', 3],
      ['Trending TV Series', 2],
      ['Popular Movies', 3],
      ['Upcoming Movies', 0],
    ]);
    expect(home.rows[0]?.items?.map((item) => item.id)).toEqual([1, 11, 2, 12, 3]);
    expect(catalogue.getList).toHaveBeenCalledTimes(3);
    expect(home.meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://reelhouse.example/',
    });
    expect(home.meta).toContainEqual({
      property: 'og:image',
      content: 'https://reelhouse.example/api/img?src=%2Fb1.jpg&w=1280&output=jpeg',
    });
  });

  it('turns a failing list into a failed row (null) without failing the page, and logs it', async () => {
    const { context, warn } = fakeContext();
    const catalogue = fakeCatalogue({
      getTrending: vi.fn(() => Promise.reject(new Error('down'))),
    });
    const home = await loadHome(context, catalogue);
    expect(home.hero).toEqual([]);
    expect(home.rows[1]?.items).toBeNull();
    expect(home.rows[0]?.items).toHaveLength(5);
    expect(warn).toHaveBeenCalled();
    expect(home.meta).not.toContainEqual(expect.objectContaining({ property: 'og:image' }));
  });

  it('keeps the popular row when only one of its two lists fails', async () => {
    const { context } = fakeContext();
    const movies = [summary(1)];
    const catalogue = fakeCatalogue({
      getList: vi.fn((name: string) =>
        name === 'tv/popular' ? Promise.reject(new Error('down')) : Promise.resolve(page(movies)),
      ),
    });
    const home = await loadHome(context, catalogue);
    expect(home.rows[0]?.items?.map((item) => [item.id, item.media_type])).toEqual([[1, 'movie']]);
  });
});

describe('loadMediaHome', () => {
  it('reads the series rows, with on-the-air as Upcoming, and its canonical URL', async () => {
    const { context } = fakeContext();
    const catalogue = fakeCatalogue();
    const series = await loadMediaHome(context, catalogue, 'tv');
    expect(series.mediaType).toBe('tv');
    expect(series.rows.map((row) => row.title)).toEqual([
      'Featured',
      'Trending',
      'Popular',
      'Upcoming',
    ]);
    expect(catalogue.getList).toHaveBeenCalledWith('tv/on_the_air', 1);
    expect(series.hero[0]?.href).toBe('/series/11-show-11');
    expect(series.meta).toContainEqual({ title: 'Series | Reelhouse' });
    expect(series.meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://reelhouse.example/series',
    });
  });
});
