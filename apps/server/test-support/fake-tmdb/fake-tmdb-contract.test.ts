import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { answerFakeTmdb } from './fake-tmdb-routes';
import { createFakeTmdbWorld } from './fake-tmdb-world';
import { checkShape, type ShapeSchema } from './openapi-shape-check';
import {
  extractOpenApiSubset,
  FULL_OPENAPI_FILE,
  loadOpenApiSubset,
  OPENAPI_SUBSET_FILE,
  type TmdbSubsetPath,
} from './openapi-subset';

const schemaOf = loadOpenApiSubset();
const world = createFakeTmdbWorld();

/** Fields real TMDB sends that the document leaves out of these responses. */
const DOCUMENT_GAPS: Partial<Record<TmdbSubsetPath, string[]>> = {
  // series results of search/multi carry their air date and countries
  '/3/search/multi': ['results[].first_air_date', 'results[].origin_country'],
  // the document lists only film fields for trending/all, which also returns series
  '/3/trending/all/{time_window}': [
    'results[].name',
    'results[].original_name',
    'results[].first_air_date',
    'results[].origin_country',
  ],
};

/** A details schema with what append_to_response embeds, each from its own endpoint. */
function withAppended(base: ShapeSchema, appended: Record<string, TmdbSubsetPath>): ShapeSchema {
  const properties = { ...base.properties };
  for (const [name, path] of Object.entries(appended)) properties[name] = schemaOf(path);
  return { ...base, properties };
}

const movieDetails = withAppended(schemaOf('/3/movie/{movie_id}'), {
  credits: '/3/movie/{movie_id}/credits',
  similar: '/3/movie/{movie_id}/similar',
  external_ids: '/3/movie/{movie_id}/external_ids',
  images: '/3/movie/{movie_id}/images',
});
const seriesDetails = withAppended(schemaOf('/3/tv/{series_id}'), {
  credits: '/3/tv/{series_id}/credits',
  similar: '/3/tv/{series_id}/similar',
  external_ids: '/3/tv/{series_id}/external_ids',
  images: '/3/tv/{series_id}/images',
});
const episodePath = '/3/tv/{series_id}/season/{season_number}/episode/{episode_number}';
const episodeDetails = withAppended(schemaOf(episodePath), {
  credits: `${episodePath}/credits`,
  images: `${episodePath}/images`,
  external_ids: `${episodePath}/external_ids`,
});

const ALL_APPENDS = 'credits,similar,external_ids,images';

/** Requests covering every endpoint and every title of the fake world. */
function sampleRequests(): { request: string; schema: ShapeSchema; gaps: string[] }[] {
  const documented = (path: TmdbSubsetPath, request: string) => ({
    request,
    schema: schemaOf(path),
    gaps: DOCUMENT_GAPS[path] ?? [],
  });
  const samples = [
    documented('/3/search/multi', 'search/multi?query=glass'),
    documented('/3/search/multi', 'search/multi?query=the&page=2'),
    documented('/3/movie/popular', 'movie/popular?page=2'),
    documented('/3/movie/top_rated', 'movie/top_rated'),
    documented('/3/movie/upcoming', 'movie/upcoming'),
    documented('/3/tv/popular', 'tv/popular'),
    documented('/3/tv/top_rated', 'tv/top_rated'),
    documented('/3/tv/on_the_air', 'tv/on_the_air'),
    documented('/3/trending/all/{time_window}', 'trending/all/day'),
    documented('/3/trending/movie/{time_window}', 'trending/movie/week'),
    documented('/3/trending/tv/{time_window}', 'trending/tv/day'),
    documented('/3/discover/movie', 'discover/movie?with_genres=18|35&sort_by=vote_average.desc'),
    documented('/3/discover/tv', 'discover/tv?with_watch_providers=8|9&watch_region=US'),
    documented('/3/genre/movie/list', 'genre/movie/list'),
    documented('/3/genre/tv/list', 'genre/tv/list'),
  ];
  for (const movie of world.movies) {
    samples.push({
      request: `movie/${movie.id}?append_to_response=${ALL_APPENDS}`,
      schema: movieDetails,
      gaps: [],
    });
    samples.push(documented('/3/movie/{movie_id}/images', `movie/${movie.id}/images`));
  }
  for (const series of world.series) {
    samples.push({
      request: `tv/${series.id}?append_to_response=${ALL_APPENDS}`,
      schema: seriesDetails,
      gaps: [],
    });
    samples.push(
      documented(
        '/3/tv/{series_id}/images',
        `tv/${series.id}/images?include_image_language=en,null`,
      ),
    );
    for (const season of series.seasons) {
      const seasonPath = `tv/${series.id}/season/${season.seasonNumber}`;
      samples.push(documented('/3/tv/{series_id}/season/{season_number}', seasonPath));
      for (const episode of season.episodes) {
        const request = `${seasonPath}/episode/${episode.episodeNumber}?append_to_response=credits,images,external_ids`;
        samples.push({ request, schema: episodeDetails, gaps: [] });
      }
    }
  }
  return samples;
}

function fakeAnswer(request: string) {
  const url = new URL(request, 'http://fake/');
  return answerFakeTmdb(world, url.pathname.slice(1), url.searchParams);
}

describe("the fake TMDB against TMDB's OpenAPI document", () => {
  const samples = sampleRequests();

  it('answers every sampled request with a 200', () => {
    const failed = samples.filter((sample) => fakeAnswer(sample.request).status !== 200);
    expect(failed.map((sample) => sample.request)).toEqual([]);
  });

  it("gives answers whose fields and types are the document's", () => {
    const problems = samples.flatMap((sample) =>
      checkShape(fakeAnswer(sample.request).body, sample.schema, {
        allowExtra: new Set(sample.gaps),
      }).map((problem) => `${sample.request}: ${problem.path} ${problem.message}`),
    );
    expect(problems).toEqual([]);
  });

  it('sends null where TMDB does (missing posters, backdrops, stills, profiles)', () => {
    const body = JSON.stringify(samples.map((sample) => fakeAnswer(sample.request).body));
    for (const field of ['poster_path', 'backdrop_path', 'still_path', 'profile_path', 'runtime']) {
      expect(body).toContain(`"${field}":null`);
    }
  });

  it.skipIf(!existsSync(FULL_OPENAPI_FILE))(
    'keeps the committed subset equal to the full document (skipped when ../shared/reference is absent)',
    () => {
      const document: unknown = JSON.parse(readFileSync(FULL_OPENAPI_FILE, 'utf8'));
      const committed: unknown = JSON.parse(readFileSync(OPENAPI_SUBSET_FILE, 'utf8'));
      expect(committed).toHaveProperty('paths', extractOpenApiSubset(document));
    },
  );
});
