/**
 * /categories/{category} (spec section 2 "Categories", section 4): the genre hero, genre chips and
 * an infinite-scroll grid of the genre's movies and series. Unknown genre: 'Genre Not Found'.
 */
import { toCardItem } from '@reelhouse/core/media/card-item';
import { getEffectiveGridFilter } from '@reelhouse/core/screens/browse-grid';
import { hasMoreItems } from '@reelhouse/core/screens/infinite-scroll';
import { parseSearchPage } from '@reelhouse/core/screens/search-params';
import { GENRE_NOT_FOUND, NO_CATEGORY_MOVIES, RETURN_HOME } from '@reelhouse/core/screens/texts';
import { findCategoryBySlug } from '@reelhouse/core/slug/categories';
import { data, href } from 'react-router';
import { BackdropHero } from '~/features/browse/backdrop-hero';
import { readGridPage } from '~/features/browse/browse-data.server';
import { BrowseNotFound } from '~/features/browse/browse-not-found';
import { CategoryChips } from '~/features/browse/category-chips';
import { getCategoryGridQueries, withPlayableOnly } from '~/features/browse/grid-query';
import { isPlayableOnly, PlayableFilter } from '~/features/browse/playable-filter';
import { InfiniteMediaGrid } from '~/features/browse/infinite-media-grid';
import { requireCatalogue } from '~/lib/loader-support';
import { buildMeta, canonicalUrl, previewImageUrl } from '~/lib/seo';
import type { Route } from './+types/category';

const MEDIA_WORDS = { all: 'movies and TV shows', movie: 'movies', tv: 'TV shows' } as const;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const category = findCategoryBySlug(params.category);
  if (!category) return data({ found: false as const }, { status: 404 });
  const catalogue = requireCatalogue(context);
  const url = new URL(request.url);
  const page = parseSearchPage(url.searchParams.get('page'));
  const playableOnly = isPlayableOnly(url.searchParams);
  const queries = withPlayableOnly(getCategoryGridQueries(category), playableOnly);
  const filter = getEffectiveGridFilter(queries.map((query) => query.mediaType));
  const results = await readGridPage(context, catalogue, queries, page);
  const top = results.find((item) => item.backdrop_path) ?? null;
  return {
    found: true as const,
    category: { slug: category.slug, label: category.label },
    backdropPath: top?.backdrop_path ?? null,
    items: results.map((item) => toCardItem(item)),
    page,
    hasMore: hasMoreItems(results.length, filter),
    filter,
    queries,
    playableOnly,
    canonical: canonicalUrl(
      context.publicOrigin,
      href('/categories/:category', { category: category.slug }),
      page > 1 ? `?page=${String(page)}` : '',
    ),
    image: previewImageUrl(context.publicOrigin, top?.backdrop_path, 'backdrop'),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData.found) {
    return [{ title: `${GENRE_NOT_FOUND} | Reelhouse` }, { name: 'robots', content: 'noindex' }];
  }
  const { label } = loaderData.category;
  const words = MEDIA_WORDS[loaderData.filter];
  return buildMeta({
    title: `${label} ${words}`,
    description: `Browse the most popular ${label} ${words}, with new titles as you scroll.`,
    url: loaderData.canonical,
    image: loaderData.image,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) {
    return <BrowseNotFound title={GENRE_NOT_FOUND} linkLabel={RETURN_HOME} to="/" />;
  }
  const { category, filter } = loaderData;
  return (
    <>
      <BackdropHero
        backdropPath={loaderData.backdropPath}
        eyebrow="Category"
        title={category.label}
        description={`The most popular ${category.label} ${MEDIA_WORDS[filter]}.`}
        testId="category-hero"
      />
      <div className="mt-6 flex flex-col gap-4">
        <CategoryChips current={category.slug} />
        <PlayableFilter isOn={loaderData.playableOnly} />
      </div>
      <section aria-labelledby="category-grid-title" className="mt-8">
        <h2 id="category-grid-title" className="mb-4 text-lg font-bold tablet:text-xl">
          Popular in {category.label}
        </h2>
        <InfiniteMediaGrid
          key={`${category.slug}-${String(loaderData.playableOnly)}-${String(loaderData.page)}`}
          items={loaderData.items}
          page={loaderData.page}
          hasMore={loaderData.hasMore}
          filter={filter}
          queries={loaderData.queries}
          label={`${category.label} titles`}
          emptyText={NO_CATEGORY_MOVIES}
        />
      </section>
    </>
  );
}
