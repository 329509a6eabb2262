import { describe, expect, it } from 'vitest';
import type { CalendarEpisode } from './calendar';
import { listNewEpisodes } from './new-episodes';

const TODAY = '2013-08-14';

function episode(
  seriesId: number,
  seasonNumber: number,
  episodeNumber: number,
  airDate: string,
): CalendarEpisode {
  return {
    seriesId,
    seriesName: `Series ${String(seriesId)}`,
    seasonNumber,
    episodeNumber,
    name: null,
    airDate,
  };
}

describe('listNewEpisodes', () => {
  it('offers per series the earliest unstarted episode of the last 7 days, today included, newest series first', () => {
    const cards = listNewEpisodes(
      [
        episode(1, 5, 9, '2013-08-11'),
        episode(1, 5, 10, '2013-08-14'),
        episode(2, 1, 1, '2013-08-07'),
        episode(2, 1, 2, '2013-08-06'),
        episode(3, 2, 4, '2013-08-15'),
      ],
      TODAY,
      {},
    );
    expect(
      cards.map((card) => [card.episode.seriesId, card.episode.episodeNumber, card.moreCount]),
    ).toEqual([
      [1, 9, 1],
      [2, 1, 0],
    ]);
  });

  it('leaves out episodes the visitor started, and a series whose new episodes were all started', () => {
    const cards = listNewEpisodes(
      [
        episode(1, 5, 9, '2013-08-11'),
        episode(1, 5, 10, '2013-08-13'),
        episode(2, 1, 1, '2013-08-12'),
      ],
      TODAY,
      {
        '1': { type: 'show', episodes: { s5e9: {} } },
        '2': { type: 'show', episodes: { s1e1: {} } },
        '3': { type: 'movie' },
      },
    );
    expect(cards).toEqual([{ episode: episode(1, 5, 10, '2013-08-13'), moreCount: 0 }]);
  });

  it('counts an episode listed twice once', () => {
    const cards = listNewEpisodes(
      [episode(1, 5, 9, '2013-08-11'), episode(1, 5, 9, '2013-08-11')],
      TODAY,
      {},
    );
    expect(cards).toEqual([{ episode: episode(1, 5, 9, '2013-08-11'), moreCount: 0 }]);
  });
});
