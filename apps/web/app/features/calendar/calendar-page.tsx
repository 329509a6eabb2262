/**
 * /calendar: the episodes of the series this browser follows, from 7 days ago to 90 days ahead,
 * by day in the visitor's time zone under "Just aired", "Today", "This week" and "Later". The
 * server renders the heading and placeholders (it does not know what a browser follows); the
 * calendar arrives after hydration, found by our server from the catalogue. In spoiler-safe mode
 * an episode after the visitor's furthest started one names only its numbers until Show title.
 * When the catalogue could not read some followed series now, the others show and a note names
 * those (by the titles the watch history keeps, else by count) until a later load reads them.
 */
import {
  groupCalendar,
  type CalendarEpisode,
  type CalendarSection,
} from '@reelhouse/core/calendar/calendar';
import type { WatchHistoryStore } from '@reelhouse/core/watch-history/watch-history-schema';
import {
  calendarUnavailableText,
  CALENDAR_NO_DATES_HEADING,
  CALENDAR_NO_DATES_TEXT,
  CALENDAR_NOTHING_AIRING,
  CALENDAR_NOTHING_FOLLOWED,
  CALENDAR_PAGE_INTRO,
  CALENDAR_PAGE_TITLE,
  CALENDAR_UNAVAILABLE_RETRY,
  formatCalendarEpisode,
} from '@reelhouse/core/calendar/texts';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import { buildEpisodePath, buildMediaPath } from '@reelhouse/core/slug/media-path';
import { useId } from 'react';
import { PrefetchLink } from '~/components/media/prefetch-link';
import { RevealButton, describeEpisode, spoilerMark } from '~/components/spoiler/spoiler-shield';
import { useSpoilerGuard, type SpoilerGuard } from '~/components/spoiler/use-spoiler-guard';
import { buttonClass } from '~/components/ui/button';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { useFollowedEpisodes } from '~/lib/use-followed-episodes';

const PLACEHOLDER_DAYS = 3;
/** A plain date, named in English ('Friday, November 27'); UTC so the date is never shifted. */
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

function formatDay(date: string): string {
  return dayFormat.format(new Date(`${date}T00:00:00Z`));
}

function episodeHref(episode: CalendarEpisode): string {
  const id = toTmdbId(episode.seriesId);
  if (id === null) return '/series';
  return buildEpisodePath(id, episode.seriesName, episode.seasonNumber, episode.episodeNumber);
}

function EpisodeItem({ episode, spoilers }: { episode: CalendarEpisode; spoilers: SpoilerGuard }) {
  const { seriesId, seasonNumber, episodeNumber } = episode;
  const visibility = spoilers.visibilityOf(seriesId, seasonNumber, episodeNumber);
  const isHidden = visibility === 'hidden';
  return (
    <li className="relative">
      <PrefetchLink
        to={episodeHref(episode)}
        className={`flex flex-col rounded-lg border border-line bg-surface-2 px-4 py-3 transition-colors hover:bg-surface-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${isHidden ? 'pr-32' : ''}`}
      >
        <span className="font-semibold">{episode.seriesName}</span>
        <span {...spoilerMark(visibility)} className="text-sm text-ink-muted">
          {formatCalendarEpisode(seasonNumber, episodeNumber, isHidden ? null : episode.name)}
        </span>
      </PrefetchLink>
      {isHidden ? (
        <RevealButton
          label="Show title"
          subject={`of ${episode.seriesName}, ${describeEpisode(seasonNumber, episodeNumber)}`}
          onReveal={(button) => {
            // The button goes away: focus moves to the link it sits beside.
            button.parentElement?.querySelector('a')?.focus();
            spoilers.reveal(seriesId, seasonNumber, episodeNumber);
          }}
          className="absolute top-1/2 right-3 -translate-y-1/2"
        />
      ) : null}
    </li>
  );
}

