/**
 * Donation stats as the operator publishes them (spec sections 2 "Donate" and 3): the total in
 * bitcoin with 5 decimals and its approximate USD value at the fixed bitcoin price, the number of
 * donors, and the recent donations (BTC 5 decimals, LTC and XMR 2).
 */
import type { DonationStats } from '@reelhouse/core/site-content/donation-stats-schema';
import { estimateDonationsUsd, formatCoinAmount, formatUsd } from '@reelhouse/core/stats/donations';
import { useId } from 'react';
import { formatContentDate } from './format-date';

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

interface DonationStatsPanelProps {
  stats: DonationStats;
  /** the fixed bitcoin price of the estimate, in USD (configuration; the spec's 80,500 by default) */
  btcPriceUsd: number;
}

export function DonationStatsPanel({ stats, btcPriceUsd }: DonationStatsPanelProps) {
  const headingId = useId();
  // The total is in bitcoin (the stats' unit), so the fixed bitcoin price prices all of it.
  // totalAmount is in bitcoin (its equivalent), so the estimate prices it all as bitcoin.
  const { usd } = estimateDonationsUsd({ BTC: stats.totalAmount }, btcPriceUsd);
  return (
    <section aria-labelledby={headingId} data-testid="donation-stats" className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Donations so far
      </h2>
      <dl className="mt-4 grid gap-4 tablet:grid-cols-2">
        <div className="rounded-lg bg-surface-2 p-4 ring-1 ring-line">
          <dt className="text-sm text-ink-muted">Total received</dt>
          <dd data-testid="donation-total" className="mt-1 text-2xl font-bold">
            {formatCoinAmount(stats.totalAmount, 'BTC')}
          </dd>
          <dd data-testid="donation-total-usd" className="mt-1 text-sm text-ink-muted">
            About {formatUsd(usd)}, at a fixed price of {formatUsd(btcPriceUsd)} per bitcoin
          </dd>
        </div>
        <div className="rounded-lg bg-surface-2 p-4 ring-1 ring-line">
          <dt className="text-sm text-ink-muted">Donors</dt>
          <dd data-testid="donation-donors" className="mt-1 text-2xl font-bold">
            {COUNT_FORMAT.format(stats.totalDonors)}
          </dd>
        </div>
      </dl>
      {stats.recentDonations.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-bold">Recent donations</h3>
          <ul data-testid="recent-donations" className="mt-3 divide-y divide-line">
            {stats.recentDonations.map((donation) => (
              <li key={donation.id} className="py-3">
                <p className="flex flex-wrap items-baseline gap-x-3">
                  <span data-testid="donation-amount" className="font-mono font-semibold">
                    {formatCoinAmount(donation.amount, donation.currency)}
                  </span>
                  <time dateTime={donation.date} className="text-sm text-ink-muted">
                    {formatContentDate(donation.date)}
                  </time>
                </p>
                {donation.message ? (
                  <p className="mt-1 text-sm break-words">{donation.message}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
