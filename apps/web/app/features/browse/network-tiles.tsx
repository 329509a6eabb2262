/** 'All Streaming Networks': a tile per network, in its colours, linking to its page. */
import { ALL_STREAMING_NETWORKS } from '@reelhouse/core/screens/texts';
import { STREAMING_NETWORKS } from '@reelhouse/core/slug/networks';
import { href } from 'react-router';
import { PrefetchLink } from '~/components/media/prefetch-link';
import { getNetworkColours } from './network-style';

export function NetworkTiles() {
  return (
    <section aria-labelledby="all-networks-title" className="mt-12">
      <h2 id="all-networks-title" className="mb-4 text-lg font-bold tablet:text-xl">
        {ALL_STREAMING_NETWORKS}
      </h2>
      <ul className="grid grid-cols-2 gap-3 tablet:grid-cols-4" data-testid="network-tiles">
        {STREAMING_NETWORKS.map((network) => (
          <li key={network.slug}>
            <PrefetchLink
              to={href('/networks/:network', { network: network.slug })}
              style={getNetworkColours(network)}
              className="flex aspect-video items-center justify-center rounded-xl p-4 text-center text-xl font-extrabold shadow-sm transition-transform hover:scale-[1.02] motion-reduce:transition-none"
            >
              {network.name}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
