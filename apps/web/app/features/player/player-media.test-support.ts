/** What the player is told it plays, for component tests: a film and an episode. */
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';

function tmdbId(value: number) {
  const id = toTmdbId(value);
  if (id === null) throw new Error(`${String(value)} is not a TMDB id`);
  return id;
}

export const SINTEL_MOVIE: Extract<PlayerMediaInfo, { type: 'movie' }> = {
  id: tmdbId(45745),
  type: 'movie',
  title: 'Sintel',
  year: 2010,
  poster: null,
};

export const LOST_EPISODE: Extract<PlayerMediaInfo, { type: 'show' }> = {
  id: tmdbId(4607),
  type: 'show',
  title: 'Lost',
  year: 2004,
  poster: null,
  seasonId: tmdbId(14041),
  seasonNumber: 1,
  seasonTitle: 'Season 1',
  episodeId: 's1e3',
  episodeNumber: 3,
  episodeTitle: 'Tabula Rasa',
};
