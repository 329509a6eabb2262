/**
 * A title's details with what append_to_response asks for: credits (the data's cast and crew),
 * similar (shared genres, ranked by overlap then popularity), external ids (IMDb) and the
 * generated images. Seasons are listed only for series whose episode lists the data has.
 */
import type { MediaDetails, MediaSummary } from '@reelhouse/core/media/media-schema';
import type { Company } from '@reelhouse/core/media/person-schema';
import type { SqliteConnection, SqliteStatement } from '../../../db/sqlite';
import type { DetailsAppend } from '../catalogue';
import { GENRE_BITS } from './catalogue-schema';
import {
  similarSql,
  type CatalogueStatements,
  type SummaryRow,
  type TitleRow,
} from './catalogue-statements';
import { networkIdForName } from './synthetic-ids';
import {
  brandId,
  parseGenreIds,
  toCast,
  toCrew,
  toGenres,
  toSeason,
  toSummary,
  toTitleImages,
} from './title-mapping';

/** Titles in `similar` (one page, as the details page shows). */
const SIMILAR_COUNT = 20;

/** @returns a reader of details, with its statements prepared once per database */
export function createDetailsReader(db: SqliteConnection, statements: CatalogueStatements) {
  const similarStatements = new Map<number, SqliteStatement>();

  /** Titles of the same media type sharing most genres with this one, then the most popular. */
  const readSimilar = (row: TitleRow): PagedSummaries => {
    const bits = parseGenreIds(row.genre_ids)
      .map((id) => GENRE_BITS.indexOf(id))
      .filter((bit) => bit >= 0);
    if (bits.length === 0) return { page: 1, results: [], total_pages: 1, total_results: 0 };
    let statement = similarStatements.get(bits.length);
    if (statement === undefined) {
      statement = db.prepare(similarSql(bits.length));
      similarStatements.set(bits.length, statement);
    }
    const keys = statement.all(...bits, row.media_type, row.key, row.genre_mask, SIMILAR_COUNT) as {
      key: number;
    }[];
    const results = keys
      .map(({ key }) => statements.summaryByKey.get(key))
      .filter((summary): summary is SummaryRow => summary !== undefined)
      .map(toSummary);
    return { page: 1, results, total_pages: 1, total_results: results.length };
  };

  return (row: TitleRow, append: readonly DetailsAppend[]): MediaDetails => {
    const isMovie = row.media_type === 'movie';
    const seasons =
      row.season_count === null
        ? []
        : statements.seasons.all(row.key).map((season) => toSeason(row.id, season, []));
    const isComplete = row.seasons_complete === 1;
    return {
      ...toSummary(row),
      genres: toGenres(parseGenreIds(row.genre_ids)),
      runtime: isMovie ? row.runtime : null,
      episode_run_time: !isMovie && row.runtime !== null ? [row.runtime] : [],
      tagline: null,
      status: row.status,
      imdb_id: isMovie ? row.imdb_id : null,
      external_ids: append.includes('external_ids') ? { imdb_id: row.imdb_id } : null,
      origin_country: row.origin_country === null ? [] : [row.origin_country],
      production_companies: [],
      networks: row.network === null ? [] : [toNetwork(row.network)],
      // counted from the episode list when it runs to the end (a partial list would understate
      // them), else as the data states them (Wikidata), else unknown
      number_of_seasons: isComplete ? row.season_count : row.stated_season_count,
      number_of_episodes: isComplete ? row.episode_count : row.stated_episode_count,
      seasons,
      credits: append.includes('credits')
        ? {
            cast: toCast(statements.cast.all(row.key)),
            crew: toCrew(statements.crew.all(row.key)),
            guest_stars: [],
          }
        : null,
      similar: append.includes('similar') ? readSimilar(row) : null,
      images: append.includes('images') ? toTitleImages(row.media_type, row.id, []) : null,
      // most films have a year only; a US release date, a series' premiere are exact
      release_date_precision: row.exact_date === null ? 'year' : 'day',
    };
  };
}

interface PagedSummaries {
  page: number;
  results: MediaSummary[];
  total_pages: number;
  total_results: number;
}

/** A TV network with an id of our own scheme (the data has names, not TMDB network ids). */
function toNetwork(name: string): Company {
  return { id: brandId(networkIdForName(name)), name, logo_path: null, origin_country: null };
}
