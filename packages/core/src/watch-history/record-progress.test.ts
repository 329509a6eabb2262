import { describe, expect, it } from 'vitest';
import { getSavedProgress, type PlaybackTarget, recordProgress } from './record-progress';
import type { WatchHistoryStore } from './watch-history-schema';

const empty: WatchHistoryStore = { items: {} };
const movie: PlaybackTarget = { type: 'movie', id: '19', title: 'Metropolis', year: 1927 };
const episode = (number: number): PlaybackTarget => ({
  type: 'show',
  id: '25',
  title: 'Dark',
  episode: {
    id: `s1e${number}`,
    seasonId: '7001',
    seasonNumber: 1,
    number,
    title: `Episode ${number}`,
  },
});

describe('recordProgress for a movie', () => {
  it('stores the progress with updatedAt = now', () => {
    expect(recordProgress(empty, movie, { watched: 60, duration: 6000 }, 1_000)).toEqual({
      items: {
        '19': {
          type: 'movie',
          title: 'Metropolis',
          year: 1927,
          updatedAt: 1_000,
          progress: { watched: 60, duration: 6000 },
          furthestWatched: 60,
        },
      },
    });
  });

  it('keeps the furthest point and the completion when a rewatch stops early', () => {
    const finished = recordProgress(empty, movie, { watched: 5800, duration: 6000 }, 1_000);
    const rewatch = recordProgress(finished, movie, { watched: 30, duration: 6000 }, 2_000);
    expect(rewatch.items['19']).toMatchObject({
      progress: { watched: 30, duration: 6000 },
      furthestWatched: 5800,
      completedAt: 1_000,
      updatedAt: 2_000,
    });
  });

  it('cleans impossible numbers: negative, not finite, or past the end', () => {
    const cases = [
      [
        { watched: -4, duration: 100 },
        { watched: 0, duration: 100 },
      ],
      [
        { watched: 140, duration: 100 },
        { watched: 100, duration: 100 },
      ],
      [
        { watched: Number.NaN, duration: Number.POSITIVE_INFINITY },
        { watched: 0, duration: 0 },
      ],
    ] as const;
    for (const [given, stored] of cases) {
      expect(recordProgress(empty, movie, given, 1).items['19']?.progress).toEqual(stored);
    }
  });

  it('leaves out the year when the player does not know it', () => {
    const store = recordProgress(
      empty,
      { type: 'movie', id: '1', title: 'X' },
      { watched: 1, duration: 20 },
      1,
    );
    expect(store.items['1']).not.toHaveProperty('year');
  });
});

describe('recordProgress for an episode', () => {
  it('stores the episode under its s{n}e{m} key and mirrors its progress on the show', () => {
    const store = recordProgress(empty, episode(3), { watched: 100, duration: 3000 }, 5_000);
    expect(store.items['25']).toEqual({
      type: 'show',
      title: 'Dark',
      updatedAt: 5_000,
      progress: { watched: 100, duration: 3000 },
      episodes: {
        s1e3: {
          id: 's1e3',
          number: 3,
          title: 'Episode 3',
          seasonId: '7001',
          updatedAt: 5_000,
          progress: { watched: 100, duration: 3000 },
          furthestWatched: 100,
        },
      },
    });
  });

  it('keeps the other episodes of the show', () => {
    const first = recordProgress(empty, episode(1), { watched: 2900, duration: 3000 }, 1_000);
    const second = recordProgress(first, episode(2), { watched: 10, duration: 3000 }, 2_000);
    const entry = second.items['25'];
    expect(entry?.type === 'show' && Object.keys(entry.episodes)).toEqual(['s1e1', 's1e2']);
    expect(entry?.type === 'show' && entry.episodes.s1e1?.completedAt).toBe(1_000);
  });

  it('replaces a movie stored under the same id, the item being played winning', () => {
    const asMovie = recordProgress(empty, { ...movie, id: '25' }, { watched: 1, duration: 20 }, 1);
    expect(
      recordProgress(asMovie, episode(1), { watched: 1, duration: 20 }, 2).items['25']?.type,
    ).toBe('show');
    const asShow = recordProgress(empty, episode(1), { watched: 1, duration: 20 }, 1);
    const back = recordProgress(asShow, { ...movie, id: '25' }, { watched: 1, duration: 20 }, 2)
      .items['25'];
    expect(back).toMatchObject({ type: 'movie', furthestWatched: 1 });
  });

  it('leaves the store as it was when the episode numbers make no key', () => {
    const bad: PlaybackTarget = {
      type: 'show',
      id: '25',
      title: 'Dark',
      episode: { id: 'x', seasonId: 'y', seasonNumber: 1.5, number: 1, title: '' },
    };
    expect(recordProgress(empty, bad, { watched: 1, duration: 20 }, 1)).toBe(empty);
  });
});

describe('getSavedProgress', () => {
  const store = recordProgress(
    recordProgress(empty, movie, { watched: 60, duration: 600 }, 1),
    episode(2),
    { watched: 7, duration: 70 },
    2,
  );

  it('finds a movie’s and an episode’s progress', () => {
    expect(getSavedProgress(store, '19')).toEqual({ watched: 60, duration: 600 });
    expect(getSavedProgress(store, '25', 's1e2')).toEqual({ watched: 7, duration: 70 });
  });

  it.each([
    ['unknown id', '99', undefined],
    ['movie asked as an episode', '19', 's1e1'],
    ['show asked as a movie', '25', undefined],
    ['episode never watched', '25', 's1e9'],
    ['inherited property name', '25', 'constructor'],
    ['inherited id', 'toString', undefined],
  ])('answers undefined for an %s', (_case, id, key) => {
    expect(getSavedProgress(store, id, key)).toBeUndefined();
  });
});
