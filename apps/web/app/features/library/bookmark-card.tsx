/**
 * One card of the bookmarks page: the title's poster card (poster, title, rating, link to its
 * page) once the catalogue answered, a skeleton while it is asked, a plain placeholder when it
 * does not know the title; under it, a chip per category with a button that takes the title out
 * of that category. Removing works whatever the catalogue said.
 */
import type { BookmarkCard as BookmarkCardData } from '@reelhouse/core/bookmarks/bookmarks-page';
import { MediaCard, MediaCardSkeleton } from '~/components/media/media-card';
import { GRID_SIZES } from '~/components/media/media-grid';
import type { MediaLookupResult } from './media-lookup';
import { Icon } from '~/components/ui/icon';

/** Shown in place of a title the catalogue does not know or could not be asked about. */
export const UNAVAILABLE_TITLE_TEXT = 'Title unavailable';

interface BookmarkCardProps {
  card: BookmarkCardData;
  lookup: MediaLookupResult | undefined;
  onRemove: (category: string) => void;
}

export function BookmarkCard({ card, lookup, onRemove }: BookmarkCardProps) {
  const title = lookup?.status === 'found' ? card.media?.title : undefined;
  const name = title ?? `${UNAVAILABLE_TITLE_TEXT} (#${String(card.mediaId)})`;
  return (
    <article
      className="flex h-full flex-col gap-2"
      data-testid="bookmark-card"
      data-media-id={card.mediaId}
      data-media-type={card.mediaType ?? ''}
    >
      {lookup === undefined ? (
        <MediaCardSkeleton />
      ) : lookup.status === 'found' ? (
        <MediaCard item={lookup.item} mediaType={lookup.mediaType} sizes={GRID_SIZES} />
      ) : (
        <UnavailableTitle mediaId={card.mediaId} />
      )}
      <ul aria-label={`Categories of ${name}`} className="mt-auto flex flex-wrap gap-1">
        {card.categories.map((category) => (
          <li key={category}>
            <span className="inline-flex max-w-full items-center gap-1 rounded-full border border-line bg-surface-2 py-0.5 pr-0.5 pl-2.5 text-xs">
              <span className="truncate">{category}</span>
              <button
                type="button"
                onClick={() => onRemove(category)}
                aria-label={`Remove ${name} from ${category}`}
                title={`Remove from ${category}`}
                className="grid size-7 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-3 hover:text-ink"
              >
                <Icon name="x" className="size-3.5" />
              </button>
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

function UnavailableTitle({ mediaId }: { mediaId: number }) {
  return (
    <div data-testid="bookmark-unavailable">
      <div className="grid aspect-[2/3] place-items-center rounded-lg bg-surface-3 text-ink-muted">
        <Icon name="image-off" className="size-8" />
      </div>
      <p className="mt-2 text-sm leading-snug font-semibold">{UNAVAILABLE_TITLE_TEXT}</p>
      <p className="text-xs text-ink-muted">{`#${String(mediaId)}`}</p>
    </div>
  );
}
