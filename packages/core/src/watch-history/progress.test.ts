import { describe, expect, it } from 'vitest';
import {
  getProgressPercent,
  getResumeSeconds,
  isProgressFinished,
  MIN_DURATION_SECONDS_TO_SAVE,
  MIN_WATCHED_SECONDS_TO_SAVE,
  PROGRESS_SAVE_INTERVAL_MS,
  RESUME_CUTOFF_PERCENT,
  type SaveCheck,
  shouldSaveProgress,
} from './progress';

describe('constants', () => {
  it('are the spec numbers: every 2 s, after 5 s, duration at least 10 s, cutoffs 93 % and 94 %', () => {
    expect([
      PROGRESS_SAVE_INTERVAL_MS,
      MIN_WATCHED_SECONDS_TO_SAVE,
      MIN_DURATION_SECONDS_TO_SAVE,
    ]).toEqual([2000, 5, 10]);
    expect(RESUME_CUTOFF_PERCENT).toEqual({ episode: 93, movie: 94 });
  });
});

describe('getProgressPercent', () => {
  it.each([
    [30, 120, 25],
    [0, 120, 0],
    [150, 120, 100],
    [-5, 120, 0],
    [10, 0, 0],
    [10, -3, 0],
    [Number.NaN, 100, 0],
    [10, Number.POSITIVE_INFINITY, 0],
  ])('gives %d s of %d s as %d %%', (watched, duration, percent) => {
    expect(getProgressPercent({ watched, duration })).toBe(percent);
  });
});

describe('shouldSaveProgress', () => {
  const due: SaveCheck = {
    isPlaying: true,
    watchedSeconds: 30,
    durationSeconds: 600,
    lastSavedAtMs: 10_000,
    nowMs: 12_000,
  };

  it('saves while playing once 2 s have passed since the last save', () => {
    expect(shouldSaveProgress(due)).toBe(true);
    expect(shouldSaveProgress({ ...due, nowMs: 11_999 })).toBe(false);
  });

  it('saves the first time without waiting', () => {
    expect(shouldSaveProgress({ ...due, lastSavedAtMs: null })).toBe(true);
  });

  it('does not save while paused', () => {
    expect(shouldSaveProgress({ ...due, isPlaying: false })).toBe(false);
  });

  it('waits until 5 s have been watched', () => {
    expect(shouldSaveProgress({ ...due, watchedSeconds: 4.9 })).toBe(false);
    expect(shouldSaveProgress({ ...due, watchedSeconds: 5 })).toBe(true);
  });

  it('never saves media shorter than 10 s, or of unknown length', () => {
    expect(shouldSaveProgress({ ...due, watchedSeconds: 6, durationSeconds: 9.9 })).toBe(false);
    expect(shouldSaveProgress({ ...due, watchedSeconds: 6, durationSeconds: 10 })).toBe(true);
    expect(shouldSaveProgress({ ...due, durationSeconds: Number.NaN })).toBe(false);
  });

  it('counts a clock that went back as due, so saving does not stop', () => {
    expect(shouldSaveProgress({ ...due, nowMs: 5_000 })).toBe(true);
  });
});

describe('resume', () => {
  it.each([
    ['episode', 930, 930],
    ['episode', 931, 0],
    ['movie', 940, 940],
    ['movie', 941, 0],
  ] as const)('an %s saved at %d s of 1000 s resumes at %d s', (kind, watched, expected) => {
    expect(getResumeSeconds({ watched, duration: 1000 }, kind)).toBe(expected);
  });

  it('starts from the beginning when nothing is saved', () => {
    expect(getResumeSeconds(undefined, 'movie')).toBe(0);
    expect(getResumeSeconds({ watched: 0, duration: 100 }, 'movie')).toBe(0);
  });

  it('never resumes past the end of a corrupted record', () => {
    expect(getResumeSeconds({ watched: 50, duration: 0 }, 'movie')).toBe(0);
  });

  it('calls progress finished only above the cutoff of its kind', () => {
    expect(isProgressFinished({ watched: 935, duration: 1000 }, 'episode')).toBe(true);
    expect(isProgressFinished({ watched: 935, duration: 1000 }, 'movie')).toBe(false);
  });
});
