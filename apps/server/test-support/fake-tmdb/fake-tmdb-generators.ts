/**
 * Generators of the fake TMDB's invented titles and people: names from our own word lists,
 * numbers from the seeded random source, and TMDB's habits (null paths, '' dates and overviews)
 * on a fixed share of records.
 */
import { GENRES } from '@reelhouse/core/slug/genres';
import { STREAMING_NETWORKS } from '@reelhouse/core/slug/networks';
import type {
  FakeCredit,
  FakeEpisode,
  FakeImage,
  FakeMovie,
  FakePerson,
  FakeSeason,
  FakeSeries,
} from './fake-tmdb-world';

const FIRST_NAMES = ['Marta', 'Idris', 'Oona', 'Teodor', 'Sable', 'Kwame', 'Liesel', 'Arvo'];
const LAST_NAMES = ['Quell', 'Fenwick', 'Arrowood', 'Tamsin', 'Okafor', 'Varga', 'Lindqvist'];
const ADJECTIVES = ['Copper', 'Silent', 'Hollow', 'Amber', 'Velvet', 'Northern', 'Paper', 'Salt'];
const NOUNS = ['Orchard', 'Signal', 'Causeway', 'Archive', 'Lighthouse', 'Quarry', 'Ferry'];
const COUNTRIES = ['GB', 'US', 'FR', 'DE', 'NO', 'KR'];
const LANGUAGES = ['en', 'en', 'en', 'fr', 'de', 'no', 'ko'];

/** Titles written by hand so tests can search for them. */
export const NAMED_MOVIES = ['The Glass Harbour', 'Lanterns Over Vell', 'Orchard Street Static'];
export const NAMED_SERIES = ['Glasswork', 'The Ferry Keepers', 'Northlight Almanac'];

export const FAKE_NETWORKS: FakeSeries['networks'] = [
  {
    id: 9101,
    name: 'Northlight Broadcasting',
    logoPath: '/fake/network-9101.png',
    originCountry: 'GB',
  },
  { id: 9102, name: 'Harbour Channel', logoPath: null, originCountry: 'US' },
];

type Random = () => number;

