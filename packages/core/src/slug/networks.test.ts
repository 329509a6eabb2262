import { describe, expect, it } from 'vitest';
import {
  STREAMING_NETWORKS,
  findNetworkByKey,
  findNetworkByProviderId,
  findNetworkBySeriesNetworkName,
  findNetworkBySlug,
} from './networks';

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

describe('findNetworkByKey', () => {
  it('finds every network by its key, whatever the case', () => {
    for (const network of STREAMING_NETWORKS) expect(findNetworkByKey(network.key)).toBe(network);
    expect(findNetworkByKey(' Disney+ ')?.slug).toBe('disney');
    expect(findNetworkByKey('AMAZON_PRIME')?.slug).toBe('amazon-prime');
  });

  it('answers null for a slug that is not a key, or an unknown key', () => {
    expect(findNetworkByKey('amazon-prime')).toBeNull();
    expect(findNetworkByKey('myspace')).toBeNull();
  });
});

describe('findNetworkByProviderId', () => {
  it('finds a network by its watch-provider id', () => {
    expect(findNetworkByProviderId(531)?.slug).toBe('paramount');
    expect(findNetworkByProviderId(2)).toBeNull();
  });
});

describe('findNetworkBySeriesNetworkName', () => {
  it('finds the streaming network a series network name stands for, in any case, and no broadcaster', () => {
    expect(findNetworkBySeriesNetworkName('Hulu')?.slug).toBe('hulu');
    expect(findNetworkBySeriesNetworkName(' HBO ')?.slug).toBe('hbo-max');
    expect(findNetworkBySeriesNetworkName('amazon prime video')?.slug).toBe('amazon-prime');
    expect(findNetworkBySeriesNetworkName('AMC')).toBeNull();
    expect(findNetworkBySeriesNetworkName('NBC')).toBeNull();
  });
});
