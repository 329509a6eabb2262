import { describe, expect, it } from 'vitest';
import {
  CONTINUE_WATCHING_TRENDING_THRESHOLD,
  TRENDING_POPULARITY_THRESHOLD,
  isTrending,
} from './trending';

describe('isTrending', () => {
  it.each([
    [450, 'card', false],
    [450.01, 'card', true],
    [400, 'continue-watching', false],
    [400.01, 'continue-watching', true],
    [420, 'card', false],
    [420, 'continue-watching', true],
  ] as const)('popularity %d on a %s card trends: %s', (popularity, context, trending) => {
    expect(isTrending(popularity, context)).toBe(trending);
  });

  it('uses the card threshold by default and never trends without a popularity', () => {
    expect([TRENDING_POPULARITY_THRESHOLD, CONTINUE_WATCHING_TRENDING_THRESHOLD]).toEqual([
      450, 400,
    ]);
    expect(isTrending(451)).toBe(true);
    expect(isTrending(null)).toBe(false);
    expect(isTrending(undefined, 'continue-watching')).toBe(false);
    expect(isTrending(Number.NaN)).toBe(false);
  });
});
