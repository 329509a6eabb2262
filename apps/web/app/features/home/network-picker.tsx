/** The home page's network picker: the 8 streaming networks, each linking to /networks/{slug}. */
import { VIEW_ALL } from '@reelhouse/core/screens/texts';
import { STREAMING_NETWORKS } from '@reelhouse/core/slug/networks';
import { useId } from 'react';
import { href } from 'react-router';
import { PrefetchLink } from '~/components/media/prefetch-link';

export function NetworkPicker() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-10" data-testid="network-picker">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold tablet:text-xl">
          Browse by network
        </h2>
        <PrefetchLink
          to="/networks"
          className="text-sm font-semibold text-ink-muted underline-offset-4 hover:text-ink hover:underline"
        >
          {VIEW_ALL}
        </PrefetchLink>
      </div>
      <ul className="grid grid-cols-2 gap-2 tablet:grid-cols-4">
        {STREAMING_NETWORKS.map((network) => (
          <li key={network.slug}>
            <PrefetchLink
              to={href('/networks/:network', { network: network.slug })}
              className="flex h-16 items-center justify-center rounded-lg border border-line bg-surface-2 px-3 text-base font-bold hover:border-brand"
            >
              {network.name}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
