/**
 * Turns the open data into the catalogue's title records: genres and networks mapped to TMDB ids,
 * popularity computed, overviews generated, episode lists attached to their series, lawful titles
 * added. Pure: same data in, same records out, most popular first.
 */
import { LANGUAGE_NAMES } from '@reelhouse/core/slug/languages';
import { emptyTitleRecord, type SeasonRecord, type TitleRecord } from './catalogue-schema';
import { mapFilmGenres, mapSeriesGenres } from './genre-mapping';
import { mapNetworkToProviderId } from './network-mapping';
import type { LawfulTitle, OpenData, OpenEpisodeList, OpenFilm, OpenShow } from './open-data';
import { describeEpisode, describeFilm, describeLawfulTitle, describeSeries } from './overview';
import {
  computeFilmPopularity,
  computeLawfulTitlePopularity,
  computeSeriesPopularity,
} from './popularity';
import { reservedLawfulTitleId } from './synthetic-ids';

/** TVmaze status → TMDB's series status words; others are kept as TVmaze says them. */
const SERIES_STATUS: Readonly<Record<string, string>> = {
  Running: 'Returning Series',
  Ended: 'Ended',
  'In Development': 'In Production',
};

/** The status of a series that is still on the air (tv/on_the_air lists them). */
export const RUNNING_SERIES_STATUS = 'Returning Series';

