import { describe, expect, it } from 'vitest';
import {
  formatPlaybackTime,
  formatSeekValueText,
  getTimeAtRatio,
  toBufferedSegments,
} from './seek-bar';

describe('formatPlaybackTime', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [599, '9:59'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3723, '1:02:03'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatPlaybackTime(seconds)).toBe(text);
  });

  it('adds the hour field to every time of a media an hour or longer', () => {
    expect(formatPlaybackTime(300, 5400)).toBe('0:05:00');
    expect(formatPlaybackTime(300, 3599)).toBe('5:00');
  });

  it('shows unknown or negative times as 0:00', () => {
    for (const seconds of [Number.NaN, Number.POSITIVE_INFINITY, -4]) {
      expect(formatPlaybackTime(seconds)).toBe('0:00');
    }
    expect(formatPlaybackTime(10, Number.POSITIVE_INFINITY)).toBe('0:10');
  });
});

describe('formatSeekValueText', () => {
  it('reads the position and the length', () => {
    expect(formatSeekValueText(65, 2700)).toBe('1:05 of 45:00');
    expect(formatSeekValueText(65, 3700)).toBe('0:01:05 of 1:01:40');
  });
});

describe('getTimeAtRatio', () => {
  it('maps a point of the bar to a time', () => {
    expect(getTimeAtRatio(0.25, 200)).toBe(50);
    expect(getTimeAtRatio(1, 200)).toBe(200);
  });

  it('clamps points outside the bar', () => {
    expect(getTimeAtRatio(-0.5, 200)).toBe(0);
    expect(getTimeAtRatio(1.5, 200)).toBe(200);
    expect(getTimeAtRatio(Number.NaN, 200)).toBe(0);
  });

  it('gives 0 while the length is unknown', () => {
    for (const duration of [0, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(getTimeAtRatio(0.5, duration)).toBe(0);
    }
  });
});

describe('toBufferedSegments', () => {
  it('turns buffered ranges into shares of the bar', () => {
    expect(
      toBufferedSegments(
        [
          [0, 50],
          [100, 150],
        ],
        200,
      ),
    ).toEqual([
      { startPercent: 0, endPercent: 25 },
      { startPercent: 50, endPercent: 75 },
    ]);
  });

  it('clamps ranges to the bar and drops empty ones', () => {
    expect(
      toBufferedSegments(
        [
          [-5, 10],
          [20, 20],
          [150, 400],
        ],
        200,
      ),
    ).toEqual([
      { startPercent: 0, endPercent: 5 },
      { startPercent: 75, endPercent: 100 },
    ]);
  });

  it('draws nothing while the length is unknown', () => {
    expect(toBufferedSegments([[0, 10]], Number.NaN)).toEqual([]);
    expect(toBufferedSegments([[0, 10]], 0)).toEqual([]);
  });
});
