import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import type { WatchHistoryStore } from '@reelhouse/core/watch-history/watch-history-schema';
import { describe, expect, it, vi } from 'vitest';
import {
  createProgressSaver,
  getPlaybackKind,
  getStartSeconds,
  toPlaybackTarget,
} from './progress-saver';

function id(value: number): TmdbId {
  const branded = toTmdbId(value);
  if (branded === null) throw new Error('bad id');
  return branded;
}

const MOVIE: PlayerMediaInfo = {
  id: id(45745),
  type: 'movie',
  title: 'Sintel',
  year: 2010,
  poster: null,
};

const EPISODE: PlayerMediaInfo = {
  id: id(1396),
  type: 'show',
  title: 'Breaking Bad',
  year: 2008,
  poster: null,
  seasonId: id(3572),
  seasonNumber: 1,
  seasonTitle: 'Season 1',
  episodeId: 's1e3',
  episodeNumber: 3,
  episodeTitle: '...And the Bag’s in the River',
};

const HISTORY: WatchHistoryStore = {
  items: {
    '45745': {
      type: 'movie',
      title: 'Sintel',
      updatedAt: 1,
      progress: { watched: 300, duration: 888 },
    },
    '1396': {
      type: 'show',
      title: 'Breaking Bad',
      updatedAt: 1,
      progress: { watched: 40, duration: 100 },
      episodes: {
        s1e3: {
          id: 's1e3',
          number: 3,
          title: 'x',
          seasonId: '3572',
          updatedAt: 1,
          progress: { watched: 40, duration: 100 },
        },
        s1e4: {
          id: 's1e4',
          number: 4,
          title: 'y',
          seasonId: '3572',
          updatedAt: 1,
          progress: { watched: 94, duration: 100 },
        },
      },
    },
  },
};

describe('toPlaybackTarget', () => {
  it('records a movie under its id, and an episode under its show with its s1e3 key', () => {
    expect(toPlaybackTarget(MOVIE)).toEqual({
      type: 'movie',
      id: '45745',
      title: 'Sintel',
      year: 2010,
    });
    expect(toPlaybackTarget(EPISODE)).toEqual({
      type: 'show',
      id: '1396',
      title: 'Breaking Bad',
      year: 2008,
      episode: {
        id: 's1e3',
        seasonId: '3572',
        seasonNumber: 1,
        number: 3,
        title: '...And the Bag’s in the River',
      },
    });
    expect(toPlaybackTarget({ ...MOVIE, year: null })).not.toHaveProperty('year');
    expect(getPlaybackKind(MOVIE)).toBe('movie');
    expect(getPlaybackKind(EPISODE)).toBe('episode');
  });
});

describe('getStartSeconds', () => {
  it('resumes from the saved position of the movie or of this very episode', () => {
    expect(getStartSeconds(HISTORY, MOVIE)).toBe(300);
    expect(getStartSeconds(HISTORY, EPISODE)).toBe(40);
  });

  it('starts over past 93 % of an episode, and when nothing is saved', () => {
    expect(getStartSeconds(HISTORY, { ...EPISODE, episodeId: 's1e4', episodeNumber: 4 })).toBe(0);
    expect(
      getStartSeconds(HISTORY, {
        ...EPISODE,
        episodeId: 's2e1',
        seasonNumber: 2,
        episodeNumber: 1,
      }),
    ).toBe(0);
    expect(getStartSeconds({ items: {} }, MOVIE)).toBe(0);
  });
});

describe('createProgressSaver', () => {
  function setup() {
    let nowMs = 1_000_000;
    const save = vi.fn();
    const report = createProgressSaver({ save, now: () => nowMs });
    const at = (ms: number, watchedSeconds: number, isPlaying = true, durationSeconds = 600) => {
      nowMs = ms;
      report({ watchedSeconds, durationSeconds, isPlaying });
    };
    return { save, at };
  }

  it('saves while playing, at most every 2 s', () => {
    const { save, at } = setup();
    at(1_000_000, 6);
    at(1_000_250, 6.25);
    at(1_001_999, 7.9);
    at(1_002_000, 8);
    at(1_003_000, 9);
    at(1_004_100, 10.1);
    expect(save.mock.calls).toEqual([
      [{ watched: 6, duration: 600 }, 1_000_000],
      [{ watched: 8, duration: 600 }, 1_002_000],
      [{ watched: 10.1, duration: 600 }, 1_004_100],
    ]);
  });

  it('saves nothing while paused, before 5 s watched, or for media under 10 s', () => {
    const { save, at } = setup();
    at(1_000_000, 30, false);
    at(1_010_000, 4.9);
    at(1_020_000, 6, true, 9.9);
    at(1_030_000, 6, true, Number.NaN);
    expect(save).not.toHaveBeenCalled();
    at(1_040_000, 6, true, 10);
    expect(save).toHaveBeenCalledTimes(1);
  });
});
