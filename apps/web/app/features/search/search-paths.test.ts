import { describe, expect, it } from 'vitest';
import { advancedSearchPath, searchPagePath } from './search-paths';

describe('advancedSearchPath', () => {
  it('links to /search with the trimmed, encoded query', () => {
    expect(advancedSearchPath('  the matrix ')).toBe('/search?query=the%20matrix');
    expect(advancedSearchPath('R&B')).toBe('/search?query=R%26B');
  });

  it('links to the bare search page for an empty query', () => {
    expect(advancedSearchPath('   ')).toBe('/search');
  });
});

describe('searchPagePath', () => {
  it('keeps the query, sort and type and leaves page 1 out of the URL', () => {
    const state = { query: 'man', page: 3, sort: 'vote_average.desc', type: 'tv' } as const;
    expect(searchPagePath(state, 4)).toBe(
      '/search?query=man&page=4&sort=vote_average.desc&type=tv',
    );
    expect(searchPagePath(state, 1)).toBe('/search?query=man&sort=vote_average.desc&type=tv');
  });
});
