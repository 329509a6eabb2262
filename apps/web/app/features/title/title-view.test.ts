import type { MediaDetails, MediaSummary } from '@reelhouse/core/media/media-schema';
import { describe, expect, it } from 'vitest';
import { EMPTY_DETAILS_FIELDS, id, person } from '../../../test-support/media-fixtures';
import {
  buildCastList,
  buildCrewList,
  buildRecommendations,
  buildTitleHeader,
  slimSummary,
} from './title-view';

function summary(itemId: number, fields: Partial<MediaSummary> = {}): MediaSummary {
  return {
    id: id(itemId),
    media_type: null,
    title: `Movie ${String(itemId)}`,
    original_title: 'Original',
    name: null,
    original_name: null,
    overview: 'A long overview that cards never show.',
    poster_path: `/p${String(itemId)}.jpg`,
    backdrop_path: '/b.jpg',
    genre_ids: [28],
    vote_average: 7.25,
    vote_count: 100,
    popularity: 500,
    release_date: '2020-05-01',
    first_air_date: null,
    original_language: 'en',
    adult: false,
    ...fields,
  };
}

function details(fields: Partial<MediaDetails>): MediaDetails {
  return {
    ...summary(603),
    ...EMPTY_DETAILS_FIELDS,
    ...fields,
  };
}

const image = (path: string, language: string | null) => ({
  file_path: path,
  iso_639_1: language,
  width: null,
  height: null,
  aspect_ratio: null,
  vote_average: null,
});

describe('buildTitleHeader', () => {
  const now = Date.UTC(2025, 0, 10);

  it('reads the facts with one decimal, the runtime and the English logo', () => {
    const header = buildTitleHeader(
      details({
        runtime: 95,
        images: {
          logos: [image('/fr.png', 'fr'), image('/en.png', 'en')],
          posters: [],
          backdrops: [],
          stills: [],
        },
      }),
      'movie',
      { nowMs: now, datePrecision: 'day' },
    );
    expect(header).toMatchObject({
      title: 'Movie 603',
      path: '/movies/603-movie-603',
      ratingText: '7.3',
      voteCountText: '100 votes',
      runtimeText: '1h 35m',
      logoPath: '/en.png',
      releaseDateText: 'May 1, 2020',
      isComingSoon: false,
    });
  });

  it("marks a future release 'Coming Soon' and takes a series' episode runtime", () => {
    const header = buildTitleHeader(
      details({
        title: null,
        name: 'Show',
        release_date: null,
        first_air_date: '2025-02-01',
        episode_run_time: [42],
      }),
      'tv',
      { nowMs: now, datePrecision: 'year' },
    );
    expect(header).toMatchObject({
      path: '/series/603-show',
      isComingSoon: true,
      releaseDateText: '2025',
      runtimeText: '42m',
      logoPath: null,
    });
  });
});

describe('credits', () => {
  it('lists the cast in billing order, capped', () => {
    const cast = [
      person(1, { order: 2 }),
      person(2, { order: 0, character: 'Neo' }),
      person(3, { order: 1 }),
    ];
    expect(buildCastList(cast, 2)).toEqual([
      { id: 2, name: 'Person 2', role: 'Neo', profilePath: null },
      { id: 3, name: 'Person 3', role: null, profilePath: null },
    ]);
  });

  it('lists each crew member once with their jobs joined', () => {
    const crew = [
      person(1, { job: 'Director' }),
      person(2, { job: 'Writer' }),
      person(1, { job: 'Writer' }),
      person(1, { job: 'Director' }),
    ];
    expect(buildCrewList(crew).map((entry) => [entry.id, entry.role])).toEqual([
      [1, 'Director, Writer'],
      [2, 'Writer'],
    ]);
    expect(buildCrewList(crew, 1)).toHaveLength(1);
  });
});

describe('recommendations', () => {
  it('keeps only what a card shows', () => {
    expect(slimSummary(summary(5))).toMatchObject({
      id: 5,
      title: 'Movie 5',
      poster_path: '/p5.jpg',
      vote_average: 7.25,
      overview: null,
      backdrop_path: null,
      genre_ids: [],
    });
  });

  it('leaves the title itself out and caps the list at 20', () => {
    const results = [summary(603), ...Array.from({ length: 30 }, (_, index) => summary(index + 1))];
    const similar = { page: 1, results, total_pages: 1, total_results: results.length };
    const list = buildRecommendations(details({ similar }));
    expect(list).toHaveLength(20);
    expect(list.some((item) => item.id === 603)).toBe(false);
    expect(buildRecommendations(details({}))).toEqual([]);
  });
});
