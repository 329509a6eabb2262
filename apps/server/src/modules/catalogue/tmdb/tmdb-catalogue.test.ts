import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTmdb, type FakeTmdb } from '../../../../test-support/fake-tmdb/fake-tmdb-server';
import { createTestClock, type TestClock } from '../../../../test-support/test-app';
import { captureLogs } from '../../cache/log-capture.test-support';
import { CatalogueUnavailableError } from '../catalogue';
import { createTmdbCache } from './tmdb-cache';
import { createTmdbCatalogue, type TmdbCatalogueOptions } from './tmdb-catalogue';

const id = (value: number): TmdbId => toTmdbId(value) ?? (0 as TmdbId);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the TMDB catalogue against the fake TMDB', () => {
  let fake: FakeTmdb;
  let clock: TestClock;

  beforeAll(async () => {
    fake = await startFakeTmdb();
  });
  afterAll(() => fake.close());
  beforeEach(() => {
    fake.clearFaults();
    fake.clearRequests();
    clock = createTestClock();
  });

  function catalogue(overrides: Partial<TmdbCatalogueOptions> = {}) {
    const logs = captureLogs();
    const cache = createTmdbCache({ now: clock.now, logger: logs.logger });
    return createTmdbCatalogue({
      token: fake.token,
      baseUrl: fake.url,
      cache,
      now: clock.now,
      logger: logs.logger,
      sleep: () => Promise.resolve(),
      ...overrides,
    });
  }

  it('searches movies and series only, dropping the people TMDB mixes in', async () => {
    const page = await catalogue().searchMulti({ query: 'Glass', page: 1 });

    expect(page.results.map((item) => item.title ?? item.name)).toEqual(
      expect.arrayContaining(['The Glass Harbour', 'Glasswork']),
    );
    expect(
      page.results.every((item) => item.media_type === 'movie' || item.media_type === 'tv'),
    ).toBe(true);
    expect(fake.requests[0]?.query).toMatchObject({ query: 'glass', language: 'en-US' });
  });

  it('searches one type through search/movie or search/tv, marking each result with it', async () => {
    const page = await catalogue().searchMulti({ query: 'Glass', page: 1, mediaType: 'tv' });

    expect(page.results.map((item) => item.name)).toContain('Glasswork');
    expect(page.results.every((item) => item.media_type === 'tv')).toBe(true);
    expect(page.results.map((item) => item.title)).not.toContain('The Glass Harbour');
    expect(fake.requests[0]?.path).toBe('search/tv');
  });

  it('reads details with what append_to_response adds, parsed by the core schema', async () => {
    const details = await catalogue().getDetails('tv', id(7001), [
      'credits',
      'similar',
      'external_ids',
      'images',
    ]);

    expect(details).toMatchObject({ id: 7001, name: 'Glasswork' });
    expect(details?.credits?.cast.length).toBeGreaterThan(0);
    expect(details?.similar?.results.every((item) => item.id !== 7001)).toBe(true);
    expect(
      details?.images?.logos.every((image) => image.iso_639_1 === 'en' || image.iso_639_1 === null),
    ).toBe(true);
    expect(details?.seasons.length).toBeGreaterThan(0);
    expect(fake.requests[0]?.query).toMatchObject({
      append_to_response: 'credits,external_ids,images,similar',
      include_image_language: 'en,null',
    });
  });

  it('gives null for an id TMDB does not know, and remembers that for a while', async () => {
    const tmdb = catalogue();

    expect(await tmdb.getDetails('movie', id(424242), [])).toBeNull();
    expect(await tmdb.getSeason(id(7001), 99)).toBeNull();
    expect(await tmdb.getEpisode(id(7001), 1, 999, [])).toBeNull();
    expect(await tmdb.getImages('movie', id(424242), ['en'])).toBeNull();
    expect(await tmdb.getDetails('movie', id(424242), [])).toBeNull();
    expect(fake.countRequests()).toBe(4);

    clock.advance(10 * 60_000);
    await tmdb.getDetails('movie', id(424242), []);
    expect(fake.countRequests()).toBe(5);
  });

  it('reads images in the languages asked, text-free ones included', async () => {
    const images = await catalogue().getImages('movie', id(5002), ['en', 'null']);

    const languages = new Set(
      [...(images?.posters ?? []), ...(images?.logos ?? [])].map((image) => image.iso_639_1),
    );
    expect(languages).toEqual(new Set(['en', null]));
  });

  it('reads watch providers by region (cached like details), and null for an unknown title', async () => {
    const tmdb = catalogue();
    const providers = await tmdb.getWatchProviders('movie', id(5002));
    expect(Object.keys(providers?.results ?? {}).sort()).toEqual(['DE', 'GB', 'US']);
    expect(providers?.results.US?.flatrate.map((p) => p.provider_name)).toEqual(['Netflix']);
    expect(providers?.results.US?.link).toMatch(
      /^https:\/\/www\.themoviedb\.org\/movie\/5002\/watch/,
    );
    const before = fake.countRequests();
    await tmdb.getWatchProviders('movie', id(5002));
    expect(fake.countRequests()).toBe(before);
    expect(await tmdb.getWatchProviders('movie', id(424242))).toBeNull();
  });

  it('reads a season with its episodes and an episode with its appends', async () => {
    const tmdb = catalogue();
    const season = await tmdb.getSeason(id(7001), 1);
    const episode = await tmdb.getEpisode(id(7001), 1, 2, ['credits', 'images']);

    expect(season?.episodes.length).toBeGreaterThan(3);
    expect(episode).toMatchObject({ episode_number: 2, season_number: 1 });
    expect(episode?.credits?.cast.length).toBeGreaterThan(0);
  });

  it('reads lists, trending (people dropped), discover and genres', async () => {
    const tmdb = catalogue();

    const popular = await tmdb.getList('movie/popular', 2);
    expect(popular).toMatchObject({ page: 2, total_pages: 3, total_results: 60 });
    const trending = await tmdb.getTrending('all', 'day', 1);
    expect(trending.results).toHaveLength(19);
    expect(trending.results.some((item) => item.media_type === 'tv')).toBe(true);
    const discovered = await tmdb.discover({
      mediaType: 'tv',
      page: 1,
      withGenres: [18],
      withGenresMode: 'all',
      withWatchProviders: [],
      watchRegion: null,
      sortBy: 'vote_average.desc',
    });
    expect(discovered.results.every((item) => item.genre_ids.includes(18))).toBe(true);
    expect(await tmdb.getGenres('tv')).toContainEqual({ id: 10765, name: 'Sci-Fi & Fantasy' });
    expect(await tmdb.ping()).toBe(true);
  });

  it('answers repeated reads from the cache: one upstream call per distinct request', async () => {
    const tmdb = catalogue();
    for (let round = 0; round < 3; round += 1) {
      await tmdb.getList('tv/popular', 1);
      await tmdb.getDetails('movie', id(5001), ['credits']);
    }

    expect(fake.countRequests()).toBe(2);
    expect(tmdb.stats().cache).toMatchObject({ hits: 4, misses: 2 });
  });

  it('makes one upstream call for many concurrent reads of the same title', async () => {
    const tmdb = catalogue();

    await Promise.all(Array.from({ length: 20 }, () => tmdb.getDetails('movie', id(5003), [])));

    expect(fake.countRequests('movie/5003')).toBe(1);
  });

  it('serves a stale list at once and refreshes it in the background once', async () => {
    const tmdb = catalogue();
    await tmdb.getList('movie/top_rated', 1);
    clock.advance(HOUR + 1);

    await Promise.all([tmdb.getList('movie/top_rated', 1), tmdb.getList('movie/top_rated', 1)]);
    await tmdb.whenIdle();

    expect(fake.countRequests('movie/top_rated')).toBe(2);
    expect(tmdb.stats().cache).toMatchObject({ staleServed: 2, refreshes: 1 });
  });

  it('keeps serving a cached title while TMDB fails, and fails with its status text for the rest', async () => {
    const tmdb = catalogue();
    await tmdb.getDetails('movie', id(5004), []);
    clock.advance(2 * DAY);
    fake.inject({ status: 500, times: Infinity });

    expect(await tmdb.getDetails('movie', id(5004), [])).toMatchObject({ id: 5004 });
    await tmdb.whenIdle();
    const failure = tmdb.getDetails('movie', id(5005), []);
    await expect(failure).rejects.toThrow(CatalogueUnavailableError);
    await expect(failure).rejects.toMatchObject({
      message: 'Error: Internal Server Error',
      status: 500,
    });
    expect(await tmdb.ping()).toBe(false);
  });

  it('past stale-while-revalidate, asks TMDB first and falls back to the kept answer if it fails', async () => {
    const tmdb = catalogue({
      policies: { details: { freshMs: HOUR, staleWhileRevalidateMs: 0, staleIfErrorMs: DAY } },
    });
    await tmdb.getDetails('movie', id(5006), []);
    clock.advance(2 * HOUR);
    fake.inject({ status: 503, times: 2 });

    expect(await tmdb.getDetails('movie', id(5006), [])).toMatchObject({ id: 5006 });
    expect(fake.countRequests('movie/5006')).toBe(3);
    expect(tmdb.stats().cache).toMatchObject({ staleIfError: 1 });
  });

  it('after a 429, serves what it has and fails fast for the rest, without calling TMDB until Retry-After', async () => {
    const tmdb = catalogue();
    await tmdb.getList('tv/on_the_air', 1);
    clock.advance(2 * HOUR);
    fake.inject({ status: 429, retryAfter: '30' });

    await expect(tmdb.getDetails('tv', id(7002), [])).rejects.toMatchObject({
      message: 'Error: Too Many Requests',
      retryAfterSeconds: 30,
    });
    expect((await tmdb.getList('tv/on_the_air', 1)).results.length).toBeGreaterThan(0);
    await tmdb.whenIdle();
    await expect(tmdb.getDetails('tv', id(7003), [])).rejects.toMatchObject({ status: 429 });
    expect(fake.countRequests()).toBe(2);

    clock.advance(30_000);
    expect(await tmdb.getDetails('tv', id(7003), [])).toMatchObject({ id: 7003 });
  });

  it('keeps the token out of the cache keys and the logs', async () => {
    const logs = captureLogs();
    const cache = createTmdbCache({ now: clock.now, logger: logs.logger });
    const keys: string[] = [];
    const tmdb = catalogue({
      cache: {
        ...cache,
        set: (key, entry) => {
          keys.push(key);
          return cache.set(key, entry);
        },
      },
      logger: logs.logger,
    });
    fake.inject({ status: 503, times: 2 });
    await expect(tmdb.getList('movie/upcoming', 1)).rejects.toThrow();
    await tmdb.getList('movie/upcoming', 1);

    expect(keys).toEqual(['movie/upcoming?language=en-US&page=1']);
    expect(logs.lines.join('\n')).toContain('movie/upcoming');
    expect(logs.lines.join('\n')).not.toContain(fake.token);
  });
});
