import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Ad, adSchema } from './ad-schema';
import {
  type AdClock,
  getEligibleAds,
  isAdDismissedToday,
  isAdInDateWindow,
  pickAdsForSlots,
  pickWeightedAd,
  recordAdDismissal,
} from './ads';

function ad(fields: Record<string, unknown>): Ad {
  return adSchema.parse({ id: 'a', link: 'https://example.org', gifUrl: '/ads/a.gif', ...fields });
}

/** 23:30 UTC on 1 March, which is already 2 March in Paris. */
const LATE_MARCH_1: AdClock = { nowMs: Date.UTC(2025, 2, 1, 23, 30), localDate: '2025-03-01' };

describe('isAdInDateWindow', () => {
  it('runs a campaign on its first and last local day, both included', () => {
    const campaign = ad({ startDate: '2025-03-01', endDate: '2025-03-03' });
    const on = (localDate: string) => isAdInDateWindow(campaign, { nowMs: 0, localDate });
    expect([on('2025-02-28'), on('2025-03-01'), on('2025-03-03'), on('2025-03-04')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('compares date-time bounds with the instant, end excluded', () => {
    const start = '2025-03-01T23:00:00Z';
    const end = '2025-03-01T23:30:00Z';
    expect(isAdInDateWindow(ad({ startDate: start }), LATE_MARCH_1)).toBe(true);
    expect(isAdInDateWindow(ad({ endDate: end }), LATE_MARCH_1)).toBe(false);
    expect(isAdInDateWindow(ad({ startDate: end }), LATE_MARCH_1)).toBe(true);
    expect(isAdInDateWindow(ad({ startDate: '2025-03-02T00:00:00Z' }), LATE_MARCH_1)).toBe(false);
  });

  it('runs an ad without dates at any time', () => {
    expect(isAdInDateWindow(ad({}), LATE_MARCH_1)).toBe(true);
  });

  it('hides an ad whose bound cannot be read', () => {
    const broken = { ...ad({}), startDate: 'soon' };
    expect(isAdInDateWindow(broken, LATE_MARCH_1)).toBe(false);
    expect(isAdInDateWindow({ ...ad({}), endDate: 'later' }, LATE_MARCH_1)).toBe(false);
  });
});

describe('ad dismissal', () => {
  it('hides a closed ad for the rest of the local day and shows it again the next day', () => {
    const dismissed = recordAdDismissal({}, 'a', '2025-03-01');
    expect(isAdDismissedToday(ad({}), dismissed, '2025-03-01')).toBe(true);
    expect(isAdDismissedToday(ad({}), dismissed, '2025-03-02')).toBe(false);
  });

  it('forgets the dismissals of earlier days when a new one is recorded', () => {
    const old = { a: '2025-02-28', b: '2025-03-01' };
    expect(recordAdDismissal(old, 'c', '2025-03-01')).toEqual({
      b: '2025-03-01',
      c: '2025-03-01',
    });
    expect(old).toEqual({ a: '2025-02-28', b: '2025-03-01' });
  });

  it('ignores inherited object keys', () => {
    expect(isAdDismissedToday(ad({ id: 'constructor' }), {}, '2025-03-01')).toBe(false);
  });
});

describe('getEligibleAds', () => {
  it('keeps the ads in their window that were not closed today', () => {
    const ads = [
      ad({ id: 'closed' }),
      ad({ id: 'future', startDate: '2025-03-02' }),
      ad({ id: 'shown' }),
    ];
    const eligible = getEligibleAds(ads, { closed: '2025-03-01' }, LATE_MARCH_1);
    expect(eligible.map((a) => a.id)).toEqual(['shown']);
  });
});

describe('pickWeightedAd', () => {
  const ads = [ad({ id: 'one', priority: 1 }), ad({ id: 'three', priority: 3 })];

  it.each([
    [0, 'one'],
    [0.2499, 'one'],
    [0.25, 'three'],
    [0.9999, 'three'],
    [1, 'three'],
    [-1, 'one'],
    [Number.NaN, 'one'],
  ])('with random %d picks %s', (random, id) => {
    expect(pickWeightedAd(ads, random)?.id).toBe(id);
  });

  it('picks nothing from an empty list', () => {
    expect(pickWeightedAd([], 0.5)).toBeNull();
  });

  it('gives each ad a share of the random range equal to its share of the priorities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 }),
        (priorities) => {
          const list = priorities.map((priority, i) => ad({ id: i, priority }));
          const total = priorities.reduce((sum, p) => sum + p, 0);
          const counts = new Map<string, number>();
          for (let i = 0; i < total * 10; i += 1) {
            const picked = pickWeightedAd(list, (i + 0.5) / (total * 10));
            if (picked) counts.set(picked.id, (counts.get(picked.id) ?? 0) + 1);
          }
          priorities.forEach((priority, i) => {
            expect(counts.get(String(i))).toBe(priority * 10);
          });
        },
      ),
    );
  });
});

describe('pickAdsForSlots', () => {
  it('fills each slot with a different eligible ad', () => {
    const ads = [ad({ id: 'x' }), ad({ id: 'y' }), ad({ id: 'z', endDate: '2025-02-01' })];
    const picked = pickAdsForSlots(ads, {}, LATE_MARCH_1, [0, 0]);
    expect(picked.map((a) => a.id)).toEqual(['x', 'y']);
  });

  it('leaves slots empty when there are fewer eligible ads than slots', () => {
    expect(pickAdsForSlots([ad({ id: 'x' })], {}, LATE_MARCH_1, [0.9, 0.9])).toHaveLength(1);
    expect(pickAdsForSlots([ad({})], { a: '2025-03-01' }, LATE_MARCH_1, [0.5])).toEqual([]);
  });
});
