/**
 * A responsive grid of poster cards (search results, category and network pages), with trailing
 * skeletons while the next page loads.
 */
import type { CardItem } from '@reelhouse/core/media/card-item';
import type { Ref } from 'react';
import { MediaCard, MediaCardSkeleton } from './media-card';

interface MediaGridProps {
  items: readonly CardItem[];
  mediaType?: 'movie' | 'tv';
  /** skeleton cards after the items (the next page loading) */
  skeletons?: number;
  /** index of the item that gets `triggerRef` (infinite scroll's trigger) */
  triggerIndex?: number | null;
  triggerRef?: Ref<HTMLLIElement>;
  /** how many leading posters load eagerly */
  eagerCount?: number;
  label?: string;
}

export const GRID_SIZES =
  '(min-width: 1280px) 200px, (min-width: 1024px) 18vw, (min-width: 700px) 23vw, 45vw';

export function MediaGrid({
  items,
  mediaType,
  skeletons = 0,
  triggerIndex = null,
  triggerRef,
  eagerCount = 0,
  label,
}: MediaGridProps) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-x-3 gap-y-5 tablet:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
      data-testid="media-grid"
    >
      {items.map((item, index) => (
        <li
          key={`${item.media_type ?? mediaType ?? ''}-${String(item.id)}`}
          ref={index === triggerIndex ? triggerRef : undefined}
        >
          <MediaCard
            item={item}
            {...(mediaType ? { mediaType } : {})}
            priority={index < eagerCount}
            sizes={GRID_SIZES}
          />
        </li>
      ))}
      {Array.from({ length: skeletons }, (_, index) => (
        <li key={`skeleton-${String(index)}`}>
          <MediaCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
