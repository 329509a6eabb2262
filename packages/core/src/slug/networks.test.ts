import { describe, expect, it } from 'vitest';
import { STREAMING_NETWORKS, findNetworkBySlug } from './networks';

describe('STREAMING_NETWORKS', () => {
  it('lists the 8 networks with the watch-provider ids of the spec', () => {
    expect(Object.fromEntries(STREAMING_NETWORKS.map((n) => [n.key, n.providerId]))).toEqual({
      netflix: 8,
      'disney+': 337,
      hulu: 15,
      amazon_prime: 9,
      apple_tv: 350,
      hbo_max: 1899,
      'paramount+': 531,
      peacock: 386,
    });
  });
});

describe('findNetworkBySlug', () => {
  it('finds every listed slug', () => {
    for (const network of STREAMING_NETWORKS) expect(findNetworkBySlug(network.slug)).toBe(network);
  });

  it('accepts paramount-plus as another name for paramount', () => {
    expect(findNetworkBySlug('paramount-plus')?.slug).toBe('paramount');
  });

  it('answers null for an unknown network', () => {
    expect(findNetworkBySlug('myspace')).toBeNull();
  });
});
