import { describe, expect, it } from 'vitest';
import { isPlayableOnly, withPlayableFilter } from './playable-filter';

describe('withPlayableFilter', () => {
  it('sets or clears playable=1, keeps the other filters and goes back to the first page', () => {
    expect(withPlayableFilter('/networks/hulu', '?type=tv&page=3', true)).toBe(
      '/networks/hulu?type=tv&playable=1',
    );
    expect(withPlayableFilter('/networks/hulu', '?type=tv&playable=1&page=2', false)).toBe(
      '/networks/hulu?type=tv',
    );
    expect(withPlayableFilter('/categories/crime', '', false)).toBe('/categories/crime');
  });
});

describe('isPlayableOnly', () => {
  it('reads only playable=1 as the filter being on', () => {
    expect(isPlayableOnly(new URLSearchParams('playable=1'))).toBe(true);
    expect(isPlayableOnly(new URLSearchParams('playable=true'))).toBe(false);
    expect(isPlayableOnly(new URLSearchParams(''))).toBe(false);
  });
});
