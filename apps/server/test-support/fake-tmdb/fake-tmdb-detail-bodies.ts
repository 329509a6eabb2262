/**
 * The fake TMDB's detail answers in TMDB v3's shapes: /movie/{id}, /tv/{id}, seasons and
 * episodes, with what append_to_response embeds.
 */
import { getGenreName } from '@reelhouse/core/slug/genres';
import {
  castMember,
  creditsBody,
  crewMember,
  externalIdsBody,
  imagesBody,
  movieListItem,
  seriesListItem,
  type FakeTitle,
  type JsonObject,
} from './fake-tmdb-bodies';
import type {
  FakeEpisode,
  FakeImage,
  FakeMovie,
  FakeSeason,
  FakeSeries,
  FakeTmdbWorld,
} from './fake-tmdb-world';

const genresOf = (title: FakeTitle) =>
  title.genreIds.map((id) => ({ id, name: getGenreName(id) ?? 'Unknown' }));

const countriesOf = (title: FakeTitle) =>
  title.originCountry.map((code) => ({ iso_3166_1: code, name: `Country ${code}` }));

const languagesOf = (title: FakeTitle) => [
  { english_name: 'Language', iso_639_1: title.originalLanguage, name: 'Language' },
];

const STUDIO = { id: 9201, logo_path: null, name: 'Invented Pictures', origin_country: 'GB' };

function movieDetails(movie: FakeMovie): JsonObject {
  const { genre_ids: _genreIds, ...summary } = movieListItem(movie);
  return {
    ...summary,
    belongs_to_collection: null,
    budget: 0,
    genres: genresOf(movie),
    homepage: '',
    imdb_id: movie.imdbId,
    origin_country: movie.originCountry,
    production_companies: [STUDIO],
    production_countries: countriesOf(movie),
    revenue: 0,
    runtime: movie.runtime,
    spoken_languages: languagesOf(movie),
    status: movie.status,
    tagline: movie.tagline,
  };
}

function seasonSummary(season: FakeSeason): JsonObject {
  return {
    air_date: season.airDate,
    episode_count: season.episodes.length,
    id: season.id,
    name: season.name,
    overview: season.overview,
    poster_path: season.posterPath,
    season_number: season.seasonNumber,
    vote_average: season.voteAverage,
  };
}

function seriesDetails(series: FakeSeries): JsonObject {
  const { genre_ids: _genreIds, ...summary } = seriesListItem(series);
  const episodes = series.seasons.flatMap((season) => season.episodes);
  const last = episodes.at(-1);
  return {
    ...summary,
    adult: false,
    created_by: [],
    episode_run_time: series.episodeRunTime,
    genres: genresOf(series),
    homepage: '',
    in_production: series.inProduction,
    languages: [series.originalLanguage],
    last_air_date: last?.airDate ?? '',
    last_episode_to_air: last ? { ...episodeFields(last), show_id: series.id } : null,
    next_episode_to_air: null,
    networks: series.networks.map((network) => ({
      id: network.id,
      logo_path: network.logoPath,
      name: network.name,
      origin_country: network.originCountry,
    })),
    number_of_episodes: episodes.length,
    number_of_seasons: series.seasons.filter((season) => season.seasonNumber > 0).length,
    production_companies: [STUDIO],
    production_countries: countriesOf(series),
    seasons: series.seasons.map(seasonSummary),
    spoken_languages: languagesOf(series),
    status: series.status,
    tagline: series.tagline,
    type: 'Scripted',
  };
}

/** `/movie/{id}` or `/tv/{id}` with the parts `append` names (unknown names are ignored). */
export function titleDetailsBody(
  world: FakeTmdbWorld,
  title: FakeTitle,
  append: readonly string[],
  imageLanguages: readonly string[] | null,
): JsonObject {
  const body = title.mediaType === 'movie' ? movieDetails(title) : seriesDetails(title);
  if (append.includes('credits')) {
    const { id: _id, ...credits } = creditsBody(world, title);
    body.credits = credits;
  }
  if (append.includes('external_ids')) body.external_ids = externalIdsBody(title);
  if (append.includes('images')) {
    const { id: _id, ...images } = imagesBody(title.id, title.images, imageLanguages, [
      'backdrops',
      'logos',
      'posters',
    ]);
    body.images = images;
  }
  if (append.includes('similar')) body.similar = similarBody(world, title);
  return body;
}

/** Titles of the same type sharing a genre, most popular first (one page). */
export function similarBody(world: FakeTmdbWorld, title: FakeTitle): JsonObject {
  const others: FakeTitle[] = title.mediaType === 'movie' ? world.movies : world.series;
  const results = others
    .filter((other) => other.id !== title.id)
    .filter((other) => other.genreIds.some((genre) => title.genreIds.includes(genre)))
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, 20);
  return {
    page: 1,
    results: results.map((other) =>
      other.mediaType === 'movie'
        ? movieListItem(other)
        : { ...seriesListItem(other), adult: false },
    ),
    total_pages: 1,
    total_results: results.length,
  };
}

function episodeFields(episode: FakeEpisode): JsonObject {
  return {
    air_date: episode.airDate,
    episode_number: episode.episodeNumber,
    id: episode.id,
    name: episode.name,
    overview: episode.overview,
    production_code: '',
    runtime: episode.runtime,
    season_number: episode.seasonNumber,
    still_path: episode.stillPath,
    vote_average: episode.voteAverage,
    vote_count: episode.voteCount,
  };
}

function episodePeople(world: FakeTmdbWorld, episode: FakeEpisode) {
  return {
    crew: episode.crew.map((credit) => crewMember(world, credit)),
    guest_stars: episode.guestStars.map((credit) => castMember(world, credit)),
  };
}

export function seasonBody(world: FakeTmdbWorld, series: FakeSeries, season: FakeSeason) {
  return {
    _id: `fake-season-${season.id}`,
    air_date: season.airDate,
    episodes: season.episodes.map((episode) => ({
      ...episodeFields(episode),
      episode_type: 'standard',
      show_id: series.id,
      ...episodePeople(world, episode),
    })),
    name: season.name,
    overview: season.overview,
    id: season.id,
    poster_path: season.posterPath,
    season_number: season.seasonNumber,
    vote_average: season.voteAverage,
  };
}

/** `/tv/{id}/season/{n}/episode/{m}` with the parts `append` names. */
export function episodeBody(
  world: FakeTmdbWorld,
  series: FakeSeries,
  episode: FakeEpisode,
  append: readonly string[],
  imageLanguages: readonly string[] | null,
): JsonObject {
  const body: JsonObject = { ...episodeFields(episode), ...episodePeople(world, episode) };
  if (append.includes('credits')) {
    body.credits = {
      cast: series.cast.map((credit) => castMember(world, credit)),
      ...episodePeople(world, episode),
    };
  }
  if (append.includes('external_ids')) {
    body.external_ids = {
      id: episode.id,
      imdb_id: null,
      freebase_mid: null,
      freebase_id: null,
      tvdb_id: null,
      tvrage_id: null,
      wikidata_id: null,
    };
  }
  if (append.includes('images')) {
    const stills: FakeImage[] =
      episode.stillPath === null
        ? []
        : [
            {
              kind: 'stills',
              filePath: episode.stillPath,
              language: null,
              width: 1920,
              height: 1080,
              voteAverage: 5,
              voteCount: 1,
            },
          ];
    const { id: _id, ...images } = imagesBody(episode.id, stills, imageLanguages, ['stills']);
    body.images = images;
  }
  return body;
}
