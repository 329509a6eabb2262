import { describe, expect, it } from 'vitest';
import {
  decideSourceSearchRetry,
  getSourceSearchMaxAttempts,
  getSourceSearchPercent,
  getSourceSearchStatus,
} from './source-search';

describe('source search retries', () => {
  it('retries a movie 3 times and an episode 4 times, 400 ms apart', () => {
    expect(getSourceSearchMaxAttempts('movie')).toBe(4);
    expect(getSourceSearchMaxAttempts('show')).toBe(5);
    expect(decideSourceSearchRetry('movie', 1)).toEqual({ retry: true, delayMs: 400 });
    expect(decideSourceSearchRetry('movie', 3)).toEqual({ retry: true, delayMs: 400 });
    expect(decideSourceSearchRetry('movie', 4)).toEqual({ retry: false });
    expect(decideSourceSearchRetry('show', 4)).toEqual({ retry: true, delayMs: 400 });
    expect(decideSourceSearchRetry('show', 5)).toEqual({ retry: false });
  });
});

describe('getSourceSearchStatus', () => {
  const providers = ['Library', 'Internet Archive', 'Jellyfin'];

  it.each([
    [0, 'Checking Library...'],
    [3999, 'Checking Library...'],
    [4000, 'Checking Internet Archive...'],
    [8000, 'Checking Jellyfin...'],
    [12000, 'Checking Library...'],
    [-50, 'Checking Library...'],
    [Number.NaN, 'Checking Library...'],
    [Number.POSITIVE_INFINITY, 'Checking Library...'],
  ])('after %d ms reads %s', (elapsed, text) => {
    expect(getSourceSearchStatus(providers, elapsed)).toBe(text);
  });

  it("reads 'Checking sources...' when there is no provider to name", () => {
    expect(getSourceSearchStatus([], 5000)).toBe('Checking sources...');
  });
});

describe('getSourceSearchPercent', () => {
  it('gives the share of providers done as a whole percentage', () => {
    expect(getSourceSearchPercent(1, 3)).toBe(33);
    expect(getSourceSearchPercent(3, 3)).toBe(100);
    expect(getSourceSearchPercent(5, 3)).toBe(100);
    expect(getSourceSearchPercent(-1, 3)).toBe(0);
    expect(getSourceSearchPercent(0, 0)).toBe(0);
  });
});
