import { describe, expect, it } from 'vitest';
import { listContinueWatching } from './continue-watching';
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
