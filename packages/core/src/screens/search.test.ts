import { describe, expect, it } from 'vitest';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_PLACEHOLDER_FADE_MS,
  SEARCH_PLACEHOLDER_INITIAL,
  SEARCH_PLACEHOLDER_ROTATE_MS,
  SEARCH_RESULT_POSTER_WIDTH_PX,
  SEARCH_SKELETON_ROWS,
  getSearchPlaceholder,
  isSearchQueryEmpty,
} from './search';

describe('search constants', () => {
  it('debounce 300 ms, rotate every 5 s with a 300 ms fade, 4 skeleton rows, 92 px posters', () => {
    expect([
      SEARCH_DEBOUNCE_MS,
      SEARCH_PLACEHOLDER_ROTATE_MS,
      SEARCH_PLACEHOLDER_FADE_MS,
      SEARCH_SKELETON_ROWS,
      SEARCH_RESULT_POSTER_WIDTH_PX,
    ]).toEqual([300, 5000, 300, 4, 92]);
  });
});

describe('getSearchPlaceholder', () => {
  const titles = ['Nosferatu', 'Metropolis'];

  it('starts with the spec text, then rotates through the popular titles and back', () => {
    expect([0, 1, 2, 3].map((step) => getSearchPlaceholder(step, titles))).toEqual([
      'Search a movie, series or anime name....',
      'Nosferatu',
      'Metropolis',
      SEARCH_PLACEHOLDER_INITIAL,
    ]);
  });

  it('keeps the initial text when no popular titles could be loaded', () => {
    expect(getSearchPlaceholder(7, [])).toBe(SEARCH_PLACEHOLDER_INITIAL);
  });

  it('reads odd steps safely', () => {
    expect(getSearchPlaceholder(-1, titles)).toBe('Metropolis');
    expect(getSearchPlaceholder(1.7, titles)).toBe('Nosferatu');
  });
});

describe('isSearchQueryEmpty', () => {
  it('treats a blank query as empty, which clears the results', () => {
    expect(isSearchQueryEmpty('')).toBe(true);
    expect(isSearchQueryEmpty('   ')).toBe(true);
    expect(isSearchQueryEmpty(' up ')).toBe(false);
  });
});
