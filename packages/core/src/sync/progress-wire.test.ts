import { describe, expect, it } from 'vitest';
import type { WatchHistoryItems } from '../watch-history/watch-history-schema';
import { getProgressKey, mergeProgressStates, type ProgressState } from './progress-merge';
import {
  getItemsFromProgressState,
  getProgressChangesFromRequest,
  getProgressStateFromItems,
  mergeWatchHistoryItems,
} from './progress-wire';

const movieItems: WatchHistoryItems = {
  '19': {
    type: 'movie',
    title: 'Metropolis',
    year: 1927,
    updatedAt: 300,
    progress: { watched: 60, duration: 9000 },
  },
};
const episode = (updatedAt: number, watched: number, extra: object = {}) => ({
  id: 'e',
  number: 1,
  title: 'Secrets',
  seasonId: '7001',
  updatedAt,
  progress: { watched, duration: 1000 },
  ...extra,
});
const showItems: WatchHistoryItems = {
  '25': {
    type: 'show',
    title: 'Dark',
    year: 2017,
    updatedAt: 999_999,
    progress: { watched: 1, duration: 1 },
    episodes: { s1e1: episode(100, 990), s1e2: episode(200, 50) },
  },
};

describe('getProgressStateFromItems', () => {
  it('makes one record for a movie and one per episode, each with its own time', () => {
    const state = getProgressStateFromItems({ ...movieItems, ...showItems }, 'phone');
    expect(state.get(getProgressKey('19', 'movie'))).toEqual({
      mediaId: '19',
      episodeKey: 'movie',
      updatedAt: 300,
      watchedSeconds: 60,
      durationSeconds: 9000,
      deviceId: 'phone',
      title: 'Metropolis',
      year: 1927,
      episode: null,
      furthestSeconds: 60,
      completedAt: 0,
      hiddenAt: 0,
    });
    expect(state.get(getProgressKey('25', 's1e1'))).toMatchObject({
      updatedAt: 100,
      completedAt: 100,
      furthestSeconds: 990,
    });
    expect(state.get(getProgressKey('25', 's1e2'))).toMatchObject({
      updatedAt: 200,
      episode: { id: 'e', number: 1, title: 'Secrets', seasonId: '7001' },
    });
    expect(state.size).toBe(3);
  });

  it('never takes the entry’s or the list’s updatedAt for an episode', () => {
    const state = getProgressStateFromItems(showItems, '');
    expect([...state.values()].map((r) => r.updatedAt).sort()).toEqual([100, 200]);
  });

  it('keeps a show without episodes as one "show" record', () => {
    const items: WatchHistoryItems = {
      '7': { type: 'show', title: 'Old', updatedAt: 5, episodes: {} },
    };
    expect(getProgressStateFromItems(items, '').get(getProgressKey('7', 'show'))).toMatchObject({
      updatedAt: 5,
      watchedSeconds: 0,
      durationSeconds: 0,
      year: null,
    });
  });

  it('reads the grow-only fields our client stores', () => {
    const items: WatchHistoryItems = {
      '25': {
        type: 'show',
        title: 'Dark',
        updatedAt: 9,
        episodes: { s1e1: episode(9, 10, { furthestWatched: 980, completedAt: 4 }) },
      },
    };
    expect(getProgressStateFromItems(items, '').get(getProgressKey('25', 's1e1'))).toMatchObject({
      watchedSeconds: 10,
      furthestSeconds: 980,
      completedAt: 4,
    });
  });
});

