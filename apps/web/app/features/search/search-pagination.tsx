/**
 * The search page's pagination (spec section 2): First, Prev, 4 numbered pages, Next, Last and
 * the page count. Every button is a link to its page's URL, so it works before the scripts load
 * and crawlers can follow it; an unavailable one is shown dimmed and is not a link.
 */
import {
  PAGINATION_FIRST_LABEL,
  PAGINATION_LAST_LABEL,
  PAGINATION_NEXT_LABEL,
  PAGINATION_PREVIOUS_LABEL,
  formatPageCount,
  getPaginationModel,
} from '@reelhouse/core/screens/pagination';
import type { SearchState } from '@reelhouse/core/screens/search-params';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { searchPagePath } from './search-paths';

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-line px-3 text-sm font-semibold';

function PageLink(props: {
  state: SearchState;
  page: number | null;
  /** the link's accessible name when its text alone says too little ('2' → 'Page 2') */
  label?: string;
  children: ReactNode;
  isCurrent?: boolean;
}) {
  const { state, page, label, children, isCurrent = false } = props;
  if (page === null || isCurrent) {
    return (
      <span
        aria-current={isCurrent ? 'page' : undefined}
        aria-disabled={isCurrent ? undefined : true}
        className={`${itemClass} ${isCurrent ? 'border-brand bg-brand text-on-brand' : 'text-ink-muted opacity-60'}`}
      >
        {children}
      </span>
    );
  }
  return (
    <Link
      to={searchPagePath(state, page)}
      prefetch="intent"
      aria-label={label}
      className={`${itemClass} bg-surface-2 hover:border-brand`}
    >
      {children}
    </Link>
  );
}

export function SearchPagination({ state, pageCount }: { state: SearchState; pageCount: number }) {
  const model = getPaginationModel(state.page, pageCount);
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-col items-center gap-3">
      <ul className="flex flex-wrap justify-center gap-2">
        <li>
          <PageLink state={state} page={model.first}>
            {PAGINATION_FIRST_LABEL}
          </PageLink>
        </li>
        <li>
          <PageLink state={state} page={model.previous}>
            {PAGINATION_PREVIOUS_LABEL}
          </PageLink>
        </li>
        {model.pages.map((page) => (
          <li key={page}>
            <PageLink
              state={state}
              page={page}
              label={`Page ${String(page)}`}
              isCurrent={page === model.current}
            >
              {page}
            </PageLink>
          </li>
        ))}
        <li>
          <PageLink state={state} page={model.next}>
            {PAGINATION_NEXT_LABEL}
          </PageLink>
        </li>
        <li>
          <PageLink state={state} page={model.last}>
            {PAGINATION_LAST_LABEL}
          </PageLink>
        </li>
      </ul>
      <p className="text-sm text-ink-muted" data-testid="page-count">
        {formatPageCount(model.current, model.pageCount)}
      </p>
    </nav>
  );
}
