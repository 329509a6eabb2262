import { describe, expect, it } from 'vitest';
import {
  clampVolume,
  getSkipTarget,
  isPlaybackSpeed,
  normalisePlaybackSpeed,
  PLAYBACK_SPEEDS,
  shouldHideControls,
  shouldShowStillLoading,
  STILL_LOADING_TEXT,
} from './playback';

describe('playback speeds', () => {
  it('offers exactly 0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75 and 2', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
  });

  it('recognises only the offered speeds', () => {
    expect(isPlaybackSpeed(1.25)).toBe(true);
    expect(isPlaybackSpeed(3)).toBe(false);
    expect(isPlaybackSpeed(0.3)).toBe(false);
  });

  it.each([
    [1.5, 1.5],
    [0.3, 0.25],
    [0.375, 0.25],
    [1.1, 1],
    [16, 2],
    [-1, 0.25],
    [Number.NaN, 1],
  ])('turns the requested speed %d into the offered speed %d', (requested, offered) => {
    expect(normalisePlaybackSpeed(requested)).toBe(offered);
  });
});

describe('clampVolume', () => {
  it.each([
    [0.4, 0.4],
    [-0.1, 0],
    [1.7, 1],
    [0, 0],
    [1, 1],
    [Number.NaN, 1],
  ])('clamps %d to %d', (volume, clamped) => {
    expect(clampVolume(volume)).toBe(clamped);
  });
});

describe('getSkipTarget', () => {
  it.each([
    [50, 100, 1, 60],
    [50, 100, -1, 40],
    [95, 100, 1, 100],
    [4, 100, -1, 0],
    [50, Number.NaN, 1, 60],
    [50, Number.POSITIVE_INFINITY, 1, 60],
    [5, 3, 1, 3],
  ] as const)(
    'skips from %d s in a %d s video (direction %d) to %d s',
    (time, duration, dir, to) => {
      expect(getSkipTarget(time, duration, dir)).toBe(to);
    },
  );
});

describe('timings', () => {
  it("shows 'Still loading....' from 6 s after loading began", () => {
    expect(STILL_LOADING_TEXT).toBe('Still loading....');
    expect(shouldShowStillLoading(1_000_000, 1_005_999)).toBe(false);
    expect(shouldShowStillLoading(1_000_000, 1_006_000)).toBe(true);
  });

  it('hides the controls 3 s after play starts, but never while paused', () => {
    expect(shouldHideControls(1_000_000, 1_002_999, true)).toBe(false);
    expect(shouldHideControls(1_000_000, 1_003_000, true)).toBe(true);
    expect(shouldHideControls(1_000_000, 1_060_000, false)).toBe(false);
  });
});