const LANGUAGE_CODES = new Map(
  Object.entries(LANGUAGE_NAMES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** @returns every title of the data, most popular first (ties by media type, then id) */
export function buildTitleRecords(data: OpenData): TitleRecord[] {
  const snapshotDate = findSnapshotDate(data);
  const lists = new Map(data.episodeLists.map((list) => [list.tmdb_id, list]));
  const records = [
    ...data.films.map(toFilmRecord),
    ...data.shows.map((show) =>
      toSeriesRecord(show, lists.get(show.tmdb_id) ?? null, snapshotDate),
    ),
  ];
  const taken = new Set(records.map((record) => `${record.mediaType}:${record.id}`));
  for (const lawful of data.lawfulTitles) {
    const record = toLawfulRecord(lawful);
    const key = `${record.mediaType}:${record.id}`;
    if (lawful.tmdb_id !== null && taken.has(key)) continue; // already there with richer facts
    if (taken.has(key)) throw new Error(`Reserved id ${record.id} of "${lawful.title}" is taken`);
    taken.add(key);
    records.push(record);
  }
  if (taken.size !== records.length) throw new Error('The open data repeats a title id');
  return records.sort(
    (a, b) => b.popularity - a.popularity || a.mediaType.localeCompare(b.mediaType) || a.id - b.id,
  );
}

/**
 * Box office figures below this are taken for data errors (three films list $22, $56 and $309):
 * they are neither stated in the overview nor used for popularity.
 */
export const MIN_PLAUSIBLE_BOX_OFFICE_USD = 1_000;

/**
 * The cast names of a film, without the leftovers of parsing the source lists ('and', 'voices
 * of', 'the history of', '[2]', '.', 'screenwriter)'): a name starts with a capital letter or a
 * digit and holds no brackets. (71 entries of the data are dropped, a few odd real names with them.)
 */
export function cleanCastNames(cast: readonly string[]): string[] {
  return cast.filter((name) => /^[\p{Lu}\p{N}]/u.test(name) && !/[[\]()]/.test(name));
}

function toFilmRecord(film: OpenFilm): TitleRecord {
  const cast = cleanCastNames(film.cast);
  const boxOfficeUsd =
    film.box_office_usd !== null && film.box_office_usd >= MIN_PLAUSIBLE_BOX_OFFICE_USD
      ? film.box_office_usd
      : null;
  return {
    ...emptyTitleRecord('movie', film.tmdb_id, film.title),
    year: film.year,
    // Only a US release date is shown as the release: others may be a festival premiere abroad.
    exactDate: film.release_date_kind === 'us_release' ? film.release_date : null,
    activeYear: film.year,
    status: 'Released',
    runtime: film.runtime_min,
    // A doubtful record may carry another film's ids: no IMDb link out until it is reviewed.
    imdbId: film.id_check === 'doubtful' ? null : film.imdb_id,
    originCountry: 'US', // the data lists American films
    popularity: computeFilmPopularity({ boxOfficeUsd, year: film.year }),
    boxOfficeUsd,
    overview: describeFilm({
      year: film.year,
      genres: film.genres,
      cast,
      boxOfficeUsd,
    }),
    genreIds: mapFilmGenres(film.genres),
    cast,
    crew: film.crew
      .filter((member) => cleanCastNames([member.name]).length === 1)
      .map(({ name, job }) => ({ name, job })),
  };
}

function toSeriesRecord(
  show: OpenShow,
  list: OpenEpisodeList | null,
  snapshotDate: string,
): TitleRecord {
  const providerId = mapNetworkToProviderId(show.network);
  const running = show.status === 'Running';
  const seasons = list === null ? null : toSeasonRecords(show.title, list);
  const endDate = running ? snapshotDate : (show.last_air_date ?? show.first_air_date);
  // The run as the data says to print it: TVmaze's last date can be a reunion or a special.
  const endYear = running ? null : (show.run_years?.end ?? yearOf(endDate));
  const listed =
    seasons === null
      ? null
      : { seasons: seasons.length, episodes: seasons.reduce((n, s) => n + s.episodes.length, 0) };
  const isListComplete = list !== null && /^complete\b/i.test(list.completeness);
  return {
    ...emptyTitleRecord('tv', show.tmdb_id, show.title),
    year: yearOf(show.first_air_date),
    exactDate: show.first_air_date,
    lastAirDate: show.last_air_date,
    activeYear: running ? null : endYear,
    status: show.status === null ? null : (SERIES_STATUS[show.status] ?? show.status),
    network: show.network,
    providerId,
    runtime: show.episode_run_time,
    imdbId: show.id_check === 'doubtful' ? null : show.imdb_id,
    originalLanguage:
      show.language === null ? null : (LANGUAGE_CODES.get(show.language.toLowerCase()) ?? null),
    popularity: computeSeriesPopularity({
      firstAirDate: show.first_air_date,
      lastAirDate: show.last_air_date,
      status: show.status,
      isOnStreamingNetwork: providerId !== null,
      type: show.type,
      snapshotDate,
    }),
    runYears:
      show.first_air_date === null || endDate === null
        ? null
        : Math.max(0, (Date.parse(endDate) - Date.parse(show.first_air_date)) / 31_557_600_000),
    overview: describeSeries({
      type: show.type,
      language: show.language,
      genres: show.genres,
      network: show.network,
      firstAirDate: show.first_air_date,
      lastAirDate: endYear === null ? show.last_air_date : `${String(endYear)}-12-31`,
      status: show.status,
      episodeList: listed,
      counts:
        isListComplete || show.number_of_seasons === null || show.number_of_episodes === null
          ? null
          : { seasons: show.number_of_seasons, episodes: show.number_of_episodes },
    }),
    genreIds: mapSeriesGenres(show.genres, show.type),
    seasons,
    isSeasonListComplete: isListComplete,
    // Counts the data states, for series whose full episode list it does not have.
    statedSeasonCount: isListComplete ? null : show.number_of_seasons,
    statedEpisodeCount: isListComplete ? null : show.number_of_episodes,
  };
}

function toSeasonRecords(seriesTitle: string, list: OpenEpisodeList): SeasonRecord[] {
  return list.seasons.map((season) => ({
    seasonNumber: season.season_number,
    episodes: season.episodes.map((episode) => ({
      episodeNumber: episode.episode_number,
      name: episode.name,
      airDate: episode.air_date,
      runtime: episode.runtime,
      overview: describeEpisode({
        seriesTitle,
        seasonNumber: season.season_number,
        episodeNumber: episode.episode_number,
        airDate: episode.air_date,
      }),
    })),
  }));
}

function toLawfulRecord(lawful: LawfulTitle): TitleRecord {
  const id = lawful.tmdb_id ?? reservedLawfulTitleId(lawful.title, lawful.year);
  return {
    ...emptyTitleRecord(lawful.kind, id, lawful.title),
    year: lawful.year,
    activeYear: lawful.year,
    status: lawful.kind === 'movie' ? 'Released' : null,
    imdbId: lawful.imdb_id,
    popularity: computeLawfulTitlePopularity(lawful.year),
    overview: describeLawfulTitle(lawful),
  };
}

/** The newest date anywhere in the series data: "now" for the data set, without reading a clock. */
function findSnapshotDate(data: OpenData): string {
  let newest = '1970-01-01';
  const consider = (date: string | null) => {
    if (date !== null && date > newest) newest = date;
  };
  for (const show of data.shows) {
    consider(show.first_air_date);
    consider(show.last_air_date);
  }
  for (const list of data.episodeLists) {
    for (const season of list.seasons) for (const e of season.episodes) consider(e.air_date);
  }
  return newest;
}

function yearOf(date: string | null): number | null {
  return date === null ? null : Number(date.slice(0, 4));
}
