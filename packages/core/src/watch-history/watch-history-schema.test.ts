import { describe, expect, it } from 'vitest';
import { watchHistoryEntrySchema, watchHistoryStoreSchema } from './watch-history-schema';

describe('watchHistoryStoreSchema', () => {
  it('reads a store with a movie and a show, writing numeric ids as text', () => {
    const parsed = watchHistoryStoreSchema.parse({
      items: {
        '1': {
          type: 'movie',
          title: 'M',
          year: 2000,
          updatedAt: 1,
          progress: { watched: 1, duration: 2 },
        },
        '2': {
          type: 'show',
          title: 'S',
          updatedAt: 1,
          episodes: {
            s1e1: {
              id: 9,
              number: 1,
              title: 'E',
              seasonId: 8,
              updatedAt: 1,
              progress: { watched: 1, duration: 2 },
            },
          },
        },
      },
    });
    const show = parsed.items['2'];
    expect(show?.type === 'show' && show.episodes.s1e1?.id).toBe('9');
    expect(show?.type === 'show' && show.episodes.s1e1?.seasonId).toBe('8');
  });

  it.each([
    [{ items: { __proto__x: { type: 'movie', title: 'M', updatedAt: 1 } } }],
    [{ items: { '1': { type: 'film', title: 'M', updatedAt: 1 } } }],
    [{ items: { '1': { type: 'movie', title: 'M', updatedAt: -1 } } }],
    [
      {
        items: {
          '1': { type: 'movie', title: 'M', updatedAt: 1, progress: { watched: -1, duration: 2 } },
        },
      },
    ],
    [{ items: { '1': { type: 'show', title: 'S', updatedAt: 1, episodes: { S1E1: {} } } } }],
  ])('refuses %j', (value) => {
    expect(watchHistoryStoreSchema.safeParse(value).success).toBe(false);
  });

  it('gives a show without episodes an empty episode list', () => {
    expect(watchHistoryEntrySchema.parse({ type: 'show', title: 'S', updatedAt: 1 })).toEqual({
      type: 'show',
      title: 'S',
      updatedAt: 1,
      episodes: {},
    });
  });
});
