import { toTmdbId } from './tmdb-id';
import type { MediaSummary } from './media-schema';
import { describe, expect, it } from 'vitest';
import { toCardItem } from './card-item';

function summary(overrides: Partial<MediaSummary> = {}): MediaSummary {
  const id = toTmdbId(5);
  if (id === null) throw new Error('bad id');
  return {
    id,
    media_type: 'movie',
    title: 'Movie 5',
    original_title: 'Film 5',
    name: null,
    original_name: null,
    overview: 'A long overview nobody reads on a card.',
    poster_path: '/p5.jpg',
    backdrop_path: '/b5.jpg',
    genre_ids: [18, 28],
    vote_average: 7.25,
    vote_count: 1200,
    popularity: 10,
    release_date: '2019-01-01',
    first_air_date: null,
    original_language: 'en',
    adult: false,
    ...overrides,
  };
}

describe('toCardItem', () => {
  it('keeps exactly what a card shows and sends nothing else', () => {
    expect(toCardItem(summary())).toEqual({
      id: 5,
      media_type: 'movie',
      title: 'Movie 5',
      name: null,
      poster_path: '/p5.jpg',
      vote_average: 7.25,
      popularity: 10,
      release_date: '2019-01-01',
      first_air_date: null,
    });
  });

  it('keeps the availability badge only when the title plays here', () => {
    expect(toCardItem(summary({ availability: 'library' })).availability).toBe('library');
    expect('availability' in toCardItem(summary())).toBe(false);
  });

  it("names the type from the item's own fields, else from the list it came from", () => {
    expect(toCardItem(summary({ media_type: null, title: null, name: 'S' })).media_type).toBe('tv');
    expect(
      toCardItem(summary({ media_type: null, title: null, name: null }), 'tv').media_type,
    ).toBe('tv');
    expect(toCardItem(summary({ media_type: null, title: null, name: null })).media_type).toBe(
      null,
    );
  });
});
