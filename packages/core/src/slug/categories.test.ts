import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  findCategoryByGenreId,
  findCategoryBySlug,
  getCategoryGenreId,
  getCategoryQueries,
} from './categories';
import { GENRES } from './genres';

const SPEC_SLUGS = [
  'animation',
  'sci-fi',
  'action',
  'action-adventure',
  'comedy',
  'kids',
  'drama',
  'adventure',
  'fantasy',
  'mystery',
  'crime',
  'war',
  'documentary',
  'sci-fi-fantasy',
  'family',
  'history',
  'horror',
  'music',
  'romance',
  'tv-movie',
  'thriller',
  'western',
  'soap',
  'talk',
  'reality',
];

describe('CATEGORIES', () => {
  it('has exactly the slugs the spec lists', () => {
    expect(CATEGORIES.map((c) => c.slug).sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it('maps each slug to a different genre', () => {
    expect(new Set(CATEGORIES.map((c) => c.genreId)).size).toBe(CATEGORIES.length);
  });

  it('agrees with the genre map on names and media types', () => {
    for (const category of CATEGORIES) {
      const genre = GENRES.find((g) => g.id === category.genreId);
      expect(genre?.name).toBe(category.label);
      expect(genre?.mediaTypes).toEqual(category.mediaTypes);
    }
  });
});

function category(slug: string) {
  const found = findCategoryBySlug(slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found;
}

describe('getCategoryGenreId', () => {
  it.each([
    ['drama', 'movie', 18],
    ['drama', 'tv', 18],
    ['action', 'movie', 28],
    ['action', 'tv', 10759],
    ['adventure', 'tv', 10759],
    ['action-adventure', 'movie', 28],
    ['sci-fi', 'tv', 10765],
    ['fantasy', 'tv', 10765],
    ['sci-fi-fantasy', 'movie', 878],
    ['war', 'tv', 10768],
  ] as const)('queries %s for %s with genre %i', (slug, mediaType, genreId) => {
    expect(getCategoryGenreId(category(slug), mediaType)).toBe(genreId);
  });

  it('answers null when a media type has no such genre', () => {
    expect(getCategoryGenreId(category('horror'), 'tv')).toBeNull();
    expect(getCategoryGenreId(category('kids'), 'movie')).toBeNull();
  });
});

describe('getCategoryQueries', () => {
  it('queries every media type that has the genre when showing all', () => {
    expect(getCategoryQueries(category('comedy'), 'all')).toEqual([
      { mediaType: 'movie', genreId: 35 },
      { mediaType: 'tv', genreId: 35 },
    ]);
    expect(getCategoryQueries(category('horror'), 'all')).toEqual([
      { mediaType: 'movie', genreId: 27 },
    ]);
  });

  it('queries only the filtered media type, or nothing when it lacks the genre', () => {
    expect(getCategoryQueries(category('action'), 'tv')).toEqual([
      { mediaType: 'tv', genreId: 10759 },
    ]);
    expect(getCategoryQueries(category('soap'), 'movie')).toEqual([]);
  });
});

describe('findCategoryByGenreId', () => {
  it('finds the category page of a genre chip', () => {
    expect(findCategoryByGenreId(878)?.slug).toBe('sci-fi');
  });

  it('answers null for genres without a category page', () => {
    expect(findCategoryByGenreId(10763)).toBeNull();
    expect(findCategoryByGenreId(10768)).toBeNull();
  });
});

describe('findCategoryBySlug', () => {
  it('finds a slug whatever its case', () => {
    expect(findCategoryBySlug('Sci-Fi')?.genreId).toBe(878);
  });

  it('answers null for an unknown genre', () => {
    expect(findCategoryBySlug('cooking')).toBeNull();
  });
});
