import { describe, expect, it } from 'vitest';
import { groupOffers, pickRegion } from './watch-providers';
import { watchProvidersSchema } from './watch-providers-schema';

const provider = (id: number, name: string, priority: number) => ({
  provider_id: id,
  provider_name: name,
  logo_path: null,
  display_priority: priority,
});

describe('watchProvidersSchema', () => {
  it('keeps well-formed regions, drops malformed ones and links that are not https', () => {
    const parsed = watchProvidersSchema.parse({
      id: 1,
      results: {
        US: {
          link: 'https://www.themoviedb.org/movie/1/watch?locale=US',
          flatrate: [provider(8, 'Netflix', 1)],
        },
        GB: { link: 'http://example.org/', rent: [provider(2, 'Apple TV', 4)] },
        lowercase: { link: 'https://x.example/' },
        FR: 'not an object',
      },
    });
    expect(Object.keys(parsed.results).sort()).toEqual(['GB', 'US']);
    expect(parsed.results.GB?.link).toBeNull();
    expect(parsed.results.US?.buy).toEqual([]);
  });

  it('reads an answer without results as no region at all', () => {
    expect(watchProvidersSchema.parse({ id: 1 }).results).toEqual({});
  });
});

describe('groupOffers', () => {
  it('groups Stream (subscription, free, with ads), Rent and Buy, each provider once, by display priority, leaving empty groups out', () => {
    const groups = groupOffers({
      link: null,
      flatrate: [provider(15, 'Hulu', 3)],
      free: [provider(300, 'Pluto TV', 1)],
      ads: [provider(15, 'Hulu', 3)],
      rent: [],
      buy: [provider(3, 'Google Play Movies', 6), provider(2, 'Apple TV', 4)],
    });
    expect(
      groups.map((group) => [group.label, group.providers.map((p) => p.provider_name)]),
    ).toEqual([
      ['Stream', ['Pluto TV', 'Hulu']],
      ['Buy', ['Apple TV', 'Google Play Movies']],
    ]);
  });
});

describe('pickRegion', () => {
  it("takes the region of the browser's first language that has offers", () => {
    expect(pickRegion(['fr', 'en-GB', 'de-DE'], ['US', 'GB', 'DE'])).toBe('GB');
    expect(pickRegion(['zh-Hant-TW'], ['TW', 'US'])).toBe('TW');
  });

  it('falls back to US, then to the first region by code, and to null when none has offers', () => {
    expect(pickRegion(['en-AU'], ['GB', 'US'])).toBe('US');
    expect(pickRegion(['en'], ['GB', 'DE'])).toBe('DE');
    expect(pickRegion(['en-US'], [])).toBeNull();
  });
});
