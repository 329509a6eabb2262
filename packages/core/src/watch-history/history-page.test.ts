import { describe, expect, it } from 'vitest';
import { listWatchHistory } from './history-page';
import { ep, historyFixture as store } from './history-fixture.test-support';
import type { WatchHistoryStore } from './watch-history-schema';

describe('listWatchHistory', () => {
  it('lists everything, most recent first, ties by id', () => {
    const tied: WatchHistoryStore = {
      items: {
        b: { type: 'movie', title: 'B', updatedAt: 5 },
        a: { type: 'movie', title: 'A', updatedAt: 5 },
        c: { type: 'movie', title: 'C', updatedAt: 5 },
      },
    };
    expect(listWatchHistory(tied).map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(listWatchHistory(store).map((item) => item.id)).toEqual([
      'emptyshow',
      'noprogress',
      'untouched',
      'finished',
      'midshow',
      'started',
      'doneshow',
    ]);
  });

  it('filters by type', () => {
    expect(listWatchHistory(store, 'show').map((item) => item.id)).toEqual([
      'emptyshow',
      'midshow',
      'doneshow',
    ]);
    expect(listWatchHistory(store, 'movie')).toHaveLength(4);
  });

  it('carries the year only when known', () => {
    const items = listWatchHistory(store, 'movie');
    expect(items.find((item) => item.id === 'started')?.year).toBe(2001);
    expect(items.find((item) => item.id === 'finished')).not.toHaveProperty('year');
  });

  it('remembers an episode finished before, even when a rewatch stopped early', () => {
    const rewatched: WatchHistoryStore = {
      items: { x: { type: 'show', title: 'X', updatedAt: 1, episodes: { s1e1: ep(9, 20, 5) } } },
    };
    expect(listWatchHistory(rewatched)[0]).toMatchObject({
      isFinished: false,
      wasEverFinished: true,
      resumeSeconds: 20,
    });
  });

  it('picks the later key when two episodes were updated at the same moment', () => {
    const tie: WatchHistoryStore = {
      items: {
        x: {
          type: 'show',
          title: 'X',
          updatedAt: 1,
          episodes: { s1e2: ep(9, 20), s1e10: ep(9, 20), s1e1: ep(9, 20) },
        },
      },
    };
    expect(listWatchHistory(tie)[0]?.episodeKey).toBe('s1e2');
  });
});
