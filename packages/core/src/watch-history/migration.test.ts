import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { migrateWatchHistory } from './migration';

const legacyShow = {
  type: 'show',
  title: 'Dark',
  year: 2017,
  poster: '/dark.jpg',
  updatedAt: 2_000,
  progress: { watched: 100, duration: 3000 },
  seasons: { '7001': { id: '7001', number: 1, title: 'Season 1' } },
  episodes: {
    s1e1: {
      id: '1',
      number: 1,
      title: 'Secrets',
      seasonId: '7001',
      updatedAt: 1_000,
      progress: { watched: 2900, duration: 3000 },
    },
    '555': {
      id: 555,
      number: 2,
      title: 'Lies',
      seasonId: 7001,
      updatedAt: 2_000,
      progress: { watched: 100, duration: 3000 },
    },
  },
};

const legacyMovie = {
  type: 'movie',
  title: 'Metropolis',
  year: 1927,
  poster: '/m.jpg',
  updatedAt: 3_000,
  progress: { watched: 60, duration: 9000 },
  episodes: {},
};

describe('migrateWatchHistory', () => {
  it('strips poster and seasons, episodes from movies, and rekeys episodes to s{n}e{m}', () => {
    const result = migrateWatchHistory({ items: { '25': legacyShow, '19': legacyMovie } });
    expect(result).toEqual({
      changed: true,
      droppedCount: 0,
      store: {
        items: {
          '25': {
            type: 'show',
            title: 'Dark',
            year: 2017,
            updatedAt: 2_000,
            progress: { watched: 100, duration: 3000 },
            episodes: {
              s1e1: {
                id: '1',
                number: 1,
                title: 'Secrets',
                seasonId: '7001',
                updatedAt: 1_000,
                progress: { watched: 2900, duration: 3000 },
              },
              s1e2: {
                id: '555',
                number: 2,
                title: 'Lies',
                seasonId: '7001',
                updatedAt: 2_000,
                progress: { watched: 100, duration: 3000 },
              },
            },
          },
          '19': {
            type: 'movie',
            title: 'Metropolis',
            year: 1927,
            updatedAt: 3_000,
            progress: { watched: 60, duration: 9000 },
          },
        },
      },
    });
  });

  it('reports no change for a store already in the new shape', () => {
    const first = migrateWatchHistory({ items: { '25': legacyShow, '19': legacyMovie } });
    expect(migrateWatchHistory(first?.store)).toEqual({ ...first, changed: false });
  });

  it('treats nothing stored as an empty history with nothing to rewrite', () => {
    expect(migrateWatchHistory(null)).toEqual({
      store: { items: {} },
      changed: false,
      droppedCount: 0,
    });
    expect(migrateWatchHistory(undefined)?.changed).toBe(false);
  });

  it.each([[42], [[]], [{ items: [] }], [{ other: {} }]])(
    'refuses %j, which is not a history',
    (raw) => {
      expect(migrateWatchHistory(raw)).toBeNull();
    },
  );

  it('drops unreadable entries and bad ids (such as __proto__ from JSON), and says the store changed', () => {
    const raw: unknown = JSON.parse(
      JSON.stringify({ items: { '1': 'junk', '2': { type: 'movie' }, '3': legacyMovie } }).replace(
        '"1":',
        '"__proto__":{},"1":',
      ),
    );
    const result = migrateWatchHistory(raw);
    expect(Object.keys(result?.store.items ?? {})).toEqual(['3']);
    expect(result?.droppedCount).toBe(3);
    expect(result?.changed).toBe(true);
  });

  it('canonicalises loosely written keys and drops episodes that cannot be keyed', () => {
    const show = {
      type: 'show',
      title: 'Dark',
      updatedAt: 1,
      episodes: {
        S01E03: {
          id: 'a',
          number: 3,
          title: '',
          seasonId: 'x',
          updatedAt: 1,
          progress: { watched: 1, duration: 2 },
        },
        '999': {
          id: 'b',
          number: 4,
          title: '',
          seasonId: 'unknown',
          updatedAt: 1,
          progress: { watched: 1, duration: 2 },
        },
        '998': {
          id: 'c',
          number: 'four',
          title: '',
          seasonId: 'x',
          updatedAt: 1,
          progress: { watched: 1, duration: 2 },
        },
        '997': 'junk',
      },
      seasons: { x: { number: 1 } },
    };
    const result = migrateWatchHistory({ items: { '7': show } });
    const entry = result?.store.items['7'];
    expect(entry?.type === 'show' && Object.keys(entry.episodes)).toEqual(['s1e3']);
    expect(result?.droppedCount).toBe(3);
  });

  it('keeps the more recently updated of two episodes that land on one key', () => {
    const episode = (updatedAt: number) => ({
      id: String(updatedAt),
      number: 1,
      title: '',
      seasonId: 'x',
      updatedAt,
      progress: { watched: 1, duration: 2 },
    });
    const show = {
      type: 'show',
      title: 'Dark',
      updatedAt: 1,
      episodes: { S1E1: episode(5), s1e1: episode(9), '01': episode(7) },
      seasons: { x: { number: 1 } },
    };
    const entry = migrateWatchHistory({ items: { '7': show } })?.store.items['7'];
    expect(entry?.type === 'show' && entry.episodes.s1e1?.updatedAt).toBe(9);
  });

  it('gives a show without episodes an empty episode list', () => {
    const show = { type: 'show', title: 'Dark', updatedAt: 1 };
    const result = migrateWatchHistory({ items: { '7': show } });
    expect(result?.store.items['7']).toEqual({ ...show, episodes: {} });
    expect(result?.changed).toBe(false);
  });

  it('is idempotent over random legacy stores', () => {
    const progress = fc.record(
      { watched: fc.nat(5000), duration: fc.nat(5000) },
      { noNullPrototype: true },
    );
    const episode = fc.record(
      {
        id: fc.nat(99),
        number: fc.nat(9),
        title: fc.string(),
        seasonId: fc.constantFrom('x', 'y'),
        updatedAt: fc.nat(100),
        progress,
      },
      { noNullPrototype: true },
    );
    const entry = fc.record(
      {
        type: fc.constantFrom('movie', 'show'),
        title: fc.string(),
        updatedAt: fc.nat(100),
        progress,
        poster: fc.option(fc.string(), { nil: undefined }),
        episodes: fc.dictionary(fc.constantFrom('s1e1', 'S1E2', '17', 'x'), episode, {
          noNullPrototype: true,
        }),
        seasons: fc.constant({ x: { number: 2 } }),
      },
      { noNullPrototype: true, requiredKeys: ['type', 'title', 'updatedAt'] },
    );
    const store = fc.record(
      {
        items: fc.dictionary(fc.constantFrom('1', '2', '3', 'bad_id'), entry, {
          noNullPrototype: true,
        }),
      },
      { noNullPrototype: true },
    );
    fc.assert(
      fc.property(store, (raw) => {
        const once = migrateWatchHistory(raw);
        const twice = migrateWatchHistory(once?.store);
        expect(twice).toEqual({ store: once?.store, changed: false, droppedCount: 0 });
      }),
      { numRuns: 500 },
    );
  });
});
