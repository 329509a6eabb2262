import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { searchMulti } from '~/lib/catalogue-client';
import { renderRoute } from '../../../test-support/render-route';
import SearchOverlay, { type SearchCloseReason } from './search-overlay';

vi.mock('~/lib/catalogue-client', () => ({ searchMulti: vi.fn() }));

const search = vi.mocked(searchMulti);

/** What the catalogue finds for "matrix": two titles and a person (people are not shown). */
const MATRIX_PAGE = {
  page: 1,
  total_pages: 1,
  total_results: 3,
  results: [
    {
      id: 603,
      media_type: 'movie',
      title: 'The Matrix',
      vote_average: 8.23,
      release_date: '1999-03-31',
      poster_path: null,
      overview:
        'Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a group of underground insurgents.',
    },
    { id: 6384, media_type: 'person', name: 'Keanu Reeves' },
    {
      id: 81091,
      media_type: 'tv',
      name: 'The Matrix Files',
      vote_average: 0,
      first_air_date: '2021-05-01',
      poster_path: null,
      overview: 'A short series.',
    },
  ],
} as unknown as Awaited<ReturnType<typeof searchMulti>>;

/** The overlay as the header's search box holds it: open until it asks to close. */
function Overlay({ seedText, closes }: { seedText: string; closes: SearchCloseReason[] }) {
  const [open, setOpen] = useState(true);
  return (
    <SearchOverlay
      open={open}
      seedText={seedText}
      placeholder="Try “Dune”"
      onClose={(reason) => {
        closes.push(reason);
        setOpen(false);
      }}
    />
  );
}

function renderOverlay(seedText = '') {
  const closes: SearchCloseReason[] = [];
  renderRoute(<Overlay seedText={seedText} closes={closes} />, { path: '/' });
  const dialog = screen.getByRole('dialog', { name: 'Search' });
  return {
    closes,
    dialog,
    box: within(dialog).getByRole('searchbox', { name: 'Search movies and series' }),
    // The page behind the open dialog is hidden from assistive technology.
    address: screen.getByRole('status', { name: 'Current address', hidden: true }),
  };
}

beforeEach(() => {
  search.mockReset();
  search.mockResolvedValue(MATRIX_PAGE);
});

describe('the search overlay', () => {
  it('opens as the "Search" dialog, the box focused with what was typed into the closed box, caret at its end', () => {
    const { box } = renderOverlay('mat');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('mat');
    expect((box as HTMLInputElement).selectionStart).toBe(3);
    expect(box).toHaveAttribute('placeholder', 'Try “Dune”');
  });

  it('lists the movies and series found as you type, with rating, year and kind, and no people', async () => {
    const user = userEvent.setup();
    const { box } = renderOverlay();
    await user.type(box, 'matrix');
    const results = await screen.findAllByTestId('search-result');
    expect(search).toHaveBeenLastCalledWith('matrix', 1, expect.any(AbortSignal));
    expect(results.map((result) => result.getAttribute('href'))).toEqual([
      '/movies/603-the-matrix',
      '/series/81091-the-matrix-files',
    ]);
    expect(results[0]).toHaveTextContent(/^The MatrixRating 8\.21999Movie/);
    expect(within(results[0]!).getByTestId('search-result-overview')).toHaveTextContent(
      'Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a...',
    );
    // A series nobody rated shows no rating.
    expect(results[1]).toHaveTextContent(/^The Matrix Files2021Series/);
    expect(screen.queryByText('Keanu Reeves')).not.toBeInTheDocument();
    expect(screen.getByText('2 results')).toBeInTheDocument();
  });

  it('says "No results found" when nothing matches', async () => {
    search.mockResolvedValue({ ...MATRIX_PAGE, results: [], total_results: 0 });
    const user = userEvent.setup();
    const { box } = renderOverlay();
    await user.type(box, 'zzzz');
    expect(await screen.findByText('No results found')).toBeVisible();
    expect(screen.queryByTestId('search-result')).not.toBeInTheDocument();
  });

  it('shows four placeholder rows while searching, then "Error fetching search results" when the search fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail: (error: unknown) => void = () => undefined;
    search.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
    const user = userEvent.setup();
    const { box } = renderOverlay();
    await user.type(box, 'dune');
    await waitFor(() => expect(search).toHaveBeenCalled());
    expect(screen.getAllByTestId('search-result-skeleton')).toHaveLength(4);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fail(new ApiError(502, 'Bad gateway'));
    await waitFor(() =>
      expect(screen.queryByTestId('search-result-skeleton')).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error fetching search results');
    warn.mockRestore();
  });

  it('opens the search page for the trimmed text from "Advanced Search", closing for the navigation', async () => {
    const user = userEvent.setup();
    const { box, address, closes } = renderOverlay();
    await user.type(box, '  blade runner ');
    await user.click(screen.getByRole('link', { name: 'Advanced Search' }));
    expect(address).toHaveTextContent('/search?query=blade%20runner');
    expect(closes).toEqual(['navigate']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the search page on Enter', async () => {
    const user = userEvent.setup();
    const { box, address } = renderOverlay();
    await user.type(box, 'heat{Enter}');
    expect(address).toHaveTextContent('/search?query=heat');
  });

  it('closes on Escape and on its Close button, as a dismissal', async () => {
    const user = userEvent.setup();
    const first = renderOverlay();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first.closes).toEqual(['dismiss']);
    cleanup();

    const second = renderOverlay();
    await user.click(within(second.dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(second.closes).toEqual(['dismiss']);
  });

  it('moves from the box down the results with ArrowDown, and back up to the box with ArrowUp', async () => {
    const user = userEvent.setup();
    const { box } = renderOverlay();
    await user.type(box, 'matrix');
    const [first, second] = await screen.findAllByTestId('search-result');
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    // The last result keeps the focus.
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
  });
});
