import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEpisodeKey, canonicaliseEpisodeKey, parseEpisodeKey } from './episode-key';

describe('buildEpisodeKey', () => {
  it.each([
    [1, 3, 's1e3'],
    [0, 1, 's0e1'],
    [12, 104, 's12e104'],
  ])('keys season %d episode %d as %s', (season, episode, key) => {
    expect(buildEpisodeKey(season, episode)).toBe(key);
  });

  it.each([
    [-1, 1],
    [1, -1],
    [1.5, 1],
    [1, Number.NaN],
    [10_000, 1],
    [1, 100_000],
  ])('refuses season %d episode %d', (season, episode) => {
    expect(buildEpisodeKey(season, episode)).toBeNull();
  });
});

describe('parseEpisodeKey', () => {
  it('reads the season and episode numbers', () => {
    expect(parseEpisodeKey('s2e10')).toEqual({ season: 2, episode: 10 });
  });

  it.each([['S1E3'], ['s01e03'], ['s1e'], ['e3'], ['s1e3 '], ['movie'], ['']])(
    'refuses %j, which is not the canonical spelling',
    (key) => {
      expect(parseEpisodeKey(key)).toBeNull();
    },
  );

  it('reads back every key it builds', () => {
    fc.assert(
      fc.property(fc.nat({ max: 9999 }), fc.nat({ max: 99_999 }), (season, episode) => {
        const key = buildEpisodeKey(season, episode);
        expect(key).not.toBeNull();
        expect(parseEpisodeKey(key ?? '')).toEqual({ season, episode });
      }),
    );
  });
});

describe('canonicaliseEpisodeKey', () => {
  it.each([
    ['S01E03', 's1e3'],
    [' s1e3 ', 's1e3'],
    ['s00e012', 's0e12'],
  ])('rewrites %j as %s', (key, canonical) => {
    expect(canonicaliseEpisodeKey(key)).toBe(canonical);
  });

  it.each([['episode 3'], ['1x03'], ['s1']])('gives up on %j', (key) => {
    expect(canonicaliseEpisodeKey(key)).toBeNull();
  });
});
