/**
 * The account tab's calendar feed (beyond the spec, decision 0030): a private iCalendar link of
 * the episodes of the series the account follows. The link is shown once, when made (only its
 * hash is stored); "Reset link" makes a new one and the old one stops working at once.
 */
import {
  CALENDAR_FEED_COPIED,
  CALENDAR_FEED_COPY,
  CALENDAR_FEED_CREATE,
  CALENDAR_FEED_EXISTS,
  CALENDAR_FEED_FAILED,
  CALENDAR_FEED_HEADING,
  CALENDAR_FEED_INTRO,
  CALENDAR_FEED_RESET,
  CALENDAR_FEED_SHOWN_ONCE,
  CALENDAR_FEED_TURN_OFF,
} from '@reelhouse/core/calendar/texts';
import { useEffect, useId, useState } from 'react';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';
import { deleteAt, getJson, postJson } from '~/lib/api-client';

type FeedState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'exists' }
  | { kind: 'made'; url: string }
  | { kind: 'failed' };

function readUrl(answer: unknown): string | null {
  return answer !== null &&
    typeof answer === 'object' &&
    'url' in answer &&
    typeof answer.url === 'string'
    ? answer.url
    : null;
}

export function CalendarFeedSection() {
  const headingId = useId();
  const [state, setState] = useState<FeedState>({ kind: 'loading' });
  const [isBusy, setBusy] = useState(false);
  const [isCopied, setCopied] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getJson<{ exists: boolean }>('/api/calendar-feed', controller.signal).then(
      (answer) => setState({ kind: answer.exists ? 'exists' : 'none' }),
      () => {
        if (!controller.signal.aborted) setState({ kind: 'failed' });
      },
    );
    return () => controller.abort();
  }, []);

  const makeLink = () => {
    setBusy(true);
    setCopied(false);
    postJson('/api/calendar-feed', {})
      .then((answer) => {
        const url = readUrl(answer);
        setState(url === null ? { kind: 'failed' } : { kind: 'made', url });
      })
      .catch(() => setState({ kind: 'failed' }))
      .finally(() => setBusy(false));
  };
  const turnOff = () => {
    setBusy(true);
    deleteAt('/api/calendar-feed')
      .then(() => setState({ kind: 'none' }))
      .catch(() => setState({ kind: 'failed' }))
      .finally(() => setBusy(false));
  };
  const copy = (url: string) => {
    // No clipboard outside secure contexts: the link stays selectable in its field.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    void clipboard?.writeText(url).then(
      () => setCopied(true),
      () => undefined,
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      data-testid="calendar-feed"
      className="space-y-4 border-t border-line pt-8"
    >
      <h3 id={headingId} className="text-xl font-bold">
        {CALENDAR_FEED_HEADING}
      </h3>
      <p className="text-ink-muted">{CALENDAR_FEED_INTRO}</p>
      {state.kind === 'loading' ? null : state.kind === 'made' ? (
        <div className="space-y-3">
          <p className="text-sm">{CALENDAR_FEED_SHOWN_ONCE}</p>
          <div className="flex flex-col gap-2 tablet:flex-row">
            <input
              readOnly
              value={state.url}
              aria-label="Your calendar link"
              data-testid="calendar-feed-url"
              onFocus={(event) => event.currentTarget.select()}
              className="h-11 w-full min-w-0 rounded-lg bg-surface-2 px-3 font-mono text-sm ring-1 ring-line tablet:flex-1"
            />
            <button type="button" onClick={() => copy(state.url)} className={buttonClass()}>
              <Icon name={isCopied ? 'check' : 'copy'} className="size-4" />
              {isCopied ? CALENDAR_FEED_COPIED : CALENDAR_FEED_COPY}
            </button>
          </div>
        </div>
      ) : state.kind === 'exists' ? (
        <p className="text-sm">{CALENDAR_FEED_EXISTS}</p>
      ) : state.kind === 'failed' ? (
        <p role="alert" className="text-sm font-semibold text-red-700 dark:text-red-400">
          {CALENDAR_FEED_FAILED}
        </p>
      ) : null}
      {state.kind === 'loading' ? null : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={makeLink}
            disabled={isBusy}
            data-testid="calendar-feed-make"
            className={buttonClass({ variant: state.kind === 'none' ? 'brand' : 'quiet' })}
          >
            <Icon name="calendar" className="size-4" />
            {state.kind === 'none' || state.kind === 'failed'
              ? CALENDAR_FEED_CREATE
              : CALENDAR_FEED_RESET}
          </button>
          {state.kind === 'exists' || state.kind === 'made' ? (
            <button
              type="button"
              onClick={turnOff}
              disabled={isBusy}
              className={buttonClass({ variant: 'quiet' })}
            >
              {CALENDAR_FEED_TURN_OFF}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
