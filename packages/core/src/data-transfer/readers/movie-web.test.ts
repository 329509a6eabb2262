import { describe, expect, it } from 'vitest';
import type { ReadImport } from '../imported';
import { isMovieWebData, readMovieWeb } from './movie-web';

const NOW = Date.UTC(2026, 0, 15);
const FILE = 'mw-account-data-2024-05-29.json';

/** The account data download p-stream writes (trimmed to what matters). */
function download(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    account: { profile: { icon: 'bookmark', colorA: '#2E65CF', colorB: '#2E65CF' } },
    bookmarks: {
      '550': {
        title: 'Fight Club',
        year: 1999,
        poster: 'https://image.tmdb.org/t/p/w342//a.jpg',
        type: 'movie',
        updatedAt: 1_717_000_000_000,
      },
    },
    progress: {
      '550': {
        title: 'Fight Club',
        year: 1999,
        type: 'movie',
        updatedAt: 1_717_000_000_000,
        progress: { watched: 1234.5, duration: 8340.2 },
        seasons: {},
        episodes: {},
      },
      '1396': {
        title: 'Breaking Bad',
        year: 2008,
        type: 'show',
        updatedAt: 1_717_000_000_000,
        seasons: { '3572': { id: '3572', number: 1, title: 'Season 1' } },
        episodes: {
          '62085': {
            id: '62085',
            number: 1,
            title: 'Pilot',
            seasonId: '3572',
            updatedAt: 1_717_000_100_000,
            progress: { watched: 600, duration: 3480 },
          },
        },
      },
    },
    exportDate: '2024-05-29T12:00:00.000Z',
    ...overrides,
  };
}

function problemOf(result: ReadImport) {
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
}

