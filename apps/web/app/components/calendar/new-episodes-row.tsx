/**
 * "New episodes": for each followed series, the earliest episode aired in the last 7 days that
 * this visitor has not started (core `listNewEpisodes`), linking to its page. Client-only and
 * hidden while loading, when empty and when the calendar cannot be fetched: it is an extra,
 * never a reason for an error on the page that holds it. In spoiler-safe mode an episode after the
 * visitor's furthest started one names only its numbers until they press Show title.
 */
import { listNewEpisodes } from '@reelhouse/core/calendar/new-episodes';
import { formatCalendarEpisode } from '@reelhouse/core/calendar/texts';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import { buildEpisodePath } from '@reelhouse/core/slug/media-path';
import { useId } from 'react';
import { useFollowedEpisodes } from '~/lib/use-followed-episodes';
import { Icon } from '~/components/ui/icon';
import { PrefetchLink } from '~/components/media/prefetch-link';
import { RevealButton, describeEpisode, spoilerMark } from '~/components/spoiler/spoiler-shield';
import { useSpoilerGuard } from '~/components/spoiler/use-spoiler-guard';

export const NEW_EPISODES_TITLE = 'New episodes';

export function NewEpisodesRow() {
  const followed = useFollowedEpisodes();
  const headingId = useId();
  const spoilers = useSpoilerGuard();
  if (followed.state !== 'ready') return null;
  const cards = listNewEpisodes(followed.answer.episodes, followed.today, followed.history.items);
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="new-episodes">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 id={headingId} className="text-lg font-bold tablet:text-xl">
          {NEW_EPISODES_TITLE}
        </h2>
        <PrefetchLink
          to="/calendar"
          className="text-sm font-semibold text-ink-muted underline-offset-4 hover:text-ink hover:underline"
        >
          Calendar
        </PrefetchLink>
      </div>
      <ul className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin]">
        {cards.map(({ episode, moreCount }) => {
          const id = toTmdbId(episode.seriesId);
          if (id === null) return null;
          const { seasonNumber, episodeNumber } = episode;
          const visibility = spoilers.visibilityOf(id, seasonNumber, episodeNumber);
          return (
            <li key={episode.seriesId} className="relative w-56 shrink-0 snap-start tablet:w-64">
              <PrefetchLink
                to={buildEpisodePath(
                  id,
                  episode.seriesName,
                  episode.seasonNumber,
                  episode.episodeNumber,
                )}
                className={`flex h-full items-start gap-3 rounded-lg border border-line bg-surface-2 p-4 hover:border-brand ${visibility === 'hidden' ? 'pb-16' : ''}`}
                data-testid="new-episode-card"
              >
                <span className="grid size-9 shrink-0 place-items-center rounded-full bg-surface-3 text-brand">
                  <Icon name="calendar" className="size-4" />
                </span>
                <span className="min-w-0">
                  <span className="line-clamp-2 font-semibold">{episode.seriesName}</span>
                  <span {...spoilerMark(visibility)} className="block text-sm text-ink-muted">
                    {formatCalendarEpisode(
                      seasonNumber,
                      episodeNumber,
                      visibility === 'hidden' ? null : episode.name,
                    )}
                  </span>
                  {moreCount > 0 ? (
                    <span className="block text-sm text-ink-muted">{`and ${String(moreCount)} more`}</span>
                  ) : null}
                </span>
              </PrefetchLink>
              {visibility === 'hidden' ? (
                <RevealButton
                  label="Show title"
                  subject={`of ${episode.seriesName}, ${describeEpisode(seasonNumber, episodeNumber)}`}
                  onReveal={(button) => {
                    // The button goes away: focus moves to the link it sits beside.
                    button.parentElement?.querySelector('a')?.focus();
                    spoilers.reveal(id, seasonNumber, episodeNumber);
                  }}
                  className="absolute bottom-4 left-16"
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
