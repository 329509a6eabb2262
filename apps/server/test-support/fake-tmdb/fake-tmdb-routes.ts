/**
 * What the fake TMDB answers for each v3 path our adapter uses: lists, trending, discover,
 * search, details (with append_to_response), images (with include_image_language), seasons,
 * episodes and genre lists, paged by 20 like TMDB. Unknown paths and ids answer TMDB's 404 body.
 */
import { GENRES } from '@reelhouse/core/slug/genres';
import {
  imagesBody,
  movieListItem,
  personSearchItem,
  seriesListItem,
  typedListItem,
  type FakeTitle,
  type JsonObject,
} from './fake-tmdb-bodies';
import { episodeBody, seasonBody, titleDetailsBody } from './fake-tmdb-detail-bodies';
import type { FakeMovie, FakeSeries, FakeTmdbWorld } from './fake-tmdb-world';

export interface FakeAnswer {
  status: number;
  body: JsonObject;
}

const PAGE_SIZE = 20;

/** TMDB's error body shape, in our own words. */
export function tmdbError(status: number, code: number, message: string): FakeAnswer {
  return { status, body: { status_code: code, status_message: message, success: false } };
}

const notFound = () => tmdbError(404, 34, 'The fake catalogue has nothing at this address.');

function paged(items: readonly JsonObject[], query: URLSearchParams): FakeAnswer {
  const pageText = query.get('page') ?? '1';
  const page = Number(pageText);
  if (!/^\d+$/.test(pageText) || page < 1 || page > 500) {
    return tmdbError(400, 22, 'Pages go from 1 to 500 and are whole numbers.');
  }
  const results = items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return {
    status: 200,
    body: {
      page,
      results,
      total_pages: Math.max(1, Math.ceil(items.length / PAGE_SIZE)),
      total_results: items.length,
    },
  };
}

const byPopularity = <T extends FakeTitle>(titles: readonly T[]) =>
  [...titles].sort((a, b) => b.popularity - a.popularity);
const byRating = <T extends FakeTitle>(titles: readonly T[]) =>
  [...titles].sort((a, b) => b.voteAverage - a.voteAverage);

function listAnswer(world: FakeTmdbWorld, name: string, query: URLSearchParams): FakeAnswer | null {
  const movies = (titles: FakeMovie[]) => paged(titles.map(movieListItem), query);
  const series = (titles: FakeSeries[]) => paged(titles.map(seriesListItem), query);
  switch (name) {
    case 'movie/popular':
      return movies(byPopularity(world.movies));
    case 'movie/top_rated':
      return movies(byRating(world.movies));
    case 'movie/upcoming': {
      const answer = movies(byPopularity(world.movies.filter((movie) => movie.date > world.today)));
      answer.body.dates = { maximum: '2027-12-31', minimum: world.today };
      return answer;
    }
    case 'tv/popular':
      return series(byPopularity(world.series));
    case 'tv/top_rated':
      return series(byRating(world.series));
    case 'tv/on_the_air':
      return series(byPopularity(world.series.filter((show) => show.inProduction)));
    default:
      return null;
  }
}

function trendingAnswer(world: FakeTmdbWorld, path: string, query: URLSearchParams) {
  const match = /^trending\/(all|movie|tv)\/(day|week)$/.exec(path);
  if (!match) return null;
  const [, type, window] = match;
  const titles: FakeTitle[] = [
    ...(type === 'tv' ? [] : world.movies),
    ...(type === 'movie' ? [] : world.series),
  ];
  const score = (title: FakeTitle) => (window === 'day' ? title.trending.day : title.trending.week);
  const ranked = titles.sort((a, b) => score(b) - score(a)).map(typedListItem);
  if (type === 'all') {
    // TMDB's trending/all mixes in people; so does the fake (the adapter must drop them).
    const person = world.people.find((candidate) => candidate.name === 'Ines Glassford');
    if (person) ranked.splice(3, 0, personSearchItem(person));
  }
  return paged(ranked, query);
}

function matchesGenres(title: FakeTitle, withGenres: string | null): boolean {
  if (!withGenres) return true;
  const any = withGenres.includes('|');
  const ids = withGenres.split(/[|,]/).map(Number);
  return any
    ? ids.some((id) => title.genreIds.includes(id))
    : ids.every((id) => title.genreIds.includes(id));
}

function discoverAnswer(world: FakeTmdbWorld, type: string, query: URLSearchParams) {
  const titles: FakeTitle[] = type === 'movie' ? world.movies : world.series;
  const providers = query.get('with_watch_providers')?.split(/[|,]/).map(Number) ?? [];
  const kept = titles
    .filter((title) => matchesGenres(title, query.get('with_genres')))
    .filter(
      (title) => providers.length === 0 || providers.some((id) => title.providers.includes(id)),
    );
  const [field = 'popularity', direction = 'desc'] = (query.get('sort_by') ?? '').split('.');
  const value = (title: FakeTitle): number | string =>
    field === 'vote_average'
      ? title.voteAverage
      : field.endsWith('date')
        ? title.date
        : title.popularity;
  const sign = direction === 'asc' ? 1 : -1;
  kept.sort((a, b) => (value(a) < value(b) ? -sign : value(a) > value(b) ? sign : 0));
  return paged(
    kept.map((title) =>
      title.mediaType === 'movie' ? movieListItem(title) : seriesListItem(title),
    ),
    query,
  );
}

