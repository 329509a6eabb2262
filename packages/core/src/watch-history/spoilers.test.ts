import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ep } from './history-fixture.test-support';
import { findFurthestWatched, isSpoiler } from './spoilers';
import type { ShowEntry } from './watch-history-schema';

function show(keys: readonly string[]): ShowEntry {
  return {
    type: 'show',
    title: 'Show',
    updatedAt: 1,
    episodes: Object.fromEntries(keys.map((key) => [key, ep(1, 60)])),
  };
}

describe('findFurthestWatched', () => {
  it('picks the highest season first, then the highest episode in it', () => {
    expect(findFurthestWatched(show(['s1e9', 's2e3', 's2e1', 's1e10']))).toEqual({
      season: 2,
      episode: 3,
    });
  });

  it('counts a later season over a higher episode number of an earlier one', () => {
    expect(findFurthestWatched(show(['s1e20', 's2e1']))).toEqual({ season: 2, episode: 1 });
  });

  it('compares numbers, not text (episode 10 comes after episode 9)', () => {
    expect(findFurthestWatched(show(['s1e9', 's1e10']))).toEqual({ season: 1, episode: 10 });
  });

  it('ignores specials and unreadable keys', () => {
    expect(findFurthestWatched(show(['s0e7', 'S03E01', 's1e2']))).toEqual({
      season: 1,
      episode: 2,
    });
    expect(findFurthestWatched(show(['s0e1']))).toBeNull();
  });

  it('finds nothing without an entry, for a movie, or for a show with no episodes', () => {
    expect(findFurthestWatched(undefined)).toBeNull();
    expect(findFurthestWatched({ type: 'movie' })).toBeNull();
    expect(findFurthestWatched(show([]))).toBeNull();
  });
});

describe('isSpoiler', () => {
  const furthest = { season: 2, episode: 3 };

  it.each([
    [2, 4, true],
    [3, 1, true],
    [2, 3, false],
    [2, 2, false],
    [1, 10, false],
  ])('after S2 E3 was started, S%d E%d is a spoiler: %s', (season, episode, expected) => {
    expect(isSpoiler({ season, episode }, furthest)).toBe(expected);
  });

  it('with nothing started, hides every episode after the first', () => {
    expect(isSpoiler({ season: 1, episode: 1 }, null)).toBe(false);
    expect(isSpoiler({ season: 1, episode: 2 }, null)).toBe(true);
    expect(isSpoiler({ season: 2, episode: 1 }, null)).toBe(true);
  });

  it('never hides the first episode, even when only an earlier numbered one was started', () => {
    expect(isSpoiler({ season: 1, episode: 1 }, { season: 1, episode: 0 })).toBe(false);
  });

  it('never hides specials, whose place in the story is unknown', () => {
    expect(isSpoiler({ season: 0, episode: 5 }, null)).toBe(false);
    expect(isSpoiler({ season: 0, episode: 5 }, furthest)).toBe(false);
  });

  it('hides nothing the visitor started: the furthest started episode and all before it', () => {
    const numbers = fc.record({ season: fc.nat(30), episode: fc.nat(40) });
    fc.assert(
      fc.property(fc.array(numbers, { minLength: 1, maxLength: 20 }), (started) => {
        const keys = started.map(({ season, episode }) => `s${season}e${episode}`);
        const found = findFurthestWatched(show(keys));
        for (const episode of started) expect(isSpoiler(episode, found)).toBe(false);
      }),
    );
  });
});