function pick<T>(random: Random, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

const round = (value: number, digits: number) => Number(value.toFixed(digits));

function dateIn(random: Random, fromYear: number, toYear: number): string {
  const year = fromYear + Math.floor(random() * (toYear - fromYear + 1));
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function createPeople(random: Random): FakePerson[] {
  const people: FakePerson[] = [];
  const departments = ['Acting', 'Acting', 'Acting', 'Directing', 'Writing'] as const;
  for (const first of FIRST_NAMES) {
    for (const last of LAST_NAMES) {
      const id = 3001 + people.length;
      people.push({
        id,
        name: `${first} ${last}`,
        gender: people.length % 3,
        department: pick(random, departments),
        profilePath: id % 4 === 0 ? null : `/fake/profile-${id}.jpg`,
        popularity: round(random() * 40, 3),
      });
    }
  }
  // Matches the search 'glass', so search results include a person to filter out.
  people.push({
    id: 3999,
    name: 'Ines Glassford',
    gender: 1,
    department: 'Acting',
    profilePath: null,
    popularity: 12.5,
  });
  return people;
}

function createCredits(random: Random, people: FakePerson[], key: string) {
  const actors = people.filter((person) => person.department === 'Acting');
  const makers = people.filter((person) => person.department !== 'Acting');
  const cast: FakeCredit[] = [];
  const castSize = 3 + Math.floor(random() * 5);
  for (let order = 0; order < castSize; order += 1) {
    const person = pick(random, actors);
    if (cast.some((credit) => credit.personId === person.id)) continue;
    const character = `${pick(random, FIRST_NAMES)} the ${pick(random, NOUNS)} keeper`;
    cast.push({ personId: person.id, creditId: `${key}-c${order}`, character, order });
  }
  const director = pick(random, makers);
  const writer = pick(random, makers);
  const crew: FakeCredit[] = [
    { personId: director.id, creditId: `${key}-d`, job: 'Director', department: 'Directing' },
    { personId: writer.id, creditId: `${key}-w`, job: 'Writer', department: 'Writing' },
  ];
  return { cast, crew };
}

function createImages(id: number, media: string, hasPoster: boolean): FakeImage[] {
  const image = (kind: FakeImage['kind'], n: number, language: string | null): FakeImage => ({
    kind,
    filePath: `/fake/${media}-${id}-${kind}-${n}.jpg`,
    language,
    width: kind === 'posters' ? 1000 : 1920,
    height: kind === 'posters' ? 1500 : 1080,
    voteAverage: round(5 + n / 3, 3),
    voteCount: n * 2,
  });
  return [
    ...(hasPoster
      ? [image('posters', 1, 'en'), image('posters', 2, null), image('posters', 3, 'fr')]
      : []),
    image('backdrops', 1, null),
    image('backdrops', 2, 'en'),
    image('logos', 1, 'en'),
    image('logos', 2, 'de'),
  ];
}

function createTitleBase(
  random: Random,
  world: { people: FakePerson[] },
  id: number,
  title: string,
  media: string,
) {
  const genreIds = GENRES.filter((genre) =>
    genre.mediaTypes.includes(media === 'movie' ? 'movie' : 'tv'),
  )
    .filter(() => random() < 0.2)
    .slice(0, 3)
    .map((genre) => genre.id);
  const language = pick(random, LANGUAGES);
  const providers = STREAMING_NETWORKS.filter(() => random() < 0.2).map(
    (network) => network.providerId,
  );
  const posterPath = id % 7 === 3 ? null : `/fake/${media}-${id}-poster.jpg`;
  return {
    id,
    title,
    originalTitle: language === 'en' ? title : `${title} (${language})`,
    originalLanguage: language,
    overview:
      id % 11 === 5 ? '' : `An invented story about ${title.toLowerCase()}, told for tests.`,
    posterPath,
    backdropPath: id % 5 === 2 ? null : `/fake/${media}-${id}-backdrop.jpg`,
    genreIds,
    popularity: round(1 + random() * 300, 3),
    voteAverage: round(4 + random() * 5, 3),
    voteCount: Math.floor(random() * 5000),
    providers,
    originCountry: [pick(random, COUNTRIES)],
    ...createCredits(random, world.people, `${media}${id}`),
    images: createImages(id, media, posterPath !== null),
    imdbId: id % 6 === 1 ? null : `tt9${String(id).padStart(6, '0')}`,
    tagline: id % 3 === 0 ? '' : `Nothing in ${title} is real.`,
    trending: { day: random(), week: random() },
  };
}

export function titleNames(named: readonly string[], count: number, random: Random): string[] {
  const names = [...named];
  while (names.length < count) {
    const name = `The ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`;
    names.push(names.includes(name) ? `${name} ${names.length}` : name);
  }
  return names;
}

export function createMovie(
  random: Random,
  people: FakePerson[],
  id: number,
  title: string,
): FakeMovie {
  const base = createTitleBase(random, { people }, id, title, 'movie');
  // A few films are still to come (after `today`), one has no known date.
  const date =
    id % 9 === 4 ? dateIn(random, 2026, 2027) : id % 17 === 8 ? '' : dateIn(random, 1960, 2025);
  return {
    ...base,
    mediaType: 'movie',
    date,
    runtime: id % 8 === 6 ? null : 80 + Math.floor(random() * 80),
    status: date > '2026-01-01' ? 'Post Production' : 'Released',
  };
}

function createEpisode(
  random: Random,
  people: FakePerson[],
  seriesId: number,
  season: number,
  n: number,
  firstDate: string,
): FakeEpisode {
  const credits = createCredits(random, people, `tv${seriesId}s${season}e${n}`);
  return {
    id: seriesId * 10_000 + season * 100 + n,
    seasonNumber: season,
    episodeNumber: n,
    name: n % 5 === 0 ? '' : `Chapter ${n}: ${pick(random, ADJECTIVES)} ${pick(random, NOUNS)}`,
    overview: `Episode ${n} of an invented season.`,
    airDate: firstDate === '' ? '' : firstDate,
    runtime: n % 7 === 3 ? null : 30 + Math.floor(random() * 30),
    stillPath: n % 4 === 2 ? null : `/fake/tv-${seriesId}-s${season}e${n}.jpg`,
    voteAverage: round(5 + random() * 4, 3),
    voteCount: Math.floor(random() * 200),
    guestStars: credits.cast.slice(0, 2),
    crew: credits.crew,
  };
}

function createSeasons(
  random: Random,
  people: FakePerson[],
  seriesId: number,
  firstYear: number,
): FakeSeason[] {
  const count = 1 + Math.floor(random() * 3);
  const numbers = seriesId % 4 === 1 ? [0] : [];
  for (let n = 1; n <= count; n += 1) numbers.push(n);
  return numbers.map((seasonNumber) => {
    const airDate = seasonNumber === 0 ? '' : `${firstYear + seasonNumber - 1}-09-0${seasonNumber}`;
    const episodeCount = seasonNumber === 0 ? 2 : 4 + Math.floor(random() * 5);
    const episodes: FakeEpisode[] = [];
    for (let n = 1; n <= episodeCount; n += 1) {
      episodes.push(createEpisode(random, people, seriesId, seasonNumber, n, airDate));
    }
    return {
      id: seriesId * 100 + seasonNumber,
      seasonNumber,
      name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
      overview: seasonNumber === 1 ? 'The first invented season.' : '',
      airDate,
      posterPath: seasonNumber === 2 ? null : `/fake/tv-${seriesId}-s${seasonNumber}.jpg`,
      voteAverage: seasonNumber === 0 ? 0 : round(6 + random() * 3, 1),
      episodes,
    };
  });
}

export function createSeries(
  random: Random,
  people: FakePerson[],
  id: number,
  name: string,
): FakeSeries {
  const base = createTitleBase(random, { people }, id, name, 'tv');
  const firstYear = 2000 + Math.floor(random() * 24);
  const inProduction = id % 3 !== 0;
  return {
    ...base,
    mediaType: 'tv',
    date: `${firstYear}-0${1 + (id % 9)}-1${id % 10}`,
    episodeRunTime: id % 5 === 0 ? [] : [42],
    networks: [pick(random, FAKE_NETWORKS)],
    inProduction,
    status: inProduction ? 'Returning Series' : 'Ended',
    seasons: createSeasons(random, people, id, firstYear),
  };
}
