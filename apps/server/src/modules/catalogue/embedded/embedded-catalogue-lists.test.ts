import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getReleaseYear } from '@reelhouse/core/media/media-item';
import {
  genreSchema,
  mediaDetailsSchema,
  mediaSummarySchema,
} from '@reelhouse/core/media/media-schema';
import { imagesSchema } from '@reelhouse/core/media/person-schema';
import { toTmdbId, type TmdbId } from '@reelhouse/core/media/tmdb-id';
import { openSqlite } from '../../../db/sqlite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueListName, CataloguePage, DiscoverQuery } from '../catalogue';
import { createEmbeddedCatalogue, type EmbeddedCatalogue } from './embedded-catalogue';
import { ensureRealCatalogueFile, useRealCatalogue } from './real-catalogue.test-support';

const id = (value: number): TmdbId => toTmdbId(value)!;

function expectValidPage(page: CataloguePage): void {
  for (const item of page.results) expect(mediaSummarySchema.parse(item)).toEqual(item);
}

function expectDescending(values: readonly number[]): void {
  expect(values).toEqual([...values].sort((a, b) => b - a));
}

const discoverQuery = (query: Partial<DiscoverQuery>): DiscoverQuery => ({
  mediaType: 'movie',
  page: 1,
  withGenres: [],
  withGenresMode: 'all',
  withWatchProviders: [],
  watchRegion: 'US',
  sortBy: 'popularity.desc',
  ...query,
});

describe('embedded catalogue: lists', () => {
  const catalogue = useRealCatalogue();

  it('orders popular lists by popularity, the highest-grossing film first', async () => {
    const movies = await catalogue().getList('movie/popular', 1);
    expect(movies.results[0]).toMatchObject({ title: 'Avengers: Endgame' });
    expectDescending(movies.results.map((item) => item.popularity ?? 0));
    expect(movies.total_results).toBeGreaterThan(6588);
    const series = await catalogue().getList('tv/popular', 2);
    expect(series.results.every((item) => item.media_type === 'tv')).toBe(true);
    expectValidPage(series);
  });

  it('ranks top_rated by a proxy: films with box office at least 10 years old, no rating made up', async () => {
    const page = await catalogue().getList('movie/top_rated', 1);
    expect(page.results).toHaveLength(20);
    for (const item of page.results) {
      expect(getReleaseYear(item)).toBeLessThanOrEqual(2015);
      expect(item.vote_average).toBeNull();
    }
  });

  it('ranks tv/top_rated among ended series', async () => {
    const page = await catalogue().getList('tv/top_rated', 1);
    for (const item of page.results.slice(0, 5)) {
      const details = await catalogue().getDetails('tv', item.id, []);
      expect(details?.status).toBe('Ended');
    }
  });

  it('lists as upcoming only films after the clock year, none for the data today', async () => {
    expect((await catalogue().getList('movie/upcoming', 1)).total_results).toBe(0);
    const past = createEmbeddedCatalogue({
      file: ensureRealCatalogueFile(),
      now: () => new Date('2020-06-01T00:00:00Z'),
    });
    const upcoming = await past.getList('movie/upcoming', 1);
    await past.close();
    expect(upcoming.total_results).toBeGreaterThan(0);
    expect(upcoming.results.every((item) => (getReleaseYear(item) ?? 0) > 2020)).toBe(true);
  });

  it('lists as on the air only running series', async () => {
    const page = await catalogue().getList('tv/on_the_air', 1);
    expect(page.total_results).toBeGreaterThan(100);
    const details = await catalogue().getDetails('tv', page.results[0]!.id, []);
    expect(details?.status).toBe('Returning Series');
  });

  it('mixes movies and series in trending/all, the same way on every call', async () => {
    const first = await catalogue().getTrending('all', 'day', 1);
    const again = await catalogue().getTrending('all', 'day', 1);
    expect(again).toEqual(first);
    const types = new Set<string | null>();
    for (let page = 1; page <= 5; page++) {
      for (const item of (await catalogue().getTrending('all', 'week', page)).results) {
        types.add(item.media_type);
      }
    }
    expect(types).toEqual(new Set(['movie', 'tv']));
  });

  it('alternates films and series in trending/all, film first (series once filled the whole page)', async () => {
    const page = await catalogue().getTrending('all', 'day', 1);
    expect(page.results.map((item) => item.media_type)).toEqual(
      page.results.map((_, index) => (index % 2 === 0 ? 'movie' : 'tv')),
    );
  });

  it('trends series by how recently they premiered, so Trending is not the Popular row again', async () => {
    const trending = (await catalogue().getTrending('tv', 'day', 1)).results;
    const popular = (await catalogue().getList('tv/popular', 1)).results;
    const ids = new Set(popular.slice(0, 8).map((item) => item.id));
    expect(trending.slice(0, 8).filter((item) => ids.has(item.id)).length).toBeLessThanOrEqual(2);
    const meanYear = (items: typeof trending) =>
      items.reduce((sum, item) => sum + (getReleaseYear(item) ?? 0), 0) / items.length;
    expect(meanYear(trending)).toBeGreaterThan(meanYear(popular) + 5);
  });

  it('favours recent titles more in the day window than in the week window', async () => {
    const meanYear = (page: CataloguePage) =>
      page.results.reduce((sum, item) => sum + (getReleaseYear(item) ?? 0), 0) /
      page.results.length;
    const day = await catalogue().getTrending('movie', 'day', 1);
    const week = await catalogue().getTrending('movie', 'week', 1);
    expect(meanYear(day)).toBeGreaterThan(meanYear(week));
  });

  it('answers an empty page past the last page and past page 500', async () => {
    const last = await catalogue().getList('tv/popular', 31); // 619 series
    expect(last).toMatchObject({ page: 31, total_pages: 31, total_results: 619 });
    expect(last.results).toHaveLength(19);
    expect((await catalogue().getList('tv/popular', 32)).results).toEqual([]);
    const far = await catalogue().getList('movie/popular', 501);
    expect(far.results).toEqual([]);
    expect(far.total_pages).toBeLessThanOrEqual(500);
  });
});

