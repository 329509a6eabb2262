import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { SearchBox } from './search-box';

vi.mock('~/lib/catalogue-client', () => ({
  searchMulti: vi.fn(() =>
    Promise.resolve({ page: 1, results: [], totalPages: 0, totalResults: 0 }),
  ),
}));

describe('the header search box', () => {
  it('keeps every character typed while the overlay is still loading', async () => {
    renderRoute(<SearchBox popularTitles={['Dune']} />);
    const box = screen.getByRole('button', { name: 'Search' });
    box.focus();
    // All six keys arrive before the overlay's code has loaded (nothing awaited in between).
    for (const key of 'matrix') fireEvent.keyDown(box, { key });
    const overlay = await screen.findByRole('dialog');
    expect(within(overlay).getByRole('searchbox')).toHaveValue('matrix');
  });

  it('opens empty on a click', async () => {
    renderRoute(<SearchBox popularTitles={['Dune']} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog');
    expect(within(overlay).getByRole('searchbox')).toHaveValue('');
  });
});
