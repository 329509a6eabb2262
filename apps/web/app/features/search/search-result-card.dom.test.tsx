import { mediaSummarySchema } from '@reelhouse/core/media/media-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { SearchResultCard, SearchResultSkeleton } from './search-result-card';
import type { SearchResult } from './use-search-as-you-type';

const MATRIX = {
  ...mediaSummarySchema.parse({
    id: 603,
    title: 'The Matrix',
    vote_average: 8.25,
    release_date: '1999-03-31',
    poster_path: null,
    overview:
      'Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a group of underground insurgents.',
  }),
  media_type: 'movie',
} satisfies SearchResult;

/** A series nobody rated yet, with a short overview and no air date. */
const NEW_SERIES = {
  ...mediaSummarySchema.parse({
    id: 81091,
    name: 'The Matrix Files',
    vote_average: 0,
    poster_path: null,
    overview: 'A short series.',
  }),
  media_type: 'tv',
} satisfies SearchResult;

function renderResult(item: SearchResult) {
  const onSelect = vi.fn();
  const onKeyDown = vi.fn<(event: KeyboardEvent<HTMLAnchorElement>) => void>();
  renderRoute(
    <>
      <input aria-label="Search movies and series" />
      <SearchResultCard item={item} onSelect={onSelect} onKeyDown={onKeyDown} />
    </>,
    { path: '/' },
  );
  return {
    onSelect,
    onKeyDown,
    result: screen.getByTestId('search-result'),
    address: screen.getByRole('status', { name: 'Current address' }),
  };
}

describe('a search result', () => {
  it("links to the title's page and shows its title, rating to one decimal, year and kind", () => {
    const { result } = renderResult(MATRIX);
    expect(result).toHaveAttribute('href', '/movies/603-the-matrix');
    expect(result).toHaveAccessibleName(/^The Matrix/);
    expect(within(result).getByTestId('search-result-title')).toHaveTextContent('The Matrix');
    expect(within(result).getByTestId('search-result-rating')).toHaveTextContent('Rating 8.3');
    expect(result).toHaveTextContent(/^The MatrixRating 8\.31999Movie/);
  });

  it('cuts the overview at 85 characters and adds "..."', () => {
    const { result } = renderResult(MATRIX);
    expect(within(result).getByTestId('search-result-overview').textContent).toBe(
      'Set in the 22nd century, The Matrix tells the story of a computer hacker who joins a...',
    );
  });

  it('shows a short overview whole, and no rating or year for an unrated series without a date', () => {
    const { result } = renderResult(NEW_SERIES);
    expect(result).toHaveAttribute('href', '/series/81091-the-matrix-files');
    expect(within(result).queryByTestId('search-result-rating')).not.toBeInTheDocument();
    expect(result.textContent).toBe('The Matrix FilesSeriesA short series.');
  });

  it('keeps the poster place 92 px wide, with a placeholder when the title has no poster', () => {
    const { result } = renderResult(NEW_SERIES);
    expect(result.querySelector('img')).toBeNull();
    const placeholder = within(result).getByTestId('artwork-placeholder');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder.closest('[style]')).toHaveStyle({ width: '92px' });
  });

  it("opens the title's page when clicked, telling the overlay a result was chosen", async () => {
    const user = userEvent.setup();
    const { result, onSelect, address } = renderResult(MATRIX);
    await user.click(result);
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('heading', { name: 'Stand-in page /movies/603-the-matrix' }),
    ).toBeVisible();
    expect(address.textContent).toBe('/movies/603-the-matrix');
  });

  it('hands arrow keys to the overlay while focused, and opens the title on Enter', async () => {
    const user = userEvent.setup();
    const { result, onSelect, onKeyDown, address } = renderResult(NEW_SERIES);
    await user.tab();
    await user.tab();
    expect(result).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    expect(onKeyDown.mock.calls[0]?.[0].key).toBe('ArrowDown');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(address.textContent).toBe('/series/81091-the-matrix-files');
  });

  it('has a placeholder row, hidden from assistive technology, while the search runs', () => {
    renderRoute(<SearchResultSkeleton />);
    const row = screen.getByTestId('search-result-skeleton');
    expect(row).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(row.firstElementChild).toHaveStyle({ width: '92px' });
  });
});
