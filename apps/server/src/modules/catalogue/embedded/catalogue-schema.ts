/**
 * The tables of a catalogue database file (built from open data or generated synthetically) and
 * the records written into them. One schema for both, so one adapter reads either.
 */
import type { SqliteConnection } from '../../../db/sqlite';

/** Bumped whenever the schema or the meaning of a column changes; part of the build hash. */
export const CATALOGUE_SCHEMA_VERSION = 2;

/**
 * Bit of each TMDB genre id in `titles.genre_mask` (bit i ↔ GENRE_BITS[i]). Fixed here, not
 * derived from another list, so a reordering elsewhere cannot silently change stored masks.
 */
export const GENRE_BITS: readonly number[] = [
  28, 12, 16, 35, 80, 99, 18, 10751, 14, 36, 27, 10402, 9648, 10749, 878, 10770, 53, 10752, 37,
  10759, 10762, 10763, 10764, 10765, 10766, 10767, 10768,
];

/** @returns the OR of the genres' bits; ids outside the 27 are ignored */
export function toGenreMask(genreIds: readonly number[]): number {
  let mask = 0;
  for (const id of genreIds) {
    const bit = GENRE_BITS.indexOf(id);
    if (bit >= 0) mask |= 1 << bit;
  }
  return mask;
}

export interface EpisodeRecord {
  episodeNumber: number;
  name: string | null;
  /** 'YYYY-MM-DD' */
  airDate: string | null;
  /** minutes */
  runtime: number | null;
  overview: string | null;
}

export interface SeasonRecord {
  seasonNumber: number;
  episodes: EpisodeRecord[];
}

/** One movie or series, as the writer stores it. */
export interface TitleRecord {
  mediaType: 'movie' | 'tv';
  id: number;
  title: string;
  /** only when it differs from `title` */
  originalTitle: string | null;
  /** a movie's release year, a series' first-air year */
  year: number | null;
  /** the exact date when the data has one ('YYYY-MM-DD'); films have a year only */
  exactDate: string | null;
  lastAirDate: string | null;
  /** the last year the title was current; null while a series is still running */
  activeYear: number | null;
  status: string | null;
  network: string | null;
  /** the spec's watch-provider id of the network, when it is one of the 8 */
  providerId: number | null;
  /** minutes (a series: per episode) */
  runtime: number | null;
  imdbId: string | null;
  /** ISO 639-1 */
  originalLanguage: string | null;
  /** ISO 3166-1 */
  originCountry: string | null;
  popularity: number;
  boxOfficeUsd: number | null;
  /** years on air of a series, for the top_rated proxy */
  runYears: number | null;
  overview: string;
  genreIds: readonly number[];
  /** billing order */
  cast: readonly string[];
  /** the crew the data names, with their jobs ('Director', 'Writer', 'Screenplay' …) */
  crew: readonly { name: string; job: string }[];
  /** null when the data has no episode list (absent stays absent) */
  seasons: readonly SeasonRecord[] | null;
  /** whether the episode list runs to the series' final episode */
  isSeasonListComplete: boolean;
  /** seasons and episodes as the data states them, for a series without a complete list */
  statedSeasonCount: number | null;
  statedEpisodeCount: number | null;
}

const DDL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE titles (
  key INTEGER PRIMARY KEY,
  media_type TEXT NOT NULL CHECK (media_type IN ('movie', 'tv')),
  id INTEGER NOT NULL,
  title TEXT NOT NULL,
  norm_title TEXT NOT NULL,
  original_title TEXT,
  year INTEGER,
  exact_date TEXT,
  sort_date TEXT,
  last_air_date TEXT,
  active_year INTEGER,
  status TEXT,
  network TEXT,
  provider_id INTEGER,
  runtime REAL,
  imdb_id TEXT,
  original_language TEXT,
  origin_country TEXT,
  popularity REAL NOT NULL,
  box_office_usd REAL,
  run_years REAL,
  overview TEXT NOT NULL,
  genre_mask INTEGER NOT NULL,
  season_count INTEGER,
  episode_count INTEGER,
  seasons_complete INTEGER NOT NULL DEFAULT 0,
  stated_season_count INTEGER,
  stated_episode_count INTEGER
);
CREATE TABLE title_genres (
  title_key INTEGER NOT NULL, position INTEGER NOT NULL, genre_id INTEGER NOT NULL,
  PRIMARY KEY (title_key, position)
) WITHOUT ROWID;
CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE title_cast (
  title_key INTEGER NOT NULL, position INTEGER NOT NULL, person_id INTEGER NOT NULL,
  PRIMARY KEY (title_key, position)
) WITHOUT ROWID;
CREATE TABLE title_crew (
  title_key INTEGER NOT NULL, position INTEGER NOT NULL, person_id INTEGER NOT NULL,
  job TEXT NOT NULL,
  PRIMARY KEY (title_key, position)
) WITHOUT ROWID;
CREATE TABLE seasons (
  title_key INTEGER NOT NULL, season_number INTEGER NOT NULL,
  episode_count INTEGER NOT NULL, air_date TEXT,
  PRIMARY KEY (title_key, season_number)
) WITHOUT ROWID;
CREATE TABLE episodes (
  title_key INTEGER NOT NULL, season_number INTEGER NOT NULL, episode_number INTEGER NOT NULL,
  name TEXT, overview TEXT, air_date TEXT, runtime REAL,
  PRIMARY KEY (title_key, season_number, episode_number)
) WITHOUT ROWID;
CREATE TABLE genres (
  media_type TEXT NOT NULL, id INTEGER NOT NULL, name TEXT NOT NULL,
  PRIMARY KEY (media_type, id)
) WITHOUT ROWID;
CREATE VIRTUAL TABLE title_search USING fts5(
  title, alt_title, cast_names,
  content = '', tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
);
`;

/** Indexes are created after the bulk insert: faster than maintaining them row by row. */
const INDEXES = `
CREATE UNIQUE INDEX titles_by_id ON titles (media_type, id);
CREATE INDEX titles_by_rank ON titles (media_type, key, genre_mask, provider_id);
CREATE INDEX titles_by_date ON titles (media_type, sort_date);
CREATE INDEX titles_by_norm_title ON titles (norm_title);
CREATE INDEX titles_by_provider ON titles (provider_id) WHERE provider_id IS NOT NULL;
`;

export function createCatalogueTables(db: SqliteConnection): void {
  db.exec(DDL);
}

export function createCatalogueIndexes(db: SqliteConnection): void {
  db.exec(INDEXES);
}

/** A title with only its identity set; builders fill in the facts they have. */
export function emptyTitleRecord(
  mediaType: 'movie' | 'tv',
  id: number,
  title: string,
): TitleRecord {
  return {
    mediaType,
    id,
    title,
    originalTitle: null,
    year: null,
    exactDate: null,
    lastAirDate: null,
    activeYear: null,
    status: null,
    network: null,
    providerId: null,
    runtime: null,
    imdbId: null,
    originalLanguage: null,
    originCountry: null,
    popularity: 0,
    boxOfficeUsd: null,
    runYears: null,
    overview: '',
    genreIds: [],
    cast: [],
    crew: [],
    seasons: null,
    isSeasonListComplete: false,
    statedSeasonCount: null,
    statedEpisodeCount: null,
  };
}
