import { describe, expect, it } from 'vitest';
import type { ReadImport } from '../imported';
import { readTrakt, traktKindOf, traktKindOfItems } from './trakt';

const NOW = Date.UTC(2026, 0, 15);
const T1 = '2014-03-31T09:28:53.000Z';
const T1_MS = Date.parse(T1);
const EPOCH = '1970-01-01T00:00:00.000Z';

const darkKnight = {
  title: 'The Dark Knight',
  year: 2008,
  ids: { trakt: 4, slug: 'the-dark-knight-2008', imdb: 'tt0468569', tmdb: 155 },
};
const breakingBad = {
  title: 'Breaking Bad',
  year: 2008,
  ids: { trakt: 1, slug: 'breaking-bad', tvdb: 81189, tmdb: 1396, plex: { guid: 'g', slug: 's' } },
};
const pilot = { season: 1, number: 1, title: 'Pilot', ids: { trakt: 16, tmdb: 62085 } };
const darkKnightMedia = {
  kind: 'tmdb',
  mediaType: 'movie',
  id: 155,
  title: 'The Dark Knight',
  year: 2008,
};
const breakingBadMedia = {
  kind: 'tmdb',
  mediaType: 'tv',
  id: 1396,
  title: 'Breaking Bad',
  year: 2008,
};

function problemOf(result: ReadImport) {
  if (result.ok) throw new Error('expected a problem');
  return result.problem;
}

describe('readTrakt', () => {
  it('reads history plays of movies and episodes as finished watches by TMDB id', () => {
    const history = [
      { id: 1, watched_at: T1, action: 'scrobble', type: 'movie', movie: darkKnight },
      {
        id: 2,
        watched_at: T1,
        action: 'watch',
        type: 'episode',
        episode: pilot,
        show: breakingBad,
      },
    ];
    expect(readTrakt('watched-history.json', history, 'history', NOW)).toEqual({
      ok: true,
      source: 'trakt',
      bookmarks: [],
      watches: [
        { media: darkKnightMedia, watchedAt: T1_MS, isFinished: true },
        {
          media: breakingBadMedia,
          episode: { season: 1, number: 1, title: 'Pilot', id: '62085' },
          watchedAt: T1_MS,
          isFinished: true,
        },
      ],
    });
  });

  it('dates a play Trakt dated 1970-01-01 (unknown) at the time of import', () => {
    const history = [{ watched_at: EPOCH, action: 'watch', type: 'movie', movie: darkKnight }];
    const result = readTrakt('watched-history-1.json', history, 'history', NOW);
    expect(result.ok && result.watches[0]?.watchedAt).toBe(NOW);
  });

  it('names a title without a TMDB id by its title and year', () => {
    const movie = { title: 'Obscure', year: null, ids: { trakt: 9, tmdb: null, imdb: null } };
    const history = [{ watched_at: T1, type: 'movie', movie }];
    const result = readTrakt('watched-history.json', history, 'history', NOW);
    expect(result.ok && result.watches[0]?.media).toEqual({
      kind: 'name',
      mediaType: 'movie',
      title: 'Obscure',
    });
  });

  it('refuses a title with neither a TMDB id nor a title, naming the field', () => {
    const movie = { title: null, year: 2000, ids: { tmdb: null } };
    expect(
      problemOf(readTrakt('h.json', [{ watched_at: T1, type: 'movie', movie }], 'history', NOW)),
    ).toEqual({
      file: 'h.json',
      where: '[0].movie.title',
      message: 'Has neither a TMDB id nor a title.',
    });
  });

  it('reads paused playbacks as a percentage at the time paused', () => {
    const playback = [
      { progress: 75.2, paused_at: T1, id: 37, type: 'episode', episode: pilot, show: breakingBad },
      { progress: 10, paused_at: T1, id: 13, type: 'movie', movie: darkKnight },
    ];
    const result = readTrakt('watched-playback.json', playback, 'playback', NOW);
    expect(result.ok && result.watches).toEqual([
      {
        media: breakingBadMedia,
        episode: { season: 1, number: 1, title: 'Pilot', id: '62085' },
        watchedAt: T1_MS,
        percent: 75.2,
      },
      { media: darkKnightMedia, watchedAt: T1_MS, percent: 10 },
    ]);
  });

  it('bookmarks each watchlist title once, a listed season or episode standing for its show', () => {
    const watchlist = [
      {
        rank: 1,
        listed_at: '2014-09-01T09:10:11.000Z',
        type: 'movie',
        movie: darkKnight,
        notes: null,
      },
      {
        rank: 2,
        listed_at: '2014-09-03T00:00:00.000Z',
        type: 'season',
        season: { number: 2 },
        show: breakingBad,
      },
      {
        rank: 3,
        listed_at: '2014-09-02T00:00:00.000Z',
        type: 'episode',
        episode: pilot,
        show: breakingBad,
      },
    ];
    const result = readTrakt('lists-watchlist.json', watchlist, 'watchlist', NOW);
    expect(result.ok && result.bookmarks).toEqual([
      {
        media: darkKnightMedia,
        category: 'watchlist',
        addedAt: Date.parse('2014-09-01T09:10:11.000Z'),
      },
      {
        media: breakingBadMedia,
        category: 'watchlist',
        addedAt: Date.parse('2014-09-02T00:00:00.000Z'),
      },
    ]);
    expect(result.ok && result.watches).toEqual([]);
  });

  it('reads watched movies and every watched episode of watched shows as finished', () => {
    const movies = [{ plays: 3, last_watched_at: T1, last_updated_at: T1, movie: darkKnight }];
    expect(readTrakt('watched-movies.json', movies, 'watched-movies', NOW)).toMatchObject({
      ok: true,
      watches: [{ media: darkKnightMedia, watchedAt: T1_MS, isFinished: true }],
    });
    const shows = [
      {
        plays: 2,
        last_watched_at: T1,
        show: breakingBad,
        seasons: [
          {
            number: 1,
            episodes: [
              { number: 1, plays: 1, last_watched_at: '2014-01-01T00:00:00.000Z' },
              { number: 2, plays: 1, last_watched_at: null },
            ],
          },
        ],
      },
    ];
    const result = readTrakt('watched-shows.json', shows, 'watched-shows', NOW);
    expect(result.ok && result.watches).toEqual([
      {
        media: breakingBadMedia,
        episode: { season: 1, number: 1 },
        watchedAt: Date.UTC(2014, 0, 1),
        isFinished: true,
      },
      {
        media: breakingBadMedia,
        episode: { season: 1, number: 2 },
        watchedAt: T1_MS,
        isFinished: true,
      },
    ]);
  });

  it('names the field of a bad value by its position in the list', () => {
    const history = [
      { watched_at: T1, type: 'movie', movie: darkKnight },
      { watched_at: 'not a date', type: 'movie', movie: darkKnight },
    ];
    expect(problemOf(readTrakt('watched-history.json', history, 'history', NOW))).toEqual({
      file: 'watched-history.json',
      where: '[1].watched_at',
      message: 'Must be a date and time like 2024-05-29T12:00:00.000Z.',
    });
    const badYear = [{ watched_at: T1, type: 'movie', movie: { ...darkKnight, year: '2008' } }];
    expect(problemOf(readTrakt('h.json', badYear, 'history', NOW))).toMatchObject({
      where: '[0].movie.year',
      message: 'Must be a number.',
    });
    const badType = [{ listed_at: T1, type: 'person', person: {} }];
    expect(problemOf(readTrakt('w.json', badType, 'watchlist', NOW))).toMatchObject({
      where: '[0].type',
      message: 'Must be one of "movie", "show", "season", "episode".',
    });
    expect(problemOf(readTrakt('w.json', { items: [] }, 'watchlist', NOW))).toMatchObject({
      where: 'file',
      message: 'Must be a list.',
    });
  });

  it('reads 10,000 history plays in one pass', () => {
    const history = Array.from({ length: 10_000 }, (_, index) => ({
      id: index,
      watched_at: T1,
      action: 'watch',
      type: 'episode',
      episode: { ...pilot, number: index },
      show: breakingBad,
    }));
    const result = readTrakt('watched-history-1.json', history, 'history', NOW);
    expect(result.ok && result.watches.length).toBe(10_000);
  });
});

