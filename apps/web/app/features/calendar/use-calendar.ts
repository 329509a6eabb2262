/**
 * The calendar page's data: the series this browser follows (its bookmarks and watch history,
 * synced ones included for a signed-in visitor), today's date in the visitor's time zone, and
 * the episodes our server finds for them (`GET /api/calendar`), grouped by core's rules.
 */
import {
  calendarWindow,
  groupCalendar,
  type CalendarAnswer,
  type CalendarSection,
  type CalendarSeries,
} from '@reelhouse/core/calendar/calendar';
import { dateInTimeZone, type CalendarDate } from '@reelhouse/core/calendar/calendar-dates';
import { choicesById } from '@reelhouse/core/calendar/follow-choices';
import { listFollowedSeries } from '@reelhouse/core/calendar/followed-series';
import { useEffect, useMemo, useState } from 'react';
import { getJson } from '~/lib/api-client';
import { useIsHydrated } from '~/lib/use-is-hydrated';
import { bookmarksStore, useBookmarks } from '~/lib/bookmarks-store';
import { useFollowChoices } from '~/lib/follow-choices-store';
import { refreshWatchHistory, useWatchHistory } from '~/lib/watch-history-store';

/** Series asked for at most (the server's limit); the most recently watched come first. */
const MAX_SERIES = 60;

export type CalendarView =
  | { state: 'loading' }
  | { state: 'nothing-followed' }
  | { state: 'failed'; retry: () => void }
  | {
      state: 'ready';
      today: CalendarDate;
      sections: CalendarSection[];
      /** followed series the catalogue dates no episodes of */
      undated: CalendarSeries[];
    };

/** Today in the browser's time zone (the calendar's days are the visitor's days). */
function localToday(): CalendarDate {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return dateInTimeZone(Date.now(), zone);
}

function useStoresRead(): boolean {
  const [isRead, setRead] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void Promise.all([bookmarksStore.load(), refreshWatchHistory()]).finally(() => {
      if (isCurrent) setRead(true);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return isRead;
}

type Fetched =
  { key: string; status: 'done'; answer: CalendarAnswer } | { key: string; status: 'failed' };

export function useCalendar(): CalendarView {
  const bookmarks = useBookmarks();
  const history = useWatchHistory();
  const choices = useFollowChoices();
  const isRead = useStoresRead();
  const today = useIsHydrated() ? localToday() : null;
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<Fetched | null>(null);

  const followed = useMemo(
    () =>
      listFollowedSeries({
        bookmarks,
        historyItems: history.items,
        choices: choicesById(choices),
      }).slice(0, MAX_SERIES),
    [bookmarks, history, choices],
  );

  const request =
    today === null || followed.length === 0
      ? null
      : (() => {
          const { from, to } = calendarWindow(today);
          const query = new URLSearchParams({ series: followed.join(','), from, to });
          return `/api/calendar?${query.toString()}` as const;
        })();
  const key = request === null ? null : `${request}#${String(attempt)}`;

  useEffect(() => {
    if (request === null || key === null) return;
    const controller = new AbortController();
    getJson<CalendarAnswer>(request, controller.signal).then(
      (answer) => setFetched({ key, status: 'done', answer }),
      () => {
        if (!controller.signal.aborted) setFetched({ key, status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [request, key]);

  if (!isRead || today === null) return { state: 'loading' };
  if (followed.length === 0) return { state: 'nothing-followed' };
  if (fetched?.key !== key) return { state: 'loading' };
  if (fetched.status === 'failed') {
    return { state: 'failed', retry: () => setAttempt((value) => value + 1) };
  }
  return {
    state: 'ready',
    today,
    sections: groupCalendar(fetched.answer.episodes, today),
    undated: fetched.answer.series.filter((series) => !series.hasDates),
  };
}