function Section({ section, spoilers }: { section: CalendarSection; spoilers: SpoilerGuard }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`calendar-${section.id}`}>
      <h2 id={headingId} className="text-xl font-bold">
        {section.title}
      </h2>
      <ol className="mt-3 flex flex-col gap-5">
        {section.days.map((day) => (
          <li key={day.date}>
            <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
              <time dateTime={day.date}>{formatDay(day.date)}</time>
            </h3>
            <ul className="mt-2 flex flex-col gap-2">
              {day.episodes.map((episode) => (
                <EpisodeItem
                  key={`${String(episode.seriesId)}-${String(episode.seasonNumber)}-${String(episode.episodeNumber)}`}
                  episode={episode}
                  spoilers={spoilers}
                />
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The note on the followed series the catalogue could not read now: named when this browser's
 * watch history keeps their titles (bookmarks and Follow choices keep none), else counted.
 */
function unavailableNote(ids: readonly number[], history: WatchHistoryStore): string | null {
  if (ids.length === 0) return null;
  const names: string[] = [];
  for (const id of ids) {
    const entry = history.items[String(id)];
    const title = entry?.type === 'show' ? entry.title.trim() : '';
    if (title !== '') names.push(title);
  }
  return calendarUnavailableText(names, ids.length - names.length);
}

function UnavailableNote({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface-2 p-4 text-sm"
      data-testid="calendar-unavailable"
    >
      <p>{text}</p>
      <button
        type="button"
        onClick={onRetry}
        className={buttonClass({ variant: 'quiet', size: 'sm' })}
      >
        {CALENDAR_UNAVAILABLE_RETRY}
      </button>
    </div>
  );
}

export function CalendarPage() {
  const headingId = useId();
  const followed = useFollowedEpisodes();
  const spoilers = useSpoilerGuard();
  const view =
    followed.state === 'ready'
      ? {
          state: 'ready' as const,
          sections: groupCalendar(followed.answer.episodes, followed.today),
          undated: followed.answer.series.filter((series) => !series.hasDates),
          unavailable: unavailableNote(followed.answer.unavailable, followed.history),
          retry: followed.retry,
        }
      : followed;

  return (
    <section
      aria-labelledby={headingId}
      className="mx-auto max-w-3xl py-8"
      data-testid="calendar-page"
    >
      <h1 id={headingId} className="text-3xl font-extrabold tracking-tight">
        {CALENDAR_PAGE_TITLE}
      </h1>
      <p className="mt-2 text-ink-muted">{CALENDAR_PAGE_INTRO}</p>
      <div className="mt-8" aria-busy={view.state === 'loading'}>
        {view.state === 'loading' ? (
          <div aria-hidden="true" className="flex flex-col gap-3" data-testid="calendar-loading">
            {Array.from({ length: PLACEHOLDER_DAYS }, (_, index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
        ) : view.state === 'nothing-followed' ? (
          <div className="flex flex-col items-start gap-4" data-testid="calendar-empty">
            <p className="text-lg text-ink-muted">{CALENDAR_NOTHING_FOLLOWED}</p>
            <PrefetchLink to="/series" className={buttonClass({ size: 'sm' })}>
              Browse series
            </PrefetchLink>
          </div>
        ) : view.state === 'failed' ? (
          <LoadError onRetry={view.retry} />
        ) : (
          <div className="flex flex-col gap-10">
            {view.unavailable === null ? null : (
              <UnavailableNote text={view.unavailable} onRetry={view.retry} />
            )}
            {view.sections.length === 0 ? (
              <p className="text-lg text-ink-muted" data-testid="calendar-nothing-airing">
                {CALENDAR_NOTHING_AIRING}
              </p>
            ) : (
              view.sections.map((section) => (
                <Section key={section.id} section={section} spoilers={spoilers} />
              ))
            )}
            {view.undated.length > 0 ? (
              <section className="rounded-lg border border-line p-4" data-testid="calendar-undated">
                <h2 className="font-semibold">{CALENDAR_NO_DATES_HEADING}</h2>
                <p className="mt-1 text-sm text-ink-muted">{CALENDAR_NO_DATES_TEXT}</p>
                <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {view.undated.map((series) => {
                    const id = toTmdbId(series.id);
                    return (
                      <li key={series.id}>
                        {id === null ? (
                          series.name
                        ) : (
                          <PrefetchLink
                            to={buildMediaPath('tv', id, series.name)}
                            className="underline underline-offset-2"
                          >
                            {series.name}
                          </PrefetchLink>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </section>
            ) : null}
          </div>
        )}
      </div>
    </section>
  );
}
