/**
 * /categories (spec section 2 "Categories"): 'Browse Categories', a trending row, the first 6
 * genres with 5 titles each, and every category. Server-rendered from the catalogue.
 */
import { toCardItem } from '@reelhouse/core/media/card-item';
import {
  CATEGORIES_TRENDING_COUNT,
  CATEGORY_HIGHLIGHT_ITEMS,
  getHighlightCategories,
} from '@reelhouse/core/screens/browse-grid';
import { BROWSE_CATEGORIES } from '@reelhouse/core/screens/texts';
import { filterSearchResults } from '@reelhouse/core/media/media-item';
import { CATEGORIES } from '@reelhouse/core/slug/categories';
import { MediaRow } from '~/components/media/media-row';
import { AllCategories } from '~/features/browse/all-categories';
import { readGridPage } from '~/features/browse/browse-data.server';
import { CategoryHighlights } from '~/features/browse/category-highlights';
import { getCategoryGridQueries } from '~/features/browse/grid-query';
import { readSectionOrFallback, requireCatalogue } from '~/lib/loader-support';
import { buildMeta, canonicalUrl, previewImageUrl } from '~/lib/seo';
import type { Route } from './+types/categories';

export const TRENDING_ROW_TITLE = 'Trending';

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = requireCatalogue(context);
  const [trending, genres] = await Promise.all([
    readSectionOrFallback(
      context,
      'trending',
      async () => filterSearchResults((await catalogue.getTrending('all', 'day', 1)).results),
      [],
    ),
    readSectionOrFallback(context, 'genres', () => catalogue.getGenres('movie'), []),
  ]);
  const fallbackGenres = CATEGORIES.map((category) => ({ id: category.genreId }));
  const highlighted = getHighlightCategories(genres.length > 0 ? genres : fallbackGenres);
  const highlights = await Promise.all(
    highlighted.map(async (category) => ({
      slug: category.slug,
      label: category.label,
      items: (await readGridPage(context, catalogue, getCategoryGridQueries(category), 1))
        .slice(0, CATEGORY_HIGHLIGHT_ITEMS)
        .map((item) => toCardItem(item)),
    })),
  );
  return {
    trending: trending.slice(0, CATEGORIES_TRENDING_COUNT).map((item) => toCardItem(item)),
    highlights,
    canonical: canonicalUrl(context.publicOrigin, '/categories'),
    image: previewImageUrl(context.publicOrigin, trending[0]?.backdrop_path, 'backdrop'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return buildMeta({
    title: BROWSE_CATEGORIES,
    description:
      'Browse movies and TV series by genre: action, comedy, drama, horror, animation, documentaries and more.',
    url: loaderData.canonical,
    image: loaderData.image,
  });
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const { trending, highlights } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-extrabold tracking-tight tablet:text-4xl">
        {BROWSE_CATEGORIES}
      </h1>
      <p className="mt-2 text-ink-muted">Find something to watch by genre.</p>
      <MediaRow title={TRENDING_ROW_TITLE} items={trending} priority />
      <CategoryHighlights highlights={highlights} />
      <AllCategories />
    </>
  );
}
