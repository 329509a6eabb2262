import { describe, expect, it } from 'vitest';
import {
  getProgressPercent,
  getSkipIntroTarget,
  isNextEpisodeButtonVisible,
  isSkipIntroVisible,
  shouldAutoAdvance,
} from './progress-cues';

const at = (currentTimeSeconds: number, durationSeconds: number) => ({
  currentTimeSeconds,
  durationSeconds,
});

describe('getProgressPercent', () => {
  it('gives the played share in percent, clamped to 0..100', () => {
    expect(getProgressPercent(at(30, 120))).toBe(25);
    expect(getProgressPercent(at(130, 120))).toBe(100);
    expect(getProgressPercent(at(-5, 120))).toBe(0);
  });

  it('is unknown while the duration is not known', () => {
    for (const duration of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(getProgressPercent(at(10, duration))).toBeNull();
    }
    expect(getProgressPercent(at(Number.NaN, 100))).toBeNull();
  });
});

describe('shouldAutoAdvance', () => {
  it('moves on only over 99.5 % and only while playing', () => {
    expect(shouldAutoAdvance(at(995, 1000), true)).toBe(false);
    expect(shouldAutoAdvance(at(995.1, 1000), true)).toBe(true);
    expect(shouldAutoAdvance(at(1000, 1000), false)).toBe(false);
    expect(shouldAutoAdvance(at(1000, 0), true)).toBe(false);
  });
});

describe('Skip Intro', () => {
  it.each([
    [0, 3000, true],
    [29.9, 3000, true],
    [30, 3000, false],
    [2.9, 100, true],
    [3, 100, false],
    [10, 0, false],
  ])('at %d s of %d s is visible: %s', (time, duration, visible) => {
    expect(isSkipIntroVisible(at(time, duration))).toBe(visible);
  });

  it('jumps to 3 % of the duration', () => {
    expect(getSkipIntroTarget(3000)).toBe(90);
    expect(getSkipIntroTarget(0)).toBe(0);
    expect(getSkipIntroTarget(Number.NaN)).toBe(0);
  });
});

describe('Next Episode button', () => {
  it('shows only above 93 %', () => {
    expect(isNextEpisodeButtonVisible(at(930, 1000))).toBe(false);
    expect(isNextEpisodeButtonVisible(at(931, 1000))).toBe(true);
    expect(isNextEpisodeButtonVisible(at(931, Number.NaN))).toBe(false);
  });
});
