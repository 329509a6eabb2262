/**
 * The episodes of the series this browser follows (its bookmarks, watch history and Follow
 * choices, synced ones included for a signed-in visitor) within the calendar's dates around today
 * in the visitor's time zone, as our server finds them (`GET /api/calendar`). The calendar page
 * groups them by day; home's "New episodes" row picks the unstarted recent ones. When the
 * catalogue could not read some series now, the answer holds the others and lists those in
 * `unavailable`; a later load (a new page, `retry`) asks again.
 */
import { calendarWindow } from '@reelhouse/core/calendar/calendar';
import { dateInTimeZone, type CalendarDate } from '@reelhouse/core/calendar/calendar-dates';
import { choicesById } from '@reelhouse/core/calendar/follow-choices';
import { listFollowedSeries } from '@reelhouse/core/calendar/followed-series';
import { useEffect, useMemo, useState } from 'react';
import type { WatchHistoryStore } from '@reelhouse/core/watch-history/watch-history-schema';
import { getJson } from './api-client';
import { readCalendarAnswer, type ReadCalendarAnswer } from './calendar-answer';
import { useBookmarks } from './bookmarks-store';
import { useFollowChoices } from './follow-choices-store';
import { useIsHydrated } from './use-is-hydrated';
import { useLocalListsRead } from './use-local-lists-read';
import { useWatchHistory } from './watch-history-store';

/** Series asked for at most (the server's limit); the most recently watched come first. */
const MAX_SERIES = 60;

export type FollowedEpisodes =
  | { state: 'loading' }
  | { state: 'nothing-followed' }
  | { state: 'failed'; retry: () => void }
  | {
      state: 'ready';
      today: CalendarDate;
      answer: ReadCalendarAnswer;
      /** the visitor's watch history (what they started) */
      history: WatchHistoryStore;
      /** asks the server again (for the series in `answer.unavailable`) */
      retry: () => void;
    };

/** Today in the browser's time zone (the calendar's days are the visitor's days). */
function localToday(): CalendarDate {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return dateInTimeZone(Date.now(), zone);
}

type Fetched =
  { key: string; status: 'done'; answer: ReadCalendarAnswer } | { key: string; status: 'failed' };

export function useFollowedEpisodes(): FollowedEpisodes {
  const bookmarks = useBookmarks();
  const history = useWatchHistory();
  const choices = useFollowChoices();
  const isRead = useLocalListsRead();
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

  // Asked once both lists were read, so a half-read state never sends a request of its own.
  const request =
    !isRead || today === null || followed.length === 0
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
    getJson<unknown>(request, controller.signal)
      .then(readCalendarAnswer)
      .then(
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
  const retry = () => setAttempt((value) => value + 1);
  if (fetched.status === 'failed') return { state: 'failed', retry };
  return { state: 'ready', today, answer: fetched.answer, history, retry };
}
