/**
 * Donate page arithmetic (spec sections 2 "Donate" and 9): coin formats, the approximate USD
 * total at the fixed bitcoin price, and the copy confirmation. Donations are addresses only.
 */
import type { Donation, DonationCurrency } from '../site-content/donation-stats-schema';

/** The coins, in the order the page lists them, with their names. */
export const DONATION_COINS = [
  { currency: 'BTC', name: 'bitcoin' },
  { currency: 'LTC', name: 'litecoin' },
  { currency: 'XMR', name: 'monero' },
] as const satisfies readonly { currency: DonationCurrency; name: string }[];

/** Decimals shown per coin: BTC 5, LTC and XMR 2. */
export const COIN_DECIMALS: Readonly<Record<DonationCurrency, number>> = { BTC: 5, LTC: 2, XMR: 2 };

/** The fixed bitcoin price of the approximate total, in USD. */
export const BTC_PRICE_USD = 80_500;

/** 'Copied' shows for this many ms after an address is copied. */
export const COPY_CONFIRMATION_MS = 2000;

/**
 * @param amount in units of `currency`
 * @returns e.g. '0.01230 BTC', '3.50 XMR': fixed decimals per coin, thousands separated by commas,
 *   rounded half away from zero on the decimal value (1.005 LTC → '1.01 LTC')
 */
export function formatCoinAmount(amount: number, currency: DonationCurrency): string {
  const decimals = COIN_DECIMALS[currency];
  const digits = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
  return `${digits} ${currency}`;
}

/** @returns whole US dollars with separators: 40250 → '$40,250' */
export function formatUsd(usd: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(usd);
}

/** Sums donations per coin. @returns 0 for a coin with no donations */
export function sumDonationsByCurrency(
  donations: readonly Pick<Donation, 'amount' | 'currency'>[],
): Record<DonationCurrency, number> {
  const totals: Record<DonationCurrency, number> = { BTC: 0, LTC: 0, XMR: 0 };
  for (const donation of donations) totals[donation.currency] += donation.amount;
  return totals;
}

export interface UsdEstimate {
  /** the approximate total in USD */
  usd: number;
  /** coins with a non-zero amount that the estimate leaves out (no price is known for them) */
  uncounted: DonationCurrency[];
}

/**
 * The approximate total in USD. The spec fixes only bitcoin's price, so only bitcoin counts:
 * litecoin and monero are left out and listed, rather than priced with invented rates.
 * @param amounts per coin, in coin units (e.g. the stats' totalAmount as { BTC: totalAmount })
 * @param btcPriceUsd the fixed bitcoin price (the operator may configure it; the spec's by default)
 */
export function estimateDonationsUsd(
  amounts: Partial<Record<DonationCurrency, number>>,
  btcPriceUsd: number = BTC_PRICE_USD,
): UsdEstimate {
  const uncounted = (['LTC', 'XMR'] as const).filter((coin) => (amounts[coin] ?? 0) > 0);
  return { usd: (amounts.BTC ?? 0) * btcPriceUsd, uncounted };
}
