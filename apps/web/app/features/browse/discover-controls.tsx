/**
 * The discover page's choices: Trending or Popular, All/Movies/TV, and the streaming service,
 * each a link to the page with that choice in its search parameters.
 */
import { GRID_TYPE_OPTIONS } from '@reelhouse/core/screens/browse-grid';
import {
  ALL_SERVICES_LABEL,
  DISCOVER_TABS,
  serialiseDiscoverParams,
  type DiscoverState,
} from '@reelhouse/core/screens/discover-params';
import { findNetworkBySlug, STREAMING_NETWORKS } from '@reelhouse/core/slug/networks';
import { FilterLinks } from './filter-links';
import { getNetworkColours } from './network-style';

function discoverPath(state: DiscoverState): string {
  const search = serialiseDiscoverParams(state);
  return search === '' ? '/discover' : `/discover?${search}`;
}

export function DiscoverControls({ state }: { state: DiscoverState }) {
  const services = [
    { slug: null, name: ALL_SERVICES_LABEL },
    ...STREAMING_NETWORKS.map((network) => ({ slug: network.slug, name: network.name })),
  ];
  return (
    <div className="flex flex-col gap-4" data-testid="discover-controls">
      <FilterLinks
        label="List"
        testId="discover-tabs"
        options={DISCOVER_TABS.map((tab) => ({
          key: tab.value,
          label: tab.label,
          to: discoverPath({ ...state, tab: tab.value }),
          isCurrent: tab.value === state.tab,
        }))}
      />
      <FilterLinks
        label="Filter by type"
        testId="type-filter"
        options={GRID_TYPE_OPTIONS.map((option) => ({
          key: option.value,
          label: option.label,
          to: discoverPath({ ...state, type: option.value }),
          isCurrent: option.value === state.type,
        }))}
      />
      <FilterLinks
        label="Streaming service"
        testId="service-filter"
        options={services.map((service) => {
          const network = service.slug === null ? null : findNetworkBySlug(service.slug);
          return {
            key: service.slug ?? 'all',
            label: service.name,
            to: discoverPath({ ...state, network: service.slug }),
            isCurrent: service.slug === state.network,
            ...(network ? { currentStyle: getNetworkColours(network) } : {}),
          };
        })}
      />
    </div>
  );
}