/**
 * search/multi (titles with `media_type`, people mixed in), or search/movie and search/tv (one
 * type, answered as their lists are: without `media_type`).
 */
function searchAnswer(
  world: FakeTmdbWorld,
  kind: 'multi' | 'movie' | 'tv',
  query: URLSearchParams,
): FakeAnswer {
  const text = (query.get('query') ?? '').trim().toLowerCase();
  if (text === '') return paged([], query);
  const matches = (name: string) => name.toLowerCase().includes(text);
  const found = <T extends FakeTitle>(titles: T[]) =>
    byPopularity(titles).filter((title) => matches(title.title) || matches(title.originalTitle));
  if (kind === 'movie') return paged(found(world.movies).map(movieListItem), query);
  if (kind === 'tv') return paged(found(world.series).map(seriesListItem), query);
  const people = world.people.filter((person) => matches(person.name));
  return paged(
    [
      ...found<FakeTitle>([...world.movies, ...world.series]).map(typedListItem),
      ...people.map(personSearchItem),
    ],
    query,
  );
}

function imageLanguages(query: URLSearchParams): string[] | null {
  const include = query.get('include_image_language');
  const language = query.get('language')?.split('-')[0];
  if (include === null && language === undefined) return null;
  return [...(include?.split(',') ?? []), ...(language ? [language] : [])];
}

function titleAnswer(world: FakeTmdbWorld, path: string, query: URLSearchParams) {
  const match =
    /^(movie|tv)\/(\d+)(?:\/(images|watch\/providers)|\/season\/(\d+)(?:\/episode\/(\d+))?)?$/.exec(
      path,
    );
  if (!match) return null;
  const [, type, idText, images, seasonText, episodeText] = match;
  const titles: FakeTitle[] = type === 'movie' ? world.movies : world.series;
  const title = titles.find((candidate) => candidate.id === Number(idText));
  if (!title) return notFound();
  if (images === 'watch/providers') return { status: 200, body: watchProvidersBody(title) };
  const append = query.get('append_to_response')?.split(',') ?? [];
  if (images) {
    const body = imagesBody(title.id, title.images, imageLanguages(query), [
      'backdrops',
      'logos',
      'posters',
    ]);
    return { status: 200, body };
  }
  if (seasonText === undefined) {
    return { status: 200, body: titleDetailsBody(world, title, append, imageLanguages(query)) };
  }
  if (title.mediaType !== 'tv') return notFound();
  const season = title.seasons.find((candidate) => candidate.seasonNumber === Number(seasonText));
  if (!season) return notFound();
  if (episodeText === undefined) return { status: 200, body: seasonBody(world, title, season) };
  const episode = season.episodes.find(
    (candidate) => candidate.episodeNumber === Number(episodeText),
  );
  if (!episode) return notFound();
  return { status: 200, body: episodeBody(world, title, episode, append, imageLanguages(query)) };
}

/**
 * Watch providers as TMDB answers them (data from JustWatch): every third title has none; the
 * others stream on one service and rent and sell on two, in the US and Great Britain, and those
 * with an even id in Germany too.
 */
function watchProvidersBody(title: FakeTitle) {
  if (title.id % 3 === 0) return { id: title.id, results: {} };
  const provider = (id: number, name: string, priority: number) => ({
    provider_id: id,
    provider_name: name,
    logo_path: `/provider-${String(id)}.png`,
    display_priority: priority,
  });
  const streaming = title.id % 2 === 0 ? provider(8, 'Netflix', 1) : provider(15, 'Hulu', 3);
  const stores = [provider(2, 'Apple TV', 4), provider(3, 'Google Play Movies', 6)];
  const region = (code: string) => ({
    link: `https://www.themoviedb.org/${title.mediaType}/${String(title.id)}/watch?locale=${code}`,
    flatrate: [streaming],
    rent: stores,
    buy: stores,
  });
  const codes = title.id % 2 === 0 ? ['US', 'GB', 'DE'] : ['US', 'GB'];
  return { id: title.id, results: Object.fromEntries(codes.map((code) => [code, region(code)])) };
}

function genresAnswer(type: string): FakeAnswer {
  const genres = GENRES.filter((genre) => genre.mediaTypes.some((media) => media === type)).map(
    (genre) => ({ id: genre.id, name: genre.name }),
  );
  return { status: 200, body: { genres } };
}

/** @param path the request path after '/3/', e.g. 'movie/5001' */
export function answerFakeTmdb(
  world: FakeTmdbWorld,
  path: string,
  query: URLSearchParams,
): FakeAnswer {
  const genreList = /^genre\/(movie|tv)\/list$/.exec(path);
  if (genreList?.[1]) return genresAnswer(genreList[1]);
  const discover = /^discover\/(movie|tv)$/.exec(path);
  if (discover?.[1]) return discoverAnswer(world, discover[1], query);
  const search = /^search\/(multi|movie|tv)$/.exec(path);
  if (search?.[1]) return searchAnswer(world, search[1] as 'multi' | 'movie' | 'tv', query);
  return (
    listAnswer(world, path, query) ??
    trendingAnswer(world, path, query) ??
    titleAnswer(world, path, query) ??
    notFound()
  );
}
