import { describe, expect, it } from 'vitest';
import {
  dropRepeatsAcrossRows,
  HERO_OVERVIEW_MAX_CHARS,
  HOME_LOAD_ERROR_DETAIL,
  getEmptyRowText,
  listCategoriesForType,
  mixPopularLists,
  pickHeroItems,
} from './home-sections';
import { HOME_LOAD_ERROR, SOMETHING_WENT_WRONG } from './texts';

const movie = (id: number, popularity: number | null = 10) => ({ id, popularity });
const typed = (id: number, media_type: string, popularity = 10) => ({ id, media_type, popularity });

describe('HOME_LOAD_ERROR_DETAIL', () => {
  it("is the spec's longer text after 'Something went wrong.'", () => {
    expect(HOME_LOAD_ERROR_DETAIL).toBe(
      "We couldn't load the content. Please check your internet connection or try again.",
    );
    expect(`${SOMETHING_WENT_WRONG} ${HOME_LOAD_ERROR_DETAIL}`).toBe(HOME_LOAD_ERROR);
  });

  it('keeps hero overviews to a few lines', () => {
    expect(HERO_OVERVIEW_MAX_CHARS).toBe(180);
  });
});

describe('mixPopularLists', () => {
  it('takes movies and series in turn, starting with the more popular first item', () => {
    const movies = [movie(1, 100), movie(2, 90)];
    const series = [movie(10, 200), movie(20, 5)];
    expect(mixPopularLists(movies, series, 4).map((item) => [item.media_type, item.id])).toEqual([
      ['tv', 10],
      ['movie', 1],
      ['tv', 20],
      ['movie', 2],
    ]);
  });

  it('starts with the movie on a tie or when popularity is unknown', () => {
    expect(mixPopularLists([movie(1, 5)], [movie(2, 5)], 2).map((item) => item.id)).toEqual([1, 2]);
    expect(mixPopularLists([movie(1, null)], [movie(2, null)], 2).map((item) => item.id)).toEqual([
      1, 2,
    ]);
  });

  it('fills the rest from the longer list and stops at the count', () => {
    const movies = [1, 2, 3, 4, 5].map((id) => movie(id));
    const series = [movie(10)];
    expect(mixPopularLists(movies, series, 4).map((item) => item.id)).toEqual([1, 10, 2, 3]);
    expect(mixPopularLists(movies, [], 30)).toHaveLength(5);
    expect(mixPopularLists([], [], 30)).toEqual([]);
    expect(mixPopularLists(movies, series, 0)).toEqual([]);
    expect(mixPopularLists(movies, series, -3)).toEqual([]);
  });

  it('keeps a media_type already sent and skips a title listed twice', () => {
    const movies = [typed(1, 'movie'), typed(1, 'movie'), typed(2, 'movie')];
    const series = [typed(1, 'tv')];
    expect(mixPopularLists(movies, series, 10).map((item) => [item.media_type, item.id])).toEqual([
      ['movie', 1],
      ['tv', 1],
      ['movie', 2],
    ]);
  });

  it('stops at the count in the middle of a turn', () => {
    expect(mixPopularLists([movie(1)], [movie(2)], 1).map((item) => item.id)).toEqual([1]);
  });
});

