import { PLAYER_STORAGE_KEYS, STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { writeStoredString } from '~/lib/storage';
import { renderRoute } from '../../../test-support/render-route';
import { EpisodeDetails } from './episode-details';
import type { EpisodeDetailView } from './series-view';

const SERIES_PATH = '/series/1396-breaking-bad';

const EPISODE: EpisodeDetailView = {
  seasonNumber: 2,
  episodeNumber: 4,
  code: 'S2 E4',
  name: 'Down',
  stillPath: '/down.jpg',
  airDateText: null,
  runtimeText: null,
  ratingText: null,
  path: `${SERIES_PATH}/2/4`,
  overview: 'Skyler keeps her distance from Walt.',
  voteCountText: null,
  airDate: null,
  directors: [],
  writers: [],
  guestStars: [],
  guestStarsMoreLabel: null,
  stills: ['/down-1.jpg'],
};

function store(spoilerSafe: boolean, seriesId: number, watchedKey: string) {
  writeStoredString(PLAYER_STORAGE_KEYS.accountSettings, JSON.stringify({ spoilerSafe }));
  const progress = { watched: 60, duration: 1000 };
  const episode = { id: '1', number: 1, title: '', seasonId: '1', updatedAt: 1, progress };
  const entry = {
    type: 'show',
    title: 'Breaking Bad',
    updatedAt: 1,
    episodes: { [watchedKey]: episode },
  };
  writeStoredString(
    STORAGE_KEYS.watchHistory,
    JSON.stringify({ items: { [String(seriesId)]: entry } }),
  );
}

// Revealed episodes stay revealed for the page's life (the test file's): one series per test.
function renderDetails(seriesId: number) {
  renderRoute(
    <EpisodeDetails
      series={{ id: seriesId, title: 'Breaking Bad', path: SERIES_PATH }}
      episode={EPISODE}
      playback={null}
    />,
    { path: EPISODE.path },
  );
}

describe('the episode page in spoiler-safe mode', () => {
  it('hides the title and overview of an episode after the furthest started one, with stills that do not name it', async () => {
    store(true, 201, 's2e3');
    renderDetails(201);
    expect(await screen.findByRole('heading', { level: 1, name: 'Episode 4' })).toBeVisible();
    expect(screen.getByText('Hidden to avoid spoilers.')).toBeVisible();
    expect(screen.queryByText(EPISODE.overview)).toBeNull();
    expect(document.body).not.toHaveTextContent('Down');
    const blurred = document.querySelectorAll('[data-spoiler="hidden"].blur-xl');
    expect(blurred).toHaveLength(2); // the still and the gallery's one still
    expect(screen.getAllByRole('img').map((image) => image.getAttribute('aria-label'))).toEqual([
      'Still from season 2, episode 4, blurred',
      'Episode 4, still 1',
    ]);
  });

  it('reveals the title, overview and stills on Show, and moves focus to the title', async () => {
    store(true, 202, 's1e7');
    const user = userEvent.setup();
    renderDetails(202);
    await user.click(await screen.findByRole('button', { name: 'Show season 2, episode 4' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Down' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(EPISODE.overview)).toBeVisible();
    expect(document.querySelector('[data-spoiler]')).toBeNull();
  });

  it("leaves the episode's name out of the tab title while it is hidden, and names it once Show is pressed", async () => {
    store(true, 204, 's2e3');
    const user = userEvent.setup();
    renderDetails(204);
    const show = await screen.findByRole('button', { name: 'Show season 2, episode 4' });
    expect(document.title).toBe('S2 E4 · Breaking Bad | Reelhouse');
    await user.click(show);
    expect(document.title).toBe('Down (S2 E4) · Breaking Bad | Reelhouse');
  });

  it("keeps the tab title without the episode's name while the page is marked spoiler-safe and the history is not read yet", () => {
    store(true, 205, 's2e3');
    document.title = 'Down (S2 E4) · Breaking Bad | Reelhouse';
    document.documentElement.setAttribute('data-spoiler-safe', '');
    onTestFinished(() => document.documentElement.removeAttribute('data-spoiler-safe'));
    renderDetails(205);
    expect(document.querySelector('[data-spoiler="pending"]')).not.toBeNull();
    expect(document.title).toBe('S2 E4 · Breaking Bad | Reelhouse');
  });

  it('shows an episode the visitor has reached', async () => {
    store(true, 203, 's2e4');
    renderDetails(203);
    // Pending (setting or history not read yet) marks the episode; decided and shown, nothing is.
    await waitFor(() => expect(document.querySelector('[data-spoiler]')).toBeNull());
    expect(screen.getByText(EPISODE.overview)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Down' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Show / })).toBeNull();
    expect(document.title).toBe('Down (S2 E4) · Breaking Bad | Reelhouse');
  });

  it('names the episode in the tab title with the mode off', async () => {
    store(false, 206, 's1e1');
    document.title = 'S2 E4 · Breaking Bad | Reelhouse';
    renderDetails(206);
    await waitFor(() => expect(document.title).toBe('Down (S2 E4) · Breaking Bad | Reelhouse'));
    expect(screen.getByRole('heading', { level: 1, name: 'Down' })).toBeVisible();
  });
});
