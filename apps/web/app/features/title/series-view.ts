/**
 * Seasons and episodes as the series and episode pages render them: the season choices, the
 * episode cards of one season, and an episode's details (crew, guest stars, stills).
 */
import type { Availability } from '@reelhouse/core/media/availability';
import { splitGuestStars } from '@reelhouse/core/screens/home';
import { formatRating } from '@reelhouse/core/screens/rating';
import {
  formatEpisodeCode,
  formatRuntime,
  formatTmdbDate,
  formatVoteCount,
} from '@reelhouse/core/screens/title-facts';
import { getDirectors, getWriters } from '@reelhouse/core/media/credits';
import type { Person } from '@reelhouse/core/media/person-schema';
import type { Episode, Season } from '@reelhouse/core/media/season-schema';
import type { TmdbId } from '@reelhouse/core/media/tmdb-id';
import { buildEpisodePath } from '@reelhouse/core/slug/media-path';
import type { PersonView } from './title-view';

/** Stills an episode page shows at most. */
export const STILLS_SHOWN = 12;

export interface SeasonChoice {
  seasonNumber: number;
  /** 'Season 1', 'Specials' */
  name: string;
  episodeCount: number | null;
  airDate: string | null;
}

export interface EpisodeCardView {
  seasonNumber: number;
  episodeNumber: number;
  /** 'S1 E3' */
  code: string;
  name: string;
  stillPath: string | null;
  airDateText: string | null;
  runtimeText: string | null;
  ratingText: string | null;
  /** '{series path}/{season}/{episode}' */
  path: string;
  /** whether the episode plays here, and from where (absent: nothing here plays it) */
  availability?: Availability;
}

/** Whether an episode plays here (the sources' index); null: it does not. */
export type EpisodeAvailability = (
  seasonNumber: number,
  episodeNumber: number,
) => Availability | null;

export interface EpisodeDetailView extends EpisodeCardView {
  overview: string;
  voteCountText: string | null;
  airDate: string | null;
  directors: PersonView[];
  writers: PersonView[];
  guestStars: PersonView[];
  /** '+N more' after the first 10 guest stars, or null */
  guestStarsMoreLabel: string | null;
  stills: string[];
}

/** The series the episodes belong to, for their links. */
export interface SeriesRef {
  id: TmdbId;
  title: string;
}

/** @returns the season's own name, else 'Specials' for season 0, else 'Season {n}' */
export function getSeasonName(season: Pick<Season, 'season_number' | 'name'>): string {
  if (season.name) return season.name;
  return season.season_number === 0 ? 'Specials' : `Season ${season.season_number}`;
}

export function buildSeasonChoices(seasons: readonly Season[]): SeasonChoice[] {
  return seasons.map((season) => ({
    seasonNumber: season.season_number,
    name: getSeasonName(season),
    episodeCount: season.episode_count ?? (season.episodes.length || null),
    airDate: season.air_date,
  }));
}

/** @param seasonNumber the season the episode was listed in (its own field may be missing) */
export function buildEpisodeCard(
  series: SeriesRef,
  seasonNumber: number,
  episode: Episode,
): EpisodeCardView {
  const code = formatEpisodeCode(seasonNumber, episode.episode_number);
  return {
    seasonNumber,
    episodeNumber: episode.episode_number,
    code,
    name: episode.name ?? `Episode ${episode.episode_number}`,
    stillPath: episode.still_path,
    airDateText: formatTmdbDate(episode.air_date),
    runtimeText: formatRuntime(episode.runtime),
    ratingText: formatRating(episode.vote_average),
    path: buildEpisodePath(series.id, series.title, seasonNumber, episode.episode_number),
  };
}

export function buildEpisodeCards(
  series: SeriesRef,
  season: Season | null,
  playsHere: EpisodeAvailability = () => null,
): EpisodeCardView[] {
  if (season === null) return [];
  return season.episodes.map((episode) => {
    const card = buildEpisodeCard(series, season.season_number, episode);
    const availability = playsHere(season.season_number, episode.episode_number);
    return availability === null ? card : { ...card, availability };
  });
}

/** TMDB puts an episode's crew and guest stars at the top level, and again under `credits`. */
function pickList(top: readonly Person[], fromCredits: readonly Person[] | undefined): Person[] {
  return top.length > 0 ? [...top] : [...(fromCredits ?? [])];
}

function toPerson(person: Person, role: string | null): PersonView {
  return { id: person.id, name: person.name, role, profilePath: person.profile_path };
}

export function buildEpisodeDetail(
  series: SeriesRef,
  seasonNumber: number,
  episode: Episode,
): EpisodeDetailView {
  const crew = pickList(episode.crew, episode.credits?.crew);
  const guests = splitGuestStars(pickList(episode.guest_stars, episode.credits?.guest_stars));
  const stills = (episode.images?.stills ?? []).map((still) => still.file_path);
  return {
    ...buildEpisodeCard(series, seasonNumber, episode),
    overview: episode.overview ?? '',
    voteCountText: formatVoteCount(episode.vote_count),
    airDate: episode.air_date,
    directors: getDirectors(crew).map((person) => toPerson(person, person.job)),
    writers: getWriters(crew).map((person) => toPerson(person, person.job)),
    guestStars: guests.shown.map((person) => toPerson(person, person.character)),
    guestStarsMoreLabel: guests.moreLabel,
    stills: [...new Set(stills)].slice(0, STILLS_SHOWN),
  };
}
