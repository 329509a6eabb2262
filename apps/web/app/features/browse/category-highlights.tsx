/** /categories: a short row per highlighted genre, each with a link to the genre's page. */
import { VIEW_ALL } from '@reelhouse/core/screens/texts';
import type { CardItem } from '@reelhouse/core/media/card-item';
import { href } from 'react-router';
import { MediaRow } from '~/components/media/media-row';
import { PrefetchLink } from '~/components/media/prefetch-link';

export interface CategoryHighlight {
  slug: string;
  label: string;
  items: CardItem[];
}

export function CategoryHighlights({ highlights }: { highlights: readonly CategoryHighlight[] }) {
  return (
    <div data-testid="category-highlights">
      {highlights.map((highlight) => (
        <MediaRow
          key={highlight.slug}
          title={highlight.label}
          items={highlight.items}
          action={
            <ViewAllLink
              to={href('/categories/:category', { category: highlight.slug })}
              name={highlight.label}
            />
          }
        />
      ))}
    </div>
  );
}

/** 'View all', named after its row for screen readers ('View all Action'). */
export function ViewAllLink({ to, name }: { to: string; name: string }) {
  return (
    <PrefetchLink
      to={to}
      aria-label={`${VIEW_ALL} ${name}`}
      className="shrink-0 text-sm font-semibold text-brand hover:underline"
    >
      {VIEW_ALL}
    </PrefetchLink>
  );
}
