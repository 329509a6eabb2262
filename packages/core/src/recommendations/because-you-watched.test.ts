import { describe, expect, it } from 'vitest';
import type { Availability } from '../media/availability';
import {
  buildBecauseRows,
  listKnownTitles,
  MAX_BECAUSE_ITEMS,
  pickSeeds,
  type RecommendationSeed,
} from './because-you-watched';

const BREAKING_BAD: RecommendationSeed = { mediaType: 'tv', id: 1396, reason: 'watched' };
const HEAT: RecommendationSeed = { mediaType: 'movie', id: 949, reason: 'bookmarked' };

const item = (id: number, availability?: Availability) => ({
  id,
  ...(availability ? { availability } : {}),
});

describe('pickSeeds', () => {
  it('takes the three most recent watched or bookmarked titles, a title once, watched over bookmarked', () => {
    expect(
      pickSeeds({
        watched: [
          { mediaType: 'tv', id: 1396, at: 50 },
          { mediaType: 'movie', id: 603, at: 10 },
        ],
        bookmarked: [
          { mediaType: 'tv', id: 1396, at: 60 },
          { mediaType: 'movie', id: 949, at: 40 },
          { mediaType: 'movie', id: 550, at: 30 },
          { id: 77, at: 100 },
        ],
      }),
    ).toEqual([
      { mediaType: 'tv', id: 1396, reason: 'watched' },
      { mediaType: 'movie', id: 949, reason: 'bookmarked' },
      { mediaType: 'movie', id: 550, reason: 'bookmarked' },
    ]);
  });

  it('has no seeds for a visitor with no history and no bookmarks', () => {
    expect(pickSeeds({ watched: [], bookmarked: [] })).toEqual([]);
  });
});

describe('listKnownTitles', () => {
  it('knows every watched and bookmarked title, an untyped bookmark as both types', () => {
    expect(
      listKnownTitles({
        watched: [{ mediaType: 'tv', id: 1, at: 0 }],
        bookmarked: [
          { mediaType: 'movie', id: 2, at: 0 },
          { id: 3, at: 0 },
        ],
      }),
    ).toEqual(new Set(['tv:1', 'movie:2', 'movie:3', 'tv:3']));
  });
});

describe('buildBecauseRows', () => {
  it('says why in each title and leaves out what the visitor knows, the seed and earlier rows', () => {
    const rows = buildBecauseRows(
      [
        {
          seed: BREAKING_BAD,
          title: 'Breaking Bad',
          similar: [item(1396), item(60059), item(1399)],
        },
        { seed: HEAT, title: 'Heat', similar: [item(949), item(111), item(111)] },
        {
          seed: { mediaType: 'tv', id: 5, reason: 'watched' },
          title: 'Five',
          similar: [item(60059)],
        },
      ],
      new Set(['tv:1399']),
    );
    expect(rows.map((row) => [row.title, row.items.map((each) => each.id)])).toEqual([
      ['Because you watched Breaking Bad', [60059]],
      ['Because you bookmarked Heat', [111]],
    ]);
  });

  it('keeps a movie and a series with the same id apart', () => {
    const rows = buildBecauseRows(
      [{ seed: HEAT, title: 'Heat', similar: [item(1399)] }],
      new Set(['tv:1399']),
    );
    expect(rows[0]?.items.map((each) => each.id)).toEqual([1399]);
  });

  it('puts titles that play here first and keeps at most twenty', () => {
    const similar = [
      ...Array.from({ length: 25 }, (_, index) => item(100 + index)),
      item(7, 'free'),
      item(8, 'library'),
    ];
    const [row] = buildBecauseRows([{ seed: HEAT, title: 'Heat', similar }], new Set());
    expect(row?.items).toHaveLength(MAX_BECAUSE_ITEMS);
    expect(row?.items.slice(0, 3).map((each) => each.id)).toEqual([7, 8, 100]);
  });
});
