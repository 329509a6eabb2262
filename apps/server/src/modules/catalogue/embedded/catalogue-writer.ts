/**
 * Writes title records into a fresh catalogue database: titles, genres, cast, seasons, episodes and
 * the FTS5 search index, in batches inside transactions. Used by the open-data builder and the
 * synthetic generator. Callers hand titles over most popular first: the row key is the rank.
 */
import { getGenreName } from '@reelhouse/core/slug/genres';
import { openSqlite, type SqliteConnection } from '../../../db/sqlite';
import {
  createCatalogueIndexes,
  createCatalogueTables,
  toGenreMask,
  type TitleRecord,
} from './catalogue-schema';
import { normaliseName, personIdForName } from './synthetic-ids';
import { normaliseTitle, stripLeadingArticle } from './title-search';

export interface CatalogueWriter {
  /** Appends titles (one transaction per call); popularity must not increase across calls. */
  addTitles(records: readonly TitleRecord[]): void;
  /** Creates indexes, the genre list and metadata, optimises the search index, closes the file. */
  finish(meta: Readonly<Record<string, string>>): { titles: number; people: number };
}

/** Opens a new database file for writing (the file must not exist or be empty). */
export function openCatalogueWriter(file: string): CatalogueWriter {
  const db = openSqlite(file);
  // A build writes a temporary file that is renamed when complete: no journal needed.
  db.exec('PRAGMA journal_mode = OFF');
  db.exec('PRAGMA synchronous = OFF');
  db.exec('PRAGMA cache_size = -200000');
  createCatalogueTables(db);
  const insert = prepareInserts(db);
  const people = new Map<number, string>();
  let nextKey = 1;
  let lastPopularity = Number.POSITIVE_INFINITY;

  const idsByName = new Map<string, number>();
  const personId = (name: string): number => {
    const cached = idsByName.get(name);
    if (cached !== undefined) return cached;
    const id = personIdForName(name);
    const known = people.get(id);
    if (known === undefined) {
      people.set(id, normaliseName(name));
      insert.person.run(id, name);
    } else if (known !== normaliseName(name)) {
      throw new Error(`Person id collision between "${known}" and "${name}"`);
    }
    idsByName.set(name, id);
    return id;
  };

  const addTitle = (record: TitleRecord): void => {
    if (record.popularity > lastPopularity) {
      throw new Error(`Titles must come most popular first (${record.mediaType} ${record.id})`);
    }
    lastPopularity = record.popularity;
    const key = nextKey++;
    insert.title.run(toTitleRow(key, record));
    record.genreIds.forEach((genreId, position) => insert.genre.run(key, position, genreId));
    record.cast.forEach((name, position) => insert.cast.run(key, position, personId(name)));
    record.crew.forEach((member, position) =>
      insert.crew.run(key, position, personId(member.name), member.job),
    );
    for (const season of record.seasons ?? []) {
      const airDate = season.episodes.find((episode) => episode.airDate !== null)?.airDate ?? null;
      insert.season.run(key, season.seasonNumber, season.episodes.length, airDate);
      for (const e of season.episodes) {
        insert.episode.run(
          key,
          season.seasonNumber,
          e.episodeNumber,
          e.name,
          e.overview,
          e.airDate,
          e.runtime,
        );
      }
    }
    insert.search.run(key, record.title, buildAltTitle(record), record.cast.join(' ; '));
  };

  const addBatch = db.transaction((records: readonly TitleRecord[]) => {
    for (const record of records) addTitle(record);
  });

  return {
    addTitles: (records) => addBatch(records),
    finish(meta) {
      db.transaction(() => {
        createCatalogueIndexes(db);
        fillGenreList(db);
        const setMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
        for (const [key, value] of Object.entries(meta)) setMeta.run(key, value);
      })();
      db.exec("INSERT INTO title_search (title_search) VALUES ('optimize')");
      db.exec('ANALYZE');
      db.close();
      return { titles: nextKey - 1, people: people.size };
    },
  };
}

