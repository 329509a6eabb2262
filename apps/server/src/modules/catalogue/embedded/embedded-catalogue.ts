/**
 * The embedded catalogue: the `Catalogue` port over a catalogue SQLite file (built from the open
 * data, or synthetic), read-only with prepared statements. Also the `ArtworkFactsSource` of the
 * generated images. Owns the semantics of the lists (popular, the top_rated and trending proxies,
 * upcoming, on_the_air); the SQL lives in the catalogue-* files beside it.
 */
import type { MediaSummary } from '@reelhouse/core/media/media-schema';
import type { Episode, Season } from '@reelhouse/core/media/season-schema';
import type { TmdbId } from '@reelhouse/core/media/tmdb-id';
import { openSqlite, type SqliteConnection } from '../../../db/sqlite';
import type { ArtworkFactsSource } from '../../images/artwork-path';
import type {
  Catalogue,
  CatalogueListName,
  CatalogueMediaType,
  CataloguePage,
  DetailsAppend,
  SearchQuery,
} from '../catalogue';
import { describeArtwork } from './artwork-facts';
import { RUNNING_SERIES_STATUS } from './catalogue-records';
import {
  createListings,
  discoverListing,
  RANKING_POOL,
  trendingListing,
  type NewestYears,
  type Listing,
} from './catalogue-listings';
import { prepareStatements, type SummaryRow } from './catalogue-statements';
import { createDetailsReader } from './title-details';
import { createTitleSearch, planSearch } from './title-search';
import { toEpisode, toEpisodeImages, toSeason, toSummary, toTitleImages } from './title-mapping';

/** TMDB's page size and the last page it serves. */
export const PAGE_SIZE = 20;
export const MAX_PAGE = 500;

export interface EmbeddedCatalogueOptions {
  /** a catalogue file (ensureCatalogueDatabase or the synthetic generator) */
  file: string;
  /** the clock of trending, upcoming and top_rated; defaults to the system clock */
  now?: () => Date;
}

export type EmbeddedCatalogue = Catalogue & ArtworkFactsSource;

/** Opens a catalogue file read-only. @throws when the file is missing or not a catalogue */
export function createEmbeddedCatalogue(options: EmbeddedCatalogueOptions): EmbeddedCatalogue {
  const db = openSqlite(options.file, { readonly: true });
  db.exec('PRAGMA query_only = ON');
  // Read-only and read-heavy: map the file into memory (the OS shares the pages between
  // processes) and keep a larger page cache than SQLite's 2 MB default.
  db.exec('PRAGMA mmap_size = 1073741824');
  db.exec('PRAGMA cache_size = -32768');
  const now = options.now ?? (() => new Date());
  let statements: ReturnType<typeof prepareStatements>;
  try {
    statements = prepareStatements(db);
  } catch (error) {
    db.close();
    throw new Error(`${options.file} is not a catalogue file`, { cause: error });
  }
  const listings = createListings(db);
  const search = createTitleSearch(db);
  const readDetails = createDetailsReader(db, statements);
  const byKey = (key: number): SummaryRow | undefined => statements.summaryByKey.get(key);

  const listPage = (listing: Listing, page: number): CataloguePage => {
    if (page > MAX_PAGE) return emptyPage(page, listings.page(listing, 0, 0).total);
    const { rows, total } = listings.page(listing, (page - 1) * PAGE_SIZE, PAGE_SIZE);
    return toPage(page, rows.map(toSummary), total);
  };

  const findTitle = (mediaType: CatalogueMediaType, id: number) =>
    statements.titleById.get(mediaType, id);

  const searchMulti = (query: SearchQuery): CataloguePage => {
    const plan = planSearch(query.query);
    if (plan === null) return emptyPage(query.page, 0);
    const mediaType = query.mediaType ?? null;
    if (query.page > MAX_PAGE) {
      return emptyPage(query.page, search.search(plan, 0, 0, mediaType).total);
    }
    const found = search.search(plan, (query.page - 1) * PAGE_SIZE, PAGE_SIZE, mediaType);
    const rows = found.keys.map(byKey).filter((row) => row !== undefined);
    return toPage(query.page, rows.map(toSummary), found.total);
  };

  const getSeason = (seriesId: TmdbId, seasonNumber: number): Season | null => {
    const series = findTitle('tv', seriesId);
    if (series === undefined) return null;
    const season = statements.season.get(series.key, seasonNumber);
    if (season === undefined) return null;
    const episodes = statements.episodes
      .all(series.key, seasonNumber)
      .map((row) => toEpisode(seriesId, row));
    return toSeason(seriesId, season, episodes);
  };

  const getEpisode = (
    seriesId: TmdbId,
    seasonNumber: number,
    episodeNumber: number,
    append: readonly DetailsAppend[],
  ): Episode | null => {
    const series = findTitle('tv', seriesId);
    if (series === undefined) return null;
    const row = statements.episode.get(series.key, seasonNumber, episodeNumber);
    if (row === undefined) return null;
    return {
      ...toEpisode(seriesId, row),
      // the data names no guest stars or crew: empty lists, not invented ones
      credits: append.includes('credits') ? { cast: [], crew: [], guest_stars: [] } : null,
      images: append.includes('images')
        ? toEpisodeImages(seriesId, seasonNumber, episodeNumber)
        : null,
    };
  };

  const clockYear = () => now().getUTCFullYear();
  const newest = readNewestYears(db);

  return {
    source: 'embedded',
    searchMulti: (query) => settle(() => searchMulti(query)),
    getDetails: (mediaType, id, append) =>
      settle(() => {
        const row = findTitle(mediaType, id);
        return row === undefined ? null : readDetails(row, append);
      }),
    getImages: (mediaType, id, languages) =>
      settle(() =>
        findTitle(mediaType, id) === undefined ? null : toTitleImages(mediaType, id, languages),
      ),
    // The open data names a series' network (on its details), never where titles stream now.
    getWatchProviders: () => Promise.resolve(null),
    getSeason: (seriesId, seasonNumber) => settle(() => getSeason(seriesId, seasonNumber)),
    getEpisode: (seriesId, seasonNumber, episodeNumber, append) =>
      settle(() => getEpisode(seriesId, seasonNumber, episodeNumber, append)),
    getList: (name, page) => settle(() => listPage(namedListing(name, clockYear()), page)),
    getTrending: (mediaType, window, page) =>
      settle(() => listPage(trendingListing(mediaType, window, clockYear(), newest), page)),
    discover: (query) => settle(() => listPage(discoverListing(query), query.page)),
    getGenres: (mediaType) => settle(() => statements.genres.all(mediaType)),
    getArtworkFacts: (ref) => settle(() => describeArtwork(statements, ref)),
    ping: () => settle(() => db.isOpen && statements.ping.get()?.ok === 1).catch(() => false),
    close: () =>
      settle(() => {
        if (db.isOpen) db.close();
      }),
  };
}

