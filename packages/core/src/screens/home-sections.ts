/**
 * What the home page's sections show (spec section 2 "Home", section 8): the mixed 'Popular Shows
 * and Movies' list, the hero's slides, the category grid's tiles per media type, and the texts of
 * an empty list. Which catalogue list feeds which row is in `media-home.ts`.
 */
import { CATEGORIES, type Category } from '../slug/categories';
import { HOME_LOAD_ERROR, NO_MOVIES, SOMETHING_WENT_WRONG } from './texts';

/** The part of HOME_LOAD_ERROR after 'Something went wrong.', shown under it beside Retry. */
export const HOME_LOAD_ERROR_DETAIL = HOME_LOAD_ERROR.slice(SOMETHING_WENT_WRONG.length).trim();

/** Longest overview on a hero slide, in characters (the slide shows two or three lines). */
export const HERO_OVERVIEW_MAX_CHARS = 180;

/** The fields these rules read from a catalogue item. */
export interface RankedItem {
  id: number;
  media_type?: string | null;
  popularity?: number | null;
}

function itemKey(item: RankedItem, fallbackType: string): string {
  return `${item.media_type ?? fallbackType}-${String(item.id)}`;
}

/**
 * 'Popular Shows and Movies': the popular movies and the popular series taken in turn, starting
 * with whichever list's first item is more popular (a tie starts with the movie), so the row is
 * a real mix even when one type's popularity figures run higher. When one list runs out, the
 * other fills the rest. An item already taken (same type and id) is skipped.
 * @param count the row's size (30 on the home page)
 * @returns at most `count` items; each keeps its object, typed with `media_type` when missing
 */
export function mixPopularLists<T extends RankedItem>(
  movies: readonly T[],
  series: readonly T[],
  count: number,
): (T & { media_type: string })[] {
  const typed = (items: readonly T[], type: string) =>
    items.map((item) => ({ ...item, media_type: item.media_type ?? type }));
  const lists = [typed(movies, 'movie'), typed(series, 'tv')];
  const seriesFirst = (lists[1]?.[0]?.popularity ?? -1) > (lists[0]?.[0]?.popularity ?? -1);
  if (seriesFirst) lists.reverse();
  const result: (T & { media_type: string })[] = [];
  const seen = new Set<string>();
  const limit = Math.max(0, Math.floor(count));
  for (let position = 0; result.length < limit; position += 1) {
    const candidates = lists.map((list) => list[position]).filter((item) => item !== undefined);
    if (candidates.length === 0) break;
    for (const item of candidates) {
      const key = itemKey(item, '');
      if (result.length < limit && !seen.has(key)) {
        seen.add(key);
        result.push(item);
      }
    }
  }
  return result;
}

/** Cards a row keeps at least once repeats of earlier rows are dropped (else it keeps them). */
export const ROW_MIN_DISTINCT_ITEMS = 8;

/** A row's titles once repeats are dropped, and whether it had to keep some (too few without). */
export interface DistinctRow<T> {
  items: T[] | null;
  keepsRepeats: boolean;
}

/**
 * Rows of one page, each without the titles an earlier row already shows, so no two rows repeat
 * each other ('Trending', 'Popular' and 'Upcoming' drew the same shows). A row that would keep
 * fewer than `minimum` titles keeps its list as it was (`keepsRepeats`); a failed row (null)
 * stays failed and claims nothing.
 * @param rows each row's items in order, the type of items without `media_type`, and how many
 *   it shows (all by default)
 * @returns the rows, in the same order
 */
export function dropRepeatsAcrossRows<T extends RankedItem>(
  rows: readonly { items: readonly T[] | null; fallbackType: string; limit?: number }[],
  minimum: number = ROW_MIN_DISTINCT_ITEMS,
): DistinctRow<T>[] {
  const shown = new Set<string>();
  return rows.map(({ items, fallbackType, limit = Number.POSITIVE_INFINITY }) => {
    if (items === null) return { items: null, keepsRepeats: false };
    const fresh = items.filter((item) => !shown.has(itemKey(item, fallbackType)));
    const isEnough = fresh.length >= Math.min(minimum, items.length);
    const kept = isEnough ? fresh : [...items];
    // Only what the row shows (its first `limit`) is taken from the rows after it.
    for (const item of kept.slice(0, limit)) shown.add(itemKey(item, fallbackType));
    return { items: kept, keepsRepeats: !isEnough };
  });
}

/**
 * The hero's items: those with a backdrop image (a slide without one would be an empty box),
 * first occurrence of each title only, in list order.
 * @param count how many slides at most
 * @param fallbackType the type of items that lack `media_type` (lists of one type)
 */
export function pickHeroItems<T extends RankedItem & { backdrop_path?: string | null }>(
  items: readonly T[],
  count: number,
  fallbackType = '',
): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const item of items) {
    if (result.length >= count) break;
    const key = itemKey(item, fallbackType);
    if (!item.backdrop_path || seen.has(key)) continue;
    seen.add(key);
    result.push(item);
  }
  return result;
}

/**
 * The category grid's tiles for a media type: the categories that exist for it (e.g. 'Kids' and
 * 'Soap' for TV shows, 'Horror' and 'War' for movies), alphabetically by slug.
 */
export function listCategoriesForType(mediaType: 'movie' | 'tv'): Category[] {
  return CATEGORIES.filter((category) => category.mediaTypes.includes(mediaType));
}

/**
 * What a row says when its list loaded but holds nothing (e.g. no upcoming movies yet): the
 * spec's 'No movies available' for movie rows; the spec has no text for other rows, so ours
 * follows its wording.
 */
export function getEmptyRowText(mediaType: 'movie' | 'tv' | 'all'): string {
  if (mediaType === 'movie') return NO_MOVIES;
  if (mediaType === 'tv') return 'No series available';
  return 'No titles available';
}
