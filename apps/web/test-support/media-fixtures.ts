/** Builders the web tests share: ids, people and empty summary and details fields. */
import type { MediaDetails, MediaSummary } from '@reelhouse/core/media/media-schema';
import type { Person } from '@reelhouse/core/media/person-schema';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';

export function id(value: number): TmdbId {
  const branded = toTmdbId(value);
  if (branded === null) throw new Error('bad id');
  return branded;
}

export function person(personId: number, fields: Partial<Person> = {}): Person {
  return {
    id: id(personId),
    name: `Person ${String(personId)}`,
    original_name: null,
    character: null,
    job: null,
    department: null,
    known_for_department: null,
    profile_path: null,
    order: null,
    ...fields,
  };
}

/** A list entry's fields other than its id, all empty. */
export const EMPTY_SUMMARY_FIELDS: Omit<MediaSummary, 'id'> = {
  media_type: null,
  title: null,
  original_title: null,
  name: null,
  original_name: null,
  overview: null,
  poster_path: null,
  backdrop_path: null,
  genre_ids: [],
  vote_average: null,
  vote_count: null,
  popularity: null,
  release_date: null,
  first_air_date: null,
  original_language: null,
  adult: null,
};

/** What details add to a list entry, all empty. */
export const EMPTY_DETAILS_FIELDS: Omit<MediaDetails, keyof MediaSummary> = {
  genres: [],
  runtime: null,
  episode_run_time: [],
  tagline: null,
  status: null,
  imdb_id: null,
  external_ids: null,
  origin_country: [],
  production_companies: [],
  networks: [],
  number_of_seasons: null,
  number_of_episodes: null,
  seasons: [],
  credits: null,
  similar: null,
  images: null,
};
