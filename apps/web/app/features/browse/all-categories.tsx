/** /categories: every category, linking to /categories/{slug}. */
import { CATEGORIES } from '@reelhouse/core/slug/categories';
import { href } from 'react-router';
import { PrefetchLink } from '~/components/media/prefetch-link';

export const ALL_CATEGORIES_TITLE = 'All Categories';

export function AllCategories() {
  return (
    <section aria-labelledby="all-categories-title" className="mt-12">
      <h2 id="all-categories-title" className="mb-4 text-lg font-bold tablet:text-xl">
        {ALL_CATEGORIES_TITLE}
      </h2>
      <ul
        className="grid grid-cols-2 gap-3 tablet:grid-cols-4 lg:grid-cols-5"
        data-testid="all-categories"
      >
        {CATEGORIES.map((category) => (
          <li key={category.slug}>
            <PrefetchLink
              to={href('/categories/:category', { category: category.slug })}
              className="flex min-h-14 items-center rounded-lg border border-line bg-surface-2 px-4 py-3 font-semibold hover:border-brand hover:text-brand"
            >
              {category.label}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
