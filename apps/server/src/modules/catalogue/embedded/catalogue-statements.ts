/**
 * The prepared statements of the embedded catalogue's reads and the rows they return. Queries
 * that scan in popularity order stop early (the row key is the popularity rank), and the costly
 * ones look at a bounded pool of the most popular titles, so a million titles stay fast.
 */
import type { SqliteConnection } from '../../../db/sqlite';

/** The columns a list entry needs. */
export interface SummaryRow {
  key: number;
  media_type: 'movie' | 'tv';
  id: number;
  title: string;
  original_title: string | null;
  year: number | null;
  sort_date: string | null;
  overview: string;
  popularity: number;
  original_language: string | null;
  /** comma-separated genre ids in the data's order, or null */
  genre_ids: string | null;
}

/** Everything a details page needs besides genres, cast and seasons. */
export interface TitleRow extends SummaryRow {
  exact_date: string | null;
  status: string | null;
  network: string | null;
  runtime: number | null;
  imdb_id: string | null;
  origin_country: string | null;
  genre_mask: number;
  season_count: number | null;
  episode_count: number | null;
  seasons_complete: number;
  stated_season_count: number | null;
  stated_episode_count: number | null;
}

export interface CastRow {
  id: number;
  name: string;
  position: number;
}

export interface CrewRow extends CastRow {
  job: string;
}

export interface SeasonRow {
  season_number: number;
  episode_count: number;
  air_date: string | null;
}

export interface EpisodeRow {
  season_number: number;
  episode_number: number;
  name: string | null;
  overview: string | null;
  air_date: string | null;
  runtime: number | null;
}

export const SUMMARY_COLUMNS = `t.key, t.media_type, t.id, t.title, t.original_title, t.year,
  t.sort_date, t.overview, t.popularity, t.original_language,
  (SELECT group_concat(g.genre_id, ',' ORDER BY g.position) FROM title_genres g
    WHERE g.title_key = t.key) AS genre_ids`;

const TITLE_COLUMNS = `${SUMMARY_COLUMNS}, t.exact_date, t.status, t.network, t.runtime,
  t.imdb_id, t.origin_country, t.genre_mask, t.season_count, t.episode_count, t.seasons_complete,
  t.stated_season_count, t.stated_episode_count`;

/** How many of the most popular matching titles `similar` ranks by genre overlap. */
export const SIMILAR_POOL = 2_000;

export function prepareStatements(db: SqliteConnection) {
  return {
    titleById: db.prepare<[string, number], TitleRow>(
      `SELECT ${TITLE_COLUMNS} FROM titles t WHERE t.media_type = ? AND t.id = ?`,
    ),
    summaryByKey: db.prepare<[number], SummaryRow>(
      `SELECT ${SUMMARY_COLUMNS} FROM titles t WHERE t.key = ?`,
    ),
    cast: db.prepare<[number], CastRow>(
      `SELECT p.id, p.name, c.position FROM title_cast c JOIN people p ON p.id = c.person_id
       WHERE c.title_key = ? ORDER BY c.position`,
    ),
    crew: db.prepare<[number], CrewRow>(
      `SELECT p.id, p.name, c.position, c.job FROM title_crew c JOIN people p ON p.id = c.person_id
       WHERE c.title_key = ? ORDER BY c.position`,
    ),
    seasons: db.prepare<[number], SeasonRow>(
      `SELECT season_number, episode_count, air_date FROM seasons WHERE title_key = ?
       ORDER BY season_number`,
    ),
    season: db.prepare<[number, number], SeasonRow>(
      `SELECT season_number, episode_count, air_date FROM seasons
       WHERE title_key = ? AND season_number = ?`,
    ),
    episodes: db.prepare<[number, number], EpisodeRow>(
      `SELECT season_number, episode_number, name, overview, air_date, runtime FROM episodes
       WHERE title_key = ? AND season_number = ? ORDER BY episode_number`,
    ),
    episode: db.prepare<[number, number, number], EpisodeRow>(
      `SELECT season_number, episode_number, name, overview, air_date, runtime FROM episodes
       WHERE title_key = ? AND season_number = ? AND episode_number = ?`,
    ),
    genres: db.prepare<[string], { id: number; name: string }>(
      'SELECT id, name FROM genres WHERE media_type = ? ORDER BY name',
    ),
    ping: db.prepare<[], { ok: number }>('SELECT 1 AS ok FROM meta LIMIT 1'),
  };
}

export type CatalogueStatements = ReturnType<typeof prepareStatements>;

/**
 * Titles of one media type sharing genres with a title: the overlap is the number of shared genre
 * bits, summed in SQL. One statement per number of genres (parameters: the bit numbers, then
 * media type, the title's key, its mask).
 */
export function similarSql(genreCount: number): string {
  const overlap = Array.from({ length: genreCount }, () => '((genre_mask >> ?) & 1)').join(' + ');
  return `SELECT key FROM (
      SELECT key, ${overlap} AS overlap FROM titles
      WHERE media_type = ? AND key != ? AND (genre_mask & ?) != 0
      ORDER BY key LIMIT ${SIMILAR_POOL}
    ) ORDER BY overlap DESC, key LIMIT ?`;
}