describe('readMovieWeb', () => {
  it('reads bookmarks into the watchlist and progress into watches by TMDB id', () => {
    expect(readMovieWeb(FILE, download(), NOW)).toEqual({
      ok: true,
      source: 'movie-web',
      bookmarks: [
        {
          media: { kind: 'tmdb', mediaType: 'movie', id: 550, title: 'Fight Club', year: 1999 },
          category: 'watchlist',
          addedAt: 1_717_000_000_000,
        },
      ],
      watches: [
        {
          media: { kind: 'tmdb', mediaType: 'movie', id: 550, title: 'Fight Club', year: 1999 },
          watchedAt: 1_717_000_000_000,
          progress: { watched: 1234.5, duration: 8340.2 },
        },
        {
          media: { kind: 'tmdb', mediaType: 'tv', id: 1396, title: 'Breaking Bad', year: 2008 },
          episode: { season: 1, number: 1, title: 'Pilot', id: '62085', seasonId: '3572' },
          watchedAt: 1_717_000_100_000,
          progress: { watched: 600, duration: 3480 },
        },
      ],
    });
  });

  it("files a bookmark under p-stream's first group, trimmed and cut to a category's length", () => {
    const long = `  ${'x'.repeat(80)}`;
    const result = readMovieWeb(
      FILE,
      {
        bookmarks: {
          '1': { title: 'A', type: 'movie', updatedAt: 1, group: ['  Friday night ', 'Other'] },
          '2': { title: 'B', type: 'show', updatedAt: 2, group: [long] },
          '3': { title: 'C', type: 'movie', updatedAt: 3, group: ['   '] },
        },
      },
      NOW,
    );
    expect(result.ok && result.bookmarks.map((bookmark) => bookmark.category)).toEqual([
      'Friday night',
      'x'.repeat(50),
      'watchlist',
    ]);
  });

  it('gives items without a time or year the time of import and no year', () => {
    const result = readMovieWeb(
      FILE,
      { bookmarks: { '27205': { title: 'Inception', type: 'movie', year: null } } },
      NOW,
    );
    expect(result.ok && result.bookmarks[0]).toEqual({
      media: { kind: 'tmdb', mediaType: 'movie', id: 27205, title: 'Inception' },
      category: 'watchlist',
      addedAt: NOW,
    });
  });

  it("takes an episode's season number from seasonNumber when its season is not listed", () => {
    const file = download();
    const show = (file.progress as Record<string, Record<string, unknown>>)['1396']!;
    show.seasons = {};
    show.episodes = {
      '62086': {
        id: 62086,
        number: 2,
        title: 'Cat in the Bag',
        seasonId: 3572,
        seasonNumber: 1,
        updatedAt: 5,
        progress: { watched: 10, duration: 20 },
      },
    };
    const result = readMovieWeb(FILE, file, NOW);
    expect(result.ok && result.watches[1]?.episode).toEqual({
      season: 1,
      number: 2,
      title: 'Cat in the Bag',
      id: '62086',
      seasonId: '3572',
    });
  });

  it('names the field of a bad value by its path in the file', () => {
    const file = download();
    const show = (file.progress as Record<string, Record<string, Record<string, unknown>>>)[
      '1396'
    ]!;
    (show.episodes!['62085'] as { progress: unknown }).progress = {
      watched: '600',
      duration: 3480,
    };
    expect(problemOf(readMovieWeb(FILE, file, NOW))).toEqual({
      file: FILE,
      where: 'progress["1396"].episodes["62085"].progress.watched',
      message: 'Must be a number.',
    });
  });

  it('refuses an episode whose season is nowhere in the file', () => {
    const file = download();
    const show = (file.progress as Record<string, Record<string, unknown>>)['1396']!;
    show.seasons = {};
    expect(problemOf(readMovieWeb(FILE, file, NOW))).toEqual({
      file: FILE,
      where: 'progress["1396"].episodes["62085"].seasonId',
      message: 'Names a season that is not in the file.',
    });
  });

  it('refuses a type other than movie or show, a missing title and a key that is no TMDB id', () => {
    const item = { title: 'X', type: 'anime', updatedAt: 1 };
    expect(problemOf(readMovieWeb(FILE, { bookmarks: { '5': item } }, NOW))).toMatchObject({
      where: 'bookmarks["5"].type',
      message: 'Must be one of "movie", "show".',
    });
    expect(
      problemOf(readMovieWeb(FILE, { bookmarks: { '5': { type: 'movie' } } }, NOW)),
    ).toMatchObject({ where: 'bookmarks["5"].title', message: 'This field is missing.' });
    expect(
      problemOf(readMovieWeb(FILE, { bookmarks: { abc: { title: 'X', type: 'movie' } } }, NOW)),
    ).toMatchObject({
      where: 'bookmarks.abc',
      message: 'Must be listed under its TMDB id (a whole number).',
    });
  });

  it("reads the backend API's lists: meta nested, seconds as text, ISO times", () => {
    const meta = { title: 'Breaking Bad', year: 2008, type: 'show' };
    const result = readMovieWeb(
      FILE,
      {
        bookmarks: [{ tmdbId: '1396', meta, updatedAt: '2024-05-29T12:00:00.000Z' }],
        progress: [
          {
            tmdbId: '1396',
            meta,
            season: { id: '3572', number: 1 },
            episode: { id: '62085', number: 1 },
            watched: '600.5',
            duration: '3480',
            updatedAt: '2024-05-29T12:00:00.000Z',
          },
        ],
      },
      NOW,
    );
    const media = { kind: 'tmdb', mediaType: 'tv', id: 1396, title: 'Breaking Bad', year: 2008 };
    expect(result).toEqual({
      ok: true,
      source: 'movie-web',
      bookmarks: [{ media, category: 'watchlist', addedAt: Date.UTC(2024, 4, 29, 12) }],
      watches: [
        {
          media,
          episode: { season: 1, number: 1, id: '62085', seasonId: '3572' },
          watchedAt: Date.UTC(2024, 4, 29, 12),
          progress: { watched: 600.5, duration: 3480 },
        },
      ],
    });
  });

  it('refuses API seconds that are not a number and an API time that is not a date', () => {
    const base = {
      tmdbId: '550',
      meta: { title: 'Fight Club', year: 1999, type: 'movie' },
      watched: 'ten',
      duration: '100',
      updatedAt: 'yesterday',
    };
    expect(problemOf(readMovieWeb(FILE, [base], NOW))).toMatchObject({
      where: '[0].watched',
      message: 'Must be a number of seconds.',
    });
    expect(problemOf(readMovieWeb(FILE, [{ ...base, watched: '1' }], NOW))).toMatchObject({
      where: '[0].updatedAt',
      message: 'Must be a date and time like 2024-05-29T12:00:00.000Z.',
    });
  });

  it('recognises its files by their lists, not by other JSON', () => {
    expect(isMovieWebData(download())).toBe(true);
    expect(isMovieWebData([{ tmdbId: '1', meta: {} }])).toBe(true);
    expect(isMovieWebData([{ watched_at: 'x' }])).toBe(false);
    expect(isMovieWebData({ items: {} })).toBe(false);
  });

  it('reads 10,000 titles in one pass', () => {
    const progress: Record<string, unknown> = {};
    for (let id = 1; id <= 10_000; id += 1) {
      progress[String(id)] = {
        title: `Title ${id}`,
        type: 'movie',
        updatedAt: id,
        progress: { watched: 1, duration: 2 },
      };
    }
    const result = readMovieWeb(FILE, { progress }, NOW);
    expect(result.ok && result.watches.length).toBe(10_000);
  });
});
