/**
 * A titled, horizontally scrolling row of poster cards (home and media-home rows,
 * recommendations). Shows skeletons while `items` is undefined and 'Something went wrong.' with
 * Retry when `onRetry` is given for a failed or empty list.
 */
import type { CardItem } from '@reelhouse/core/media/card-item';
import { useId, type ReactNode } from 'react';
import { LoadError } from '~/components/ui/load-error';
import { MediaCard, MediaCardSkeleton } from './media-card';

interface MediaRowProps {
  title: string;
  /** undefined while loading */
  items: readonly CardItem[] | undefined;
  /** how many cards to show at most */
  limit?: number;
  mediaType?: 'movie' | 'tv';
  /** shown when the list is empty; without it an empty row renders nothing */
  onRetry?: () => void;
  errorDetail?: string;
  /** a link or control beside the title ('View all') */
  action?: ReactNode;
  /** first row on the page: its first posters load eagerly */
  priority?: boolean;
}

const SKELETONS = 6;

export function MediaRow({
  title,
  items,
  limit,
  mediaType,
  onRetry,
  errorDetail,
  action,
  priority = false,
}: MediaRowProps) {
  const headingId = useId();
  const shown = items === undefined ? undefined : items.slice(0, limit ?? items.length);
  if (shown?.length === 0 && !onRetry) return null;
  return (
    // Off-screen rows skip rendering (and their lazy posters wait) until they come near the
    // viewport; the intrinsic size keeps the page height, so nothing shifts.
    <section
      aria-labelledby={headingId}
      className="mt-8 [contain-intrinsic-size:auto_300px] [content-visibility:auto]"
      data-testid="media-row"
    >
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold tablet:text-xl">
          {title}
        </h2>
        {action}
      </div>
      {shown?.length === 0 && onRetry ? (
        <LoadError onRetry={onRetry} {...(errorDetail ? { detail: errorDetail } : {})} />
      ) : (
        <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
          {shown === undefined
            ? Array.from({ length: SKELETONS }, (_, index) => (
                <li key={index} className="w-32 shrink-0 tablet:w-40">
                  <MediaCardSkeleton />
                </li>
              ))
            : shown.map((item, index) => (
                <li
                  key={`${item.media_type ?? mediaType ?? ''}-${String(item.id)}`}
                  className="w-32 shrink-0 snap-start tablet:w-40"
                >
                  <MediaCard
                    item={item}
                    {...(mediaType ? { mediaType } : {})}
                    priority={priority && index < 3}
                    sizes="(min-width: 700px) 160px, 128px"
                  />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
