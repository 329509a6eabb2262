import { describe, expect, it } from 'vitest';
import {
  decideSourceSearchNext,
  getSourceSearchMaxAttempts,
  getSourceSearchPercent,
  getSourceSearchStatus,
} from './source-search';

describe('source search retries', () => {
  const FAILED_ARCHIVE = { kind: 'not-found', failedProviderIds: ['archive'] } as const;

  it('tries a movie 4 times in all (3 retries) and an episode 5 times (4 retries)', () => {
    expect(getSourceSearchMaxAttempts('movie')).toBe(4);
    expect(getSourceSearchMaxAttempts('show')).toBe(5);
  });

  it('stops at once when a try found a source', () => {
    expect(decideSourceSearchNext('movie', 1, null, { kind: 'found' })).toEqual({
      kind: 'stop',
      found: true,
      reason: 'found',
    });
    expect(decideSourceSearchNext('show', 3, ['archive'], { kind: 'found' })).toMatchObject({
      kind: 'stop',
      found: true,
    });
  });

  it('a "not found" every provider answered is final: no retry, on any try', () => {
    const clean = { kind: 'not-found', failedProviderIds: [] } as const;
    for (const triesMade of [1, 2, 3]) {
      expect(decideSourceSearchNext('movie', triesMade, null, clean)).toEqual({
        kind: 'stop',
        found: false,
        reason: 'not-found',
      });
    }
    expect(decideSourceSearchNext('show', 1, null, clean)).toMatchObject({ kind: 'stop' });
  });

  it('retries only the providers that failed, 400 ms later, in the order given, once each', () => {
    expect(decideSourceSearchNext('movie', 1, null, FAILED_ARCHIVE)).toEqual({
      kind: 'retry',
      delayMs: 400,
      scope: ['archive'],
    });
    expect(
      decideSourceSearchNext('show', 1, null, {
        kind: 'not-found',
        failedProviderIds: ['jellyfin', 'archive', 'jellyfin'],
      }),
    ).toEqual({ kind: 'retry', delayMs: 400, scope: ['jellyfin', 'archive'] });
  });

  it('a retried provider that now answers "not found" drops out, ending the search when none is left', () => {
    expect(
      decideSourceSearchNext('movie', 2, ['archive', 'jellyfin'], {
        kind: 'not-found',
        failedProviderIds: ['jellyfin'],
      }),
    ).toEqual({ kind: 'retry', delayMs: 400, scope: ['jellyfin'] });
    expect(
      decideSourceSearchNext('movie', 2, ['archive'], { kind: 'not-found', failedProviderIds: [] }),
    ).toMatchObject({ kind: 'stop', reason: 'not-found' });
  });

  it('a try with no answer at all is retried with the same scope', () => {
    expect(decideSourceSearchNext('movie', 1, null, { kind: 'no-answer' })).toEqual({
      kind: 'retry',
      delayMs: 400,
      scope: null,
    });
    expect(decideSourceSearchNext('show', 2, ['archive'], { kind: 'no-answer' })).toEqual({
      kind: 'retry',
      delayMs: 400,
      scope: ['archive'],
    });
  });

  it('stops once the retries are spent: after the 4th try of a movie, the 5th of an episode', () => {
    expect(decideSourceSearchNext('movie', 3, ['archive'], FAILED_ARCHIVE)).toMatchObject({
      kind: 'retry',
    });
    expect(decideSourceSearchNext('movie', 4, ['archive'], FAILED_ARCHIVE)).toEqual({
      kind: 'stop',
      found: false,
      reason: 'retries-spent',
    });
    expect(decideSourceSearchNext('show', 4, ['archive'], FAILED_ARCHIVE)).toMatchObject({
      kind: 'retry',
    });
    expect(decideSourceSearchNext('show', 5, null, { kind: 'no-answer' })).toMatchObject({
      kind: 'stop',
      reason: 'retries-spent',
    });
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
