/**
 * Turns catalogue rows into the core's TMDB-shaped objects (list entries, details parts, seasons,
 * episodes, generated-artwork image lists). Absent facts become null or [], never a made-up value:
 * no ratings, no taglines, no crew.
 */
import type { Genre, MediaSummary } from '@reelhouse/core/media/media-schema';
import type { Person, TmdbImage, TmdbImages } from '@reelhouse/core/media/person-schema';
import type { Episode, Season } from '@reelhouse/core/media/season-schema';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { getGenreName } from '@reelhouse/core/slug/genres';
import { buildArtworkPath, type ArtworkKind } from '../../images/artwork-path';
import type { CastRow, CrewRow, EpisodeRow, SeasonRow, SummaryRow } from './catalogue-statements';

/**
 * @returns the id branded, for ids read from the catalogue file
 * @throws when the file holds an id that is not a positive safe integer (a corrupt file)
 */
export function brandId(value: number): TmdbId {
  const id = toTmdbId(value);
  if (id === null) throw new Error(`Catalogue file holds an invalid id: ${value}`);
  return id;
}

export function artworkPath(
  kind: ArtworkKind,
  mediaType: 'movie' | 'tv',
  id: number,
  seasonNumber: number | null = null,
  episodeNumber: number | null = null,
): string {
  return buildArtworkPath({ kind, mediaType, id, seasonNumber, episodeNumber });
}

export function parseGenreIds(list: string | null): number[] {
  if (list === null || list === '') return [];
  return list.split(',').map(Number);
}

/** The date TMDB would show: the exact one when known, else the 1st of January of the year. */
function dateOf(row: SummaryRow): string | null {
  return row.sort_date;
}

export function toSummary(row: SummaryRow): MediaSummary {
  const isMovie = row.media_type === 'movie';
  return {
    id: brandId(row.id),
    media_type: row.media_type,
    title: isMovie ? row.title : null,
    original_title: isMovie ? (row.original_title ?? row.title) : null,
    name: isMovie ? null : row.title,
    original_name: isMovie ? null : (row.original_title ?? row.title),
    overview: row.overview,
    poster_path: artworkPath('poster', row.media_type, row.id),
    backdrop_path: artworkPath('backdrop', row.media_type, row.id),
    genre_ids: parseGenreIds(row.genre_ids),
    vote_average: null,
    vote_count: null,
    popularity: row.popularity,
    release_date: isMovie ? dateOf(row) : null,
    first_air_date: isMovie ? null : dateOf(row),
    original_language: row.original_language,
    adult: null,
  };
}

export function toGenres(ids: readonly number[]): Genre[] {
  return ids.flatMap((id) => {
    const name = getGenreName(id);
    return name === null ? [] : [{ id, name }];
  });
}

/** Cast members: names from the data, ids of our own scheme, no character or picture. */
export function toCast(rows: readonly CastRow[]): Person[] {
  return rows.map((row) => ({
    id: brandId(row.id),
    name: row.name,
    original_name: row.name,
    character: null,
    job: null,
    department: null,
    known_for_department: null,
    profile_path: null,
    order: row.position,
  }));
}

/** TMDB's department of each job the data names. */
const DEPARTMENTS: Readonly<Record<string, string>> = {
  Director: 'Directing',
  Writer: 'Writing',
  Screenplay: 'Writing',
  Story: 'Writing',
  Producer: 'Production',
  Composer: 'Sound',
  Cinematographer: 'Camera',
  Editor: 'Editing',
};

/** The data's crew as TMDB's: each person with their job and its department. */
export function toCrew(rows: readonly CrewRow[]): Person[] {
  return rows.map((row) => ({
    id: brandId(row.id),
    name: row.name,
    original_name: row.name,
    character: null,
    job: row.job,
    department: DEPARTMENTS[row.job] ?? null,
    known_for_department: null,
    profile_path: null,
    order: null,
  }));
}

export function seasonName(seasonNumber: number): string {
  return seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`;
}

export function toSeason(seriesId: number, row: SeasonRow, episodes: Episode[]): Season {
  return {
    id: null,
    season_number: row.season_number,
    name: seasonName(row.season_number),
    overview: null,
    poster_path: artworkPath('poster', 'tv', seriesId, row.season_number),
    air_date: row.air_date,
    episode_count: row.episode_count,
    vote_average: null,
    episodes,
  };
}

export function toEpisode(seriesId: number, row: EpisodeRow): Episode {
  return {
    id: null,
    episode_number: row.episode_number,
    season_number: row.season_number,
    name: row.name,
    overview: row.overview,
    air_date: row.air_date,
    runtime: row.runtime,
    still_path: artworkPath('still', 'tv', seriesId, row.season_number, row.episode_number),
    vote_average: null,
    vote_count: null,
    guest_stars: [],
    crew: [],
    credits: null,
    images: null,
  };
}

/** Nominal sizes of the generated pictures; the image endpoint renders any size asked for. */
const IMAGE_SIZES = {
  poster: { width: 500, height: 750 },
  backdrop: { width: 1280, height: 720 },
  logo: { width: 500, height: 200 },
  still: { width: 1280, height: 720 },
} as const;

function toImage(path: string, kind: keyof typeof IMAGE_SIZES, language: string | null): TmdbImage {
  const { width, height } = IMAGE_SIZES[kind];
  return {
    file_path: path,
    iso_639_1: language,
    width,
    height,
    aspect_ratio: Math.round((width / height) * 1000) / 1000,
    vote_average: null,
  };
}

/**
 * The generated poster, backdrop and logo of a title. Posters and logos show the catalogue's
 * English title ('en'); backdrops carry no text (null).
 * @param languages ISO 639-1 codes to keep, 'null' for pictures without text; empty keeps all
 */
export function toTitleImages(
  mediaType: 'movie' | 'tv',
  id: number,
  languages: readonly string[],
): TmdbImages {
  const keep = (image: TmdbImage) =>
    languages.length === 0 || languages.includes(image.iso_639_1 ?? 'null');
  return {
    posters: [toImage(artworkPath('poster', mediaType, id), 'poster', 'en')].filter(keep),
    backdrops: [toImage(artworkPath('backdrop', mediaType, id), 'backdrop', null)].filter(keep),
    logos: [toImage(artworkPath('logo', mediaType, id), 'logo', 'en')].filter(keep),
    stills: [],
  };
}

/** The generated still of an episode (append_to_response=images). */
export function toEpisodeImages(seriesId: number, season: number, episode: number): TmdbImages {
  const still = artworkPath('still', 'tv', seriesId, season, episode);
  return { posters: [], backdrops: [], logos: [], stills: [toImage(still, 'still', null)] };
}
