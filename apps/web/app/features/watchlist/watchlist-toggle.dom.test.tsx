import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookmarksStore } from '~/lib/bookmarks-store';
import { readStoredString } from '~/lib/storage';
import { WatchlistToggle } from './watchlist-toggle';

beforeEach(async () => {
  // The store lives for the whole file; each test starts with no bookmarks.
  await bookmarksStore.applySync(() => []);
});

describe('the bookmark icon', () => {
  it('opens the category list from the chevron and closes it on Escape, focus back on the chevron', async () => {
    const user = userEvent.setup();
    render(<WatchlistToggle mediaId={299534} mediaType="movie" title="Avengers: Endgame" />);
    const chevron = screen.getByRole('button', { name: 'More bookmark categories' });
    await user.click(chevron);
    expect(await screen.findByText('Save to category')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByText('Save to category')).not.toBeInTheDocument();
    expect(chevron).toHaveFocus();
  });

  it('closes the list on a second press of the chevron, which says it is collapsed again', async () => {
    const user = userEvent.setup();
    render(<WatchlistToggle mediaId={299534} mediaType="movie" title="Avengers: Endgame" />);
    const chevron = screen.getByRole('button', { name: 'More bookmark categories' });
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
    await user.click(chevron);
    expect(await screen.findByText('Save to category')).toBeVisible();
    expect(chevron).toHaveAttribute('aria-expanded', 'true');
    await user.click(chevron);
    expect(screen.queryByText('Save to category')).not.toBeInTheDocument();
    expect(chevron).toHaveAttribute('aria-expanded', 'false');
  });

  it('stores the series with its type, and is not pressed on a series because the film with its id is bookmarked', async () => {
    await bookmarksStore.applySync(() => [
      { mediaId: toMediaId(615), mediaType: 'movie', category: 'watchlist', addedAt: 1 },
    ]);
    const user = userEvent.setup();
    render(<WatchlistToggle mediaId={615} mediaType="tv" title="Futurama" />);
    const button = screen.getByRole('button', { name: 'Watchlist' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(JSON.parse(readStoredString(STORAGE_KEYS.bookmarks) ?? '[]')).toEqual([
      { mediaId: 615, mediaType: 'movie', category: 'watchlist', addedAt: 1 },
      expect.objectContaining({ mediaId: 615, mediaType: 'tv', category: 'watchlist' }),
    ]);
  });
});
