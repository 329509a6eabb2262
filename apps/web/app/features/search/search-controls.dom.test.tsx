import { parseSearchParams } from '@reelhouse/core/screens/search-params';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { SearchControls } from './search-controls';

/** The search page's controls as the page mounts them: the state read from the address. */
function SearchRoute() {
  const [params] = useSearchParams();
  return <SearchControls state={parseSearchParams(params)} />;
}

function renderAt(url: string) {
  renderRoute(<SearchRoute />, { path: '/search', url });
  return {
    query: screen.getByRole('searchbox', { name: 'Search' }),
    type: screen.getByRole('combobox', { name: 'Media Type' }),
    sort: screen.getByRole('combobox', { name: 'Sort By' }),
    address: screen.getByRole('status', { name: 'Current address' }),
  };
}

describe('the search page controls', () => {
  it('show the search held in the address', () => {
    const { query, type, sort } = renderAt('/search?query=dune&sort=vote_average.desc&type=tv');
    expect(screen.getByRole('search')).toBeVisible();
    expect(query).toHaveValue('dune');
    expect(query).toHaveAttribute('placeholder', 'Search a movie, series or anime name....');
    expect(type).toHaveDisplayValue('TV Shows');
    expect(sort).toHaveDisplayValue('Rating (high to low)');
  });

  it('offer the six sorts and three media types by name', () => {
    const { type, sort } = renderAt('/search');
    expect(
      Array.from((type as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual(['All', 'Movies', 'TV Shows']);
    expect(
      Array.from((sort as HTMLSelectElement).options).map((option) => option.textContent),
    ).toEqual([
      'Popularity (high to low)',
      'Popularity (low to high)',
      'Rating (high to low)',
      'Rating (low to high)',
      'Release date (newest first)',
      'Release date (oldest first)',
    ]);
  });

  it('apply typed text (trimmed) 300 ms after the last keystroke, back on page 1', async () => {
    const { query, address } = renderAt('/search?query=alien&page=4');
    // One change event rather than keystrokes: a slow machine's typing has pauses of its own.
    fireEvent.change(query, { target: { value: '  dune ' } });
    expect(address.textContent).toBe('/search?query=alien&page=4');
    await waitFor(() => expect(address.textContent).toBe('/search?query=dune'));
  });

  // The box once flipped back to the old query while the address caught up ('  dune' → 'alien' →
  // 'dune'): the component took its own navigation for the address moving elsewhere.
  it('keep the typed text in the box when the address catches up with it', async () => {
    const { query, address } = renderAt('/search?query=alien');
    fireEvent.change(query, { target: { value: '  dune' } });
    await waitFor(() => expect(address.textContent).toBe('/search?query=dune'));
    expect(query).toHaveValue('  dune');
  });

  it('take the query of an address it did not ask for (a link), in place of what was typed', async () => {
    const user = userEvent.setup();
    renderRoute(<SearchRoute />, {
      path: '/search',
      url: '/search?query=alien',
      shell: <Link to="/search?query=heat">Heat</Link>,
    });
    const query = screen.getByRole('searchbox', { name: 'Search' });
    await user.clear(query);
    await user.type(query, 'dun');
    await user.click(screen.getByRole('link', { name: 'Heat' }));
    expect(query).toHaveValue('heat');
  });

  it('search at once on Enter', async () => {
    const user = userEvent.setup();
    const { query, address } = renderAt('/search');
    await user.type(query, 'the matrix{Enter}');
    expect(address).toHaveTextContent('/search?query=the%20matrix');
  });

  it('search at once with the Search button', async () => {
    const user = userEvent.setup();
    const { query, address } = renderAt('/search');
    await user.type(query, 'heat');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(address).toHaveTextContent('/search?query=heat');
  });

  it('go back to page 1 with the chosen media type', async () => {
    const user = userEvent.setup();
    const { type, address } = renderAt('/search?query=the&page=3');
    await user.selectOptions(type, 'Movies');
    expect(address).toHaveTextContent('/search?query=the&type=movie');
    expect(type).toHaveDisplayValue('Movies');
  });

  it('go back to page 1 with the chosen sort, keeping the media type', async () => {
    const user = userEvent.setup();
    const { sort, address } = renderAt('/search?query=the&page=2&type=tv');
    await user.selectOptions(sort, 'Release date (oldest first)');
    expect(address).toHaveTextContent('/search?query=the&sort=primary_release_date.asc&type=tv');
    expect(sort).toHaveDisplayValue('Release date (oldest first)');
  });
});
