/**
 * The network page's header controls: pills to every network (the current one in its colours) and
 * the All / Movies / TV Shows filter, both as links (`?type=`), so each view has its own URL.
 */
import { GRID_TYPE_OPTIONS } from '@reelhouse/core/screens/browse-grid';
import type { GridTypeFilter } from '@reelhouse/core/screens/infinite-scroll';
import { STREAMING_NETWORKS } from '@reelhouse/core/slug/networks';
import { networkPath } from './browse-paths';
import { FilterLinks } from './filter-links';
import { getNetworkColours } from './network-style';

export function NetworkPills({ current, type }: { current: string | null; type: GridTypeFilter }) {
  return (
    <FilterLinks
      label="Streaming networks"
      testId="network-pills"
      keepScroll={false}
      options={STREAMING_NETWORKS.map((network) => ({
        key: network.slug,
        label: network.name,
        to: networkPath(network.slug, type),
        isCurrent: network.slug === current,
        currentStyle: getNetworkColours(network),
      }))}
    />
  );
}

/** All / Movies / TV Shows; without Movies when the catalogue knows networks for series only. */
export function NetworkTypeFilter({
  slug,
  type,
  isSeriesOnly = false,
}: {
  slug: string;
  type: GridTypeFilter;
  isSeriesOnly?: boolean;
}) {
  const options = GRID_TYPE_OPTIONS.filter(
    (option) => !isSeriesOnly || option.value !== 'movie' || type === 'movie',
  );
  return (
    <FilterLinks
      label="Filter by type"
      testId="type-filter"
      options={options.map((option) => ({
        key: option.value,
        label: option.label,
        to: networkPath(slug, option.value),
        isCurrent: option.value === type,
      }))}
    />
  );
}
