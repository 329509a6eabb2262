/**
 * The site's donation addresses (spec section 2 "Donate"), one per coin, as the operator writes
 * them in the content folder: `{ "BTC"?: string, "LTC"?: string, "XMR"?: string }`. Formats are
 * checked by shape (prefix, alphabet, length) to catch a mistyped or truncated address; checksums
 * are the wallet's business.
 */
import { z } from 'zod';
import { DONATION_COINS } from '../stats/donations';
import type { DonationCurrency } from './donation-stats-schema';

const BASE58 = '1-9A-HJ-NP-Za-km-z';
const BECH32 = 'ac-hj-np-z02-9';

const BTC_ADDRESS = new RegExp(
  `^(?:[13][${BASE58}]{25,34}|bc1[${BECH32}]{11,71}|BC1[${BECH32.toUpperCase()}]{11,71})$`,
);
const LTC_ADDRESS = new RegExp(
  `^(?:[LM3][${BASE58}]{26,33}|ltc1[${BECH32}]{11,71}|LTC1[${BECH32.toUpperCase()}]{11,71})$`,
);
/** A standard address or subaddress (95 characters) or an integrated address (106). */
const XMR_ADDRESS = new RegExp(`^(?:[48][${BASE58}]{94}|4[${BASE58}]{105})$`);

const address = (pattern: RegExp, message: string) =>
  z.string().trim().regex(pattern, message).optional();

/** Unknown keys are refused: a coin the site does not accept is a mistake, not something to skip. */
export const donationAddressesSchema = z.strictObject({
  BTC: address(BTC_ADDRESS, 'Expected a bitcoin address (1…, 3… or bc1…)'),
  LTC: address(LTC_ADDRESS, 'Expected a litecoin address (L…, M…, 3… or ltc1…)'),
  XMR: address(XMR_ADDRESS, 'Expected a monero address (4… or 8…, 95 or 106 characters)'),
});

export type DonationAddresses = z.output<typeof donationAddressesSchema>;

/**
 * The configured addresses in the donate page's order (core's DONATION_COINS); a coin without an
 * address is left out.
 * @returns e.g. [{ currency: 'BTC', name: 'bitcoin', address: 'bc1…' }]
 */
export function listDonationAddresses(
  addresses: DonationAddresses,
): { currency: DonationCurrency; name: string; address: string }[] {
  return DONATION_COINS.flatMap((coin) => {
    const value = addresses[coin.currency];
    return value === undefined ? [] : [{ ...coin, address: value }];
  });
}
