import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CategoryPicker } from './category-picker';
import { renderRoute } from '../../../test-support/render-route';

function tileNames(): string[] {
  return within(screen.getByTestId('category-tiles'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the category grid', () => {
  it('starts on TV shows with their categories, and Movies swaps in the movie ones', async () => {
    const user = userEvent.setup();
    renderRoute(<CategoryPicker defaultType="tv" layout="grid" />);
    const tvShows = screen.getByRole('button', { name: 'TV shows' });
    const movies = screen.getByRole('button', { name: 'Movies' });
    expect(tvShows).toHaveAttribute('aria-pressed', 'true');
    expect(tileNames()).toContain('Kids');
    expect(tileNames()).not.toContain('Horror');

    await user.click(movies);

    expect(movies).toHaveAttribute('aria-pressed', 'true');
    expect(tvShows).toHaveAttribute('aria-pressed', 'false');
    expect(tileNames()).toContain('Horror');
    expect(tileNames()).not.toContain('Kids');
  });

  it('a tile leads to its category page', async () => {
    const user = userEvent.setup();
    renderRoute(<CategoryPicker defaultType="movie" layout="row" />);

    await user.click(screen.getByRole('link', { name: 'Horror' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      '/categories/horror',
    );
  });

  it('View all leads to every category', async () => {
    const user = userEvent.setup();
    renderRoute(<CategoryPicker defaultType="tv" layout="grid" />);

    await user.click(screen.getByRole('link', { name: 'View all' }));
    expect(screen.getByRole('status', { name: 'Current address' })).toHaveTextContent(
      /^\/categories$/,
    );
  });
});
