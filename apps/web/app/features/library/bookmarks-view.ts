/**
 * The bookmarks page's view rules that core leaves to the page: the filters in the address
 * (`?media=tv&category=favorites&sort=title`), the choices each select offers, which bookmarked
 * titles to look up in the catalogue, and what the watch history tells about untyped bookmarks
 * (the filtering, sorting and type resolution rules themselves are core's).
 */
import type { Bookmark, MediaId } from '@reelhouse/core/bookmarks/bookmark-schema';
import {
  BOOKMARK_SORTS,
  type BookmarkFilters,
  type BookmarkSort,
  filterBookmarks,
  MEDIA_FILTERS,
  type MediaFilter,
} from '@reelhouse/core/bookmarks/bookmarks-page';
import { listCategories } from '@reelhouse/core/bookmarks/categories';
import {
  listUntypedMediaIds,
  resolveBookmarkMediaType,
} from '@reelhouse/core/bookmarks/resolve-media-type';
import type { MediaType } from '@reelhouse/core/media/media-item';
import type { WatchHistoryStore } from '@reelhouse/core/watch-history/watch-history-schema';

/** How many cards show at first, and how many more each "Show more" adds. */
export const BOOKMARKS_PAGE_SIZE = 40;

export const MEDIA_FILTER_LABEL = 'Media';
export const CATEGORY_FILTER_LABEL = 'Category';
export const SORT_LABEL = 'Sort by';

/** The Media select's options, in the spec's order (all, movie, tv). */
export const MEDIA_FILTER_OPTIONS: readonly { value: MediaFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'movie', label: 'Movies' },
  { value: 'tv', label: 'TV Shows' },
];

/** The Sort by select's options, in the spec's order (date-added, title, rating). */
export const SORT_OPTIONS: readonly { value: BookmarkSort; label: string }[] = [
  { value: 'date-added', label: 'Date added' },
  { value: 'title', label: 'Title' },
  { value: 'rating', label: 'Rating' },
];

/** Label of the Category select's "every category" choice. */
export const ALL_CATEGORIES_LABEL = 'All';

export const DEFAULT_BOOKMARK_FILTERS: BookmarkFilters = {
  media: 'all',
  category: 'all',
  sortBy: 'date-added',
};

function pick<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/**
 * Reads the filters from the page's address. Unknown values fall back to the defaults; any
 * non-blank `category` is a category name (even 'all': a user may name a category so), an absent
 * or blank one means every category.
 */
export function parseBookmarkFilters(params: URLSearchParams): BookmarkFilters {
  const category = params.get('category') ?? '';
  return {
    media: pick(MEDIA_FILTERS, params.get('media'), 'all'),
    category: category.trim() === '' ? 'all' : { category },
    sortBy: pick(BOOKMARK_SORTS, params.get('sort'), 'date-added'),
  };
}

/** The address's query for the filters, without the defaults ('' when all are defaults). */
export function serialiseBookmarkFilters(filters: BookmarkFilters): string {
  const params = new URLSearchParams();
  if (filters.media !== 'all') params.set('media', filters.media);
  if (filters.category !== 'all') params.set('category', filters.category.category);
  if (filters.sortBy !== 'date-added') params.set('sort', filters.sortBy);
  return params.toString();
}

/**
 * The Category select's named choices: every category a picker offers (built-ins first, then the
 * user's own), plus the chosen one when no bookmark uses it any more (its last item was just
 * removed, or the address names it), so the select still shows what is filtered.
 */
export function listCategoryChoices(
  bookmarks: readonly Bookmark[],
  filters: BookmarkFilters,
): string[] {
  const categories = listCategories(bookmarks);
  const chosen = filters.category === 'all' ? null : filters.category.category;
  return chosen === null || categories.includes(chosen) ? categories : [...categories, chosen];
}

/**
 * Whether every bookmark's catalogue facts are needed before the list is right: a Media filter
 * needs each item's type, and sorting by title or rating needs every title or rating. Sorting by
 * date alone needs only the cards on screen.
 */
export function needsEveryTitle(filters: BookmarkFilters): boolean {
  return filters.media !== 'all' || filters.sortBy !== 'date-added';
}

/**
 * Which titles to look up, most urgent first: the cards of the chosen category (a title with its
 * bookmarked type, or untyped), newest first, either all of them ({@link needsEveryTitle}) or only
 * the first `shownCount`.
 */
export function selectTitlesToLookUp(
  bookmarks: readonly Bookmark[],
  filters: BookmarkFilters,
  shownCount: number,
): { mediaId: MediaId; mediaType: MediaType | undefined }[] {
  const byDate = filterBookmarks(
    bookmarks,
    { media: 'all', category: filters.category, sortBy: 'date-added' },
    () => undefined,
  ).map(({ mediaId, mediaType }) => ({ mediaId, mediaType }));
  return needsEveryTitle(filters) ? byDate : byDate.slice(0, Math.max(0, shownCount));
}

/**
 * The types of untyped bookmarks that this browser's watch history tells (core
 * `resolveBookmarkMediaType` with the history alone), to write into the bookmarks without asking
 * the catalogue.
 */
export function resolveTypesFromHistory(
  bookmarks: readonly Bookmark[],
  history: WatchHistoryStore,
): Map<MediaId, MediaType> {
  const resolved = new Map<MediaId, MediaType>();
  for (const mediaId of listUntypedMediaIds(bookmarks)) {
    const historyType = hintMediaType(history, mediaId);
    const mediaType = resolveBookmarkMediaType({ historyType, movie: undefined, tv: undefined });
    if (mediaType !== null) resolved.set(mediaId, mediaType);
  }
  return resolved;
}

/**
 * Whether the id names a movie or a series, as far as this browser's watch history tells (an
 * untyped bookmark keeps only the id, and movie and series ids overlap in the catalogue).
 * @returns 'movie', 'tv', or undefined when the title was never watched here
 */
export function hintMediaType(
  history: WatchHistoryStore,
  mediaId: MediaId,
): 'movie' | 'tv' | undefined {
  const entry = history.items[String(mediaId)];
  if (entry === undefined) return undefined;
  return entry.type === 'show' ? 'tv' : 'movie';
}
