/**
 * The invented catalogue the fake TMDB serves: films, series (with seasons and episodes) and
 * people, all made up here ("The Glass Harbour", "Ines Glassford"), generated from a seed so
 * every run sees the same world. Some fields are deliberately null or empty, as TMDB sends them.
 */
import {
  createMovie,
  createPeople,
  createSeries,
  NAMED_MOVIES,
  NAMED_SERIES,
  titleNames,
} from './fake-tmdb-generators';

export interface FakePerson {
  id: number;
  name: string;
  gender: number;
  department: 'Acting' | 'Directing' | 'Writing';
  profilePath: string | null;
  popularity: number;
}

export interface FakeCredit {
  personId: number;
  creditId: string;
  /** cast and guest stars */
  character?: string;
  order?: number;
  /** crew */
  job?: string;
  department?: string;
}

export interface FakeImage {
  kind: 'posters' | 'backdrops' | 'logos' | 'stills';
  filePath: string;
  language: string | null;
  width: number;
  height: number;
  voteAverage: number;
  voteCount: number;
}

interface FakeTitleBase {
  id: number;
  title: string;
  originalTitle: string;
  originalLanguage: string;
  overview: string;
  posterPath: string | null;
  backdropPath: string | null;
  /** release or first-air date; '' when unknown (TMDB's habit) */
  date: string;
  genreIds: number[];
  popularity: number;
  voteAverage: number;
  voteCount: number;
  /** watch-provider ids (US) */
  providers: number[];
  originCountry: string[];
  cast: FakeCredit[];
  crew: FakeCredit[];
  images: FakeImage[];
  imdbId: string | null;
  status: string;
  tagline: string;
  /** trending scores for the day and week windows */
  trending: { day: number; week: number };
}

export interface FakeMovie extends FakeTitleBase {
  mediaType: 'movie';
  runtime: number | null;
}

export interface FakeEpisode {
  id: number;
  seasonNumber: number;
  episodeNumber: number;
  name: string;
  overview: string;
  airDate: string;
  runtime: number | null;
  stillPath: string | null;
  voteAverage: number;
  voteCount: number;
  guestStars: FakeCredit[];
  crew: FakeCredit[];
}

export interface FakeSeason {
  id: number;
  seasonNumber: number;
  name: string;
  overview: string;
  airDate: string;
  posterPath: string | null;
  voteAverage: number;
  episodes: FakeEpisode[];
}

export interface FakeSeries extends FakeTitleBase {
  mediaType: 'tv';
  episodeRunTime: number[];
  networks: { id: number; name: string; logoPath: string | null; originCountry: string }[];
  inProduction: boolean;
  seasons: FakeSeason[];
}

export interface FakeTmdbWorld {
  movies: FakeMovie[];
  series: FakeSeries[];
  people: FakePerson[];
  /** 'YYYY-MM-DD': later release dates count as upcoming */
  today: string;
}

/** Small deterministic PRNG (mulberry32). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * @param options how many films and series (the hand-written ones come first), and the seed
 */
export function createFakeTmdbWorld(
  options: { movies?: number; series?: number; seed?: number } = {},
): FakeTmdbWorld {
  const random = createRandom(options.seed ?? 20260101);
  const people = createPeople(random);
  const movies = titleNames(NAMED_MOVIES, options.movies ?? 60, random).map((title, index) =>
    createMovie(random, people, 5001 + index, title),
  );
  const series = titleNames(NAMED_SERIES, options.series ?? 24, random).map((name, index) =>
    createSeries(random, people, 7001 + index, name),
  );
  return { movies, series, people, today: '2026-01-01' };
}
