import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { readFollowChoices } from '@reelhouse/core/calendar/follow-choices';
import { CALENDAR_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookmarksStore } from '~/lib/bookmarks-store';
import { readStoredString } from '~/lib/storage';
import { FollowToggle } from './follow-toggle';

beforeEach(async () => {
  localStorage.removeItem(CALENDAR_STORAGE_KEYS.followChoices);
  await bookmarksStore.applySync(() => []);
});

describe('the Follow button', () => {
  it('follows a series nobody bookmarked or watched on a press, and stores the choice', async () => {
    const user = userEvent.setup();
    render(<FollowToggle seriesId={1396} title="Breaking Bad" />);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(readFollowChoices(readStoredString(CALENDAR_STORAGE_KEYS.followChoices))).toEqual([
      { seriesId: 1396, choice: 'follow', at: expect.any(Number) as number },
    ]);
  });

  it('is pressed for a bookmarked series, and a press unfollows it although it stays bookmarked', async () => {
    await bookmarksStore.applySync(() => [
      { mediaId: toMediaId(1396), mediaType: 'tv', category: 'watchlist', addedAt: 1 },
    ]);
    const user = userEvent.setup();
    render(<FollowToggle seriesId={1396} title="Breaking Bad" />);
    const button = screen.getByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(readFollowChoices(readStoredString(CALENDAR_STORAGE_KEYS.followChoices))).toEqual([
      { seriesId: 1396, choice: 'unfollow', at: expect.any(Number) as number },
    ]);
  });
});
