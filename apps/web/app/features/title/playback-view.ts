/**
 * What the movie and episode pages hand the watch flow: the scrape request for the source search,
 * the player's media info and, for an episode, the next one (spec section 4, "Next episode").
 * Catalogue facts only: no user data, so the pages stay shared-cacheable.
 *
 * The embedded catalogue knows seasons and episodes by number only (their TMDB ids are null).
 * Providers match episodes by series id and numbers, so a missing season or episode id falls back
 * to the series' id: the request stays valid and nothing matches on it.
 */
import { formatEpisodeCode } from '@reelhouse/core/screens/title-facts';
import { getImdbId, getReleaseYear, getTitle } from '@reelhouse/core/media/media-item';
import type { MediaDetails } from '@reelhouse/core/media/media-schema';
import type { Episode, Season } from '@reelhouse/core/media/season-schema';
import type { TmdbId } from '@reelhouse/core/media/tmdb-id';
import type {
  EpisodePlayerMediaInfo,
  MoviePlayerMediaInfo,
} from '@reelhouse/core/player/media-info-schema';
import {
  getNextEpisode,
  type EpisodeRef,
  type SeasonEpisodes,
} from '@reelhouse/core/player/next-episode';
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import { buildEpisodeKey } from '@reelhouse/core/watch-history/episode-key';
import { buildEpisodePath } from '@reelhouse/core/slug/media-path';
import { getSeasonName } from './series-view';

/** Years a scrape request accepts. */
const MIN_YEAR = 1800;
const MAX_YEAR = 9999;
const IMDB_ID = /^tt\d{5,12}$/;

/** The episode after this one: its label, page and scrape request (for a search ahead of time). */
export interface NextEpisodeView {
  /** e.g. 'S2 E1: Seven Thirty-Seven' */
  label: string;
  /** the episode page's path */
  path: string;
  request: ScrapeRequest;
}

export interface MoviePlaybackView {
  request: ScrapeRequest;
  media: MoviePlayerMediaInfo;
  next: null;
}

export interface EpisodePlaybackView {
  request: ScrapeRequest;
  media: EpisodePlayerMediaInfo;
  next: NextEpisodeView | null;
}

