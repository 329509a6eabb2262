import { describe, expect, it } from 'vitest';
import { describeContinueWatchingCard } from './continue-watching-card';
import type { WatchedItem } from './history-page';

const base: WatchedItem = {
  id: '603',
  type: 'movie',
  title: 'The Matrix',
  updatedAt: 1,
  episodeKey: null,
  percent: 42.4,
  resumeSeconds: 100,
  isFinished: false,
  wasEverFinished: false,
};

describe('describeContinueWatchingCard', () => {
  it('resumes a movie on its page with play=true and shows its year', () => {
    expect(describeContinueWatchingCard({ ...base, year: 1999 })).toEqual({
      key: 'movie-603',
      title: 'The Matrix',
      href: '/movies/603-the-matrix?play=true',
      detail: '1999',
      percent: 42,
    });
    expect(describeContinueWatchingCard(base)?.detail).toBeNull();
  });

  it("resumes a show on its latest episode's page", () => {
    const show: WatchedItem = { ...base, id: '1396', type: 'show', title: 'Breaking Bad' };
    expect(describeContinueWatchingCard({ ...show, episodeKey: 's2e5', percent: 10 })).toEqual({
      key: 'show-1396',
      title: 'Breaking Bad',
      href: '/series/1396-breaking-bad/2/5?play=true',
      detail: 'S2 E5',
      percent: 10,
    });
  });

  it('leads to the series page when the latest episode is finished or unknown', () => {
    const show: WatchedItem = { ...base, id: '1396', type: 'show', title: 'Breaking Bad' };
    const finished = describeContinueWatchingCard({
      ...show,
      episodeKey: 's1e7',
      isFinished: true,
      percent: 99.6,
    });
    expect(finished).toMatchObject({ href: '/series/1396-breaking-bad', detail: 'S1 E7' });
    expect(finished?.percent).toBe(100);
    expect(describeContinueWatchingCard(show)).toMatchObject({
      href: '/series/1396-breaking-bad',
      detail: null,
    });
    expect(describeContinueWatchingCard({ ...show, episodeKey: 'bad' })?.href).toBe(
      '/series/1396-breaking-bad',
    );
  });

  it('drops an entry whose id is not a TMDB id', () => {
    expect(describeContinueWatchingCard({ ...base, id: 'abc' })).toBeNull();
    expect(describeContinueWatchingCard({ ...base, id: '0' })).toBeNull();
    expect(describeContinueWatchingCard({ ...base, id: '12-x' })).toBeNull();
  });
});
