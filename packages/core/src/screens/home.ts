/**
 * Rows and counts of the home, movies, series, discover, networks and episode pages (spec sections
 * 2 and 9): which rows, their titles and how many items each shows.
 */

/** The home page's title. */
export const HOME_TITLE = 'Watch Movies, Series, Anime and whatever you want';

/** The home page's rows, in order, with the number of items each shows. */
export const HOME_ROWS = [
  { id: 'popular', title: 'Popular Shows and Movies', itemCount: 30 },
  { id: 'trending-movies', title: 'Trending Movies', itemCount: 15 },
  { id: 'trending-tv', title: 'Trending TV Series', itemCount: 15 },
  { id: 'popular-movies', title: 'Popular Movies', itemCount: 15 },
  { id: 'upcoming-movies', title: 'Upcoming Movies', itemCount: 15 },
] as const;
export type HomeRowId = (typeof HOME_ROWS)[number]['id'];

/**
 * Shown instead of an upcoming-movies row that has nothing (a catalogue with no future releases,
 * such as the embedded one): the newest releases, under a title that says so.
 */
export const RECENTLY_RELEASED_MOVIES_TITLE = 'Recently Released Movies';
/** The same on the movies home, whose rows have one-word titles. */
export const RECENTLY_RELEASED_TITLE = 'Recently Released';

/** The rows of the movies and series home pages, in order. */
export const MEDIA_HOME_ROWS = ['Featured', 'Trending', 'Popular', 'Upcoming'] as const;

/** The type the home page's category grid starts on ('tv'); the movies home starts on 'movie'. */
export const HOME_CATEGORY_DEFAULT_TYPE = 'tv';

/** Items in the hero's trending list. */
export const HERO_TRENDING_COUNT = 10;

/** Featured items on the discover page. */
export const DISCOVER_FEATURED_COUNT = 6;

/** Preview titles per network on /networks. */
export const NETWORK_PREVIEW_COUNT = 5;

/** Guest stars listed on an episode page before '+N more'. */
export const GUEST_STARS_SHOWN = 10;

/** The overflow label: '+3 more'. */
export function formatMoreCount(hiddenCount: number): string {
  return `+${hiddenCount} more`;
}

export interface GuestStarList<T> {
  /** the first 10 */
  shown: T[];
  /** how many are not listed */
  hiddenCount: number;
  /** '+N more', or null when all are listed */
  moreLabel: string | null;
}

/**
 * @param guestStars in TMDB order
 * @returns the first 10 and, when there are more, '+N more' for the rest
 */
export function splitGuestStars<T>(guestStars: readonly T[]): GuestStarList<T> {
  const hiddenCount = Math.max(0, guestStars.length - GUEST_STARS_SHOWN);
  return {
    shown: guestStars.slice(0, GUEST_STARS_SHOWN),
    hiddenCount,
    moreLabel: hiddenCount > 0 ? formatMoreCount(hiddenCount) : null,
  };
}
