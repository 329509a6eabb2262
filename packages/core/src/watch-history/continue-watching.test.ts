import { describe, expect, it } from 'vitest';
import { hideFromContinueWatching, listContinueWatching } from './continue-watching';
import { listWatchHistory } from './history-page';
import { recordProgress } from './record-progress';
import { historyFixture as store } from './history-fixture.test-support';

describe('listContinueWatching', () => {
  it('keeps started, unfinished movies and started shows, most recent first', () => {
    expect(listContinueWatching(store).map((item) => item.id)).toEqual([
      'midshow',
      'started',
      'doneshow',
    ]);
  });

  it('points a show at its most recently watched episode and where to resume it', () => {
    const [mid] = listContinueWatching(store);
    expect(mid).toMatchObject({
      episodeKey: 's1e2',
      percent: 20,
      resumeSeconds: 200,
      isFinished: false,
      updatedAt: 400,
    });
  });

  it('marks a show whose latest episode is finished, so the card offers the next episode', () => {
    const done = listContinueWatching(store).find((item) => item.id === 'doneshow');
    expect(done).toMatchObject({ episodeKey: 's2e5', isFinished: true, resumeSeconds: 0 });
  });

  it('shows at most the limit, and nothing for a limit of 0 or less', () => {
    expect(listContinueWatching(store, 2)).toHaveLength(2);
    expect(listContinueWatching(store, -1)).toEqual([]);
  });
});

describe('hideFromContinueWatching', () => {
  const ids = (s: typeof store) => listContinueWatching(s).map((item) => item.id);

  it('takes the title off the row and keeps its history and resume point', () => {
    const hidden = hideFromContinueWatching(store, 'started', 1_000);
    expect(ids(hidden)).toEqual(['midshow', 'doneshow']);
    expect(listWatchHistory(hidden)).toEqual(listWatchHistory(store));
    expect(hidden.items.started?.progress).toEqual(store.items.started?.progress);
  });

  it('brings the title back once it is played again', () => {
    const hidden = hideFromContinueWatching(store, 'started', 1_000);
    const played = recordProgress(
      hidden,
      { type: 'movie', id: 'started', title: 'Started' },
      { watched: 50, duration: 1000 },
      2_000,
    );
    expect(ids(played)).toContain('started');
    expect(played.items.started?.hiddenAt).toBe(1_000);
  });

  it('hides a title whose last save is later than the clock (synced from a device ahead)', () => {
    const hidden = hideFromContinueWatching(store, 'midshow', 1);
    expect(ids(hidden)).not.toContain('midshow');
    expect(hidden.items.midshow?.hiddenAt).toBe(400);
  });

  it('changes nothing for an id that is not in the history', () => {
    expect(hideFromContinueWatching(store, 'nothing', 1_000)).toBe(store);
  });
});
