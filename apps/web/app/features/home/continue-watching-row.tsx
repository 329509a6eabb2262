/**
 * Continue Watching (spec section 2 "Home"): what this browser started watching, from the local
 * history, most recent first, with its progress. Client-only: the server and the first render show
 * nothing, and the row sits below the catalogue rows, so appearing after hydration shifts nothing
 * on screen at load. Each card can be taken off the row; the title's history and resume point
 * stay, and it comes back once it is played again.
 */
import { describeContinueWatchingCard } from '@reelhouse/core/watch-history/continue-watching-card';
import { listContinueWatching } from '@reelhouse/core/watch-history/continue-watching';
import { useId, useMemo } from 'react';
import { PrefetchLink } from '~/components/media/prefetch-link';
import { useWatchHistory } from '~/lib/watch-history-store';
import { Icon } from '~/components/ui/icon';
import { showToast } from '~/lib/toast';

export const CONTINUE_WATCHING_TITLE = 'Continue Watching';

/** The toast after a card was taken off the row. */
export const REMOVED_FROM_ROW_TOAST =
  'Removed from Continue Watching. Play it again to bring it back.';

/**
 * Takes a title off the row through the history writer (loaded on first use: the home page does
 * not otherwise need it), which tells the account sync.
 */
async function removeFromRow(id: string): Promise<void> {
  try {
    const [{ watchHistoryWriter }, { hideFromContinueWatching }] = await Promise.all([
      import('~/lib/watch-history-writer'),
      import('@reelhouse/core/watch-history/continue-watching'),
    ]);
    const nowMs = Date.now();
    await watchHistoryWriter.changeEntries(
      [id],
      (store) => hideFromContinueWatching(store, id, nowMs),
      nowMs,
    );
  } catch (error) {
    // The browser refused the write, or the code could not be loaded (offline).
    void showToast(error instanceof Error ? error.message : String(error), { kind: 'error' });
    return;
  }
  void showToast(REMOVED_FROM_ROW_TOAST, { kind: 'success' });
}

export function ContinueWatchingRow() {
  const history = useWatchHistory();
  const headingId = useId();
  const cards = useMemo(
    () =>
      listContinueWatching(history).flatMap((item) => {
        const card = describeContinueWatchingCard(item);
        return card ? [{ ...card, id: item.id }] : [];
      }),
    [history],
  );
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="continue-watching">
      <h2 id={headingId} className="mb-3 text-lg font-bold tablet:text-xl">
        {CONTINUE_WATCHING_TITLE}
      </h2>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {cards.map((card) => (
          <li key={card.key} className="relative w-56 shrink-0 snap-start tablet:w-64">
            <PrefetchLink
              to={card.href}
              className="group flex h-full flex-col justify-between gap-3 rounded-lg border border-line bg-surface-2 p-4 hover:border-brand"
              data-testid="continue-watching-card"
            >
              <span className="flex items-start gap-3">
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-brand text-on-brand">
                  <Icon name="play" className="size-4 fill-current" />
                </span>
                <span className="min-w-0 pr-7">
                  <span className="line-clamp-2 font-semibold">{card.title}</span>
                  {card.detail ? (
                    <span className="block text-sm text-ink-muted">{card.detail}</span>
                  ) : null}
                </span>
              </span>
              <span className="block">
                <span className="sr-only">{`${String(card.percent)}% watched`}</span>
                <span
                  aria-hidden="true"
                  className="block h-1.5 overflow-hidden rounded-full bg-surface-3"
                >
                  <span
                    className="block h-full bg-brand"
                    style={{ width: `${String(card.percent)}%` }}
                  />
                </span>
              </span>
            </PrefetchLink>
            <button
              type="button"
              aria-label={`Remove ${card.title} from Continue Watching`}
              title="Remove from Continue Watching"
              onClick={() => void removeFromRow(card.id)}
              className="absolute top-2 right-2 grid size-9 place-items-center rounded-full text-ink-muted hover:bg-surface-3 hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
            >
              <Icon name="x" className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
