import { describe, expect, it } from 'vitest';
import {
  bookmarkSchema,
  bookmarkUsageEventSchema,
  legacyBookmarkSchema,
  mediaIdSchema,
} from './bookmark-schema';

describe('bookmarkSchema', () => {
  it('reads a bookmark and trims its category', () => {
    expect(bookmarkSchema.parse({ mediaId: 12, category: ' Anime ', addedAt: 5 })).toEqual({
      mediaId: 12,
      category: 'Anime',
      addedAt: 5,
    });
  });

  it.each([
    [{ mediaId: 0, category: 'watchlist', addedAt: 5 }],
    [{ mediaId: 1.5, category: 'watchlist', addedAt: 5 }],
    [{ mediaId: 1, category: '', addedAt: 5 }],
    [{ mediaId: 1, category: 'x'.repeat(51), addedAt: 5 }],
    [{ mediaId: 1, category: 'watchlist', addedAt: -1 }],
    [{ mediaId: 1, category: 'watchlist' }],
  ])('refuses %j', (value) => {
    expect(bookmarkSchema.safeParse(value).success).toBe(false);
  });
});

describe('mediaIdSchema', () => {
  it('accepts positive integers only', () => {
    expect(mediaIdSchema.safeParse(1).success).toBe(true);
    expect(mediaIdSchema.safeParse(-1).success).toBe(false);
    expect(mediaIdSchema.safeParse('1').success).toBe(false);
  });
});

describe('legacyBookmarkSchema', () => {
  it('reads numeric ids written as text', () => {
    expect(legacyBookmarkSchema.parse({ data: { id: '42' } }).data.id).toBe(42);
  });

  it('refuses ids that are not numbers', () => {
    expect(legacyBookmarkSchema.safeParse({ data: { id: 'tt0133093' } }).success).toBe(false);
  });
});

describe('bookmarkUsageEventSchema', () => {
  it('accepts only the two event names', () => {
    expect(
      bookmarkUsageEventSchema.safeParse({ name: 'bookmarks-added', category: 'a' }).success,
    ).toBe(true);
    expect(
      bookmarkUsageEventSchema.safeParse({ name: 'bookmarks-moved', category: 'a' }).success,
    ).toBe(false);
  });
});
