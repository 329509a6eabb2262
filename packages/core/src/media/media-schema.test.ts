import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterSearchResults } from './media-item';
import {
  genreListSchema,
  mediaDetailsSchema,
  mediaSummarySchema,
  pagedResultsSchema,
  resultsListSchema,
} from './media-schema';

// Invented titles in TMDB's shape.
const movieDetails = {
  id: 1001,
  title: 'The Lighthouse Keeper',
  original_title: 'The Lighthouse Keeper',
  overview: 'A keeper counts ships.',
  poster_path: '/poster.jpg',
  backdrop_path: null,
  genres: [
    { id: 18, name: 'Drama' },
    { id: 'x', name: 'Broken' },
  ],
  vote_average: 7.4,
  vote_count: 120,
  popularity: 455.2,
  release_date: '2021-10-01',
  runtime: 104,
  tagline: '',
  imdb_id: 'tt0000001',
  production_companies: [{ id: 7, name: 'Harbour Films', logo_path: null, origin_country: 'US' }],
  credits: {
    cast: [{ id: 11, name: 'Ann Reed', character: 'Keeper', profile_path: null, order: 0 }],
    crew: [{ id: 12, name: 'Bo Lind', job: 'Director', department: 'Directing' }],
  },
  similar: { page: 1, results: [{ id: 1002, title: 'Tide' }], total_pages: 1, total_results: 1 },
  images: { logos: [{ file_path: '/logo.png', iso_639_1: 'en' }], posters: [], backdrops: [] },
  budget: 1000000,
};

describe('mediaDetailsSchema', () => {
  it('reads a movie with its credits, similar titles and logos', () => {
    const movie = mediaDetailsSchema.parse(movieDetails);
    expect(movie.id).toBe(1001);
    expect(movie.credits?.cast[0]?.character).toBe('Keeper');
    expect(movie.credits?.crew[0]?.job).toBe('Director');
    expect(movie.similar?.results.map((item) => item.title)).toEqual(['Tide']);
    expect(movie.images?.logos[0]?.file_path).toBe('/logo.png');
    expect(movie.production_companies[0]?.name).toBe('Harbour Films');
  });

  it('accepts null and missing optional fields, and drops only broken list entries', () => {
    const movie = mediaDetailsSchema.parse(movieDetails);
    expect(movie.backdrop_path).toBeNull();
    expect(movie.tagline).toBeNull();
    expect(movie.first_air_date).toBeNull();
    expect(movie.genres).toEqual([{ id: 18, name: 'Drama' }]);
    expect(movie.seasons).toEqual([]);
    expect(movie.external_ids).toBeNull();
  });

  it('strips keys the contract does not name', () => {
    expect(mediaDetailsSchema.parse(movieDetails)).not.toHaveProperty('budget');
  });

  it('reads a series with seasons and the IMDb id under external_ids', () => {
    const series = mediaDetailsSchema.parse({
      id: 2001,
      name: 'Harbour Lights',
      first_air_date: '2019-04-02',
      external_ids: { imdb_id: 'tt0000003' },
      episode_run_time: [42],
      number_of_seasons: 2,
      seasons: [
        { id: 3001, season_number: 0, name: 'Specials', episode_count: 1 },
        { id: 3002, season_number: 1, name: 'Season 1', episode_count: 8, air_date: '' },
        { id: 3003, name: 'No number' },
      ],
    });
    expect(series.seasons.map((season) => season.season_number)).toEqual([0, 1]);
    expect(series.seasons[1]?.air_date).toBeNull();
    expect(series.external_ids?.imdb_id).toBe('tt0000003');
    expect(series.runtime).toBeNull();
  });

  it('refuses a record without a valid id', () => {
    expect(mediaDetailsSchema.safeParse({ ...movieDetails, id: undefined }).success).toBe(false);
    expect(mediaDetailsSchema.safeParse({ ...movieDetails, id: -3 }).success).toBe(false);
  });

  it('gives the same result when parsing its own output again', () => {
    const once = mediaDetailsSchema.parse(movieDetails);
    expect(mediaDetailsSchema.parse(once)).toEqual(once);
  });
});

describe('mediaSummarySchema', () => {
  it('parses its own output to the same value whatever the fields hold', () => {
    const loose = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
    const record = fc.record(
      {
        id: fc.integer({ min: 1, max: 1_000_000 }),
        media_type: fc.oneof(fc.constantFrom('movie', 'tv', 'person'), loose),
        title: loose,
        name: loose,
        poster_path: loose,
        genre_ids: fc.oneof(fc.array(fc.oneof(fc.integer(), fc.string())), loose),
        vote_average: loose,
        release_date: fc.oneof(fc.constant('2001-01-01'), loose),
      },
      { requiredKeys: ['id'], noNullPrototype: true },
    );
    fc.assert(
      fc.property(record, (input) => {
        const once = mediaSummarySchema.parse(input);
        expect(mediaSummarySchema.parse(once)).toEqual(once);
      }),
    );
  });
});

describe('pagedResultsSchema', () => {
  const searchPage = pagedResultsSchema(mediaSummarySchema);

  it('reads a multi search page whose people the search filter then drops', () => {
    const page = searchPage.parse({
      page: 2,
      results: [
        { id: 1, media_type: 'movie', title: 'Tide' },
        { id: 2, media_type: 'person', name: 'Ann Reed' },
        { id: 3, media_type: 'tv', name: 'Harbour Lights' },
        { media_type: 'movie', title: 'No id' },
      ],
      total_pages: 9,
      total_results: 170,
    });
    expect(page.page).toBe(2);
    expect(page.total_pages).toBe(9);
    expect(page.results).toHaveLength(3);
    expect(filterSearchResults(page.results).map((item) => item.id)).toEqual([1, 3]);
  });

  it('counts a page without counters as page 1 of 1', () => {
    const page = searchPage.parse({ results: [{ id: 5, title: 'Tide' }] });
    expect(page).toMatchObject({ page: 1, total_pages: 1, total_results: 1 });
  });
});

describe('resultsListSchema', () => {
  const list = resultsListSchema(mediaSummarySchema);

  it('reads results from a bare array or from the body', () => {
    expect(list.parse([{ id: 1, title: 'Tide' }]).map((item) => item.id)).toEqual([1]);
    expect(list.parse({ page: 1, results: [{ id: 2, name: 'Dock' }] })[0]?.id).toBe(2);
  });

  it('refuses a body that holds no results', () => {
    expect(list.safeParse({ page: 1 }).success).toBe(false);
    expect(list.safeParse('nothing').success).toBe(false);
  });
});

describe('genreListSchema', () => {
  it('reads the genre list and drops unnamed entries', () => {
    expect(genreListSchema.parse({ genres: [{ id: 28, name: 'Action' }, { id: 12 }] })).toEqual({
      genres: [{ id: 28, name: 'Action' }],
    });
  });
});
