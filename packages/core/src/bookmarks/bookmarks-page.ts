/**
 * The bookmarks page's filters (spec section 2, "Bookmarks"): Media, Category and Sort by over the
 * bookmarks joined with what the catalogue says about each item, and which empty text shows.
 */
import type { MediaType } from '../media/media-item';
import type { Bookmark, MediaId } from './bookmark-schema';
import { NO_BOOKMARKS_TEXT, NO_MATCHING_BOOKMARKS_TEXT } from './texts';

/** Values of the Media filter: everything, movies only, series only. */
export const MEDIA_FILTERS = ['all', 'movie', 'tv'] as const;
export type MediaFilter = (typeof MEDIA_FILTERS)[number];

/** Values of the Sort by select. */
export const BOOKMARK_SORTS = ['date-added', 'title', 'rating'] as const;
export type BookmarkSort = (typeof BOOKMARK_SORTS)[number];

/** The Category filter: 'all' or one category name. */
export type CategoryFilter = 'all' | { category: string };

/** The page's three filters, as chosen. */
export interface BookmarkFilters {
  media: MediaFilter;
  category: CategoryFilter;
  sortBy: BookmarkSort;
}

/** The catalogue facts the filters need about one media item. */
export interface BookmarkMediaFacts {
  mediaType: 'movie' | 'tv';
  title: string;
  /** TMDB vote average, 0 to 10 */
  voteAverage: number;
}

/**
 * One card of the page: a media item once (a movie and a series with the same id are two cards,
 * and an untyped bookmark's id is a card of its own), with every category it is in.
 */
export interface BookmarkCard {
  mediaId: MediaId;
  /** the bookmarked type; undefined for an untyped bookmark not resolved yet */
  mediaType: MediaType | undefined;
  /** the categories (within the Category filter) holding the item, in list order */
  categories: string[];
  /** the latest `addedAt` among those categories, ms */
  addedAt: number;
  /** null while the catalogue has not answered (or does not know the item) */
  media: BookmarkMediaFacts | null;
}

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The key of a card: its type ('' when untyped) and id. */
export function getBookmarkCardKey(card: { mediaId: MediaId; mediaType?: MediaType | undefined }) {
  return `${card.mediaType ?? ''}:${String(card.mediaId)}`;
}

function groupByMedia(bookmarks: readonly Bookmark[]): Map<string, Omit<BookmarkCard, 'media'>> {
  const cards = new Map<string, Omit<BookmarkCard, 'media'>>();
  for (const { mediaId, mediaType, category, addedAt } of bookmarks) {
    const key = getBookmarkCardKey({ mediaId, mediaType });
    const card = cards.get(key);
    if (!card) {
      cards.set(key, { mediaId, mediaType, categories: [category], addedAt });
      continue;
    }
    if (!card.categories.includes(category)) card.categories.push(category);
    card.addedAt = Math.max(card.addedAt, addedAt);
  }
  return cards;
}

function compareCards(sortBy: BookmarkSort): (a: BookmarkCard, b: BookmarkCard) => number {
  if (sortBy === 'title') {
    return (a, b) => {
      if (!a.media || !b.media) return Number(!a.media) - Number(!b.media);
      return titleCollator.compare(a.media.title, b.media.title);
    };
  }
  if (sortBy === 'rating') {
    return (a, b) => (b.media?.voteAverage ?? -1) - (a.media?.voteAverage ?? -1);
  }
  return (a, b) => b.addedAt - a.addedAt;
}

/**
 * Applies the page's filters.
 * @param lookup the catalogue facts of a bookmarked title (its id and bookmarked type), or
 *   undefined when not (yet) known
 * @returns one card per media item (an item in several categories shows once under 'all').
 *   Media 'movie' or 'tv' keeps typed bookmarks of that type, and untyped ones the catalogue
 *   found as that type; it leaves out items whose type is unknown. Sorts: 'date-added' newest
 *   first, 'title' A to Z (case- and accent-insensitive, numbers in numeric order, unknown titles
 *   last), 'rating' highest first (unknown last); ties keep the newest first, then the lower id.
 */
export function filterBookmarks(
  bookmarks: readonly Bookmark[],
  filters: BookmarkFilters,
  lookup: (media: {
    mediaId: MediaId;
    mediaType: MediaType | undefined;
  }) => BookmarkMediaFacts | undefined,
): BookmarkCard[] {
  const { category } = filters;
  const inCategory =
    category === 'all' ? bookmarks : bookmarks.filter((b) => b.category === category.category);
  const cards = [...groupByMedia(inCategory).values()]
    .map((card) => ({ ...card, media: lookup(card) ?? null }))
    .filter(
      (card) =>
        filters.media === 'all' || (card.mediaType ?? card.media?.mediaType) === filters.media,
    );
  const compare = compareCards(filters.sortBy);
  return cards.sort(
    (a, b) =>
      compare(a, b) ||
      b.addedAt - a.addedAt ||
      a.mediaId - b.mediaId ||
      getBookmarkCardKey(a).localeCompare(getBookmarkCardKey(b)),
  );
}

/**
 * The page's empty text.
 * @param bookmarkCount how many bookmarks the user has in total
 * @param shownCount how many cards the filters leave
 * @returns 'You have no bookmarks yet', 'No matching bookmarks', or null when cards show
 */
export function getBookmarksEmptyText(bookmarkCount: number, shownCount: number): string | null {
  if (bookmarkCount === 0) return NO_BOOKMARKS_TEXT;
  return shownCount === 0 ? NO_MATCHING_BOOKMARKS_TEXT : null;
}