function readYear(details: Pick<MediaDetails, 'release_date' | 'first_air_date'>): number | null {
  const year = getReleaseYear(details);
  return year !== null && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

function readImdbId(details: MediaDetails): { imdbId: string } | Record<string, never> {
  const imdbId = getImdbId(details);
  return imdbId !== null && IMDB_ID.test(imdbId) ? { imdbId } : {};
}

/**
 * @returns the movie's scrape request and media info, or null when the catalogue has no usable
 *   release year (the request needs one)
 */
export function buildMoviePlayback(details: MediaDetails): MoviePlaybackView | null {
  const year = readYear(details);
  const title = getTitle(details);
  if (year === null || title.trim() === '') return null;
  return {
    request: {
      type: 'movie',
      title,
      releaseYear: year,
      tmdbId: String(details.id),
      ...readImdbId(details),
    },
    media: { id: details.id, type: 'movie', title, year, poster: details.poster_path },
    next: null,
  };
}

/** The series an episode belongs to, as the playback views need it. */
export interface PlaybackSeries {
  details: MediaDetails;
  /** fallback year when the series has no first-air date: the episode's own */
  episodeAirDate: string | null;
}

interface EpisodeIds {
  seasonNumber: number;
  seasonId: TmdbId | null;
  episodeNumber: number;
  episodeId: TmdbId | null;
}

function seriesYear(series: PlaybackSeries): number | null {
  return (
    readYear(series.details) ??
    readYear({ release_date: series.episodeAirDate, first_air_date: null })
  );
}

function buildEpisodeRequest(series: PlaybackSeries, year: number, ids: EpisodeIds): ScrapeRequest {
  const seriesId = series.details.id;
  return {
    type: 'show',
    title: getTitle(series.details),
    releaseYear: year,
    tmdbId: String(seriesId),
    ...readImdbId(series.details),
    season: { number: ids.seasonNumber, tmdbId: String(ids.seasonId ?? seriesId) },
    episode: { number: ids.episodeNumber, tmdbId: String(ids.episodeId ?? seriesId) },
  };
}

/** The season with this number in the series' list, for its TMDB id and name. */
function findSeason(details: MediaDetails, seasonNumber: number): Season | undefined {
  return details.seasons.find((season) => season.season_number === seasonNumber);
}

/**
 * The show's seasons with their episode numbers, for {@link getNextEpisode}: the current season's
 * own list, the others' from their episode lists or, when a summary has only a count, 1 to count.
 */
export function listSeasonEpisodes(
  seasons: readonly Season[],
  current: Season | null,
): SeasonEpisodes[] {
  return seasons.map((season) => {
    const full = current?.season_number === season.season_number ? current : season;
    const numbers =
      full.episodes.length > 0
        ? full.episodes.map((episode) => episode.episode_number)
        : Array.from({ length: full.episode_count ?? 0 }, (_, index) => index + 1);
    return { seasonNumber: season.season_number, episodeNumbers: numbers };
  });
}

/**
 * @param current the episode shown
 * @param currentSeason the current season with its episodes (null when it could not be read)
 * @returns which episode comes next, or null (see {@link getNextEpisode})
 */
export function findNextEpisode(
  details: MediaDetails,
  currentSeason: Season | null,
  current: EpisodeRef,
): EpisodeRef | null {
  const seasons = details.seasons.some((season) => season.season_number === current.seasonNumber)
    ? details.seasons
    : [...details.seasons, ...(currentSeason ? [currentSeason] : [])];
  const target = getNextEpisode(listSeasonEpisodes(seasons, currentSeason), current);
  return target === null
    ? null
    : { seasonNumber: target.seasonNumber, episodeNumber: target.episodeNumber };
}

/**
 * @param series the show (its details carry the season list)
 * @param seasonNumber the season the episode was asked for
 * @param episode the episode shown
 * @param next the next episode as the catalogue has it, or null
 * @returns the episode's request, media info and next episode, or null without a usable year
 */
export function buildEpisodePlayback(
  series: PlaybackSeries,
  seasonNumber: number,
  episode: Episode,
  next: { seasonNumber: number; episode: Episode } | null,
): EpisodePlaybackView | null {
  const year = seriesYear(series);
  const key = buildEpisodeKey(seasonNumber, episode.episode_number);
  const title = getTitle(series.details);
  if (year === null || key === null || title.trim() === '') return null;
  const season = findSeason(series.details, seasonNumber);
  const seasonId = season?.id ?? null;
  const request = buildEpisodeRequest(series, year, {
    seasonNumber,
    seasonId,
    episodeNumber: episode.episode_number,
    episodeId: episode.id,
  });
  return {
    request,
    media: {
      id: series.details.id,
      type: 'show',
      title,
      year,
      poster: series.details.poster_path,
      seasonId: seasonId ?? series.details.id,
      seasonNumber,
      seasonTitle: getSeasonName(season ?? { season_number: seasonNumber, name: null }),
      episodeId: key,
      episodeNumber: episode.episode_number,
      episodeTitle: episode.name ?? `Episode ${String(episode.episode_number)}`,
      ...(series.details.original_language === null
        ? {}
        : { originalLanguage: series.details.original_language }),
    },
    next: next === null ? null : buildNextEpisode(series, year, next),
  };
}

function buildNextEpisode(
  series: PlaybackSeries,
  year: number,
  next: { seasonNumber: number; episode: Episode },
): NextEpisodeView {
  const { seasonNumber, episode } = next;
  const number = episode.episode_number;
  const name = episode.name ?? `Episode ${String(number)}`;
  return {
    label: `${formatEpisodeCode(seasonNumber, number)}: ${name}`,
    path: buildEpisodePath(series.details.id, getTitle(series.details), seasonNumber, number),
    request: buildEpisodeRequest(series, year, {
      seasonNumber,
      seasonId: findSeason(series.details, seasonNumber)?.id ?? null,
      episodeNumber: number,
      episodeId: episode.id,
    }),
  };
}
