import type { WatchHistoryStore } from '@reelhouse/core/watch-history/watch-history-schema';
import { describe, expect, it } from 'vitest';
import { listHistoryRows } from './history-view';

const episode = (updatedAt: number, watched: number, title = '') => ({
  id: 'e',
  number: 1,
  title,
  seasonId: 's',
  updatedAt,
  progress: { watched, duration: 1000 },
});

const store: WatchHistoryStore = {
  items: {
    '603': {
      type: 'movie',
      title: 'The Matrix',
      year: 1999,
      updatedAt: 300,
      progress: { watched: 250, duration: 1000 },
    },
    '550': {
      type: 'movie',
      title: 'Fight Club',
      updatedAt: 500,
      progress: { watched: 990, duration: 1000 },
    },
    '1399': {
      type: 'show',
      title: 'Game of Thrones',
      updatedAt: 100,
      episodes: { s1e1: episode(150, 990), s1e3: episode(400, 125, 'Lord Snow') },
    },
    '77': { type: 'show', title: 'Nothing yet', updatedAt: 50, episodes: {} },
    local: { type: 'movie', title: 'Home video', updatedAt: 20 },
  },
};

describe('listHistoryRows', () => {
  const rows = listHistoryRows(store);
  const row = (title: string) => rows.find((r) => r.title === title);

  it('lists every watched title once, most recently watched first (a show by its latest episode)', () => {
    expect(rows.map((r) => r.title)).toEqual([
      'Fight Club',
      'Game of Thrones',
      'The Matrix',
      'Nothing yet',
      'Home video',
    ]);
    expect(row('Game of Thrones')?.watchedAt).toBe(400);
  });

  it('resumes a movie on its page with play=true', () => {
    expect(row('The Matrix')).toMatchObject({
      titleHref: '/movies/603-the-matrix',
      playHref: '/movies/603-the-matrix?play=true',
      playLabel: 'Resume',
      percent: 25,
      year: 1999,
      episodeLabel: null,
    });
  });

  it("resumes a show on its latest episode's page, labelled S1 E3 with the episode's title", () => {
    expect(row('Game of Thrones')).toMatchObject({
      titleHref: '/series/1399-game-of-thrones',
      playHref: '/series/1399-game-of-thrones/1/3?play=true',
      episodeLabel: 'S1 E3',
      episodeTitle: 'Lord Snow',
      percent: 13,
    });
  });

  it('offers to watch a finished title again rather than to resume it', () => {
    expect(row('Fight Club')).toMatchObject({ playLabel: 'Watch again', percent: 99 });
  });

  it('links a show without episodes to its page only, and a non-catalogue id to nothing', () => {
    expect(row('Nothing yet')).toMatchObject({
      titleHref: '/series/77-nothing-yet',
      playHref: null,
      playLabel: 'Play',
      episodeLabel: null,
    });
    expect(row('Home video')).toMatchObject({ titleHref: null, playHref: null });
  });

  it('is empty for an empty history', () => {
    expect(listHistoryRows({ items: {} })).toEqual([]);
  });
});
