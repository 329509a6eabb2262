/**
 * Every category as a genre chip, the current one marked. On narrow screens the chips form one
 * scrolling line (25 chips would push the grid a screen down), scrolled so the current one shows.
 */
import { CATEGORIES } from '@reelhouse/core/slug/categories';
import { useEffect, useRef } from 'react';
import { GenreChips } from '~/components/media/genre-chips';

/** Each genre id maps back to its own category, so the chips link to every category page. */
const CATEGORY_CHIPS = CATEGORIES.map((category) => ({
  id: category.genreId,
  name: category.label,
}));

export function CategoryChips({ current }: { current: string }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = container.current?.querySelector('ul');
    const chip = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !chip) return;
    list.scrollLeft = chip.offsetLeft - list.offsetLeft - 16;
  }, [current]);
  return (
    <div
      ref={container}
      className="max-tablet:[&>ul]:-mx-4 max-tablet:[&>ul]:flex-nowrap max-tablet:[&>ul]:overflow-x-auto max-tablet:[&>ul]:px-4 max-tablet:[&>ul]:pb-2 [&_li]:shrink-0"
    >
      <GenreChips genres={CATEGORY_CHIPS} current={current} />
    </div>
  );
}
