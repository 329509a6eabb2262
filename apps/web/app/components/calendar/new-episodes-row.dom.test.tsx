import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { addDays, dateInTimeZone } from '@reelhouse/core/calendar/calendar-dates';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getJson } from '~/lib/api-client';
import { bookmarksStore } from '~/lib/bookmarks-store';
import { renderRoute } from '../../../test-support/render-route';
import { NewEpisodesRow } from './new-episodes-row';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getJson: vi.fn(),
}));

beforeEach(async () => {
  await bookmarksStore.applySync(() => [
    { mediaId: toMediaId(1396), mediaType: 'tv', category: 'watchlist', addedAt: 1 },
    { mediaId: toMediaId(1399), mediaType: 'tv', category: 'watchlist', addedAt: 2 },
  ]);
});

describe('the New episodes row', () => {
  it('offers the episodes of the series that could be read when the catalogue failed for another', async () => {
    const today = dateInTimeZone(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone);
    vi.mocked(getJson).mockResolvedValueOnce({
      series: [{ id: 1396, name: 'Breaking Bad', posterPath: null, status: null, hasDates: true }],
      episodes: [
        {
          seriesId: 1396,
          seriesName: 'Breaking Bad',
          seasonNumber: 5,
          episodeNumber: 9,
          name: 'Blood Money',
          airDate: addDays(today, -2),
        },
      ],
      unavailable: [1399],
    });
    renderRoute(<NewEpisodesRow />);
    expect(await screen.findByTestId('new-episode-card')).toHaveTextContent(
      'Breaking BadS5 · E9 · Blood Money',
    );
  });
});
