import { LOAD_MORE_LABEL } from '@reelhouse/core/screens/browse-grid';
import {
  INFINITE_SCROLL_SKELETON_COUNT,
  type GridTypeFilter,
} from '@reelhouse/core/screens/infinite-scroll';
import { type MediaSummary, mediaSummarySchema } from '@reelhouse/core/media/media-schema';
import { RETRY_LABEL, SOMETHING_WENT_WRONG } from '@reelhouse/core/screens/texts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discover } from '~/lib/catalogue-client';
import { renderRoute } from '../../../test-support/render-route';
import type { GridQuery } from './grid-query';
import { InfiniteMediaGrid } from './infinite-media-grid';

vi.mock('~/lib/catalogue-client', () => ({ discover: vi.fn() }));

const discoverMock = vi.mocked(discover);
type CataloguePage = Awaited<ReturnType<typeof discover>>;

const GRID_LABEL = 'Action titles';
const EMPTY_TEXT = 'No movies in this category yet.';
/** The Action category, Movies only: a full page holds 20 titles. */
const QUERIES: GridQuery[] = [{ mediaType: 'movie', withGenres: [28] }];

/** Movies "Film {from}" to "Film {to}", as the catalogue lists them. */
function films(from: number, to: number): MediaSummary[] {
  return Array.from({ length: to - from + 1 }, (_, index) =>
    mediaSummarySchema.parse({ id: 1000 + from + index, title: `Film ${String(from + index)}` }),
  );
}

function cataloguePage(page: number, results: MediaSummary[]): CataloguePage {
  return { page, results, total_pages: 10, total_results: 200 };
}

/** A page request the test answers (or fails) when it chooses. */
function holdNextPage() {
  let answer: (page: CataloguePage) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  discoverMock.mockReturnValueOnce(
    new Promise<CataloguePage>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    }),
  );
  // Answered, the grid is done loading once "Loading more titles" gives way to the count.
  const loaded = () =>
    waitFor(() => expect(announcement()).not.toHaveTextContent('Loading more titles'));
  return {
    answer: async (page: CataloguePage) => {
      answer(page);
      await loaded();
    },
    fail: async (error: unknown) => {
      fail(error);
      await loaded();
    },
  };
}

/**
 * A stand-in for the browser's IntersectionObserver: nothing is ever in view until the test
 * scrolls an element into view, which tells every live observer watching that element.
 */
