import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getNextEpisode, type SeasonEpisodes } from './next-episode';

const show: SeasonEpisodes[] = [
  { seasonNumber: 0, episodeNumbers: [1, 2] },
  { seasonNumber: 1, episodeNumbers: [1, 2, 3] },
  { seasonNumber: 2, episodeNumbers: [1, 2] },
];

const next = (seasons: readonly SeasonEpisodes[], seasonNumber: number, episodeNumber: number) =>
  getNextEpisode(seasons, { seasonNumber, episodeNumber });

describe('getNextEpisode', () => {
  it.each([
    [1, 1, { seasonNumber: 1, episodeNumber: 2, reason: 'next-episode' }],
    [1, 3, { seasonNumber: 2, episodeNumber: 1, reason: 'next-season' }],
    [2, 2, { seasonNumber: 1, episodeNumber: 1, reason: 'first-season' }],
    [0, 1, { seasonNumber: 0, episodeNumber: 2, reason: 'next-episode' }],
    [0, 2, { seasonNumber: 1, episodeNumber: 1, reason: 'next-season' }],
  ])('after s%ie%i goes to %o', (season, episode, target) => {
    expect(next(show, season, episode)).toEqual(target);
  });

  it('never moves from a regular season into the specials, even at the very end', () => {
    expect(next(show, 2, 2)?.seasonNumber).toBe(1);
  });

  it('cycles through the specials of a show that has nothing else', () => {
    const specialsOnly = [{ seasonNumber: 0, episodeNumbers: [1, 2] }];
    expect(next(specialsOnly, 0, 1)).toEqual({
      seasonNumber: 0,
      episodeNumber: 2,
      reason: 'next-episode',
    });
    expect(next(specialsOnly, 0, 2)).toEqual({
      seasonNumber: 0,
      episodeNumber: 1,
      reason: 'first-season',
    });
  });

  it('finds the next episode by number when the current one is missing from the list', () => {
    const gaps = [
      { seasonNumber: 1, episodeNumbers: [1, 4, 9] },
      { seasonNumber: 3, episodeNumbers: [2] },
    ];
    expect(next(gaps, 1, 5)).toEqual({ seasonNumber: 1, episodeNumber: 9, reason: 'next-episode' });
    expect(next(gaps, 2, 7)).toEqual({ seasonNumber: 3, episodeNumber: 2, reason: 'next-season' });
  });

  it('reads seasons and episodes in any order, merges duplicates and ignores empty or bad ones', () => {
    const messy = [
      { seasonNumber: 2, episodeNumbers: [2, 1] },
      { seasonNumber: 1, episodeNumbers: [3] },
      { seasonNumber: 1, episodeNumbers: [1, 1, -2, 2.5] },
      { seasonNumber: 5, episodeNumbers: [] },
      { seasonNumber: -1, episodeNumbers: [1] },
    ];
    expect(next(messy, 1, 1)).toEqual({
      seasonNumber: 1,
      episodeNumber: 3,
      reason: 'next-episode',
    });
    expect(next(messy, 1, 3)).toEqual({ seasonNumber: 2, episodeNumber: 1, reason: 'next-season' });
    expect(next(messy, 2, 2)).toEqual({
      seasonNumber: 1,
      episodeNumber: 1,
      reason: 'first-season',
    });
  });

  it('has no next episode for a show without episodes or with a single one', () => {
    expect(next([], 1, 1)).toBeNull();
    expect(next([{ seasonNumber: 1, episodeNumbers: [] }], 1, 1)).toBeNull();
    expect(next([{ seasonNumber: 1, episodeNumbers: [1] }], 1, 1)).toBeNull();
  });

  it('visits every episode once before coming back, wherever it starts', () => {
    const seasonArb = fc.uniqueArray(fc.integer({ min: 1, max: 6 }), {
      minLength: 1,
      maxLength: 4,
    });
    const showArb = seasonArb.chain((numbers) =>
      fc.tuple(
        ...numbers.map((seasonNumber) =>
          fc.record({
            seasonNumber: fc.constant(seasonNumber),
            episodeNumbers: fc.uniqueArray(fc.integer({ min: 1, max: 8 }), {
              minLength: 1,
              maxLength: 5,
            }),
          }),
        ),
      ),
    );
    fc.assert(
      fc.property(showArb, (seasons) => {
        const all = seasons.flatMap((s) => s.episodeNumbers.map((e) => `s${s.seasonNumber}e${e}`));
        const [first] = seasons;
        let current = {
          seasonNumber: first!.seasonNumber,
          episodeNumber: first!.episodeNumbers[0]!,
        };
        const start = `s${current.seasonNumber}e${current.episodeNumber}`;
        const seen = new Set<string>();
        for (const _ of all) {
          seen.add(`s${current.seasonNumber}e${current.episodeNumber}`);
          const target = getNextEpisode(seasons, current);
          if (target === null) break;
          current = target;
        }
        expect(seen.size).toBe(all.length);
        if (all.length > 1) expect(`s${current.seasonNumber}e${current.episodeNumber}`).toBe(start);
      }),
    );
  });
});