/** The newest year of each type (the file never changes, so once). */
function readNewestYears(db: SqliteConnection): NewestYears {
  const rows = db
    .prepare<[], { media_type: string; newest: number | null }>(
      'SELECT media_type, max(year) AS newest FROM titles GROUP BY media_type',
    )
    .all();
  const of = (type: 'movie' | 'tv') =>
    rows.find((row) => row.media_type === type)?.newest ?? Number.MAX_SAFE_INTEGER;
  return { movie: of('movie'), tv: of('tv') };
}

/** Runs a synchronous read as a promise: a throw becomes a rejection. */
function settle<T>(read: () => T): Promise<T> {
  return new Promise((resolve) => {
    resolve(read());
  });
}

/**
 * The fixed lists. The data has no ratings and no release calendar, so:
 * - top_rated is a proxy: movies with a known box office released at least 10 years before the
 *   clock's year, by popularity; series that ended, by years on air then popularity. Both among
 *   the {@link RANKING_POOL} most popular titles. vote_average stays null.
 * - upcoming: movies whose year is after the clock's year (none in the open data today).
 * - on_the_air: series the data calls running.
 */
function namedListing(name: CatalogueListName, clockYear: number): Listing {
  switch (name) {
    case 'movie/popular':
      return { where: "media_type = 'movie'", params: [], order: 'key', pool: null };
    case 'tv/popular':
      return { where: "media_type = 'tv'", params: [], order: 'key', pool: null };
    case 'movie/top_rated':
      return {
        where: "media_type = 'movie' AND box_office_usd IS NOT NULL AND year <= ?",
        params: [clockYear - 10],
        order: 'key',
        pool: RANKING_POOL,
      };
    case 'tv/top_rated':
      return {
        where: "media_type = 'tv' AND status = 'Ended' AND run_years IS NOT NULL",
        params: [],
        order: 'run_years DESC, key',
        pool: RANKING_POOL,
      };
    case 'movie/upcoming':
      return {
        where: "media_type = 'movie' AND year > ?",
        params: [clockYear],
        order: 'sort_date, key',
        pool: null,
      };
    case 'tv/on_the_air':
      return {
        where: "media_type = 'tv' AND status = ?",
        params: [RUNNING_SERIES_STATUS],
        order: 'key',
        pool: null,
      };
  }
}

function toPage(page: number, results: MediaSummary[], total: number): CataloguePage {
  return {
    page,
    results,
    total_pages: Math.max(1, Math.min(MAX_PAGE, Math.ceil(total / PAGE_SIZE))),
    total_results: total,
  };
}

function emptyPage(page: number, total: number): CataloguePage {
  return toPage(page, [], total);
}
