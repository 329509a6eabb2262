import { describe, expect, it } from 'vitest';
import { toMediaId } from './bookmarks';
import {
  BUILT_IN_CATEGORIES,
  DEFAULT_BOOKMARK_CATEGORY,
  isBuiltInCategory,
  listCategories,
  normaliseCategoryName,
} from './categories';

describe('built-in categories', () => {
  it('are watchlist (the default), watched and favorites', () => {
    expect(BUILT_IN_CATEGORIES).toEqual(['watchlist', 'watched', 'favorites']);
    expect(DEFAULT_BOOKMARK_CATEGORY).toBe('watchlist');
  });

  it('are recognised exactly, letter case included', () => {
    expect(isBuiltInCategory('watched')).toBe(true);
    expect(isBuiltInCategory('Watched')).toBe(false);
    expect(isBuiltInCategory('Anime')).toBe(false);
  });
});

describe('listCategories', () => {
  it('offers the built-ins even when the list is empty', () => {
    expect(listCategories([])).toEqual(['watchlist', 'watched', 'favorites']);
  });

  it('adds user-defined categories once each, in order of first appearance', () => {
    const bookmarks = [
      { mediaId: toMediaId(1), category: 'Anime', addedAt: 1 },
      { mediaId: toMediaId(2), category: 'favorites', addedAt: 2 },
      { mediaId: toMediaId(3), category: 'Date night', addedAt: 3 },
      { mediaId: toMediaId(4), category: 'Anime', addedAt: 4 },
    ];
    expect(listCategories(bookmarks)).toEqual([
      'watchlist',
      'watched',
      'favorites',
      'Anime',
      'Date night',
    ]);
  });
});

describe('normaliseCategoryName', () => {
  it('trims surrounding whitespace', () => {
    expect(normaliseCategoryName('\t Anime \n', [])).toEqual({ ok: true, value: 'Anime' });
  });

  it('accepts a name of exactly 50 characters and refuses 51', () => {
    expect(normaliseCategoryName('a'.repeat(50), []).ok).toBe(true);
    expect(normaliseCategoryName('a'.repeat(51), [])).toEqual({ ok: false, reason: 'too-long' });
  });

  it('refuses a blank name', () => {
    expect(normaliseCategoryName(' ', [])).toEqual({ ok: false, reason: 'empty' });
  });

  it('maps a case variant onto the existing spelling', () => {
    expect(normaliseCategoryName('anime', ['watchlist', 'Anime'])).toEqual({
      ok: true,
      value: 'Anime',
    });
  });
});
