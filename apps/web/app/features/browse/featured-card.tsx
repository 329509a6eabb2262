/** A discover page's featured title: a wide backdrop card with title, year, type and overview. */
import { truncateOverview } from '@reelhouse/core/screens/overview';
import { formatRating } from '@reelhouse/core/screens/rating';
import { detectMediaType, getReleaseYear, getTitle } from '@reelhouse/core/media/media-item';
import type { CardItem } from '@reelhouse/core/media/card-item';
import { buildMediaPath } from '@reelhouse/core/slug/media-path';
import { Artwork } from '~/components/media/artwork';
import { MediaFacts } from '~/components/media/media-card';
import { PrefetchLink } from '~/components/media/prefetch-link';

/** Overview characters on a featured card. */
const FEATURED_OVERVIEW_CHARS = 140;

export function FeaturedCard({
  item,
  priority,
}: {
  item: CardItem & { overview: string | null; backdrop_path: string | null };
  priority: boolean;
}) {
  const type = detectMediaType(item) ?? 'movie';
  const title = getTitle(item);
  const year = getReleaseYear(item);
  const rating = formatRating(item.vote_average);
  return (
    <PrefetchLink
      to={buildMediaPath(type, item.id, title)}
      className="group block overflow-hidden rounded-xl border border-line bg-surface-2 focus-visible:outline-offset-4"
      data-testid="featured-card"
    >
      <Artwork
        path={item.backdrop_path ?? item.poster_path}
        kind="backdrop"
        alt=""
        sizes="(min-width: 1024px) 400px, (min-width: 700px) 50vw, 100vw"
        priority={priority}
        className="transition-transform group-hover:scale-[1.02] motion-reduce:transition-none"
      />
      <div className="p-4">
        <h3 className="line-clamp-1 text-base font-bold">{title}</h3>
        <MediaFacts rating={rating} year={year} type={type} className="mt-1" />
        {item.overview ? (
          <p className="mt-2 line-clamp-3 h-[3.75rem] text-sm leading-5 text-ink-muted">
            {truncateOverview(item.overview, FEATURED_OVERVIEW_CHARS)}
          </p>
        ) : null}
      </div>
    </PrefetchLink>
  );
}