describe('dropRepeatsAcrossRows', () => {
  const items = (type: string | null, ...ids: number[]) =>
    ids.map((id) => ({ id, media_type: type }));

  it('drops from each row the titles an earlier row shows, keeping their order', () => {
    const rows = dropRepeatsAcrossRows(
      [
        { items: items(null, 1, 2, 3), fallbackType: 'tv' },
        { items: items(null, 2, 4, 3, 5, 6), fallbackType: 'tv' },
      ],
      2,
    );
    expect(rows.map((row) => row.items?.map((item) => item.id))).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(rows.map((row) => row.keepsRepeats)).toEqual([false, false]);
  });

  it('keeps a row whole when dropping repeats would leave it fewer than the minimum', () => {
    const rows = dropRepeatsAcrossRows(
      [
        { items: items(null, 1, 2, 3), fallbackType: 'tv' },
        { items: items(null, 1, 2, 9), fallbackType: 'tv' },
      ],
      2,
    );
    expect(rows[1]).toEqual({ items: items(null, 1, 2, 9), keepsRepeats: true });
  });

  it('takes from later rows only the titles a row shows, not the rest of its list', () => {
    const rows = dropRepeatsAcrossRows(
      [
        { items: items(null, 1, 2, 3, 4), fallbackType: 'tv', limit: 2 },
        { items: items(null, 1, 3, 4, 5), fallbackType: 'tv' },
      ],
      2,
    );
    expect(rows[1]?.items?.map((item) => item.id)).toEqual([3, 4, 5]);
  });

  it('tells a film from a series of the same id', () => {
    const rows = dropRepeatsAcrossRows(
      [
        { items: items('movie', 1, 2), fallbackType: '' },
        { items: items(null, 1, 2), fallbackType: 'tv' },
      ],
      2,
    );
    expect(rows[1]?.items?.map((item) => item.id)).toEqual([1, 2]);
  });

  it('leaves a failed row failed, and it claims no title', () => {
    const rows = dropRepeatsAcrossRows(
      [
        { items: null, fallbackType: 'tv' },
        { items: items(null, 1, 2), fallbackType: 'tv' },
        { items: items(null, 1, 2, 3, 4), fallbackType: 'tv' },
      ],
      2,
    );
    expect(rows[0]).toEqual({ items: null, keepsRepeats: false });
    expect(rows[1]?.items?.map((item) => item.id)).toEqual([1, 2]);
    expect(rows[2]?.items?.map((item) => item.id)).toEqual([3, 4]);
  });
});

describe('pickHeroItems', () => {
  const withBackdrop = (id: number, media_type?: string) => ({
    id,
    backdrop_path: `/b${String(id)}.jpg`,
    ...(media_type ? { media_type } : {}),
  });

  it('keeps items with a backdrop, in order, up to the count', () => {
    const items = [
      withBackdrop(1),
      { id: 2, backdrop_path: null },
      withBackdrop(3),
      withBackdrop(4),
    ];
    expect(pickHeroItems(items, 2).map((item) => item.id)).toEqual([1, 3]);
    expect(pickHeroItems(items, 0)).toEqual([]);
  });

  it('shows a title once, telling a movie and a series with the same id apart', () => {
    const items = [withBackdrop(1, 'movie'), withBackdrop(1, 'movie'), withBackdrop(1, 'tv')];
    expect(pickHeroItems(items, 10).map((item) => item.media_type)).toEqual(['movie', 'tv']);
    expect(pickHeroItems([withBackdrop(5), withBackdrop(5)], 10, 'movie')).toHaveLength(1);
  });
});

describe('listCategoriesForType', () => {
  it('lists the categories that exist for TV shows, without movie-only genres', () => {
    const slugs = listCategoriesForType('tv').map((category) => category.slug);
    expect(slugs).toContain('kids');
    expect(slugs).toContain('comedy');
    expect(slugs).not.toContain('horror');
    expect(slugs).toHaveLength(14);
  });

  it('lists the categories that exist for movies, without TV-only genres', () => {
    const slugs = listCategoriesForType('movie').map((category) => category.slug);
    expect(slugs).toContain('horror');
    expect(slugs).not.toContain('soap');
    expect(slugs).toHaveLength(19);
  });
});

describe('getEmptyRowText', () => {
  it("uses the spec's 'No movies available' for movie rows", () => {
    expect(getEmptyRowText('movie')).toBe('No movies available');
    expect(getEmptyRowText('tv')).toBe('No series available');
    expect(getEmptyRowText('all')).toBe('No titles available');
  });
});
