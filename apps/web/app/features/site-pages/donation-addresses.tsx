/**
 * The donate page's coins (spec section 2 "Donate"): one card per coin in the spec's order
 * (bitcoin, litecoin, monero), each with its address to select or copy and the server's QR code.
 * No address at all: an honest empty state, never a made-up address.
 */
import { DONATION_COINS } from '@reelhouse/core/stats/donations';
import { useId, useRef } from 'react';
import type { DonationAddress } from '~/load-context';
import { CopyButton } from './copy-button';
import { selectText } from './copy-text';

export const NO_DONATION_ADDRESSES = 'Donations are not set up on this site yet.';

function coinOrder(address: DonationAddress): number {
  const index = DONATION_COINS.findIndex((coin) => coin.currency === address.currency);
  return index === -1 ? DONATION_COINS.length : index;
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export function DonationAddresses({ addresses }: { addresses: readonly DonationAddress[] }) {
  const headingId = useId();
  const sorted = [...addresses].sort((a, b) => coinOrder(a) - coinOrder(b));
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">
        Donation addresses
      </h2>
      {sorted.length === 0 ? (
        <p data-testid="donation-addresses-empty" className="mt-3 text-ink-muted">
          {NO_DONATION_ADDRESSES}
        </p>
      ) : (
        <ul className="mt-4 space-y-4">
          {sorted.map((address) => (
            <DonationAddressCard key={address.currency} address={address} />
          ))}
        </ul>
      )}
    </section>
  );
}

function DonationAddressCard({ address }: { address: DonationAddress }) {
  const addressRef = useRef<HTMLParagraphElement>(null);
  const name = capitalise(address.name);
  return (
    <li
      data-testid={`donation-coin-${address.currency}`}
      className="rounded-lg bg-surface-2 p-4 ring-1 ring-line"
    >
      <h3 className="text-lg font-bold">
        {name} <span className="text-sm font-normal text-ink-muted">({address.currency})</span>
      </h3>
      <div className="mt-3 flex flex-col gap-4 tablet:flex-row tablet:items-start">
        {/* A QR code needs dark modules on a light ground to scan, in either theme. */}
        <div
          role="img"
          aria-label={`QR code of the ${address.name} address`}
          data-testid="donation-qr"
          className="size-36 shrink-0 rounded-md bg-white p-2 [&>svg]:block [&>svg]:size-full"
          dangerouslySetInnerHTML={{ __html: address.qrSvg }}
        />
        <div className="min-w-0 flex-1">
          <p
            ref={addressRef}
            data-testid="donation-address"
            className="rounded-md bg-surface p-2 font-mono text-sm break-all select-all ring-1 ring-line"
          >
            {address.address}
          </p>
          <CopyButton
            text={address.address}
            what={`${address.name} address`}
            onFailure={() => {
              if (addressRef.current) selectText(addressRef.current);
            }}
          />
        </div>
      </div>
    </li>
  );
}
