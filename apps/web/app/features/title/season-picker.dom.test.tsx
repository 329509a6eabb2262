import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test-support/render-route';
import { SeasonPicker } from './season-picker';
import type { EpisodeCardView, SeasonChoice } from './series-view';

const SERIES_PATH = '/series/1396-breaking-bad';

const SEASONS: SeasonChoice[] = [
  { seasonNumber: 0, name: 'Specials', episodeCount: 2, airDate: '2009-02-17' },
  { seasonNumber: 1, name: 'Season 1', episodeCount: 7, airDate: '2008-01-20' },
  { seasonNumber: 2, name: 'Season 2', episodeCount: 3, airDate: '2009-03-08' },
];

function episode(episodeNumber: number, name: string): EpisodeCardView {
  return {
    seasonNumber: 2,
    episodeNumber,
    code: `S2 E${String(episodeNumber)}`,
    name,
    stillPath: null,
    airDateText: null,
    runtimeText: null,
    ratingText: null,
    path: `${SERIES_PATH}/2/${String(episodeNumber)}`,
  };
}

const SEASON_2 = [
  episode(1, 'Seven Thirty-Seven'),
  episode(2, 'Grilled'),
  episode(3, 'Bit by a Dead Bee'),
];

function renderPicker(
  props: Partial<{
    seasons: readonly SeasonChoice[];
    episodes: readonly EpisodeCardView[];
    isWatchable: boolean;
    availability: 'free' | null;
  }> = {},
) {
  renderRoute(
    <SeasonPicker
      seriesId={1396}
      seriesPath={SERIES_PATH}
      seasons={props.seasons ?? SEASONS}
      selectedSeason={2}
      episodes={(props.episodes ?? SEASON_2).map((entry) =>
        props.availability === null ? entry : { ...entry, availability: 'free' as const },
      )}
      isWatchable={props.isWatchable ?? true}
    />,
    { path: SERIES_PATH, url: `${SERIES_PATH}?season=2` },
  );
  return {
    season: screen.queryByRole('combobox', { name: 'Season' }),
    episode: screen.queryByRole('combobox', { name: 'Episode' }),
    address: screen.getByRole('status', { name: 'Current address' }),
  };
}

function optionTexts(select: HTMLElement | null): (string | null)[] {
  return Array.from((select as HTMLSelectElement).options).map((option) => option.textContent);
}

describe('the season picker', () => {
  it('offers every season by name and the episodes of the selected one, its first episode chosen', () => {
    const { season, episode } = renderPicker();
    expect(season).toHaveDisplayValue('Season 2');
    expect(optionTexts(season)).toEqual(['Specials', 'Season 1', 'Season 2']);
    expect(episode).toHaveDisplayValue('1. Seven Thirty-Seven');
    expect(optionTexts(episode)).toEqual([
      '1. Seven Thirty-Seven',
      '2. Grilled',
      '3. Bit by a Dead Bee',
    ]);
  });

  it('loads a chosen season through the address (?season=N)', async () => {
    const user = userEvent.setup();
    const { season, address } = renderPicker();
    await user.selectOptions(season!, 'Specials');
    expect(address).toHaveTextContent(`${SERIES_PATH}?season=0`);
    expect(season).toHaveDisplayValue('Specials');
  });

  it('plays the chosen episode with "Watch selected episode"', async () => {
    const user = userEvent.setup();
    const { episode, address } = renderPicker();
    const watch = screen.getByRole('link', { name: 'Watch selected episode' });
    expect(watch).toHaveAttribute('href', `${SERIES_PATH}/2/1?play=true`);
    await user.selectOptions(episode!, '3. Bit by a Dead Bee');
    expect(watch).toHaveAttribute('href', `${SERIES_PATH}/2/3?play=true`);
    await user.click(watch);
    expect(
      await screen.findByRole('heading', { name: `Stand-in page ${SERIES_PATH}/2/3` }),
    ).toBeVisible();
    expect(address).toHaveTextContent(`${SERIES_PATH}/2/3?play=true`);
  });

  it('offers no "Watch selected episode" for a season that has not aired yet', () => {
    const { episode } = renderPicker({ isWatchable: false });
    expect(episode).toHaveDisplayValue('1. Seven Thirty-Seven');
    expect(screen.queryByRole('link', { name: 'Watch selected episode' })).not.toBeInTheDocument();
  });

  it('offers no "Watch selected episode" for an episode nothing here plays', () => {
    renderPicker({ availability: null });
    expect(screen.queryByRole('link', { name: 'Watch selected episode' })).not.toBeInTheDocument();
  });

  it('keeps "Watch selected episode" for an episode nothing here plays when this browser connected its Jellyfin', () => {
    localStorage.setItem(
      PLAYER_STORAGE_KEYS.jellyfin,
      JSON.stringify({
        serverUrl: 'https://media.example.org',
        userId: '0123456789abcdef0123456789abcdef',
        accessToken: 'token-0123456789abcdef',
      }),
    );
    try {
      renderPicker({ availability: null });
      expect(screen.getByRole('link', { name: 'Watch selected episode' })).toBeInTheDocument();
    } finally {
      localStorage.removeItem(PLAYER_STORAGE_KEYS.jellyfin);
    }
  });

  it('says "No options available" in a disabled Episode select for a season without episodes', () => {
    const { episode } = renderPicker({ episodes: [] });
    expect(episode).toBeDisabled();
    expect(episode).toHaveDisplayValue('No options available');
    expect(screen.queryByRole('link', { name: 'Watch selected episode' })).not.toBeInTheDocument();
  });

  it('shows nothing for a series without seasons', () => {
    const { season, episode } = renderPicker({ seasons: [], episodes: [] });
    expect(season).not.toBeInTheDocument();
    expect(episode).not.toBeInTheDocument();
  });
});
