/**
 * The search box and overlay (spec sections 2, 4 and 9): debounce, the rotating placeholder,
 * skeleton rows, and when results are cleared.
 */

/** Typing applies this many ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The placeholder changes every this many ms. */
export const SEARCH_PLACEHOLDER_ROTATE_MS = 5000;

/** Each placeholder change fades over this many ms. */
export const SEARCH_PLACEHOLDER_FADE_MS = 300;

/** Skeleton rows in the overlay while results load. */
export const SEARCH_SKELETON_ROWS = 4;

/** Poster width on overlay result cards, in CSS pixels (TMDB size w92). */
export const SEARCH_RESULT_POSTER_WIDTH_PX = 92;

/** The first placeholder, before any rotation. */
export const SEARCH_PLACEHOLDER_INITIAL = 'Search a movie, series or anime name....';

/**
 * The placeholder after `step` rotations.
 * @param step rotations so far (0 at first paint, +1 every 5 s)
 * @param popularTitles titles to rotate through, shown as they are; may be empty (the list failed
 *   to load), which keeps the initial text
 * @returns the initial text, then each popular title in turn, then the initial text again
 */
export function getSearchPlaceholder(step: number, popularTitles: readonly string[]): string {
  const cycle = popularTitles.length + 1;
  const position = ((Math.floor(step) % cycle) + cycle) % cycle;
  return position === 0
    ? SEARCH_PLACEHOLDER_INITIAL
    : (popularTitles[position - 1] ?? SEARCH_PLACEHOLDER_INITIAL);
}

/** Whether a query is empty: then results are cleared and no request is made. */
export function isSearchQueryEmpty(query: string): boolean {
  return query.trim() === '';
}
