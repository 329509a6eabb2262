import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toTmdbId } from './tmdb-id';

describe('toTmdbId', () => {
  it('accepts every positive safe integer unchanged', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(toTmdbId(value)).toBe(value);
      }),
    );
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'refuses %s, which is not a positive safe integer',
    (value) => {
      expect(toTmdbId(value)).toBeNull();
    },
  );

  it('refuses values that are not numbers, even numeric strings', () => {
    expect(toTmdbId('603')).toBeNull();
    expect(toTmdbId(null)).toBeNull();
    expect(toTmdbId(undefined)).toBeNull();
  });
});
