/**
 * /history, "Movies and shows you've watched" (spec section 2): this browser's watch history,
 * latest first, each with its progress, the episode for a show, and a link that resumes it. The
 * server renders the heading and placeholder rows (it has no history); rows arrive after
 * hydration, 40 at a time.
 */
import { HISTORY_PAGE_TITLE, NO_HISTORY_TEXT } from '@reelhouse/core/watch-history/texts';
import { CalendarLink } from './calendar-link';
import { useId, useState } from 'react';
import { PrefetchLink } from '~/components/media/prefetch-link';
import { Skeleton } from '~/components/ui/skeleton';
import { HISTORY_PAGE_SIZE, type HistoryRow } from './history-view';
import { ShowMoreButton } from './show-more-button';
import { useHistoryRows } from './use-history-rows';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

const PLACEHOLDER_ROWS = 4;
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function HistoryPage() {
  const headingId = useId();
  const { isLoaded, rows } = useHistoryRows();
  const [shownCount, setShownCount] = useState(HISTORY_PAGE_SIZE);

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-3xl py-8"
      data-testid="history-page"
    >
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {HISTORY_PAGE_TITLE}
      </h1>
      <CalendarLink />
      <div className="mt-6">
        {!isLoaded ? (
          <ul aria-hidden="true" className="flex flex-col gap-3" data-testid="history-loading">
            {Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
              <li key={index}>
                <Skeleton className="h-24" />
              </li>
            ))}
          </ul>
        ) : rows.length === 0 ? (
          <div className="py-12 text-center" data-testid="history-empty">
            <p className="text-lg text-ink-muted">{NO_HISTORY_TEXT}</p>
            <PrefetchLink to="/movies" className={buttonClass({ className: 'mt-4' })}>
              Browse movies
            </PrefetchLink>
          </div>
        ) : (
          <ul
            aria-label={HISTORY_PAGE_TITLE}
            className="flex flex-col gap-3"
            data-testid="history-list"
          >
            {rows.slice(0, shownCount).map((row) => (
              <li
                key={row.key}
                className="[contain-intrinsic-size:auto_112px] [content-visibility:auto]"
              >
                <HistoryEntry row={row} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {isLoaded && rows.length > shownCount ? (
        <ShowMoreButton
          shownCount={shownCount}
          totalCount={rows.length}
          onClick={() => setShownCount((count) => count + HISTORY_PAGE_SIZE)}
        />
      ) : null}
    </section>
  );
}

function HistoryEntry({ row }: { row: HistoryRow }) {
  const details = [row.episodeLabel, row.episodeTitle, row.episodeLabel ? null : row.year]
    .filter((part) => part !== null)
    .join(' · ');
  const playIcon = row.playLabel === 'Watch again' ? 'rotate-ccw' : 'play';
  return (
    <article
      className="flex items-center gap-4 rounded-lg border border-line bg-surface-2 p-4"
      data-testid="history-entry"
    >
      <div className="min-w-0 flex-1">
        <h2 className="truncate font-semibold">
          {row.titleHref ? (
            <PrefetchLink to={row.titleHref} className="hover:underline">
              {row.title}
            </PrefetchLink>
          ) : (
            row.title
          )}
        </h2>
        {details ? <p className="truncate text-sm text-ink-muted">{details}</p> : null}
        <p className="text-xs text-ink-muted">{`Watched ${dateFormat.format(row.watchedAt)}`}</p>
        <div className="mt-2 flex items-center gap-2">
          <span
            role="progressbar"
            aria-label={`${row.title} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={row.percent}
            className="block h-1.5 flex-1 overflow-hidden rounded-full bg-surface-3"
          >
            <span className="block h-full bg-brand" style={{ width: `${String(row.percent)}%` }} />
          </span>
          <span className="w-10 text-right text-xs text-ink-muted">{`${String(row.percent)}%`}</span>
        </div>
      </div>
      {row.playHref ? (
        <PrefetchLink
          to={row.playHref}
          aria-label={`${row.playLabel} ${row.title}${row.episodeLabel ? ` ${row.episodeLabel}` : ''}`}
          className={buttonClass({ className: 'shrink-0' })}
          data-testid="history-play"
        >
          <Icon name={playIcon} className="size-4" />
          <span className="hidden min-[480px]:inline">{row.playLabel}</span>
        </PrefetchLink>
      ) : null}
    </article>
  );
}
