import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PAGINATION_NEXT_LABEL,
  PAGINATION_PREVIOUS_LABEL,
  formatPageCount,
  getPaginationModel,
} from './pagination';

describe('getPaginationModel', () => {
  it.each([
    [1, 10, [1, 2, 3, 4]],
    [2, 10, [1, 2, 3, 4]],
    [5, 10, [4, 5, 6, 7]],
    [9, 10, [7, 8, 9, 10]],
    [10, 10, [7, 8, 9, 10]],
    [2, 3, [1, 2, 3]],
    [1, 1, [1]],
  ])('on page %i of %i shows buttons %j', (current, count, pages) => {
    expect(getPaginationModel(current, count).pages).toEqual(pages);
  });

  it('offers first, previous, next and last only where they lead somewhere', () => {
    expect(getPaginationModel(1, 10)).toMatchObject({
      first: null,
      previous: null,
      next: 2,
      last: 10,
    });
    expect(getPaginationModel(10, 10)).toMatchObject({
      first: 1,
      previous: 9,
      next: null,
      last: null,
    });
    expect(getPaginationModel(5, 10)).toMatchObject({ first: 1, previous: 4, next: 6, last: 10 });
  });

  it('clamps a page outside the range and handles no results', () => {
    expect(getPaginationModel(40, 10).current).toBe(10);
    expect(getPaginationModel(0, 10).current).toBe(1);
    expect(getPaginationModel(3, 0)).toEqual({
      current: 1,
      pageCount: 0,
      first: null,
      last: null,
      previous: null,
      next: null,
      pages: [],
    });
  });

  it('always shows up to 4 consecutive buttons including the current page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 500 }), (p, n) => {
        const model = getPaginationModel(p, n);
        expect(model.pages).toHaveLength(Math.min(4, n));
        expect(model.pages).toContain(model.current);
        model.pages.forEach((page, i) => {
          expect(page).toBe((model.pages[0] ?? 0) + i);
          expect(page).toBeGreaterThanOrEqual(1);
          expect(page).toBeLessThanOrEqual(n);
        });
      }),
    );
  });
});

describe('pagination texts', () => {
  it('labels the buttons Prev and Next and counts pages', () => {
    expect([PAGINATION_PREVIOUS_LABEL, PAGINATION_NEXT_LABEL]).toEqual(['Prev', 'Next']);
    expect(formatPageCount(3, 12)).toBe('Page 3 of 12');
  });
});
