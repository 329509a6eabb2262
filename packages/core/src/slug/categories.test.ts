import { describe, expect, it } from 'vitest';
import { CATEGORIES, findCategoryBySlug } from './categories';

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
});

describe('findCategoryBySlug', () => {
  it('finds a slug whatever its case', () => {
    expect(findCategoryBySlug('Sci-Fi')?.genreId).toBe(878);
  });

  it('answers null for an unknown genre', () => {
    expect(findCategoryBySlug('cooking')).toBeNull();
  });
});
