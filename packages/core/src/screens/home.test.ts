import { describe, expect, it } from 'vitest';
import {
  DISCOVER_FEATURED_COUNT,
  GUEST_STARS_SHOWN,
  HERO_TRENDING_COUNT,
  HOME_ROWS,
  HOME_TITLE,
  MEDIA_HOME_ROWS,
  NETWORK_PREVIEW_COUNT,
  formatMoreCount,
  splitGuestStars,
} from './home';

describe('home rows', () => {
  it('list the spec rows with their item counts, in order', () => {
    expect(HOME_ROWS.map((row) => [row.title, row.itemCount])).toEqual([
      ['Popular Shows and Movies', 30],
      ['Trending Movies', 15],
      ['Trending TV Series', 15],
      ['Popular Movies', 15],
      ['Upcoming Movies', 15],
    ]);
    expect(HOME_TITLE).toBe('Watch Movies, Series, Anime and whatever you want');
    expect(MEDIA_HOME_ROWS).toEqual(['Featured', 'Trending', 'Popular', 'Upcoming']);
  });

  it('show 10 hero items, 6 discover features, 5 previews per network and 10 guest stars', () => {
    expect([
      HERO_TRENDING_COUNT,
      DISCOVER_FEATURED_COUNT,
      NETWORK_PREVIEW_COUNT,
      GUEST_STARS_SHOWN,
    ]).toEqual([10, 6, 5, 10]);
  });
});

describe('splitGuestStars', () => {
  const stars = (n: number) => Array.from({ length: n }, (_, i) => `star ${i}`);

  it('lists the first 10 guest stars and counts the rest as +N more', () => {
    expect(splitGuestStars(stars(13))).toEqual({
      shown: stars(10),
      hiddenCount: 3,
      moreLabel: '+3 more',
    });
  });

  it('shows no overflow label when 10 or fewer', () => {
    expect(splitGuestStars(stars(10))).toMatchObject({ hiddenCount: 0, moreLabel: null });
    expect(splitGuestStars([])).toEqual({ shown: [], hiddenCount: 0, moreLabel: null });
  });

  it('writes the overflow label as +N more', () => {
    expect(formatMoreCount(1)).toBe('+1 more');
  });
});
