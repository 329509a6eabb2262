/**
 * The trending flame on title cards (spec section 9): TMDB popularity over 450, or over 400 on
 * continue-watching cards.
 */

/** A card shows the flame when popularity is strictly above this. */
export const TRENDING_POPULARITY_THRESHOLD = 450;

/** A continue-watching card shows the flame when popularity is strictly above this. */
export const CONTINUE_WATCHING_TRENDING_THRESHOLD = 400;

/** Where the card is shown. */
export type TrendingContext = 'card' | 'continue-watching';

/**
 * @param popularity TMDB popularity; null, undefined or NaN never trend
 * @returns whether the card shows the trending flame
 */
export function isTrending(
  popularity: number | null | undefined,
  context: TrendingContext = 'card',
): boolean {
  if (popularity === null || popularity === undefined) return false;
  const threshold =
    context === 'continue-watching'
      ? CONTINUE_WATCHING_TRENDING_THRESHOLD
      : TRENDING_POPULARITY_THRESHOLD;
  return popularity > threshold;
}