describe('embedded catalogue: discover', () => {
  const catalogue = useRealCatalogue();

  it('keeps titles having all the genres, or any of them', async () => {
    const all = await catalogue().discover(discoverQuery({ withGenres: [28, 878] }));
    expect(all.total_results).toBeGreaterThan(20);
    for (const item of all.results)
      expect(item.genre_ids).toEqual(expect.arrayContaining([28, 878]));
    const any = await catalogue().discover(
      discoverQuery({ withGenres: [28, 878], withGenresMode: 'any' }),
    );
    expect(any.total_results).toBeGreaterThan(all.total_results);
    for (const item of any.results)
      expect(item.genre_ids.some((g) => [28, 878].includes(g))).toBe(true);
  });

  it('finds nothing for a genre outside the 27 when every genre is required', async () => {
    const page = await catalogue().discover(discoverQuery({ withGenres: [28, 424242] }));
    expect(page.total_results).toBe(0);
  });

  it('keeps series of the mapped networks for with_watch_providers, and no films', async () => {
    const netflix = await catalogue().discover(
      discoverQuery({ mediaType: 'tv', withWatchProviders: [8] }),
    );
    expect(netflix.total_results).toBe(64);
    const details = await catalogue().getDetails('tv', netflix.results[0]!.id, []);
    expect(details?.networks[0]?.name).toBe('Netflix');
    const hboOrMax = await catalogue().discover(
      discoverQuery({ mediaType: 'tv', withWatchProviders: [1899] }),
    );
    expect(hboOrMax.total_results).toBe(46 + 8);
    const films = await catalogue().discover(discoverQuery({ withWatchProviders: [8] }));
    expect(films.total_results).toBe(0);
  });

  it('sorts by date and by popularity both ways', async () => {
    const newest = await catalogue().discover(
      discoverQuery({ mediaType: 'tv', sortBy: 'first_air_date.desc' }),
    );
    const dates = newest.results.map((item) => item.first_air_date ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = await catalogue().discover(
      discoverQuery({ sortBy: 'primary_release_date.asc' }),
    );
    expect(getReleaseYear(oldest.results[0]!)).toBeLessThan(1970);
    const leastPopular = await catalogue().discover(discoverQuery({ sortBy: 'popularity.asc' }));
    const popularity = leastPopular.results.map((item) => item.popularity ?? 0);
    expect(popularity).toEqual([...popularity].sort((a, b) => a - b));
  });
});

describe('embedded catalogue: genres, images and artwork facts', () => {
  const catalogue = useRealCatalogue();

  it('lists the genres that occur, per media type, with TMDB names', async () => {
    const movie = await catalogue().getGenres('movie');
    const tv = await catalogue().getGenres('tv');
    expect(movie).toContainEqual({ id: 28, name: 'Action' });
    expect(movie.map((genre) => genre.id)).not.toContain(10759);
    expect(tv).toContainEqual({ id: 10759, name: 'Action & Adventure' });
    expect(tv.map((genre) => genre.id)).not.toContain(28);
    for (const genre of [...movie, ...tv]) expect(genreSchema.parse(genre)).toEqual(genre);
  });

  it('filters the generated pictures by language: titles in English, backdrops without text', async () => {
    const english = await catalogue().getImages('movie', id(603), ['en']);
    expect(english?.backdrops).toEqual([]);
    expect(english?.logos.map((logo) => logo.file_path)).toEqual(['/art/logo/movie-603.svg']);
    const textless = await catalogue().getImages('movie', id(603), ['null']);
    expect(textless?.posters).toEqual([]);
    expect(textless?.backdrops).toHaveLength(1);
    const all = await catalogue().getImages('movie', id(603), []);
    expect(imagesSchema.parse(all)).toEqual(all);
  });

  it('tells what a generated picture shows (year, kind and genre under the title), only for pictures it hands out', async () => {
    const facts = (path: Parameters<EmbeddedCatalogue['getArtworkFacts']>[0]) =>
      catalogue().getArtworkFacts(path);
    const ref = { seasonNumber: null, episodeNumber: null } as const;
    expect(await facts({ ...ref, kind: 'poster', mediaType: 'movie', id: 603 })).toEqual({
      title: 'The Matrix',
      subtitle: '1999 · Movie · Science Fiction',
      genreIds: [878, 28],
    });
    expect(
      await facts({
        kind: 'poster',
        mediaType: 'tv',
        id: 1399,
        seasonNumber: 2,
        episodeNumber: null,
      }),
    ).toMatchObject({ title: 'Game of Thrones', subtitle: 'Season 2' });
    expect(
      await facts({ kind: 'still', mediaType: 'tv', id: 1399, seasonNumber: 2, episodeNumber: 3 }),
    ).toMatchObject({ title: 'What is Dead May Never Die', subtitle: 'Season 2 · Episode 3' });
    expect(await facts({ ...ref, kind: 'still', mediaType: 'movie', id: 603 })).toBeNull();
    expect(await facts({ ...ref, kind: 'profile', mediaType: 'person', id: 603 })).toBeNull();
    expect(await facts({ ...ref, kind: 'poster', mediaType: 'movie', id: 999_999_999 })).toBeNull();
    expect(
      await facts({
        kind: 'poster',
        mediaType: 'tv',
        id: 52,
        seasonNumber: 1,
        episodeNumber: null,
      }),
    ).toBeNull();
  });
});

describe('embedded catalogue: every answer passes the core schemas', () => {
  let catalogue: EmbeddedCatalogue;
  let ids: { movie: number[]; tv: number[] };

  beforeAll(() => {
    const file = ensureRealCatalogueFile();
    catalogue = createEmbeddedCatalogue({ file, now: () => new Date('2025-07-01T00:00:00Z') });
    const db = openSqlite(file, { readonly: true });
    const all = db.prepare<[string], { id: number }>('SELECT id FROM titles WHERE media_type = ?');
    ids = { movie: all.all('movie').map((r) => r.id), tv: all.all('tv').map((r) => r.id) };
    db.close();
  });
  afterAll(async () => {
    await catalogue.close();
  });

  it('for details of any title, known or not, with any appends', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('movie' as const, 'tv' as const),
        fc.oneof(fc.nat(10_000), fc.integer({ min: 1, max: 2_000_000_000 })),
        fc.subarray(['credits', 'similar', 'external_ids', 'images'] as const),
        async (type, pick, append) => {
          const known = ids[type];
          const value = pick < 10_000 ? known[pick % known.length]! : pick;
          const details = await catalogue.getDetails(type, id(value), append);
          if (details === null) return;
          expect(mediaDetailsSchema.parse(details)).toEqual(details);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('for searches of anything, and lists of any page', async () => {
    const lists: CatalogueListName[] = [
      'movie/popular',
      'movie/top_rated',
      'tv/popular',
      'tv/on_the_air',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 12 }),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...lists),
        async (query, page, list) => {
          expectValidPage(await catalogue.searchMulti({ query, page }));
          expectValidPage(await catalogue.getList(list, page));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('answers readiness while open and not after closing', async () => {
    const other = createEmbeddedCatalogue({ file: ensureRealCatalogueFile() });
    expect(await other.ping()).toBe(true);
    await other.close();
    expect(await other.ping()).toBe(false);
  });
});

describe('createEmbeddedCatalogue', () => {
  it('refuses a file that is missing or not a catalogue', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'reelhouse-not-a-catalogue-'));
    try {
      const other = path.join(dir, 'other.sqlite');
      const db = openSqlite(other);
      db.exec('CREATE TABLE t (x)');
      db.close();
      expect(() => createEmbeddedCatalogue({ file: other })).toThrow(/not a catalogue file/);
      expect(() => createEmbeddedCatalogue({ file: path.join(dir, 'missing.sqlite') })).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
