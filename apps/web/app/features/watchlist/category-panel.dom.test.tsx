import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookmarksStore } from '~/lib/bookmarks-store';
import { readStoredString } from '~/lib/storage';
import { WatchlistToggle } from './watchlist-toggle';

const MEDIA_ID = 299534;
const TITLE = 'Avengers: Endgame';

/** The stored categories of the title under test. */
function storedCategories(): string[] {
  const list = JSON.parse(readStoredString(STORAGE_KEYS.bookmarks) ?? '[]') as {
    mediaId: number;
    category: string;
  }[];
  return list.filter((entry) => entry.mediaId === MEDIA_ID).map((entry) => entry.category);
}

beforeEach(async () => {
  // The store lives for the whole file; each test starts with no bookmarks.
  await bookmarksStore.applySync(() => []);
});

async function openCategories() {
  const user = userEvent.setup();
  render(<WatchlistToggle mediaId={MEDIA_ID} mediaType="movie" title={TITLE} />);
  const chevron = screen.getByRole('button', { name: 'More bookmark categories' });
  await user.click(chevron);
  const panel = await screen.findByTestId('bookmark-categories');
  return { user, chevron, panel };
}

describe('the bookmark category list', () => {
  it('offers the three built-in categories, none ticked, for a title not bookmarked', async () => {
    const { panel } = await openCategories();
    const boxes = within(panel).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'watchlist',
      'watched',
      'favorites',
    ]);
    for (const box of boxes) expect(box).not.toBeChecked();
  });

  it('puts the title in the chosen category, closes the list and gives focus back to the chevron', async () => {
    const { user, chevron, panel } = await openCategories();
    await user.click(within(panel).getByRole('checkbox', { name: 'favorites' }));
    expect(screen.queryByText('Save to category')).not.toBeInTheDocument();
    expect(chevron).toHaveFocus();
    await waitFor(() => {
      expect(storedCategories()).toEqual(['favorites']);
    });
    // Favorites is not the watchlist: the one-click button stays unpressed.
    expect(screen.getByRole('button', { name: 'Watchlist' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(chevron);
    expect(screen.getByRole('checkbox', { name: 'favorites' })).toBeChecked();
  });

  it('takes the title out of a ticked category', async () => {
    const { user, chevron, panel } = await openCategories();
    await user.click(within(panel).getByRole('checkbox', { name: 'watched' }));
    await waitFor(() => {
      expect(storedCategories()).toEqual(['watched']);
    });
    await user.click(chevron);
    const watched = screen.getByRole('checkbox', { name: 'watched' });
    expect(watched).toBeChecked();
    await user.click(watched);
    await waitFor(() => {
      expect(storedCategories()).toEqual([]);
    });
  });

  it('presses the Watchlist button on one click, and ticks "watchlist" in the list', async () => {
    const user = userEvent.setup();
    render(<WatchlistToggle mediaId={MEDIA_ID} mediaType="movie" title={TITLE} />);
    const button = screen.getByRole('button', { name: 'Watchlist' });
    await user.click(button);
    await waitFor(() => {
      expect(button).toHaveAttribute('aria-pressed', 'true');
    });
    expect(button).toHaveAttribute('title', 'Remove from watchlist');
    await user.click(screen.getByRole('button', { name: 'More bookmark categories' }));
    expect(screen.getByRole('checkbox', { name: 'watchlist' })).toBeChecked();
  });

  it('says "Type a name for the new category." for a blank name, and the message goes on typing', async () => {
    const { user, panel } = await openCategories();
    const name = within(panel).getByRole('textbox', { name: 'New category name' });
    await user.type(name, '   ');
    await user.click(within(panel).getByRole('button', { name: 'Add category' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Type a name for the new category.',
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Type a name for the new category.');
    await user.type(name, 'x');
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
    expect(storedCategories()).toEqual([]);
  });

  it('adds the title to a new category on Enter; the icon then opens the list, the new one ticked', async () => {
    const { user, panel } = await openCategories();
    await user.type(
      within(panel).getByRole('textbox', { name: 'New category name' }),
      '  Pirate films {Enter}',
    );
    const trigger = await screen.findByRole('button', {
      name: 'Bookmark categories for Avengers: Endgame',
    });
    expect(screen.queryByText('Save to category')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Watchlist' })).not.toBeInTheDocument();
    expect(storedCategories()).toEqual(['Pirate films']);
    await user.click(trigger);
    expect(screen.getByRole('checkbox', { name: 'Pirate films' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'watchlist' })).not.toBeChecked();
  });
});