describe('getItemsFromProgressState', () => {
  it('gives back the items it was made from', () => {
    const items = { ...movieItems, ...showItems };
    const back = getItemsFromProgressState(getProgressStateFromItems(items, 'x'));
    expect(back['19']).toEqual({ ...movieItems['19'], furthestWatched: 60 });
    expect(back['25']).toEqual({
      type: 'show',
      title: 'Dark',
      year: 2017,
      updatedAt: 200,
      progress: { watched: 50, duration: 1000 },
      episodes: {
        s1e1: { ...episode(100, 990), furthestWatched: 990, completedAt: 100 },
        s1e2: { ...episode(200, 50), furthestWatched: 50 },
      },
    });
  });

  it('shows a show without episodes with an empty episode list', () => {
    const items: WatchHistoryItems = {
      '7': {
        type: 'show',
        title: 'Old',
        updatedAt: 5,
        progress: { watched: 3, duration: 30 },
        episodes: {},
      },
    };
    expect(getItemsFromProgressState(getProgressStateFromItems(items, ''))).toEqual({
      '7': {
        type: 'show',
        title: 'Old',
        updatedAt: 5,
        progress: { watched: 3, duration: 30 },
        episodes: {},
      },
    });
  });

  it('shows whichever of a movie and a show sharing an id was saved last, keeping both in the state', () => {
    const asShow: WatchHistoryItems = {
      '5': { type: 'show', title: 'S', updatedAt: 50, episodes: { s1e1: episode(50, 10) } },
    };
    const asMovie: WatchHistoryItems = {
      '5': { type: 'movie', title: 'M', updatedAt: 40, progress: { watched: 1, duration: 10 } },
    };
    const state = mergeProgressStates(
      getProgressStateFromItems(asShow, ''),
      getProgressStateFromItems(asMovie, ''),
    );
    expect(getItemsFromProgressState(state)['5']?.type).toBe('show');
    expect(state.size).toBe(2);
    const later: WatchHistoryItems = {
      '5': { type: 'movie', title: 'M', updatedAt: 90, progress: { watched: 1, duration: 10 } },
    };
    const after = mergeProgressStates(state, getProgressStateFromItems(later, ''));
    expect(getItemsFromProgressState(after)['5']).toMatchObject({ type: 'movie', updatedAt: 90 });
  });

  it('keeps the id __proto__ as an ordinary item', () => {
    const state: ProgressState = getProgressStateFromItems(movieItems, '');
    const moved = new Map(
      [...state.values()].map((r) => [
        getProgressKey('__proto__', 'movie'),
        { ...r, mediaId: '__proto__' },
      ]),
    );
    const items = getItemsFromProgressState(moved);
    expect(Object.keys(items)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(items)).toBe(Object.prototype);
  });
});

describe('mergeWatchHistoryItems', () => {
  it('keeps every episode of both sides and each one’s latest position', () => {
    const phone: WatchHistoryItems = {
      '25': { type: 'show', title: 'Dark', updatedAt: 100, episodes: { s1e1: episode(100, 990) } },
    };
    const laptop: WatchHistoryItems = {
      '25': {
        type: 'show',
        title: 'Dark',
        updatedAt: 300,
        episodes: { s1e1: episode(300, 20), s1e2: episode(250, 400) },
      },
    };
    const merged = mergeWatchHistoryItems(phone, laptop)['25'];
    expect(merged?.type === 'show' && Object.keys(merged.episodes).sort()).toEqual([
      's1e1',
      's1e2',
    ]);
    expect(merged?.type === 'show' && merged.episodes.s1e1).toMatchObject({
      updatedAt: 300,
      progress: { watched: 20, duration: 1000 },
      completedAt: 100,
      furthestWatched: 990,
    });
    expect(mergeWatchHistoryItems(laptop, phone)).toEqual(mergeWatchHistoryItems(phone, laptop));
  });
});

describe('the time a title was taken off Continue Watching', () => {
  const hiddenShow: WatchHistoryItems = { '25': { ...showItems['25']!, hiddenAt: 250 } };

  it('goes on every record of the entry and comes back on the entry', () => {
    const state = getProgressStateFromItems(hiddenShow, '');
    expect([...state.values()].map((record) => record.hiddenAt)).toEqual([250, 250]);
    expect(getItemsFromProgressState(state)['25']?.hiddenAt).toBe(250);
  });

  it('is absent from entries never taken off the row', () => {
    const items = getItemsFromProgressState(getProgressStateFromItems(movieItems, ''));
    expect(items['19']).not.toHaveProperty('hiddenAt');
  });

  it('reaches the other side of a merge when only one side hid the title', () => {
    expect(mergeWatchHistoryItems(showItems, hiddenShow)['25']?.hiddenAt).toBe(250);
    expect(mergeWatchHistoryItems(hiddenShow, showItems)['25']?.hiddenAt).toBe(250);
  });
});

describe('getProgressChangesFromRequest', () => {
  it('caps times at the server’s clock, so a clock running ahead cannot win forever', () => {
    const ahead: WatchHistoryItems = {
      '19': {
        type: 'movie',
        title: 'M',
        updatedAt: 10_000,
        progress: { watched: 9990, duration: 10_000 },
      },
    };
    const record = getProgressChangesFromRequest(ahead, 'tv', 500).get(
      getProgressKey('19', 'movie'),
    );
    expect(record).toMatchObject({ updatedAt: 500, completedAt: 500, deviceId: 'tv' });
    const hidden = { '19': { ...ahead['19']!, hiddenAt: 20_000 } };
    const capped = getProgressChangesFromRequest(hidden, 'tv', 500);
    expect(capped.get(getProgressKey('19', 'movie'))?.hiddenAt).toBe(500);
  });
});
