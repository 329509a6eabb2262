/** Genre chips linking to /categories/{slug} (title pages, category heroes). */
import { findCategoryByGenreId } from '@reelhouse/core/slug/categories';
import { href } from 'react-router';
import { PrefetchLink } from './prefetch-link';

interface GenreChipsProps {
  genres: readonly { id: number; name: string }[];
  /** slug of the chip to mark as the current page */
  current?: string;
}

export function GenreChips({ genres, current }: GenreChipsProps) {
  const chips = genres.flatMap((genre) => {
    const category = findCategoryByGenreId(genre.id);
    return category ? [{ ...category, label: genre.name }] : [];
  });
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Genres">
      {chips.map((chip) => (
        <li key={chip.slug}>
          <PrefetchLink
            to={href('/categories/:category', { category: chip.slug })}
            aria-current={chip.slug === current ? 'page' : undefined}
            className="inline-block rounded-full border border-line bg-surface-2 px-3 py-1 text-xs font-semibold hover:border-brand aria-[current=page]:border-brand aria-[current=page]:text-brand"
          >
            {chip.label}
          </PrefetchLink>
        </li>
      ))}
    </ul>
  );
}
