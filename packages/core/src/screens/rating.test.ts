import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRating } from './rating';

describe('formatRating', () => {
  it.each([
    [7.25, '7.3'],
    [7.35, '7.4'],
    [7.24, '7.2'],
    [8, '8.0'],
    [10, '10.0'],
    [0.04, '0.0'],
    [6.666, '6.7'],
  ])('shows %d as %s', (vote, shown) => {
    expect(formatRating(vote)).toBe(shown);
  });

  it.each([[0], [-1], [Number.NaN], [Number.POSITIVE_INFINITY], [null], [undefined]])(
    'shows no rating for %s',
    (vote) => {
      expect(formatRating(vote)).toBeNull();
    },
  );

  it('always shows exactly one decimal within half a tenth of the rating', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 10, noNaN: true }), (vote) => {
        const shown = formatRating(vote);
        expect(shown).toMatch(/^\d+\.\d$/);
        expect(Math.abs(Number(shown) - vote)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
