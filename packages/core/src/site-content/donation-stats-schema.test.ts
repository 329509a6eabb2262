import { describe, expect, it } from 'vitest';
import { donationCurrencySchema, donationStatsSchema } from './donation-stats-schema';

describe('donationStatsSchema', () => {
  it('reads totals and recent donations', () => {
    const stats = donationStatsSchema.parse({
      totalAmount: 0.5,
      totalDonors: 12,
      recentDonations: [
        { id: 1, amount: 0.01, currency: 'btc', date: '2025-03-01', message: 'Thanks!' },
        { id: 'x2', amount: 3, currency: 'XMR', date: '2025-03-02T10:00:00Z', message: null },
      ],
    });
    expect(stats.recentDonations).toEqual([
      { id: '1', amount: 0.01, currency: 'BTC', date: '2025-03-01', message: 'Thanks!' },
      { id: 'x2', amount: 3, currency: 'XMR', date: '2025-03-02T10:00:00Z', message: undefined },
    ]);
  });

  it('drops a bad recent donation instead of failing the whole stats', () => {
    const stats = donationStatsSchema.parse({
      totalAmount: 1,
      totalDonors: 1,
      recentDonations: [
        { id: 1, amount: -1, currency: 'BTC', date: '2025-03-01' },
        { id: 2, amount: 1, currency: 'DOGE', date: '2025-03-01' },
        { id: 3, amount: 1, currency: 'LTC', date: '2025-03-01' },
      ],
    });
    expect(stats.recentDonations.map((d) => d.id)).toEqual(['3']);
  });

  it('treats missing recent donations as none and refuses bad totals', () => {
    expect(donationStatsSchema.parse({ totalAmount: 0, totalDonors: 0 }).recentDonations).toEqual(
      [],
    );
    expect(donationStatsSchema.safeParse({ totalAmount: -1, totalDonors: 0 }).success).toBe(false);
    expect(donationStatsSchema.safeParse({ totalAmount: 1, totalDonors: 1.5 }).success).toBe(false);
  });

  it('accepts bitcoin, litecoin and monero only', () => {
    expect(['btc', ' ltc ', 'XMR'].map((c) => donationCurrencySchema.parse(c))).toEqual([
      'BTC',
      'LTC',
      'XMR',
    ]);
    expect(donationCurrencySchema.safeParse('ETH').success).toBe(false);
  });
});
