/**
 * What the title pages render, cut from the catalogue's TMDB-shaped details: loaders send these
 * small views (not the whole details, whose credit lists can run into the hundreds). Pure: the
 * clock and the date precision are parameters.
 */
import { formatRating } from '@reelhouse/core/screens/rating';
import { isComingSoon } from '@reelhouse/core/screens/release';
import {
  formatRuntime,
  formatTmdbDate,
  formatVoteCount,
  type DatePrecision,
} from '@reelhouse/core/screens/title-facts';
import { getReleaseDate, getTitle, pickLogo } from '@reelhouse/core/media/media-item';
import type { Genre, MediaDetails, MediaSummary } from '@reelhouse/core/media/media-schema';
import type { Person } from '@reelhouse/core/media/person-schema';
import type { TmdbId } from '@reelhouse/core/media/tmdb-id';
import { buildMediaPath } from '@reelhouse/core/slug/media-path';

/** Cast and crew entries a movie or series page lists at most. */
export const CAST_SHOWN = 20;
export const CREW_SHOWN = 12;
/** Titles in 'Our Recommendations'. */
export const RECOMMENDATIONS_SHOWN = 20;

export interface PersonView {
  id: number;
  name: string;
  /** the character (cast, guest stars) or the job (crew) */
  role: string | null;
  profilePath: string | null;
}

/** The header of a movie or series page. */
export interface TitleHeaderView {
  id: TmdbId;
  mediaType: 'movie' | 'tv';
  title: string;
  /** canonical path, '/movies/603-the-matrix' */
  path: string;
  tagline: string | null;
  overview: string;
  posterPath: string | null;
  backdropPath: string | null;
  logoPath: string | null;
  genres: Genre[];
  /** 'YYYY-MM-DD' for `<time dateTime>`, or null */
  releaseDate: string | null;
  /** 'January 20, 2008', or '2008' when only the year is known */
  releaseDateText: string | null;
  isComingSoon: boolean;
  /** one decimal, or null when unrated */
  ratingText: string | null;
  voteCountText: string | null;
  runtimeText: string | null;
}

export interface TitleViewOptions {
  nowMs: number;
  datePrecision: DatePrecision;
}

/** @returns a movie's runtime, or a series' first listed episode runtime, in minutes */
function getRuntimeMinutes(details: MediaDetails): number | null {
  return details.runtime ?? details.episode_run_time[0] ?? null;
}

export function buildTitleHeader(
  details: MediaDetails,
  mediaType: 'movie' | 'tv',
  { nowMs, datePrecision }: TitleViewOptions,
): TitleHeaderView {
  const title = getTitle(details);
  const releaseDate = getReleaseDate(details);
  return {
    id: details.id,
    mediaType,
    title,
    path: buildMediaPath(mediaType, details.id, title),
    tagline: details.tagline,
    overview: details.overview ?? '',
    posterPath: details.poster_path,
    backdropPath: details.backdrop_path,
    logoPath: pickLogo(details.images?.logos ?? [])?.file_path ?? null,
    genres: details.genres.map(({ id, name }) => ({ id, name })),
    releaseDate,
    releaseDateText: formatTmdbDate(releaseDate, datePrecision),
    isComingSoon: isComingSoon(releaseDate, nowMs),
    ratingText: formatRating(details.vote_average),
    voteCountText: formatVoteCount(details.vote_count),
    runtimeText: formatRuntime(getRuntimeMinutes(details)),
  };
}

function toPersonView(person: Person, role: string | null): PersonView {
  return { id: person.id, name: person.name, role, profilePath: person.profile_path };
}

/** The first `limit` cast members in billing order, with their characters. */
export function buildCastList(cast: readonly Person[], limit = CAST_SHOWN): PersonView[] {
  return [...cast]
    .sort((a, b) => (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER))
    .slice(0, limit)
    .map((person) => toPersonView(person, person.character));
}

/**
 * The first `limit` crew members, one entry per person with their jobs joined in credit order
 * ('Director, Writer').
 */
export function buildCrewList(crew: readonly Person[], limit = CREW_SHOWN): PersonView[] {
  const byPerson = new Map<number, { person: Person; jobs: string[] }>();
  for (const member of crew) {
    const entry = byPerson.get(member.id) ?? { person: member, jobs: [] };
    if (member.job && !entry.jobs.includes(member.job)) entry.jobs.push(member.job);
    byPerson.set(member.id, entry);
  }
  return [...byPerson.values()]
    .slice(0, limit)
    .map(({ person, jobs }) => toPersonView(person, jobs.length > 0 ? jobs.join(', ') : null));
}

/** A list entry with only what a poster card shows (no overview), to keep the page data small. */
export function slimSummary(item: MediaSummary): MediaSummary {
  return {
    id: item.id,
    media_type: item.media_type,
    title: item.title,
    original_title: null,
    name: item.name,
    original_name: null,
    overview: null,
    poster_path: item.poster_path,
    backdrop_path: null,
    genre_ids: [],
    vote_average: item.vote_average,
    vote_count: null,
    popularity: item.popularity,
    release_date: item.release_date,
    first_air_date: item.first_air_date,
    original_language: null,
    adult: null,
    ...(item.availability ? { availability: item.availability } : {}),
  };
}

/** 'Our Recommendations': the similar titles, slimmed, without the title itself. */
export function buildRecommendations(details: MediaDetails): MediaSummary[] {
  return (details.similar?.results ?? [])
    .filter((item) => item.id !== details.id)
    .slice(0, RECOMMENDATIONS_SHOWN)
    .map(slimSummary);
}
