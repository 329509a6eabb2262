/**
 * One result in the search overlay (spec section 2): the poster 92 px wide, the title, the rating
 * to one decimal and the overview cut at 85 characters plus an ellipsis, linking to the title.
 */
import { truncateOverview } from '@reelhouse/core/screens/overview';
import { formatRating } from '@reelhouse/core/screens/rating';
import { SEARCH_RESULT_POSTER_WIDTH_PX } from '@reelhouse/core/screens/search';
import { getReleaseYear, getTitle } from '@reelhouse/core/media/media-item';
import { buildMediaPath } from '@reelhouse/core/slug/media-path';
import type { KeyboardEventHandler } from 'react';
import { Artwork } from '~/components/media/artwork';
import { PrefetchLink } from '~/components/media/prefetch-link';
import type { SearchResult } from './use-search-as-you-type';
import { Icon } from '~/components/ui/icon';

interface SearchResultCardProps {
  item: SearchResult;
  onSelect: () => void;
  onKeyDown: KeyboardEventHandler<HTMLAnchorElement>;
}

export function SearchResultCard({ item, onSelect, onKeyDown }: SearchResultCardProps) {
  const title = getTitle(item);
  const rating = formatRating(item.vote_average);
  const year = getReleaseYear(item);
  return (
    <PrefetchLink
      to={buildMediaPath(item.media_type, item.id, title)}
      onClick={onSelect}
      onKeyDown={onKeyDown}
      data-testid="search-result"
      className="flex gap-3 rounded-lg p-2 hover:bg-surface-2 focus-visible:bg-surface-2"
    >
      <div className="shrink-0" style={{ width: SEARCH_RESULT_POSTER_WIDTH_PX }}>
        <Artwork
          path={item.poster_path}
          kind="poster"
          alt=""
          sizes={`${String(SEARCH_RESULT_POSTER_WIDTH_PX)}px`}
          className="rounded-md"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-semibold" data-testid="search-result-title">
          {title}
        </span>
        <span className="flex items-center gap-2 text-xs text-ink-muted">
          {rating ? (
            <span className="inline-flex items-center gap-0.5" data-testid="search-result-rating">
              <Icon name="star" className="size-3 fill-yellow-400 text-yellow-400" />
              <span className="sr-only">Rating </span>
              {rating}
            </span>
          ) : null}
          {year ? <span>{year}</span> : null}
          <span>{item.media_type === 'movie' ? 'Movie' : 'Series'}</span>
        </span>
        <span className="text-sm text-ink-muted" data-testid="search-result-overview">
          {truncateOverview(item.overview)}
        </span>
      </div>
    </PrefetchLink>
  );
}

/** A result's placeholder while the search runs (4 of them: spec section 9). */
export function SearchResultSkeleton() {
  return (
    <div className="flex gap-3 p-2" aria-hidden="true" data-testid="search-result-skeleton">
      <div
        className="aspect-[2/3] shrink-0 animate-pulse rounded-md bg-surface-3 motion-reduce:animate-none"
        style={{ width: SEARCH_RESULT_POSTER_WIDTH_PX }}
      />
      <div className="flex flex-1 flex-col gap-2 pt-1">
        <div className="h-4 w-2/3 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
        <div className="h-3 w-1/4 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
        <div className="h-3 w-full animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
      </div>
    </div>
  );
}