class FakeIntersectionObserver {
  static live = new Set<FakeIntersectionObserver>();
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.live.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    FakeIntersectionObserver.live.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  reveal(target: Element) {
    if (!this.targets.has(target)) return;
    const entry = { target, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

/** Scrolls `element` into view. */
function scrollIntoView(element: Element) {
  act(() => {
    for (const observer of [...FakeIntersectionObserver.live]) observer.reveal(element);
  });
}

beforeEach(() => {
  discoverMock.mockReset();
  FakeIntersectionObserver.live.clear();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderGrid(
  items: MediaSummary[] = films(1, 20),
  { hasMore = true, filter = 'movie' }: { hasMore?: boolean; filter?: GridTypeFilter } = {},
) {
  renderRoute(
    <InfiniteMediaGrid
      items={items}
      page={1}
      hasMore={hasMore}
      filter={filter}
      queries={QUERIES}
      label={GRID_LABEL}
      emptyText={EMPTY_TEXT}
    />,
    { path: '/categories/:category', url: '/categories/action?type=movie' },
  );
  return { address: screen.getByRole('status', { name: 'Current address' }) };
}

function grid() {
  return screen.getByRole('list', { name: GRID_LABEL });
}

/** The titles on the cards, in order. */
function shownTitles(): (string | null)[] {
  return within(grid())
    .queryAllByTestId('media-card')
    .map((card) => card.querySelector('p')?.textContent ?? null);
}

/** The card (its grid cell) showing `title`. */
function cardOf(title: string): HTMLElement {
  const cell = within(grid()).getByText(title).closest('li');
  if (!cell) throw new Error(`no grid cell for ${title}`);
  return cell;
}

/** The line just after the grid: the end of the list. */
function endOfList(): Element {
  const end = grid().nextElementSibling;
  if (!end) throw new Error('nothing after the grid');
  return end;
}

/** What screen readers hear about the grid (the other status on the page is the address). */
function announcement(): HTMLElement {
  return screen.getByRole('status', { name: '' });
}

function placeholders() {
  return screen.queryAllByTestId('media-card-skeleton');
}

describe('the infinite media grid', () => {
  it('shows the first page, how many titles show, and a "Load more" link to the next page', () => {
    renderGrid();
    expect(shownTitles()).toEqual(films(1, 20).map((film) => film.title));
    expect(announcement()).toHaveTextContent('20 titles shown');
    expect(screen.getByRole('link', { name: LOAD_MORE_LABEL })).toHaveAttribute(
      'href',
      '/categories/action?type=movie&page=2',
    );
    expect(placeholders()).toHaveLength(0);
    expect(discoverMock).not.toHaveBeenCalled();
  });

  it('loads the next page when the fifth-from-last card comes into view, with 10 placeholder cards meanwhile', async () => {
    const next = holdNextPage();
    renderGrid();
    scrollIntoView(cardOf('Film 15'));
    expect(discoverMock).not.toHaveBeenCalled();

    scrollIntoView(cardOf('Film 16'));
    expect(discoverMock).toHaveBeenCalledTimes(1);
    expect(discoverMock).toHaveBeenCalledWith(
      { mediaType: 'movie', page: 2, withGenres: [28] },
      expect.any(AbortSignal),
    );
    expect(placeholders()).toHaveLength(INFINITE_SCROLL_SKELETON_COUNT);
    expect(screen.getByTestId('infinite-grid')).toHaveAttribute('aria-busy', 'true');
    expect(announcement()).toHaveTextContent('Loading more titles');
    expect(screen.queryByRole('link', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();

    await next.answer(cataloguePage(2, films(21, 40)));
    expect(shownTitles()).toEqual(films(1, 40).map((film) => film.title));
    expect(placeholders()).toHaveLength(0);
    expect(announcement()).toHaveTextContent('40 titles shown');
    expect(screen.getByRole('link', { name: LOAD_MORE_LABEL })).toHaveAttribute(
      'href',
      '/categories/action?type=movie&page=3',
    );
  });

  it('asks for one page at a time, however often the trigger comes into view while it loads', async () => {
    const next = holdNextPage();
    renderGrid();
    scrollIntoView(cardOf('Film 16'));
    scrollIntoView(endOfList());
    scrollIntoView(cardOf('Film 16'));
    expect(discoverMock).toHaveBeenCalledTimes(1);
    await next.answer(cataloguePage(2, films(21, 40)));
    expect(shownTitles()).toHaveLength(40);
  });

  it('loads the next page in place from "Load more", staying at the same address', async () => {
    const user = userEvent.setup();
    const next = holdNextPage();
    const { address } = renderGrid();
    await user.click(screen.getByRole('link', { name: LOAD_MORE_LABEL }));
    expect(discoverMock).toHaveBeenCalledWith(
      { mediaType: 'movie', page: 2, withGenres: [28] },
      expect.any(AbortSignal),
    );
    expect(address).toHaveTextContent('/categories/action?type=movie');
    await next.answer(cataloguePage(2, films(21, 40)));
    expect(within(grid()).getByText('Film 40')).toBeVisible();
    expect(address.textContent).toBe('/categories/action?type=movie');
  });

  it('loads the next page when the end of the list comes into view (a scroll past the trigger)', async () => {
    const next = holdNextPage();
    renderGrid();
    scrollIntoView(endOfList());
    expect(discoverMock).toHaveBeenCalledTimes(1);
    await next.answer(cataloguePage(2, films(21, 40)));
    expect(shownTitles()).toHaveLength(40);
  });

  it('stops after a short page: no "Load more", and the end of the list asks for nothing more', async () => {
    const next = holdNextPage();
    renderGrid();
    scrollIntoView(endOfList());
    await next.answer(cataloguePage(2, films(21, 25)));
    expect(shownTitles()).toEqual(films(1, 25).map((film) => film.title));
    expect(announcement()).toHaveTextContent('25 titles shown');
    expect(screen.queryByRole('link', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();

    scrollIntoView(cardOf('Film 21'));
    scrollIntoView(endOfList());
    expect(discoverMock).toHaveBeenCalledTimes(1);
    expect(placeholders()).toHaveLength(0);
  });

  it('shows "Something went wrong." with Retry when a page fails; scrolling does not ask again, Retry does', async () => {
    const user = userEvent.setup();
    const failing = holdNextPage();
    renderGrid();
    scrollIntoView(cardOf('Film 16'));
    await failing.fail(new Error('Bad gateway'));

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SOMETHING_WENT_WRONG);
    expect(placeholders()).toHaveLength(0);
    expect(screen.queryByRole('link', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();
    expect(shownTitles()).toHaveLength(20);

    scrollIntoView(cardOf('Film 16'));
    scrollIntoView(endOfList());
    expect(discoverMock).toHaveBeenCalledTimes(1);

    const retry = holdNextPage();
    await user.click(within(alert).getByRole('button', { name: RETRY_LABEL }));
    expect(discoverMock).toHaveBeenCalledTimes(2);
    expect(discoverMock).toHaveBeenLastCalledWith(
      { mediaType: 'movie', page: 2, withGenres: [28] },
      expect.any(AbortSignal),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(placeholders()).toHaveLength(INFINITE_SCROLL_SKELETON_COUNT);

    await retry.answer(cataloguePage(2, films(21, 40)));
    expect(shownTitles()).toEqual(films(1, 40).map((film) => film.title));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the empty text instead of a grid when the first page is empty and no more remain', () => {
    renderGrid([], { hasMore: false });
    expect(screen.getByText(EMPTY_TEXT)).toBeVisible();
    expect(screen.queryByRole('list', { name: GRID_LABEL })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: LOAD_MORE_LABEL })).not.toBeInTheDocument();
  });
});
