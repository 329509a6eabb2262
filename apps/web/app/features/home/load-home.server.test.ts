import { EMPTY_DETAILS_FIELDS } from '../../../test-support/media-fixtures';
import type { Catalogue, CataloguePage } from '@reelhouse/core/media/catalogue-port';
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogueReader, ReelhouseLoadContext } from '~/load-context';
import { loadHome, loadMediaHome, toHeroSlide } from './load-home.server';

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
    availability: null,
    content: null,
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
    getWatchProviders: vi.fn(),
    getSeason: vi.fn(),
    getEpisode: vi.fn(),
    discover: vi.fn(),
    getGenres: vi.fn(),
    ping: vi.fn(),
    getList: vi.fn((name: string, number: number) =>
      Promise.resolve(
        page(
          number > 1
            ? []
            : name.startsWith('tv/')
              ? series
              : name === 'movie/upcoming'
                ? []
                : movies,
        ),
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

describe('toHeroSlide', () => {
  it('links the title page and, for a title that plays here, Watch with play=true, with a short overview and the rating', () => {
    const slide = toHeroSlide(
      summary(603, { title: 'The Matrix', release_date: '1999-01-01', availability: 'free' }),
    );
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

  it('offers no Watch link on the slide of a title nothing here plays', () => {
    const slide = toHeroSlide(summary(603, { title: 'The Matrix', release_date: '1999-01-01' }));
    expect(slide.watchHref).toBeUndefined();
    expect(slide.href).toBe('/movies/603-the-matrix');
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
  it("reads the hero and the five rows, each list's first page once, and builds the page meta", async () => {
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
    const firstPages = vi.mocked(catalogue.getList).mock.calls.filter(([, number]) => number === 1);
    expect(firstPages).toHaveLength(3);
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

  it("leads the hero with titles that play here and shows them in 'Free to watch now', leaving out ids the catalogue does not know", async () => {
    const { context } = fakeContext();
    context.availability = {
      ofEpisode: () => null,
      list: () => [
        { type: 'movie', id: 45745, availability: 'free' },
        { type: 'tv', id: 404, availability: 'library' },
      ],
    };
    const catalogue = fakeCatalogue({
      getDetails: vi.fn((type: string, id: number) =>
        Promise.resolve(
          id === 45745
            ? {
                ...summary(45745, { title: 'Sintel', availability: 'free' }),
                ...EMPTY_DETAILS_FIELDS,
              }
            : null,
        ),
      ) as unknown as Catalogue['getDetails'],
    });
    const home = await loadHome(context, catalogue);
    expect(home.freeToWatch?.title).toBe('Free to watch now');
    expect(home.freeToWatch?.items?.map((item) => [item.id, item.availability])).toEqual([
      [45745, 'free'],
    ]);
    expect(home.hero.map((slide) => slide.key)).toEqual([
      'movie-45745',
      'movie-1',
      'movie-2',
      'movie-3',
    ]);
    expect(home.hero[0]?.watchHref).toBe('/movies/45745-sintel?play=true');
    expect(home.hero[1]?.watchHref).toBeUndefined();
  });

  it("leaves 'Free to watch now' out when nothing plays here", async () => {
    const { context } = fakeContext();
    const home = await loadHome(context, fakeCatalogue());
    expect(home.freeToWatch).toBeNull();
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

describe('rows of one page', () => {
  const movies = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => summary(from + i, { media_type: 'movie' }));

  it('show the newest releases as Recently Released Movies when Upcoming Movies has nothing', async () => {
    const { context } = fakeContext();
    const discover = vi.fn(() => Promise.resolve(page(movies(500, 3))));
    const home = await loadHome(context, fakeCatalogue({ discover }));
    expect(home.rows[4]?.title).toBe('Recently Released Movies');
    expect(home.rows[4]?.items?.map((item) => item.id)).toEqual([500, 501, 502]);
    expect(discover).toHaveBeenCalledWith(
      expect.objectContaining({ mediaType: 'movie', sortBy: 'primary_release_date.desc' }),
    );
  });

  it('keep the empty Upcoming Movies row when the stand-in has nothing either', async () => {
    const { context } = fakeContext();
    const home = await loadHome(
      context,
      fakeCatalogue({ discover: vi.fn(() => Promise.resolve(page([]))) }),
    );
    expect(home.rows[4]).toMatchObject({ title: 'Upcoming Movies', items: [] });
  });

  it('do not repeat a title an earlier row shows when enough others remain', async () => {
    const { context } = fakeContext();
    // Trending, popular and on-the-air series share their first ten shows.
    const shared = Array.from({ length: 10 }, (_, i) => summary(100 + i, { media_type: 'tv' }));
    const own = (from: number) =>
      Array.from({ length: 10 }, (_, i) => summary(from + i, { media_type: 'tv' }));
    const catalogue = fakeCatalogue({
      getList: vi.fn((name: string) =>
        Promise.resolve(
          page(
            name === 'tv/top_rated'
              ? own(300)
              : name === 'tv/popular'
                ? [...shared, ...own(400)]
                : [...shared, ...own(500)],
          ),
        ),
      ),
      getTrending: vi.fn(() => Promise.resolve(page([...shared, ...own(600)]))),
    });
    const series = await loadMediaHome(context, catalogue, 'tv');
    const ids = series.rows.map((row) => row.items?.map((item) => item.id) ?? []);
    expect(ids[1]?.slice(0, 10)).toEqual(shared.map((item) => item.id));
    expect(ids[2]).toEqual(own(400).map((item) => item.id));
    expect(ids[3]).toEqual(own(500).map((item) => item.id));
  });
});

describe('a row that shares its first page with an earlier row', () => {
  it("reads its list's second page once, and shows titles of its own", async () => {
    const { context } = fakeContext();
    const shows = (from: number) =>
      Array.from({ length: 20 }, (_, i) => summary(from + i, { media_type: 'tv' }));
    const getList = vi.fn((name: string, number: number) =>
      Promise.resolve(
        page(
          name === 'tv/top_rated'
            ? shows(900)
            : number === 1
              ? shows(100) // popular and on-the-air series: the same first page
              : shows(name === 'tv/on_the_air' ? 200 : 300),
        ),
      ),
    );
    const series = await loadMediaHome(
      context,
      fakeCatalogue({ getList, getTrending: vi.fn(() => Promise.resolve(page(shows(700)))) }),
      'tv',
    );
    expect(series.rows[2]?.items?.map((item) => item.id)).toEqual(shows(100).map((s) => s.id));
    expect(series.rows[3]?.items?.map((item) => item.id)).toEqual(shows(200).map((s) => s.id));
    expect(getList).toHaveBeenCalledWith('tv/on_the_air', 2);
    expect(getList).not.toHaveBeenCalledWith('tv/popular', 2);
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
