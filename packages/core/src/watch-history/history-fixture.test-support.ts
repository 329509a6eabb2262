/** Test data shared by the Continue Watching and History page tests. */
import type { WatchHistoryStore } from './watch-history-schema';

/** An episode entry: 1000 s long, watched `watched` seconds. */
export const ep = (updatedAt: number, watched: number, completedAt?: number) => ({
  id: 'e',
  number: 1,
  title: '',
  seasonId: 's',
  updatedAt,
  progress: { watched, duration: 1000 },
  ...(completedAt === undefined ? {} : { completedAt }),
});

/** A store with one item of every kind the history lists must handle. */
export const historyFixture: WatchHistoryStore = {
  items: {
    started: {
      type: 'movie',
      title: 'Started',
      year: 2001,
      updatedAt: 300,
      progress: { watched: 100, duration: 1000 },
    },
    finished: {
      type: 'movie',
      title: 'Finished',
      updatedAt: 500,
      progress: { watched: 990, duration: 1000 },
    },
    untouched: {
      type: 'movie',
      title: 'Untouched',
      updatedAt: 600,
      progress: { watched: 0, duration: 1000 },
    },
    noprogress: { type: 'movie', title: 'No progress', updatedAt: 650 },
    midshow: {
      type: 'show',
      title: 'Mid',
      updatedAt: 100,
      episodes: { s1e1: ep(150, 990), s1e2: ep(400, 200) },
    },
    doneshow: { type: 'show', title: 'Done', updatedAt: 200, episodes: { s2e5: ep(200, 950) } },
    emptyshow: { type: 'show', title: 'Empty', updatedAt: 700, episodes: {} },
  },
};