function prepareInserts(db: SqliteConnection) {
  return {
    title:
      db.prepare(`INSERT INTO titles (key, media_type, id, title, norm_title, original_title, year,
      exact_date, sort_date, last_air_date, active_year, status, network, provider_id, runtime,
      imdb_id, original_language, origin_country, popularity, box_office_usd, run_years, overview,
      genre_mask, season_count, episode_count, seasons_complete, stated_season_count,
      stated_episode_count)
      VALUES (@key, @media_type, @id, @title, @norm_title, @original_title, @year, @exact_date, @sort_date,
      @last_air_date, @active_year, @status, @network, @provider_id, @runtime, @imdb_id,
      @original_language, @origin_country, @popularity, @box_office_usd, @run_years, @overview,
      @genre_mask, @season_count, @episode_count, @seasons_complete, @stated_season_count,
      @stated_episode_count)`),
    genre: db.prepare('INSERT INTO title_genres (title_key, position, genre_id) VALUES (?, ?, ?)'),
    person: db.prepare('INSERT INTO people (id, name) VALUES (?, ?)'),
    cast: db.prepare('INSERT INTO title_cast (title_key, position, person_id) VALUES (?, ?, ?)'),
    crew: db.prepare(
      'INSERT INTO title_crew (title_key, position, person_id, job) VALUES (?, ?, ?, ?)',
    ),
    season: db.prepare(
      'INSERT INTO seasons (title_key, season_number, episode_count, air_date) VALUES (?, ?, ?, ?)',
    ),
    episode: db.prepare(`INSERT INTO episodes (title_key, season_number, episode_number, name,
      overview, air_date, runtime) VALUES (?, ?, ?, ?, ?, ?, ?)`),
    search: db.prepare(
      'INSERT INTO title_search (rowid, title, alt_title, cast_names) VALUES (?, ?, ?, ?)',
    ),
  };
}

/**
 * Other spellings a visitor may type: the original title, the title without its leading article
 * (so 'terminator' matches the start of 'The Terminator'), with hyphens, apostrophes and dots
 * closed up ('Spider-Man' → 'SpiderMan', 'D.O.A.' → 'DOA') and with '&' spelled 'and'.
 */
export function buildAltTitle(record: { title: string; originalTitle: string | null }): string {
  const variants = new Set<string>();
  if (record.originalTitle !== null) variants.add(record.originalTitle);
  const withoutArticle = stripLeadingArticle(record.title);
  if (withoutArticle !== null) variants.add(withoutArticle);
  const closed = record.title.replace(/['’.\-‐]/g, '');
  if (closed !== record.title) variants.add(closed);
  if (record.title.includes('&')) variants.add(record.title.replaceAll('&', ' and '));
  return [...variants].join(' ; ');
}

/** The named parameters of a `titles` row. */
function toTitleRow(key: number, record: TitleRecord) {
  const seasons = record.seasons;
  return {
    key,
    media_type: record.mediaType,
    id: record.id,
    title: record.title,
    norm_title: normaliseTitle(record.title),
    original_title: record.originalTitle,
    year: record.year,
    exact_date: record.exactDate,
    // films have a year only: they sort (and show) as the 1st of January of it
    sort_date: record.exactDate ?? (record.year === null ? null : `${record.year}-01-01`),
    last_air_date: record.lastAirDate,
    active_year: record.activeYear,
    status: record.status,
    network: record.network,
    provider_id: record.providerId,
    runtime: record.runtime,
    imdb_id: record.imdbId,
    original_language: record.originalLanguage,
    origin_country: record.originCountry,
    popularity: record.popularity,
    box_office_usd: record.boxOfficeUsd,
    run_years: record.runYears,
    overview: record.overview,
    genre_mask: toGenreMask(record.genreIds),
    season_count: seasons === null ? null : seasons.length,
    episode_count: seasons === null ? null : countEpisodes(seasons),
    seasons_complete: record.isSeasonListComplete ? 1 : 0,
    stated_season_count: record.statedSeasonCount,
    stated_episode_count: record.statedEpisodeCount,
  };
}

function countEpisodes(seasons: readonly { episodes: readonly unknown[] }[]): number {
  return seasons.reduce((sum, season) => sum + season.episodes.length, 0);
}

function fillGenreList(db: SqliteConnection): void {
  const used = db
    .prepare<[], { media_type: string; genre_id: number }>(
      `SELECT DISTINCT t.media_type, g.genre_id FROM title_genres g
       JOIN titles t ON t.key = g.title_key ORDER BY t.media_type, g.genre_id`,
    )
    .all();
  const insert = db.prepare('INSERT INTO genres (media_type, id, name) VALUES (?, ?, ?)');
  for (const row of used) {
    const name = getGenreName(row.genre_id);
    if (name !== null) insert.run(row.media_type, row.genre_id, name);
  }
}
