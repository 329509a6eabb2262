import { describe, expect, it } from 'vitest';
import { listFollowedSeries } from './followed-series';

describe('listFollowedSeries', () => {
  it('follows bookmarked series and watched shows, most recently watched first', () => {
    expect(
      listFollowedSeries({
        bookmarks: [
          { mediaId: 30, mediaType: 'tv' },
          { mediaId: 40, mediaType: 'movie' },
          { mediaId: 50 },
        ],
        historyItems: {
          '10': { type: 'show', updatedAt: 100 },
          '20': { type: 'show', updatedAt: 300 },
          '60': { type: 'movie', updatedAt: 500 },
        },
        choices: {},
      }),
    ).toEqual([20, 10, 30]);
  });

  it('lets an explicit choice override bookmarks and history', () => {
    expect(
      listFollowedSeries({
        bookmarks: [{ mediaId: 30, mediaType: 'tv' }],
        historyItems: { '10': { type: 'show', updatedAt: 100 } },
        choices: { '10': 'unfollow', '30': 'unfollow', '77': 'follow' },
      }),
    ).toEqual([77]);
  });

  it('ignores ids that are not TMDB ids', () => {
    expect(
      listFollowedSeries({
        bookmarks: [],
        historyItems: { abc: { type: 'show', updatedAt: 1 }, '-3': { type: 'show', updatedAt: 1 } },
        choices: { '0': 'follow', x: 'follow' },
      }),
    ).toEqual([]);
  });
});