describe('traktKindOf', () => {
  it('knows the lists it reads by name, paginated pages too', () => {
    expect(traktKindOf('watched-history.json')).toBe('history');
    expect(traktKindOf('watched-history-12.json')).toBe('history');
    expect(traktKindOf('watched-playback.json')).toBe('playback');
    expect(traktKindOf('lists-watchlist-2.json')).toBe('watchlist');
    expect(traktKindOf('watchlist.json')).toBe('watchlist');
    expect(traktKindOf('watched-movies.json')).toBe('watched-movies');
    expect(traktKindOf('watched-shows-3.json')).toBe('watched-shows');
  });

  it("marks the export's other files unused (the profile's e-mail among them), others unknown", () => {
    expect(traktKindOf('user-settings.json')).toBe('unused');
    expect(traktKindOf('ratings-movies.json')).toBe('unused');
    expect(traktKindOf('lists-list-123-favs.json')).toBe('unused');
    expect(traktKindOf('history.json')).toBeUndefined();
  });
});

describe('traktKindOfItems', () => {
  it('tells a renamed list by the fields of its first item', () => {
    expect(traktKindOfItems([{ watched_at: T1 }])).toBe('history');
    expect(traktKindOfItems([{ paused_at: T1 }])).toBe('playback');
    expect(traktKindOfItems([{ listed_at: T1 }])).toBe('watchlist');
    expect(traktKindOfItems([{ last_watched_at: T1, movie: {} }])).toBe('watched-movies');
    expect(traktKindOfItems([{ last_watched_at: T1, show: {}, seasons: [] }])).toBe(
      'watched-shows',
    );
    expect(traktKindOfItems([])).toBeUndefined();
    expect(traktKindOfItems({ watched_at: T1 })).toBeUndefined();
  });
});
