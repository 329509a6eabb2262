/**
 * The infinite-scroll grid of the category and network pages: the server-rendered first page,
 * then more pages as the fifth-from-last card comes into view, with 10 skeleton cards while one
 * loads. A plain "Load more" link (the next `?page=`) serves keyboard users and pages without
 * script; with script it loads in place.
 */
import { LOAD_MORE_LABEL } from '@reelhouse/core/screens/browse-grid';
import {
  INFINITE_SCROLL_SKELETON_COUNT,
  type GridTypeFilter,
} from '@reelhouse/core/screens/infinite-scroll';
import type { CardItem } from '@reelhouse/core/media/card-item';
import { useCallback } from 'react';
import { Link, useLocation } from 'react-router';
import { MediaGrid } from '~/components/media/media-grid';
import { LoadError } from '~/components/ui/load-error';
import { withPage } from './browse-paths';
import { fetchGridPage, type GridQuery } from './grid-query';
import { useInfiniteGrid } from './use-infinite-grid';

interface InfiniteMediaGridProps {
  /** the server-rendered page */
  items: CardItem[];
  page: number;
  hasMore: boolean;
  filter: GridTypeFilter;
  queries: GridQuery[];
  /** accessible name of the list */
  label: string;
  /** shown when the first page is empty */
  emptyText: string;
  /** posters of the first row load eagerly */
  eagerCount?: number;
}

export function InfiniteMediaGrid({
  items,
  page,
  hasMore,
  filter,
  queries,
  label,
  emptyText,
  eagerCount = 6,
}: InfiniteMediaGridProps) {
  const fetchPage = useCallback(
    (next: number, signal: AbortSignal) => fetchGridPage(queries, next, signal),
    [queries],
  );
  const { endRef, ...grid } = useInfiniteGrid({
    initial: { items, page, hasMore },
    filter,
    fetchPage,
  });
  const location = useLocation();

  if (grid.items.length === 0 && !grid.hasMore) {
    return (
      <p className="rounded-lg border border-line bg-surface-2 p-6 text-center text-ink-muted">
        {emptyText}
      </p>
    );
  }
  const isLoading = grid.status === 'loading';
  return (
    <div aria-busy={isLoading} data-testid="infinite-grid">
      <MediaGrid
        items={grid.items}
        label={label}
        skeletons={isLoading ? INFINITE_SCROLL_SKELETON_COUNT : 0}
        triggerIndex={grid.triggerIndex}
        triggerRef={grid.triggerRef}
        eagerCount={eagerCount}
      />
      <div ref={endRef} aria-hidden="true" className="h-px" />
      <p role="status" className="sr-only">
        {isLoading ? 'Loading more titles' : `${String(grid.items.length)} titles shown`}
      </p>
      {grid.status === 'error' ? (
        <div className="mt-6">
          <LoadError onRetry={grid.loadMore} />
        </div>
      ) : null}
      {grid.status === 'idle' && grid.nextPage !== null ? (
        <div className="mt-8 flex justify-center">
          <Link
            to={withPage(location.search, grid.nextPage)}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              grid.loadMore();
            }}
            className="rounded-full border border-line bg-surface-2 px-6 py-2 text-sm font-semibold hover:border-brand"
            data-testid="load-more"
          >
            {LOAD_MORE_LABEL}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
