/**
 * Overviews on search-result cards (spec section 2, "Search box and overlay"): cut at 85
 * characters plus an ellipsis.
 */

/** Longest overview shown on a search-result card, in characters (code points). */
export const OVERVIEW_MAX_CHARS = 85;

/** Appended to a cut overview: three full stops, as the spec's own texts write ellipses. */
export const OVERVIEW_ELLIPSIS = '...';

/**
 * @param overview the full text; null or undefined reads as ''
 * @param maxChars characters kept before the ellipsis
 * @returns the text unchanged when it has at most `maxChars` code points; else its first
 *   `maxChars` code points, trailing spaces removed, plus '...' (an emoji is never split in half)
 */
export function truncateOverview(
  overview: string | null | undefined,
  maxChars: number = OVERVIEW_MAX_CHARS,
): string {
  const text = overview ?? '';
  const codePoints = Array.from(text);
  if (codePoints.length <= maxChars) return text;
  return codePoints.slice(0, maxChars).join('').trimEnd() + OVERVIEW_ELLIPSIS;
}
