/**
 * The category grid (home, defaulting to TV shows) or category row (movies and series homes):
 * a Movies / TV shows toggle and a tile per category that exists for that type, linking to
 * /categories/{slug}. The toggle is local state; the server renders the default type.
 */
import { listCategoriesForType } from '@reelhouse/core/screens/home-sections';
import { VIEW_ALL } from '@reelhouse/core/screens/texts';
import { useId, useState } from 'react';
import { href } from 'react-router';
import { PrefetchLink } from '~/components/media/prefetch-link';

type MediaType = 'movie' | 'tv';

const TYPE_LABELS: readonly { type: MediaType; label: string }[] = [
  { type: 'movie', label: 'Movies' },
  { type: 'tv', label: 'TV shows' },
];

interface CategoryPickerProps {
  defaultType: MediaType;
  /** 'grid' wraps the tiles (home); 'row' scrolls them sideways (movies and series homes) */
  layout: 'grid' | 'row';
}

export function CategoryPicker({ defaultType, layout }: CategoryPickerProps) {
  const [mediaType, setMediaType] = useState<MediaType>(defaultType);
  const headingId = useId();
  const categories = listCategoriesForType(mediaType);
  const listClass =
    layout === 'grid'
      ? 'grid grid-cols-2 gap-2 tablet:grid-cols-4 lg:grid-cols-7'
      : '-mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]';
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="category-picker">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold tablet:text-xl">
          Categories
        </h2>
        <div className="flex items-center gap-3">
          <div
            role="group"
            aria-label="Show categories for"
            className="inline-flex rounded-full border border-line bg-surface-2 p-0.5"
          >
            {TYPE_LABELS.map(({ type, label }) => (
              <button
                key={type}
                type="button"
                aria-pressed={mediaType === type}
                onClick={() => setMediaType(type)}
                className="min-h-8 rounded-full px-3 text-sm font-semibold text-ink-muted aria-pressed:bg-brand aria-pressed:text-on-brand"
              >
                {label}
              </button>
            ))}
          </div>
          <PrefetchLink
            to="/categories"
            className="text-sm font-semibold text-ink-muted underline-offset-4 hover:text-ink hover:underline"
          >
            {VIEW_ALL}
          </PrefetchLink>
        </div>
      </div>
      <ul className={listClass} data-testid="category-tiles" data-media-type={mediaType}>
        {categories.map((category) => (
          <li key={category.slug} className={layout === 'row' ? 'shrink-0' : ''}>
            <PrefetchLink
              to={href('/categories/:category', { category: category.slug })}
              className={
                layout === 'grid'
                  ? 'flex h-12 items-center rounded-lg border border-line bg-surface-2 px-3 text-sm font-semibold hover:border-brand'
                  : 'inline-flex h-9 items-center rounded-full border border-line bg-surface-2 px-4 text-sm font-semibold whitespace-nowrap hover:border-brand'
              }
            >
              {category.label}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
