import { describe, expect, it } from 'vitest';
import {
  BTC_PRICE_USD,
  COIN_DECIMALS,
  COPY_CONFIRMATION_MS,
  DONATION_COINS,
  estimateDonationsUsd,
  formatCoinAmount,
  formatUsd,
  sumDonationsByCurrency,
} from './donations';

describe('donation constants', () => {
  it('accept bitcoin, litecoin and monero, price bitcoin at 80500 USD, confirm a copy for 2 s', () => {
    expect(DONATION_COINS.map((coin) => coin.name)).toEqual(['bitcoin', 'litecoin', 'monero']);
    expect(COIN_DECIMALS).toEqual({ BTC: 5, LTC: 2, XMR: 2 });
    expect([BTC_PRICE_USD, COPY_CONFIRMATION_MS]).toEqual([80_500, 2000]);
  });
});

describe('formatCoinAmount', () => {
  it.each([
    [0.0123, 'BTC', '0.01230 BTC'],
    [1.234567, 'BTC', '1.23457 BTC'],
    [3.5, 'XMR', '3.50 XMR'],
    [1.005, 'LTC', '1.01 LTC'],
    [1234.5, 'LTC', '1,234.50 LTC'],
  ] as const)('shows %d %s as %s', (amount, currency, text) => {
    expect(formatCoinAmount(amount, currency)).toBe(text);
  });
});

describe('estimateDonationsUsd', () => {
  it('values bitcoin at 80500 USD', () => {
    expect(estimateDonationsUsd({ BTC: 0.5 })).toEqual({ usd: 40_250, uncounted: [] });
  });

  it('leaves out litecoin and monero, whose price the spec does not give, and says so', () => {
    expect(estimateDonationsUsd({ BTC: 1, LTC: 4, XMR: 0 })).toEqual({
      usd: 80_500,
      uncounted: ['LTC'],
    });
    expect(estimateDonationsUsd({})).toEqual({ usd: 0, uncounted: [] });
  });

  it('prices bitcoin at the configured price when one is given', () => {
    expect(estimateDonationsUsd({ BTC: 0.5 }, 100_000)).toEqual({ usd: 50_000, uncounted: [] });
  });
});

describe('sumDonationsByCurrency', () => {
  it('adds up donations per coin', () => {
    expect(
      sumDonationsByCurrency([
        { amount: 0.1, currency: 'BTC' },
        { amount: 0.2, currency: 'BTC' },
        { amount: 5, currency: 'XMR' },
      ]),
    ).toEqual({ BTC: expect.closeTo(0.3, 10) as number, LTC: 0, XMR: 5 });
  });
});

describe('formatUsd', () => {
  it('shows whole dollars with separators', () => {
    expect(formatUsd(40_250)).toBe('$40,250');
    expect(formatUsd(80_500.4)).toBe('$80,500');
  });
});
