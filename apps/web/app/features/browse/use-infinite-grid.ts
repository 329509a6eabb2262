/**
 * Infinite scroll of a category or network grid (spec section 4): the server rendered the first
 * page; when the fifth-from-last item comes into view the next page is fetched and appended,
 * until a short page says no more remain. Owns the list state and the IntersectionObserver, not
 * the markup.
 */
import {
  applyPage,
  getLoadMoreTriggerIndex,
  getNextPage,
  type GridTypeFilter,
  type InfiniteListState,
} from '@reelhouse/core/screens/infinite-scroll';
import { getGridItemKey } from '@reelhouse/core/screens/browse-grid';
import type { CardItem } from '@reelhouse/core/media/card-item';
import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadStatus = 'idle' | 'loading' | 'error';

interface InfiniteGridOptions {
  initial: InfiniteListState<CardItem>;
  /** the filter whose "more remain" rule applies */
  filter: GridTypeFilter;
  fetchPage: (page: number, signal: AbortSignal) => Promise<CardItem[]>;
}

export interface InfiniteGrid {
  items: readonly CardItem[];
  status: LoadStatus;
  hasMore: boolean;
  /** the page the next load asks for, or null */
  nextPage: number | null;
  triggerIndex: number | null;
  /** attach to the trigger item (MediaGrid's `triggerRef`) */
  triggerRef: (element: HTMLLIElement | null) => void;
  /**
   * attach to an element right after the grid: a fast fling or a jump to the page's end can pass
   * the trigger between two frames without it ever intersecting; reaching the end loads too
   */
  endRef: (element: HTMLElement | null) => void;
  /** loads the next page now (the Load more control, Retry) */
  loadMore: () => void;
}

export function useInfiniteGrid({ initial, filter, fetchPage }: InfiniteGridOptions): InfiniteGrid {
  const [list, setList] = useState(initial);
  const [status, setStatus] = useState<LoadStatus>('idle');
  const [trigger, setTrigger] = useState<HTMLLIElement | null>(null);
  const [end, setEnd] = useState<HTMLElement | null>(null);
  // The latest values for callbacks the observer holds on to.
  const latest = useRef({ list, status, filter, fetchPage });
  useEffect(() => {
    latest.current = { list, status, filter, fetchPage };
  });
  const controller = useRef<AbortController | null>(null);

  const loadMore = useCallback(() => {
    const { list: current, status: currentStatus } = latest.current;
    const page = getNextPage(current);
    if (page === null || currentStatus === 'loading') return;
    const abort = new AbortController();
    controller.current = abort;
    setStatus('loading');
    latest.current.status = 'loading';
    latest.current
      .fetchPage(page, abort.signal)
      .then((items) => {
        if (abort.signal.aborted) return;
        const next = applyPage(
          latest.current.list,
          page,
          items,
          latest.current.filter,
          getGridItemKey,
        );
        latest.current = { ...latest.current, list: next, status: 'idle' };
        setList(next);
        setStatus('idle');
      })
      .catch(() => {
        if (abort.signal.aborted) return;
        setStatus('error');
      });
  }, []);

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const targets = [trigger, end].filter((element) => element !== null);
    if (targets.length === 0) return;
    const observer = new IntersectionObserver((entries) => {
      // After a failure the Retry button asks again; scrolling alone does not.
      if (entries.some((entry) => entry.isIntersecting) && latest.current.status === 'idle') {
        loadMore();
      }
    });
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [trigger, end, loadMore, list.items.length]);

  return {
    items: list.items,
    status,
    hasMore: list.hasMore,
    nextPage: getNextPage(list),
    triggerIndex: list.hasMore ? getLoadMoreTriggerIndex(list.items.length) : null,
    triggerRef: setTrigger,
    endRef: setEnd,
    loadMore,
  };
}
