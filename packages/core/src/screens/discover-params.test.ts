import { describe, expect, it } from 'vitest';
import {
  DISCOVER_TABS,
  getDiscoverSource,
  parseDiscoverParams,
  serialiseDiscoverParams,
  type DiscoverState,
} from './discover-params';

/** A search-parameter reader over 'a=1&b=2' (core has no URLSearchParams type). */
const params = (query: string) => {
  const pairs = query === '' ? [] : query.split('&').map((pair) => pair.split('='));
  return { get: (name: string) => pairs.find(([key]) => key === name)?.[1] ?? null };
};

describe('parseDiscoverParams', () => {
  it('defaults to Trending, All and every service', () => {
    expect(parseDiscoverParams(params(''))).toEqual({
      tab: 'trending',
      type: 'all',
      network: null,
    });
  });

  it('reads the tab, the type and the network', () => {
    expect(parseDiscoverParams(params('tab=popular&type=tv&network=netflix'))).toEqual({
      tab: 'popular',
      type: 'tv',
      network: 'netflix',
    });
  });

  it('ignores unknown values and turns a network alias into its slug', () => {
    expect(parseDiscoverParams(params('tab=top&type=person&network=nope'))).toEqual({
      tab: 'trending',
      type: 'all',
      network: null,
    });
    expect(parseDiscoverParams(params('network=paramount-plus')).network).toBe('paramount');
  });

  it('has the Trending and Popular tabs in that order', () => {
    expect(DISCOVER_TABS.map((tab) => tab.label)).toEqual(['Trending', 'Popular']);
  });
});

describe('serialiseDiscoverParams', () => {
  it('omits defaults', () => {
    expect(serialiseDiscoverParams({ tab: 'trending', type: 'all', network: null })).toBe('');
  });

  it('writes tab, type and network and reads back the same state', () => {
    const state: DiscoverState = { tab: 'popular', type: 'movie', network: 'hbo-max' };
    const query = serialiseDiscoverParams(state);
    expect(query).toBe('tab=popular&type=movie&network=hbo-max');
    expect(parseDiscoverParams(params(query))).toEqual(state);
  });
});

describe('getDiscoverSource', () => {
  it('reads the trending list of the chosen type without a service', () => {
    expect(getDiscoverSource({ tab: 'trending', type: 'all', network: null })).toEqual({
      kind: 'trending',
      mediaType: 'all',
    });
    expect(getDiscoverSource({ tab: 'trending', type: 'tv', network: null })).toEqual({
      kind: 'trending',
      mediaType: 'tv',
    });
  });

  it('reads the popular lists of the chosen types without a service', () => {
    expect(getDiscoverSource({ tab: 'popular', type: 'all', network: null })).toEqual({
      kind: 'lists',
      lists: [
        { mediaType: 'movie', name: 'movie/popular' },
        { mediaType: 'tv', name: 'tv/popular' },
      ],
    });
    expect(getDiscoverSource({ tab: 'popular', type: 'movie', network: null })).toEqual({
      kind: 'lists',
      lists: [{ mediaType: 'movie', name: 'movie/popular' }],
    });
  });

  it("reads /discover with the service's provider: Popular by popularity, Trending newest first", () => {
    const popular = getDiscoverSource({ tab: 'popular', type: 'tv', network: 'netflix' });
    expect(popular).toMatchObject({
      kind: 'discover',
      order: 'popularity',
      network: { providerId: 8 },
      queries: [{ mediaType: 'tv', sortBy: 'popularity.desc' }],
    });
    const trending = getDiscoverSource({ tab: 'trending', type: 'all', network: 'netflix' });
    expect(trending).toMatchObject({
      kind: 'discover',
      order: 'newest',
      queries: [
        { mediaType: 'movie', sortBy: 'primary_release_date.desc' },
        { mediaType: 'tv', sortBy: 'first_air_date.desc' },
      ],
    });
  });

  it('treats an unknown network slug as every service', () => {
    expect(getDiscoverSource({ tab: 'trending', type: 'all', network: 'nope' }).kind).toBe(
      'trending',
    );
  });
});
