/**
 * A poster card linking to a title's page (/movies/{id}-{slug} or /series/{id}-{slug}): poster,
 * title, rating to one decimal, year, and the trending flame above the spec's popularity mark.
 * Hovering for 100 ms prefetches the page's code and data.
 */
import type { CardItem } from '@reelhouse/core/media/card-item';
import { AVAILABILITY_BADGES } from '@reelhouse/core/media/availability';
import { formatRating } from '@reelhouse/core/screens/rating';
import { isTrending } from '@reelhouse/core/screens/trending';
import { detectMediaType, getReleaseYear, getTitle } from '@reelhouse/core/media/media-item';
import { buildMediaPath } from '@reelhouse/core/slug/media-path';
import { Artwork } from './artwork';
import { PrefetchLink } from './prefetch-link';
import { Icon } from '~/components/ui/icon';

/** `sizes` of a card in a row or grid: 2 to 7 columns depending on the width */
export const CARD_SIZES =
  '(min-width: 1280px) 180px, (min-width: 1024px) 16vw, (min-width: 700px) 22vw, 42vw';

interface MediaCardProps {
  item: CardItem;
  /** when the item lacks media_type (lists of one type), the type to assume */
  mediaType?: 'movie' | 'tv';
  /** above the fold */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

export function MediaCard({
  item,
  mediaType,
  priority = false,
  sizes = CARD_SIZES,
  className = '',
}: MediaCardProps) {
  const type = detectMediaType(item) ?? mediaType ?? 'movie';
  const title = getTitle(item);
  const rating = formatRating(item.vote_average);
  const year = getReleaseYear(item);
  return (
    <PrefetchLink
      to={buildMediaPath(type, item.id, title)}
      className={`group block rounded-lg focus-visible:outline-offset-4 ${className}`}
      data-testid="media-card"
    >
      <div className="relative">
        <Artwork
          path={item.poster_path}
          kind="poster"
          alt=""
          sizes={sizes}
          priority={priority}
          className="rounded-lg transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        {item.availability ? (
          <span
            data-testid="availability-badge"
            className="absolute top-2 right-2 rounded-full bg-black/80 px-2 py-0.5 text-[11px] font-semibold text-white ring-1 ring-white/25"
          >
            {AVAILABILITY_BADGES[item.availability]}
          </span>
        ) : null}
        {isTrending(item.popularity) ? (
          <span
            className="absolute top-2 left-2 rounded-full bg-black/70 p-1 text-orange-400"
            title="Trending"
          >
            <Icon name="flame" className="h-4 w-4" />
            <span className="sr-only">Trending</span>
          </span>
        ) : null}
      </div>
      <p className="mt-2 line-clamp-2 text-sm leading-snug font-semibold">{title}</p>
      <MediaFacts rating={rating} year={year} type={type} />
    </PrefetchLink>
  );
}

interface MediaFactsProps {
  rating: string | null;
  year: number | null;
  type: 'movie' | 'tv';
  className?: string;
}

/** The small line under a card's title: rating (with its star), year and 'Movie' or 'Series'. */
export function MediaFacts({ rating, year, type, className = '' }: MediaFactsProps) {
  return (
    <p className={`flex items-center gap-2 text-xs text-ink-muted ${className}`}>
      {rating ? (
        <span className="inline-flex items-center gap-0.5">
          <Icon name="star" className="h-3 w-3 fill-yellow-400 text-yellow-400" />
          <span className="sr-only">Rating </span>
          {rating}
        </span>
      ) : null}
      {year ? <span>{year}</span> : null}
      <span>{type === 'movie' ? 'Movie' : 'Series'}</span>
    </p>
  );
}

/** The placeholder of a card while its page loads. */
export function MediaCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={className} data-testid="media-card-skeleton" aria-hidden="true">
      <div className="aspect-[2/3] animate-pulse rounded-lg bg-surface-3 motion-reduce:animate-none" />
      <div className="mt-2 h-4 w-3/4 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
      <div className="mt-1 h-3 w-1/2 animate-pulse rounded bg-surface-3 motion-reduce:animate-none" />
    </div>
  );
}
