import {
  mediaDetailsSchema,
  mediaSummarySchema,
  pagedResultsSchema,
} from '@reelhouse/core/media/media-schema';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createInMemoryCatalogue,
  type InMemoryCatalogue,
} from '../../../test-support/in-memory-catalogue';
import { createTestApp } from '../../../test-support/test-app';
import { useTestDatabase } from '../../../test-support/test-database';
import { CatalogueUnavailableError } from './catalogue';

describe('catalogue routes', () => {
  const getDatabase = useTestDatabase();
  let catalogue: InMemoryCatalogue;
  const get = (path: string) =>
    createTestApp(getDatabase(), { catalogue }).app.request(`/api/catalogue${path}`);

  beforeEach(() => {
    catalogue = createInMemoryCatalogue();
  });

  it('answers a search with a TMDB-shaped page that shared caches may keep briefly', async () => {
    const response = await get('/search/multi?query=%20glass%20&page=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe(
      'public, max-age=60, s-maxage=300, stale-while-revalidate=3600',
    );
    const body: unknown = await response.json();
    expect(pagedResultsSchema(mediaSummarySchema).parse(body).results).toHaveLength(2);
    expect(catalogue.calls).toEqual([
      { method: 'searchMulti', args: [{ query: 'glass', page: 2 }] },
    ]);
  });

  it('answers an empty search with no results and without asking the catalogue', async () => {
    const response = await get('/search/multi?query=%20%20');
    expect(await response.json()).toEqual({
      page: 1,
      results: [],
      total_pages: 1,
      total_results: 0,
    });
    expect(catalogue.calls).toEqual([]);
  });

  it.each(['0', '501', 'two', '1.5'])(
    'refuses page=%s with 400 and an issue that names the page',
    async (page) => {
      const response = await get(`/movie/popular?page=${page}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; issues: { path: string }[] };
      expect(body.error).toBe('Invalid request');
      expect(body.issues.map((issue) => issue.path)).toEqual(['page']);
    },
  );

  it.each([
    ['/trending/movie/week?page=0', 'page'],
    ['/discover/movie?sort_by=title.desc', 'sort_by'],
    ['/genre/person/list', 'mediaType'],
    ['/movie/603?append_to_response=reviews', 'append_to_response'],
    ['/tv/1399/images?include_image_language=EN', 'include_image_language'],
    ['/tv/1399/season/10001', 'season'],
    ['/tv/1399/season/1/episode/10001', 'episode'],
  ])('refuses %s with 400 and an issue that names %s', async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; issues: { path: string }[] };
    expect(body.error).toBe('Invalid request');
    // The first part of the path names the parameter (a list's item adds its index).
    expect(body.issues.map((issue) => issue.path.split('.')[0])).toEqual([field]);
    expect(catalogue.calls).toEqual([]);
  });

  it('answers details with what append_to_response asked for, once each', async () => {
    const response = await get('/movie/603?append_to_response=credits,similar,credits');
    expect(response.status).toBe(200);
    expect(mediaDetailsSchema.parse(await response.json()).title).toBe('The Glass Harbour');
    expect(catalogue.calls[0]).toEqual({
      method: 'getDetails',
      args: ['movie', 603, ['credits', 'similar']],
    });
  });

  it('refuses an unknown append_to_response section', async () => {
    const response = await get('/movie/603?append_to_response=credits,reviews');
    expect(response.status).toBe(400);
  });

  it('answers an unknown id with 404 JSON that caches may keep for a minute', async () => {
    const response = await get('/movie/999');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, s-maxage=300');
  });

  it('answers 404 JSON for paths that are not catalogue calls', async () => {
    for (const path of ['/movie/abc', '/person/5', '/movie/603/reviews']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('Content-Type'), path).toContain('application/json');
    }
  });

  it('serves each fixed list from its own TMDB path', async () => {
    const names = [
      'movie/popular',
      'movie/top_rated',
      'movie/upcoming',
      'tv/popular',
      'tv/top_rated',
      'tv/on_the_air',
    ];
    for (const name of names) {
      const response = await get(`/${name}?page=3`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe(
        'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400',
      );
    }
    expect(catalogue.calls.map((call) => call.args)).toEqual(names.map((name) => [name, 3]));
  });

  it('answers trending for movie, tv and all, by day or week, and refuses other windows', async () => {
    expect((await get('/trending/all/week')).status).toBe(200);
    expect(catalogue.calls[0]?.args).toEqual(['all', 'week', 1]);
    expect((await get('/trending/movie/month')).status).toBe(400);
    expect((await get('/trending/person/day')).status).toBe(400);
  });

  it('reads discover filters: comma means all genres, pipe means any, playable=1 only what plays here', async () => {
    await get('/discover/movie?with_genres=28,12&sort_by=vote_average.desc&page=2');
    await get(
      '/discover/tv?with_genres=16|35&with_watch_providers=8|337&watch_region=US&playable=1',
    );
    expect(catalogue.calls.map((call) => call.args[0])).toEqual([
      {
        mediaType: 'movie',
        page: 2,
        withGenres: [28, 12],
        withGenresMode: 'all',
        withWatchProviders: [],
        watchRegion: null,
        sortBy: 'vote_average.desc',
        playableOnly: false,
      },
      {
        mediaType: 'tv',
        page: 1,
        withGenres: [16, 35],
        withGenresMode: 'any',
        withWatchProviders: [8, 337],
        watchRegion: 'US',
        sortBy: 'popularity.desc',
        playableOnly: true,
      },
    ]);
  });

  it.each([
    'with_genres=action',
    'sort_by=random',
    'watch_region=us',
    'with_watch_providers=8;9',
    'playable=yes',
  ])('refuses discover with %s', async (queryString) => {
    expect((await get(`/discover/movie?${queryString}`)).status).toBe(400);
  });

  it('answers watch providers, and 404 where the catalogue has none', async () => {
    catalogue.getWatchProviders = (mediaType) =>
      Promise.resolve(mediaType === 'movie' ? { results: {} } : null);
    const answer = await get('/movie/603/watch/providers');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ results: {} });
    expect((await get('/tv/1399/watch/providers')).status).toBe(404);
    expect((await get('/tv/abc/watch/providers')).status).toBe(404);
  });

  it('answers seasons and episodes, and 404 for ones the catalogue does not have', async () => {
    expect((await get('/tv/1399/season/1')).status).toBe(200);
    expect((await get('/tv/1399/season/1/episode/1?append_to_response=images')).status).toBe(200);
    expect((await get('/tv/1399/season/9')).status).toBe(404);
    expect((await get('/tv/1399/season/1/episode/40')).status).toBe(404);
  });

  it('answers images filtered by language, and genre lists', async () => {
    expect((await get('/movie/603/images?include_image_language=en,null')).status).toBe(200);
    expect(catalogue.calls[0]?.args).toEqual(['movie', 603, ['en', 'null']]);
    const genres = await get('/genre/tv/list');
    expect(await genres.json()).toEqual({ genres: [{ id: 878, name: 'Science Fiction' }] });
  });

  it("says 'Error: {statusText}' with 502 when the upstream catalogue fails", async () => {
    catalogue.failWith = new CatalogueUnavailableError('Service Unavailable', 503);
    const response = await get('/movie/popular');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: 'Error: Service Unavailable' });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
  });

  it('passes on how long to wait when the upstream catalogue throttles us', async () => {
    catalogue.failWith = new CatalogueUnavailableError('Too Many Requests', 429, 7);
    const response = await get('/search/multi?query=glass');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('7');
    expect(await response.json()).toEqual({ error: 'Error: Too Many Requests' });
  });

  it('reports the catalogue in readiness', async () => {
    catalogue.failWith = new CatalogueUnavailableError('Bad Gateway', 502);
    const response = await createTestApp(getDatabase(), { catalogue }).app.request('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ checks: { database: true, catalogue: false } });
  });
});
