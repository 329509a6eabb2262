import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DonationAddress } from '~/load-context';
import { DonationAddresses, NO_DONATION_ADDRESSES } from './donation-addresses';

const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>';

const monero: DonationAddress = {
  currency: 'XMR',
  name: 'monero',
  address: '4ExampleMoneroAddress',
  qrSvg: QR,
};
const bitcoin: DonationAddress = {
  currency: 'BTC',
  name: 'bitcoin',
  address: 'bc1qexamplebitcoinaddress',
  qrSvg: QR,
};
const litecoin: DonationAddress = {
  currency: 'LTC',
  name: 'litecoin',
  address: 'ltc1qexamplelitecoinaddress',
  qrSvg: QR,
};

describe('the donation addresses', () => {
  it('lists bitcoin, litecoin and monero in that order, whatever order they come in', () => {
    render(<DonationAddresses addresses={[monero, litecoin, bitcoin]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Bitcoin (BTC)',
      'Litecoin (LTC)',
      'Monero (XMR)',
    ]);
  });

  it('shows each address as text to select, a copy button and its QR code with a label', () => {
    render(<DonationAddresses addresses={[bitcoin]} />);
    const card = screen.getByTestId('donation-coin-BTC');
    expect(within(card).getByTestId('donation-address')).toHaveTextContent(bitcoin.address);
    expect(within(card).getByTestId('donation-address')).toHaveClass('font-mono', 'select-all');
    expect(within(card).getByRole('button', { name: 'Copy bitcoin address' })).toBeVisible();
    const qr = within(card).getByRole('img', { name: 'QR code of the bitcoin address' });
    expect(qr.querySelector('svg path')).not.toBeNull();
  });

  it('leaves out a coin without an address', () => {
    render(<DonationAddresses addresses={[bitcoin, monero]} />);
    expect(screen.queryByTestId('donation-coin-LTC')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says donations are not set up when there is no address, and shows no card', () => {
    render(<DonationAddresses addresses={[]} />);
    expect(screen.getByText(NO_DONATION_ADDRESSES)).toBeVisible();
    expect(NO_DONATION_ADDRESSES).toBe('Donations are not set up on this site yet.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
