/**
 * The search page's pagination (spec section 2): first and last page, Prev and Next, the page
 * count, and 4 numbered buttons around the current page.
 */

/** Numbered page buttons shown at once. */
export const PAGINATION_NUMBERED_BUTTONS = 4;

export const PAGINATION_PREVIOUS_LABEL = 'Prev';
export const PAGINATION_NEXT_LABEL = 'Next';
export const PAGINATION_FIRST_LABEL = 'First';
export const PAGINATION_LAST_LABEL = 'Last';

/** The page count text: 'Page 3 of 12'. */
export function formatPageCount(currentPage: number, pageCount: number): string {
  return `Page ${currentPage} of ${pageCount}`;
}

export interface PaginationModel {
  /** the current page, clamped into 1..pageCount (1 when there are no pages) */
  current: number;
  pageCount: number;
  /** page of the First button, or null when already there or there are no pages */
  first: number | null;
  /** page of the Last button, or null when already there */
  last: number | null;
  previous: number | null;
  next: number | null;
  /** up to 4 consecutive numbered buttons: one before the current page and two after, shifted to
   * stay within 1..pageCount */
  pages: number[];
}

/**
 * @param currentPage the page shown (any number; clamped)
 * @param pageCount total pages (0 when there are no results)
 */
export function getPaginationModel(currentPage: number, pageCount: number): PaginationModel {
  const count = Math.max(0, Math.floor(pageCount));
  const current = Math.min(Math.max(1, Math.floor(currentPage)), Math.max(1, count));
  const start = Math.max(1, Math.min(current - 1, count - PAGINATION_NUMBERED_BUTTONS + 1));
  const end = Math.min(count, start + PAGINATION_NUMBERED_BUTTONS - 1);
  const pages: number[] = [];
  for (let page = start; page <= end; page += 1) pages.push(page);
  const hasPrevious = count > 0 && current > 1;
  const hasNext = current < count;
  return {
    current,
    pageCount: count,
    first: hasPrevious ? 1 : null,
    last: hasNext ? count : null,
    previous: hasPrevious ? current - 1 : null,
    next: hasNext ? current + 1 : null,
    pages,
  };
}
