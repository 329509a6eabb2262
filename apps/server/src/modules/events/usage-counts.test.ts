import { describe, expect, it } from 'vitest';
import { getCountedCategory, getUsageCountKey } from './usage-counts';

describe('usage counts', () => {
  it('keeps the built-in categories and counts every other one as custom, exactly as written', () => {
    expect(getCountedCategory('watchlist')).toBe('watchlist');
    expect(getCountedCategory('watched')).toBe('watched');
    expect(getCountedCategory('favorites')).toBe('favorites');
    expect(getCountedCategory('Watchlist')).toBe('custom');
    expect(getCountedCategory('Films to watch with Sam')).toBe('custom');
    expect(getCountedCategory('custom')).toBe('custom');
  });

  it('builds the counter of an event: day, name and counted category, nothing else', () => {
    const key = getUsageCountKey(
      { name: 'bookmarks-removed', category: 'Date night' },
      Date.UTC(2026, 4, 17, 21, 30),
    );

    expect(key).toStrictEqual({ day: '2026-05-17', name: 'bookmarks-removed', category: 'custom' });
  });
});
