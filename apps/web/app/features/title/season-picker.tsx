/**
 * The series page's Season and Episode selects and 'Watch selected episode' (spec section 2).
 * Choosing a season loads its episodes through the page's loader (`?season=N`); without
 * JavaScript the form submits the same query. Watch shows only when the selected season aired
 * more than 24 hours ago (decided by the loader), and the selected episode plays here. In
 * spoiler-safe mode the Episode select names only the number of an episode not reached yet.
 */
import { NO_OPTIONS, WATCH_SELECTED_EPISODE } from '@reelhouse/core/screens/texts';
import { useId, useState } from 'react';
import { Form, Link, useNavigate } from 'react-router';
import { usePlaysHere } from '~/lib/plays-here';
import { hiddenEpisodeTitle } from '~/components/spoiler/spoiler-shield';
import { useSpoilerGuard } from '~/components/spoiler/use-spoiler-guard';
import type { EpisodeCardView, SeasonChoice } from './series-view';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

interface SeasonPickerProps {
  seriesId: number;
  seriesPath: string;
  seasons: readonly SeasonChoice[];
  selectedSeason: number | null;
  episodes: readonly EpisodeCardView[];
  isWatchable: boolean;
}

const selectClass =
  'h-11 w-full rounded-lg bg-surface-2 px-3 text-sm font-semibold ring-1 ring-line disabled:opacity-60';

/** Keyed by the selected season in the page, so the episode choice resets with each season. */
export function SeasonPicker({
  seriesId,
  seriesPath,
  seasons,
  selectedSeason,
  episodes,
  isWatchable,
}: SeasonPickerProps) {
  const navigate = useNavigate();
  const seasonId = useId();
  const episodeId = useId();
  const [season, setSeason] = useState(selectedSeason);
  const [episodeNumber, setEpisodeNumber] = useState(episodes[0]?.episodeNumber ?? null);
  const episode = episodes.find((entry) => entry.episodeNumber === episodeNumber);
  // Only an episode that plays here (or in this browser's own Jellyfin) gets Watch.
  const playsHere = usePlaysHere(episode?.availability ?? null);
  const spoilers = useSpoilerGuard();
  if (seasons.length === 0) return null;

  return (
    <Form
      method="get"
      action={seriesPath}
      preventScrollReset
      data-testid="season-picker"
      className="mt-8 grid max-w-3xl grid-cols-1 items-end gap-3 tablet:grid-cols-[1fr_1fr_auto]"
    >
      <div>
        <label htmlFor={seasonId} className="mb-1 block text-sm font-semibold">
          Season
        </label>
        <select
          id={seasonId}
          name="season"
          value={season ?? ''}
          onChange={(event) => {
            const next = Number(event.target.value);
            setSeason(next);
            void navigate(`${seriesPath}?season=${String(next)}`, {
              preventScrollReset: true,
              replace: true,
            });
          }}
          className={selectClass}
        >
          {seasons.map((choice) => (
            <option key={choice.seasonNumber} value={choice.seasonNumber}>
              {choice.name}
            </option>
          ))}
        </select>
        <noscript>
          <button type="submit" className="mt-2 text-sm font-semibold underline">
            Show season
          </button>
        </noscript>
      </div>
      <div>
        <label htmlFor={episodeId} className="mb-1 block text-sm font-semibold">
          Episode
        </label>
        <select
          id={episodeId}
          value={episodeNumber ?? ''}
          disabled={episodes.length === 0}
          onChange={(event) => setEpisodeNumber(Number(event.target.value))}
          className={selectClass}
        >
          {episodes.length === 0 ? <option value="">{NO_OPTIONS}</option> : null}
          {episodes.map((entry) => {
            // An option cannot blur: a pending name shows, as it does without JavaScript.
            const isHidden =
              spoilers.visibilityOf(seriesId, entry.seasonNumber, entry.episodeNumber) === 'hidden';
            return (
              <option key={entry.episodeNumber} value={entry.episodeNumber}>
                {isHidden
                  ? hiddenEpisodeTitle(entry.episodeNumber)
                  : `${String(entry.episodeNumber)}. ${entry.name}`}
              </option>
            );
          })}
        </select>
      </div>
      {isWatchable && playsHere && episode ? (
        <Link
          to={`${episode.path}?play=true`}
          data-testid="watch-selected-episode"
          className={buttonClass()}
        >
          <Icon name="play" className="size-4 fill-current" />
          {WATCH_SELECTED_EPISODE}
        </Link>
      ) : null}
    </Form>
  );
}
