/**
 * Donation stats on the wire (spec sections 2 "Donate" and 3): totals and recent donations in
 * bitcoin, litecoin or monero. Formatting lives in `stats/donations`.
 */
import { z } from 'zod';
import { contentDateSchema, contentIdSchema } from './content-list-schema';

/** The coins the site accepts, as currency codes. */
export const donationCurrencySchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.enum(['BTC', 'LTC', 'XMR']));
export type DonationCurrency = z.output<typeof donationCurrencySchema>;

export const donationSchema = z.object({
  id: contentIdSchema,
  /** in units of `currency` */
  amount: z.number().nonnegative(),
  currency: donationCurrencySchema,
  /** when it was received: a date or a date-time with an offset */
  date: contentDateSchema,
  /** the donor's note; null or absent reads as none */
  message: z
    .string()
    .nullish()
    .transform((message) => message ?? undefined),
});
export type Donation = z.output<typeof donationSchema>;

export const donationStatsSchema = z.object({
  /** total received, in BTC equivalent (the page shows it with 5 decimals and about-USD) */
  totalAmount: z.number().nonnegative(),
  totalDonors: z.number().int().nonnegative(),
  /** newest first as served; entries that fail validation are dropped, not the whole stats */
  recentDonations: z
    .array(z.unknown())
    .default([])
    .transform((entries) =>
      entries.flatMap((entry) => {
        const parsed = donationSchema.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});
export type DonationStats = z.output<typeof donationStatsSchema>;
