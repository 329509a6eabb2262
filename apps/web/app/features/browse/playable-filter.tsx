/**
 * 'Playable here' on the category, network and discover grids: every title, or only those that
 * play on this site (`?playable=1`). Two links, so the filter works without JavaScript too.
 */
import { PLAYABLE_HERE_FILTER } from '@reelhouse/core/media/availability';
import { useLocation } from 'react-router';
import { FilterLinks } from './filter-links';

/** The query parameter of the filter. */
const PARAM = 'playable';

/** @returns whether the address asks for playable titles only */
export function isPlayableOnly(searchParams: URLSearchParams): boolean {
  return searchParams.get(PARAM) === '1';
}

/** The address with the filter set or cleared, back on the first page. */
export function withPlayableFilter(pathname: string, search: string, isOn: boolean): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  if (isOn) params.set(PARAM, '1');
  else params.delete(PARAM);
  const text = params.toString();
  return text === '' ? pathname : `${pathname}?${text}`;
}

/** The filter's two links, built from the page's own address (never a loader's request). */
export function PlayableFilter({ isOn }: { isOn: boolean }) {
  const { pathname, search } = useLocation();
  return (
    <FilterLinks
      label="Filter by where it plays"
      testId="playable-filter"
      options={[
        {
          key: 'all',
          label: 'Everything',
          to: withPlayableFilter(pathname, search, false),
          isCurrent: !isOn,
        },
        {
          key: 'playable',
          label: PLAYABLE_HERE_FILTER,
          to: withPlayableFilter(pathname, search, true),
          isCurrent: isOn,
        },
      ]}
    />
  );
}
