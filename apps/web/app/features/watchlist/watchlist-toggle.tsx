/**
 * The bookmark icon of the title pages (spec section 4, "Bookmark add"): one press adds the title
 * to the watchlist or takes it out; the icon is filled while the title is in any category. Once
 * custom categories exist the icon opens a list of every category instead (a checkbox each; the
 * list closes after a choice). The chevron beside the icon opens the same list before that, so a
 * first custom category can be named. The list's code loads with the first press of (or pointer
 * rest on) the button that opens it. Bookmarks live in the browser: the server renders the button
 * unpressed and the stored state applies right after hydration.
 */
import { isInAnyCategory, isInCategory, toMediaId } from '@reelhouse/core/bookmarks/bookmarks';
import {
  DEFAULT_BOOKMARK_CATEGORY,
  isBuiltInCategory,
  listCategories,
} from '@reelhouse/core/bookmarks/categories';
import type { MediaType } from '@reelhouse/core/media/media-item';
import { lazy, Suspense, useRef } from 'react';
import { useLazyPanelTrigger } from '~/components/ui/lazy-panel-trigger';
import { bookmarksStore, useBookmarks } from '~/lib/bookmarks-store';
import { Icon } from '~/components/ui/icon';

const loadCategoryPopover = () => import('./category-panel');
const CategoryPopover = lazy(loadCategoryPopover);

interface WatchlistToggleProps {
  /** the movie's or series' TMDB id */
  mediaId: number;
  /** whether the id is a movie's or a series' (their ids overlap); stored with the bookmark */
  mediaType: MediaType;
  /** the title, for the toast ('Added {title} to {category}') */
  title: string;
}

const iconButtonClass =
  'inline-flex h-11 items-center justify-center rounded-lg bg-surface-2 ring-1 ring-line hover:bg-surface-3 aria-pressed:text-brand aria-expanded:bg-surface-3';

export function WatchlistToggle({ mediaId: rawId, mediaType, title }: WatchlistToggleProps) {
  const media = { mediaId: toMediaId(rawId), mediaType };
  const bookmarks = useBookmarks();
  const categories = listCategories(bookmarks);
  const hasCustomCategories = categories.some((category) => !isBuiltInCategory(category));
  const isBookmarked = isInAnyCategory(bookmarks, media);
  const isInWatchlist = isInCategory(bookmarks, { ...media, category: DEFAULT_BOOKMARK_CATEGORY });
  const list = useLazyPanelTrigger(loadCategoryPopover);
  const anchorRef = useRef<HTMLDivElement>(null);

  const icon = (
    <Icon
      name={isBookmarked ? 'bookmark-check' : 'bookmark'}
      className={`size-5 ${isBookmarked ? 'fill-current text-brand' : ''}`}
    />
  );
  return (
    <>
      <div ref={anchorRef} className="inline-flex gap-1" data-testid="watchlist-toggle">
        {hasCustomCategories ? (
          <button
            {...list.triggerProps}
            aria-label={`Bookmark categories for ${title}`}
            title="Bookmark categories"
            data-bookmarked={isBookmarked}
            className={`${iconButtonClass} w-11`}
          >
            {icon}
          </button>
        ) : (
          <>
            <button
              type="button"
              aria-pressed={isInWatchlist}
              aria-label="Watchlist"
              title={isInWatchlist ? 'Remove from watchlist' : 'Add to watchlist'}
              data-bookmarked={isBookmarked}
              onClick={() => void bookmarksStore.toggleWatchlist(media, title)}
              className={`${iconButtonClass} w-11`}
            >
              {icon}
            </button>
            <button
              {...list.triggerProps}
              aria-label="More bookmark categories"
              title="More bookmark categories"
              className={`${iconButtonClass} w-8`}
            >
              <Icon name="chevron-down" className="size-4" />
            </button>
          </>
        )}
      </div>
      {list.isPanelWanted ? (
        <Suspense fallback={null}>
          <CategoryPopover
            id={list.panelId}
            open={list.isOpen}
            onOpenChange={list.setOpen}
            anchorRef={anchorRef}
            triggerRef={list.triggerRef}
            media={media}
            title={title}
            categories={categories}
            bookmarks={bookmarks}
          />
        </Suspense>
      ) : null}
    </>
  );
}
