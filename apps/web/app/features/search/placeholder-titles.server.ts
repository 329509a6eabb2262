/**
 * The popular titles the search box's placeholder rotates through, read by the root loader. A
 * failure is only logged (spec section 8): the placeholder then keeps its first text.
 */
import { pickPlaceholderTitles } from '@reelhouse/core/screens/search-results';
import type { ReelhouseLoadContext } from '~/load-context';

export async function loadPlaceholderTitles(context: ReelhouseLoadContext): Promise<string[]> {
  const catalogue = context.catalogue;
  if (catalogue === null) return [];
  try {
    const [movies, series] = await Promise.all([
      catalogue.getList('movie/popular', 1),
      catalogue.getList('tv/popular', 1),
    ]);
    return pickPlaceholderTitles(movies.results, series.results);
  } catch (error) {
    context.logger.warn({ err: error }, 'popular titles for the search placeholder failed');
    return [];
  }
}
