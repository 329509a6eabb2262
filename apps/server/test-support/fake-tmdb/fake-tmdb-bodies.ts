/**
 * The fake TMDB's answers in TMDB v3's shapes (field sets of tmdb-openapi-subset.json), built
 * from the invented world. One builder per shape; the routes choose and page them.
 */
import type {
  FakeCredit,
  FakeImage,
  FakeMovie,
  FakePerson,
  FakeSeries,
  FakeTmdbWorld,
} from './fake-tmdb-world';

export type JsonObject = Record<string, unknown>;
export type FakeTitle = FakeMovie | FakeSeries;

/** An item of /movie/popular, /discover/movie, /movie/{id}/similar... */
export function movieListItem(movie: FakeMovie): JsonObject {
  return {
    adult: false,
    backdrop_path: movie.backdropPath,
    genre_ids: movie.genreIds,
    id: movie.id,
    original_language: movie.originalLanguage,
    original_title: movie.originalTitle,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: movie.posterPath,
    release_date: movie.date,
    title: movie.title,
    video: false,
    vote_average: movie.voteAverage,
    vote_count: movie.voteCount,
  };
}

/** An item of /tv/popular, /discover/tv... */
export function seriesListItem(series: FakeSeries): JsonObject {
  return {
    backdrop_path: series.backdropPath,
    first_air_date: series.date,
    genre_ids: series.genreIds,
    id: series.id,
    name: series.title,
    origin_country: series.originCountry,
    original_language: series.originalLanguage,
    original_name: series.originalTitle,
    overview: series.overview,
    popularity: series.popularity,
    poster_path: series.posterPath,
    vote_average: series.voteAverage,
    vote_count: series.voteCount,
  };
}

/** An item of /trending/* and /search/multi: with `media_type` (and `adult` for series). */
export function typedListItem(title: FakeTitle): JsonObject {
  return title.mediaType === 'movie'
    ? { ...movieListItem(title), media_type: 'movie' }
    : { ...seriesListItem(title), adult: false, media_type: 'tv' };
}

/** A person in /search/multi (only the fields the document lists for results). */
export function personSearchItem(person: FakePerson): JsonObject {
  return {
    adult: false,
    id: person.id,
    media_type: 'person',
    name: person.name,
    original_name: person.name,
    popularity: person.popularity,
  };
}

function personFields(world: FakeTmdbWorld, credit: FakeCredit): JsonObject {
  const person = world.people.find((candidate) => candidate.id === credit.personId);
  if (!person) throw new Error(`fake world: no person ${credit.personId}`);
  return {
    adult: false,
    gender: person.gender,
    id: person.id,
    known_for_department: person.department,
    name: person.name,
    original_name: person.name,
    popularity: person.popularity,
    profile_path: person.profilePath,
    credit_id: credit.creditId,
  };
}

export function castMember(world: FakeTmdbWorld, credit: FakeCredit): JsonObject {
  return { ...personFields(world, credit), character: credit.character, order: credit.order };
}

export function crewMember(world: FakeTmdbWorld, credit: FakeCredit): JsonObject {
  return { ...personFields(world, credit), department: credit.department, job: credit.job };
}

export function creditsBody(world: FakeTmdbWorld, title: FakeTitle): JsonObject {
  return {
    id: title.id,
    cast: title.cast.map((credit, index) => ({
      ...castMember(world, credit),
      ...(title.mediaType === 'movie' ? { cast_id: index + 1 } : {}),
    })),
    crew: title.crew.map((credit) => crewMember(world, credit)),
  };
}

function imageItem(image: FakeImage): JsonObject {
  return {
    aspect_ratio: Number((image.width / image.height).toFixed(3)),
    height: image.height,
    iso_639_1: image.language,
    file_path: image.filePath,
    vote_average: image.voteAverage,
    vote_count: image.voteCount,
    width: image.width,
  };
}

/**
 * @param languages `include_image_language` values ('null' = no text); null keeps every image
 */
export function imagesBody(
  id: number,
  images: readonly FakeImage[],
  languages: readonly string[] | null,
  kinds: readonly FakeImage['kind'][],
): JsonObject {
  const kept = images.filter(
    (image) => languages === null || languages.includes(image.language ?? 'null'),
  );
  const body: JsonObject = { id };
  for (const kind of kinds) {
    body[kind] = kept.filter((image) => image.kind === kind).map(imageItem);
  }
  return body;
}

export function externalIdsBody(title: FakeTitle): JsonObject {
  if (title.mediaType === 'movie') {
    return {
      id: title.id,
      imdb_id: title.imdbId,
      wikidata_id: null,
      facebook_id: null,
      instagram_id: null,
      twitter_id: null,
    };
  }
  return {
    id: title.id,
    imdb_id: title.imdbId,
    freebase_mid: null,
    freebase_id: null,
    tvdb_id: title.id + 400_000,
    tvrage_id: null,
    wikidata_id: null,
    facebook_id: null,
    instagram_id: null,
    twitter_id: null,
  };
}
