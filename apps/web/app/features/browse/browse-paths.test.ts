import { describe, expect, it } from 'vitest';
import { networkPath, withPage } from './browse-paths';

describe('networkPath', () => {
  it('leaves All and page 1 out of the URL', () => {
    expect(networkPath('netflix')).toBe('/networks/netflix');
    expect(networkPath('netflix', 'all', 1)).toBe('/networks/netflix');
  });

  it('puts a single-type filter and later pages in the search', () => {
    expect(networkPath('hbo-max', 'tv')).toBe('/networks/hbo-max?type=tv');
    expect(networkPath('hulu', 'movie', 3)).toBe('/networks/hulu?type=movie&page=3');
    expect(networkPath('hulu', 'all', 2)).toBe('/networks/hulu?page=2');
  });
});

describe('withPage', () => {
  it('keeps the other parameters and replaces the page', () => {
    expect(withPage('?type=tv&page=2', 3)).toBe('?type=tv&page=3');
    expect(withPage('', 2)).toBe('?page=2');
  });
});
