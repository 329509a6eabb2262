import type { DonationStats } from '@reelhouse/core/site-content/donation-stats-schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DonationStatsPanel } from './donation-stats-panel';

const STATS: DonationStats = {
  totalAmount: 0.5,
  totalDonors: 1234,
  recentDonations: [
    { id: 'a', amount: 0.0123, currency: 'BTC', date: '2025-03-01', message: 'Keep it up' },
    { id: 'b', amount: 1.5, currency: 'LTC', date: '2025-02-20T23:30:00Z', message: undefined },
    { id: 'c', amount: 3.456, currency: 'XMR', date: '2025-02-10', message: 'Thanks' },
  ],
};

describe('the donation stats', () => {
  it('shows the total in bitcoin with 5 decimals and about-USD at the fixed price', () => {
    render(<DonationStatsPanel stats={STATS} btcPriceUsd={80_500} />);
    expect(screen.getByTestId('donation-total')).toHaveTextContent('0.50000 BTC');
    expect(screen.getByTestId('donation-total-usd')).toHaveTextContent(
      'About $40,250, at a fixed price of $80,500 per bitcoin',
    );
  });

  it('prices the total at the configured bitcoin price', () => {
    render(<DonationStatsPanel stats={STATS} btcPriceUsd={100_000} />);
    expect(screen.getByTestId('donation-total-usd')).toHaveTextContent(
      'About $50,000, at a fixed price of $100,000 per bitcoin',
    );
  });

  it('shows the number of donors with separators', () => {
    render(<DonationStatsPanel stats={STATS} btcPriceUsd={80_500} />);
    expect(screen.getByTestId('donation-donors')).toHaveTextContent('1,234');
  });

  it('lists recent donations: BTC with 5 decimals, LTC and XMR with 2, the UTC day and the message', () => {
    render(<DonationStatsPanel stats={STATS} btcPriceUsd={80_500} />);
    expect(screen.getAllByTestId('donation-amount').map((node) => node.textContent)).toEqual([
      '0.01230 BTC',
      '1.50 LTC',
      '3.46 XMR',
    ]);
    expect(screen.getByText('Mar 1, 2025')).toHaveAttribute('dateTime', '2025-03-01');
    expect(screen.getByText('Feb 20, 2025')).toBeVisible();
    expect(screen.getByText('Keep it up')).toBeVisible();
    expect(screen.getByText('Thanks')).toBeVisible();
  });

  it('has no recent list when the operator lists no donations', () => {
    render(<DonationStatsPanel stats={{ ...STATS, recentDonations: [] }} btcPriceUsd={80_500} />);
    expect(screen.queryByText('Recent donations')).toBeNull();
    expect(screen.getByTestId('donation-total')).toHaveTextContent('0.50000 BTC');
  });
});
