/**
 * /bookmarks, 'My Bookmarks' (spec section 2): the titles this browser bookmarked, filtered by
 * Media and Category and sorted by date added, title or rating, 40 cards at a time. The server
 * renders the heading, the filters and placeholder cards (it has no bookmarks); the list arrives
 * after hydration. The filters live in the address, so a filtered view can be reloaded or shared.
 */
import type { BookmarkFilters } from '@reelhouse/core/bookmarks/bookmarks-page';
import {
  getBookmarkCardKey,
  getBookmarksEmptyText,
} from '@reelhouse/core/bookmarks/bookmarks-page';
import { BOOKMARKS_PAGE_TITLE } from '@reelhouse/core/bookmarks/texts';
import { CalendarLink } from './calendar-link';
import { useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MediaCardSkeleton } from '~/components/media/media-card';
import { bookmarksStore } from '~/lib/bookmarks-store';
import { BookmarkCard, UNAVAILABLE_TITLE_TEXT } from './bookmark-card';
import { BookmarkFilterControls } from './bookmark-filters';
import {
  BOOKMARKS_PAGE_SIZE,
  listCategoryChoices,
  parseBookmarkFilters,
  serialiseBookmarkFilters,
} from './bookmarks-view';
import { ShowMoreButton } from './show-more-button';
import { useBookmarkCards } from './use-bookmark-cards';

const PLACEHOLDER_CARDS = 10;

const gridClass =
  'grid grid-cols-2 gap-x-3 gap-y-6 tablet:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';

export function BookmarksPage() {
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const filterQuery = serialiseBookmarkFilters(parseBookmarkFilters(searchParams));
  const filters = useMemo(
    () => parseBookmarkFilters(new URLSearchParams(filterQuery)),
    [filterQuery],
  );
  // "Show more" grows the list; another choice of filters starts again at one page.
  const [paging, setPaging] = useState({ query: filterQuery, count: BOOKMARKS_PAGE_SIZE });
  const shownCount = paging.query === filterQuery ? paging.count : BOOKMARKS_PAGE_SIZE;
  const [notice, setNotice] = useState('');
  const view = useBookmarkCards(filters, shownCount);

  const changeFilters = (next: BookmarkFilters) => {
    setSearchParams(serialiseBookmarkFilters(next), { replace: true, preventScrollReset: true });
  };

  const emptyText = getBookmarksEmptyText(view.bookmarks.length, view.cards.length);
  const isSettled = view.isLoaded && (view.bookmarks.length === 0 || view.pendingCount === 0);
  const shown = view.cards.slice(0, shownCount);

  return (
    <section aria-labelledby={headingId} className="py-8" data-testid="bookmarks-page">
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {BOOKMARKS_PAGE_TITLE}
      </h1>
      <CalendarLink />
      <div className="mt-6">
        <BookmarkFilterControls
          filters={filters}
          categories={listCategoryChoices(view.bookmarks, filters)}
          onChange={changeFilters}
        />
      </div>
      <p role="status" className="sr-only" data-testid="bookmarks-notice">
        {notice}
      </p>
      {view.isLoaded && view.pendingCount > 0 ? (
        <p className="mt-4 text-sm text-ink-muted" data-testid="bookmarks-pending">
          {`Looking up ${String(view.pendingCount)} more titles; the order may still change.`}
        </p>
      ) : null}
      <div className="mt-6">
        {shown.length === 0 && !isSettled ? (
          <ul aria-hidden="true" className={gridClass} data-testid="bookmarks-loading">
            {Array.from({ length: PLACEHOLDER_CARDS }, (_, index) => (
              <li key={index}>
                <MediaCardSkeleton />
              </li>
            ))}
          </ul>
        ) : shown.length === 0 ? (
          <p className="py-12 text-center text-lg text-ink-muted" data-testid="bookmarks-empty">
            {emptyText}
          </p>
        ) : (
          <ul aria-label={BOOKMARKS_PAGE_TITLE} className={gridClass} data-testid="bookmarks-grid">
            {shown.map((card) => (
              <li
                key={getBookmarkCardKey(card)}
                className="[contain-intrinsic-size:auto_420px] [content-visibility:auto]"
              >
                <BookmarkCard
                  card={card}
                  lookup={view.lookupOf(card)}
                  onRemove={(category) => {
                    const name = card.media?.title ?? UNAVAILABLE_TITLE_TEXT;
                    void bookmarksStore
                      .remove({ mediaId: card.mediaId, mediaType: card.mediaType, category })
                      .then((isRemoved) => {
                        if (isRemoved) setNotice(`Removed ${name} from ${category}`);
                      });
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {view.isLoaded && view.cards.length > shownCount ? (
        <ShowMoreButton
          shownCount={shownCount}
          totalCount={view.cards.length}
          onClick={() => setPaging({ query: filterQuery, count: shownCount + BOOKMARKS_PAGE_SIZE })}
        />
      ) : null}
    </section>
  );
}
