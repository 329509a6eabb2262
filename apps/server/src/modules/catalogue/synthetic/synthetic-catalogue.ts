/**
 * Synthetic catalogues of any size for benchmarks and load tests: N plausible titles (word-list
 * titles, years, genres, cast, networks, a few episode lists, Zipf-like popularity) written with
 * the embedded catalogue's schema, so the same adapter serves them. Deterministic from a seed.
 */
import { randomBytes } from 'node:crypto';
import { renameSync, rmSync } from 'node:fs';
import { getGenreIdsForMediaType, getGenreName } from '@reelhouse/core/slug/genres';
import {
  emptyTitleRecord,
  type SeasonRecord,
  type TitleRecord,
} from '../embedded/catalogue-schema';
import { openCatalogueWriter } from '../embedded/catalogue-writer';
import { createEmbeddedCatalogue, type EmbeddedCatalogue } from '../embedded/embedded-catalogue';
import { mapNetworkToProviderId } from '../embedded/network-mapping';
import { describeFilm, describeSeries } from '../embedded/overview';
import { createRandom, type Random } from './random';
import { pickCastName, pickEpisodeName, pickTitle } from './synthetic-names';
import { NETWORKS } from './word-lists';

export interface SyntheticCatalogueOptions {
  /** the catalogue file to write (replaced when it exists) */
  file: string;
  /** number of titles, movies and series together */
  count: number;
  /** same seed, same catalogue; default 1 */
  seed?: number;
  /** share of series among the titles; default 0.2 */
  seriesShare?: number;
}

export interface SyntheticCatalogueResult {
  file: string;
  /** movie ids run from 1 to `movies`, series ids from 1 to `series` */
  movies: number;
  series: number;
  people: number;
  durationMs: number;
}

const BATCH = 10_000;
const MOVIE_GENRES = getGenreIdsForMediaType('movie');
const SERIES_GENRES = getGenreIdsForMediaType('tv');
const LATEST_YEAR = 2025;

/**
 * Writes a synthetic catalogue (to a temporary file, renamed when complete).
 * @throws when the count is not a positive integer or the file cannot be written
 */
export function generateSyntheticCatalogue(
  options: SyntheticCatalogueOptions,
): SyntheticCatalogueResult {
  if (!Number.isSafeInteger(options.count) || options.count < 1) {
    throw new Error(`count must be a positive integer, got ${options.count}`);
  }
  const started = performance.now();
  const seed = options.seed ?? 1;
  const random = createRandom(seed);
  const seriesShare = options.seriesShare ?? 0.2;
  const temp = `${options.file}.${randomBytes(4).toString('hex')}.tmp`;
  const ids = { movie: 0, tv: 0 };
  try {
    const writer = openCatalogueWriter(temp);
    let batch: TitleRecord[] = [];
    for (let rank = 0; rank < options.count; rank++) {
      const mediaType = random.next() < seriesShare ? 'tv' : 'movie';
      const id = ++ids[mediaType];
      const popularity = Math.round((600 / Math.pow(1 + rank / 50, 0.7)) * 1000) / 1000;
      batch.push(
        mediaType === 'movie'
          ? syntheticMovie(random, id, popularity)
          : syntheticSeries(random, id, popularity),
      );
      if (batch.length === BATCH) {
        writer.addTitles(batch);
        batch = [];
      }
    }
    writer.addTitles(batch);
    const counts = writer.finish({
      kind: 'synthetic',
      seed: String(seed),
      count: String(options.count),
    });
    renameSync(temp, options.file);
    return {
      file: options.file,
      movies: ids.movie,
      series: ids.tv,
      people: counts.people,
      durationMs: performance.now() - started,
    };
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Opens a synthetic catalogue file as a `Catalogue` (the embedded adapter, read-only). */
export function openSyntheticCatalogue(file: string, now?: () => Date): EmbeddedCatalogue {
  return createEmbeddedCatalogue(now === undefined ? { file } : { file, now });
}

function syntheticMovie(random: Random, id: number, popularity: number): TitleRecord {
  const year = 1950 + random.int(LATEST_YEAR - 1950 + 1);
  const genreIds = pickGenres(random, MOVIE_GENRES);
  const cast = Array.from({ length: random.int(9) }, () => pickCastName(random));
  const boxOfficeUsd = random.next() < 0.3 ? Math.round(10 ** (5 + random.next() * 4.4)) : null;
  return {
    ...emptyTitleRecord('movie', id, pickTitle(random)),
    popularity,
    year,
    activeYear: year,
    status: 'Released',
    runtime: 80 + random.int(70),
    originalLanguage: 'en',
    boxOfficeUsd,
    overview: describeFilm({ year, genres: genreNames(genreIds), cast, boxOfficeUsd }),
    genreIds,
    cast,
  };
}

function syntheticSeries(random: Random, id: number, popularity: number): TitleRecord {
  const firstYear = 1960 + random.int(LATEST_YEAR - 1960 + 1);
  const firstAirDate = `${firstYear}-${pad(1 + random.int(12))}-${pad(1 + random.int(28))}`;
  const running = random.next() < 0.25;
  const lastYear = Math.min(LATEST_YEAR, firstYear + random.int(15));
  const lastAirDate = running ? null : `${lastYear}${firstAirDate.slice(4)}`;
  const network = random.pick(NETWORKS);
  const genreIds = pickGenres(random, SERIES_GENRES);
  const seasons = random.next() < 0.02 ? syntheticSeasons(random, firstYear) : null;
  const episodes = seasons?.reduce((sum, season) => sum + season.episodes.length, 0) ?? 0;
  return {
    ...emptyTitleRecord('tv', id, pickTitle(random)),
    popularity,
    year: firstYear,
    exactDate: firstAirDate,
    lastAirDate,
    activeYear: running ? null : lastYear,
    status: running ? 'Returning Series' : 'Ended',
    network,
    providerId: mapNetworkToProviderId(network),
    runtime: random.pick([30, 45, 60]),
    originalLanguage: 'en',
    runYears: (running ? LATEST_YEAR : lastYear) - firstYear,
    overview: describeSeries({
      type: 'Scripted',
      language: 'English',
      genres: genreNames(genreIds),
      network,
      firstAirDate,
      lastAirDate,
      status: running ? 'Running' : 'Ended',
      episodeList: seasons === null ? null : { seasons: seasons.length, episodes },
    }),
    genreIds,
    cast: Array.from({ length: random.int(7) }, () => pickCastName(random)),
    seasons,
    isSeasonListComplete: seasons !== null && !running,
  };
}

function syntheticSeasons(random: Random, firstYear: number): SeasonRecord[] {
  return Array.from({ length: 1 + random.int(5) }, (_, index) => ({
    seasonNumber: index + 1,
    episodes: Array.from({ length: 6 + random.int(8) }, (__, episode) => ({
      episodeNumber: episode + 1,
      name: pickEpisodeName(random),
      airDate: `${firstYear + index}-${pad(1 + Math.floor(episode / 4))}-${pad(1 + (episode % 4) * 7)}`,
      runtime: 45,
      overview: null,
    })),
  }));
}

function pickGenres(random: Random, ids: readonly number[]): number[] {
  const picked = new Set<number>();
  const wanted = 1 + random.int(3);
  while (picked.size < wanted) picked.add(random.pick(ids));
  return [...picked];
}

function genreNames(ids: readonly number[]): string[] {
  return ids.flatMap((id) => getGenreName(id) ?? []);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
