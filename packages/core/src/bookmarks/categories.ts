/**
 * Bookmark categories (spec sections 3 and 4): the three built-ins, the user-defined ones seen in
 * the list, and the rule for naming a new one. Adding items to categories is in `bookmarks.ts`.
 */
import type { Bookmark } from './bookmark-schema';

/** The built-in categories, in the order the category pickers show them. */
export const BUILT_IN_CATEGORIES = ['watchlist', 'watched', 'favorites'] as const;

export type BuiltInCategory = (typeof BUILT_IN_CATEGORIES)[number];

/** The category of the bookmark icon's one-click toggle. */
export const DEFAULT_BOOKMARK_CATEGORY: BuiltInCategory = 'watchlist';

/**
 * Longest category name, in characters (after trimming). The spec sets no limit; this one keeps a
 * pasted paragraph out of the synced lists and is enforced by the wire schema too.
 */
export const CATEGORY_NAME_MAX_LENGTH = 50;

/** Why a new category name was refused. */
export type CategoryNameProblem = 'empty' | 'too-long';

/** A usable category name, or why the typed one was refused. */
export type CategoryNameResult =
  { ok: true; value: string } | { ok: false; reason: CategoryNameProblem };

/** Whether `category` is one of {@link BUILT_IN_CATEGORIES} (exact, case-sensitive). */
export function isBuiltInCategory(category: string): category is BuiltInCategory {
  return (BUILT_IN_CATEGORIES as readonly string[]).includes(category);
}

/**
 * Every category a picker offers: the built-ins first, then each user-defined category in the
 * order it first appears in the list (the list is kept in the order items were added).
 * @returns distinct names; a user-defined category disappears once no bookmark uses it
 */
export function listCategories(bookmarks: readonly Bookmark[]): string[] {
  const categories: string[] = [...BUILT_IN_CATEGORIES];
  for (const { category } of bookmarks) {
    if (!categories.includes(category)) categories.push(category);
  }
  return categories;
}

/**
 * Checks the text typed into "add a category".
 * @param input the raw text; surrounding whitespace is trimmed
 * @param existing the categories already offered ({@link listCategories})
 * @returns the name to use: an existing category when it differs only in letter case (so
 *   "Favorites" reuses "favorites"), else the trimmed text; refuses an empty or blank name and one
 *   longer than {@link CATEGORY_NAME_MAX_LENGTH} characters
 */
export function normaliseCategoryName(
  input: string,
  existing: readonly string[],
): CategoryNameResult {
  const name = input.trim();
  if (name === '') return { ok: false, reason: 'empty' };
  if (name.length > CATEGORY_NAME_MAX_LENGTH) return { ok: false, reason: 'too-long' };
  const lower = name.toLowerCase();
  const match = existing.find((category) => category.toLowerCase() === lower);
  return { ok: true, value: match ?? name };
}
