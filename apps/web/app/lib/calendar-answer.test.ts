import { describe, expect, it } from 'vitest';
import { readCalendarAnswer } from './calendar-answer';

const SERIES = {
  id: 1396,
  name: 'Breaking Bad',
  posterPath: '/poster.jpg',
  status: 'Ended',
  hasDates: true,
};
const EPISODE = {
  seriesId: 1396,
  seriesName: 'Breaking Bad',
  seasonNumber: 5,
  episodeNumber: 9,
  name: 'Blood Money',
  airDate: '2013-08-11',
};

describe('readCalendarAnswer', () => {
  it('reads a whole answer, with the series that could not be read', () => {
    expect(
      readCalendarAnswer({ series: [SERIES], episodes: [EPISODE], unavailable: [52] }),
    ).toEqual({ series: [SERIES], episodes: [EPISODE], unavailable: [52] });
  });

  it('reads an answer without the list (every series was read) as an empty list', () => {
    expect(readCalendarAnswer({ series: [SERIES], episodes: [] })).toEqual({
      series: [SERIES],
      episodes: [],
      unavailable: [],
    });
    expect(
      readCalendarAnswer({
        series: [{ ...SERIES, posterPath: null, status: null }],
        episodes: [{ ...EPISODE, name: null }],
        unavailable: [],
      }).unavailable,
    ).toEqual([]);
  });

  it('reads an absent optional text (an episode name, a poster, a status) as null', () => {
    const { name: _name, ...unnamed } = EPISODE;
    const { posterPath: _poster, status: _status, ...bare } = SERIES;
    expect(readCalendarAnswer({ series: [bare], episodes: [unnamed] })).toEqual({
      series: [{ ...SERIES, posterPath: null, status: null }],
      episodes: [{ ...EPISODE, name: null }],
      unavailable: [],
    });
  });

  it.each([
    ['nothing', null],
    ['a list', []],
    ['an error body', { error: 'Error: Bad Gateway' }],
    ['no episode list', { series: [SERIES] }],
    ['a series without a name', { series: [{ ...SERIES, name: undefined }], episodes: [] }],
    ['an episode without a date', { series: [], episodes: [{ ...EPISODE, airDate: 'soon' }] }],
    [
      'an episode with a text number',
      { series: [], episodes: [{ ...EPISODE, seasonNumber: '5' }] },
    ],
    ['a list of unavailable series that is not one', { series: [], episodes: [], unavailable: 52 }],
    ['an unavailable id that is not an id', { series: [], episodes: [], unavailable: ['52'] }],
    ['an unavailable id of 0', { series: [], episodes: [], unavailable: [0] }],
  ])('refuses %s', (_case, payload) => {
    expect(() => readCalendarAnswer(payload)).toThrow(/calendar answer/);
  });
});
