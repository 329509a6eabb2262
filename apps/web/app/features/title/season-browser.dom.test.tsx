import { PLAYER_STORAGE_KEYS, STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { SeasonBrowser } from './season-browser';
import type { EpisodeCardView } from './series-view';

const SERIES_PATH = '/series/1396-breaking-bad';
const NAMES = ['Pilot', "Cat's in the Bag...", "...And the Bag's in the River", 'Cancer Man'];

function episodes(): EpisodeCardView[] {
  return NAMES.map((name, index) => ({
    seasonNumber: 1,
    episodeNumber: index + 1,
    code: `S1 E${String(index + 1)}`,
    name,
    stillPath: `/still-${String(index + 1)}.jpg`,
    airDateText: null,
    runtimeText: null,
    ratingText: null,
    path: `${SERIES_PATH}/1/${String(index + 1)}`,
  }));
}

/** Spoiler-safe mode as stored, and the series' history with `watched` episode keys started. */
function store(spoilerSafe: boolean, seriesId: number, watched: readonly string[]) {
  writeStoredString(PLAYER_STORAGE_KEYS.accountSettings, JSON.stringify({ spoilerSafe }));
  const progress = { watched: 60, duration: 1000 };
  const entry = {
    type: 'show',
    title: 'Breaking Bad',
    updatedAt: 1,
    episodes: Object.fromEntries(
      watched.map((key) => [
        key,
        { id: key, number: 1, title: '', seasonId: '1', updatedAt: 1, progress },
      ]),
    ),
  };
  writeStoredString(
    STORAGE_KEYS.watchHistory,
    JSON.stringify({ items: { [String(seriesId)]: entry } }),
  );
}

// Revealed episodes stay revealed for the page's life (the test file's), so each test has its own series.
function renderBrowser(seriesId: number) {
  renderRoute(
    <SeasonBrowser
      title="Episodes"
      seriesId={seriesId}
      seasons={[{ seasonNumber: 1, name: 'Season 1', episodeCount: 4, airDate: null }]}
      selectedSeason={1}
      episodes={episodes()}
    />,
    { path: SERIES_PATH },
  );
  return () => screen.getAllByTestId('episode-card');
}

describe('the episode grid in spoiler-safe mode', () => {
  it('hides the titles and blurs the stills of episodes after the furthest started one', async () => {
    store(true, 101, ['s1e1', 's1e2']);
    const cards = renderBrowser(101);
    await waitFor(() => expect(cards()[3]).toHaveTextContent('Episode 4'));
    expect(cards()[0]).toHaveTextContent('Pilot');
    expect(cards()[1]).toHaveTextContent("Cat's in the Bag...");
    expect(cards()[2]).toHaveTextContent('S1 E3Episode 3');
    expect(cards()[2]).not.toHaveTextContent('River');
    expect(cards()[1]?.querySelector('[data-spoiler]')).toBeNull();
    expect(cards()[2]?.querySelector('[data-spoiler="hidden"]')).toHaveClass('blur-xl');
    expect(cards()[2]?.querySelector('.blur-xl [data-artwork="still"]')).not.toBeNull();
    expect(screen.getAllByRole('button', { name: /^Show / }).map((b) => b.textContent)).toEqual([
      'Show season 1, episode 3',
      'Show season 1, episode 4',
    ]);
  });

  it('with nothing started, shows only the first episode', async () => {
    store(true, 102, []);
    const cards = renderBrowser(102);
    await waitFor(() => expect(cards()[1]).toHaveTextContent('Episode 2'));
    expect(cards()[0]).toHaveTextContent('Pilot');
  });

  it('reveals one episode on Show and moves focus to its card', async () => {
    store(true, 103, ['s1e2']);
    const user = userEvent.setup();
    const cards = renderBrowser(103);
    const show = await screen.findByRole('button', { name: 'Show season 1, episode 3' });
    await user.click(show);
    expect(cards()[2]).toHaveTextContent("...And the Bag's in the River");
    expect(cards()[2]?.querySelector('[data-spoiler]')).toBeNull();
    expect(cards()[2]).toHaveFocus();
    expect(cards()[3]).toHaveTextContent('Episode 4');
    expect(within(cards()[3]!).queryByText('Cancer Man')).toBeNull();
  });

  it('shows every title and still with the mode off, whatever was watched', async () => {
    store(false, 104, ['s1e1']);
    const cards = renderBrowser(104);
    await waitFor(() => expect(cards()[3]).toHaveTextContent('Cancer Man'));
    expect(document.querySelector('[data-spoiler]')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
  });
});
