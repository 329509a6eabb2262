import { toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import { addDays, dateInTimeZone } from '@reelhouse/core/calendar/calendar-dates';
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, getJson } from '~/lib/api-client';
import { bookmarksStore } from '~/lib/bookmarks-store';
import { writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { CalendarPage } from './calendar-page';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  getJson: vi.fn(),
}));

const BREAKING_BAD = 1396;
const THAT_70S_SHOW = 52;
const GAME_OF_THRONES = 1399;

/** Yesterday in this machine's zone, as the page counts days: a "Just aired" date. */
function yesterday(): string {
  return addDays(dateInTimeZone(Date.now(), Intl.DateTimeFormat().resolvedOptions().timeZone), -1);
}

function answer(unavailable?: number[]) {
  const read = [BREAKING_BAD, THAT_70S_SHOW, GAME_OF_THRONES].filter(
    (id) => !(unavailable ?? []).includes(id),
  );
  return {
    series: read.map((id) => ({
      id,
      name: `Series ${String(id)}`,
      posterPath: null,
      status: null,
      hasDates: true,
    })),
    episodes: read.map((id) => ({
      seriesId: id,
      seriesName: `Series ${String(id)}`,
      seasonNumber: 1,
      episodeNumber: 1,
      name: `Pilot of ${String(id)}`,
      airDate: yesterday(),
    })),
    ...(unavailable === undefined ? {} : { unavailable }),
  };
}

beforeEach(async () => {
  vi.mocked(getJson).mockReset();
  // Followed: Breaking Bad and Game of Thrones bookmarked (no names kept), That '70s Show watched.
  await bookmarksStore.applySync(() => [
    { mediaId: toMediaId(BREAKING_BAD), mediaType: 'tv', category: 'watchlist', addedAt: 1 },
    { mediaId: toMediaId(GAME_OF_THRONES), mediaType: 'tv', category: 'watchlist', addedAt: 2 },
  ]);
  writeStoredString(
    STORAGE_KEYS.watchHistory,
    JSON.stringify({
      items: {
        [String(THAT_70S_SHOW)]: { type: 'show', title: "That '70s Show", updatedAt: 3 },
      },
    }),
  );
});

function justAiredLinks() {
  return within(screen.getByTestId('calendar-justAired'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('the calendar page when the catalogue could not read some followed series', () => {
  it('shows the episodes it got, names the series it could not load, and drops the note once a later load reads them', async () => {
    vi.mocked(getJson)
      .mockResolvedValueOnce(answer([THAT_70S_SHOW, GAME_OF_THRONES]))
      .mockResolvedValueOnce(answer([]));
    const user = userEvent.setup();
    renderRoute(<CalendarPage />, { path: '/calendar' });

    const note = await screen.findByTestId('calendar-unavailable');
    expect(note).toHaveTextContent(
      "Could not load That '70s Show and 1 other series you follow right now; their episodes will appear when the catalogue answers.",
    );
    expect(note).toHaveAttribute('role', 'status');
    expect(justAiredLinks()).toEqual(['Series 1396S1 · E1 · Pilot of 1396']);
    expect(vi.mocked(getJson).mock.calls[0]?.[0]).toMatch(
      /^\/api\/calendar\?series=52%2C1396%2C1399&/,
    );

    await user.click(within(note).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(justAiredLinks()).toHaveLength(3));
    expect(screen.queryByTestId('calendar-unavailable')).toBeNull();
  });

  it('counts the series when this browser keeps no name for any of them', async () => {
    vi.mocked(getJson).mockResolvedValueOnce(answer([GAME_OF_THRONES]));
    renderRoute(<CalendarPage />, { path: '/calendar' });
    expect(await screen.findByTestId('calendar-unavailable')).toHaveTextContent(
      'Could not load 1 series you follow right now; its episodes will appear when the catalogue answers.',
    );
    expect(justAiredLinks()).toHaveLength(2);
  });

  it('shows no note for an answer without the list (every series was read)', async () => {
    vi.mocked(getJson).mockResolvedValueOnce(answer());
    renderRoute(<CalendarPage />, { path: '/calendar' });
    await waitFor(() => expect(justAiredLinks()).toHaveLength(3));
    expect(screen.queryByTestId('calendar-unavailable')).toBeNull();
  });

  it('says something went wrong, as before, when the answer is not a calendar or every series failed', async () => {
    vi.mocked(getJson)
      .mockResolvedValueOnce({ series: [], episodes: [], unavailable: 'all' })
      .mockRejectedValueOnce(new ApiError(502, 'Error: Bad Gateway'));
    const user = userEvent.setup();
    renderRoute(<CalendarPage />, { path: '/calendar' });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Something went wrong.');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(vi.mocked(getJson)).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
  });
});
