import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { WatchlistToggle } from './watchlist-toggle';

describe('the bookmark icon', () => {
  it('opens the category list from the chevron and closes it on Escape, focus back on the chevron', async () => {
    const user = userEvent.setup();
    render(<WatchlistToggle mediaId={299534} title="Avengers: Endgame" />);
    const chevron = screen.getByRole('button', { name: 'More bookmark categories' });
    await user.click(chevron);
    expect(await screen.findByText('Save to category')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Save to category')).not.toBeInTheDocument();
    expect(chevron).toHaveFocus();
  });

  it('closes the list on a second press of the chevron, which says it is collapsed again', async () => {
    const user = userEvent.setup();
    render(<WatchlistToggle mediaId={299534} title="Avengers: Endgame" />);
    const chevron = screen.getByRole('button', { name: 'More bookmark categories' });
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    await user.click(chevron);
    expect(await screen.findByText('Save to category')).toBeVisible();
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    await user.click(chevron);
    expect(screen.queryByText('Save to category')).not.toBeInTheDocument();
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
  });
});
