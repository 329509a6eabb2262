/**
 * 'Oops! Something Broke': the screen for any error a route throws (spec sections 2 and 4). Every
 * action works without the rest of the app: links are plain anchors, storage is cleared directly.
 */
import { STORAGE_READ_ERROR, STORAGE_WRITE_ERROR } from '@reelhouse/core/storage/local-lock';
import { BOOKMARK_STORAGE_KEYS, WATCH_HISTORY_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { canSendErrorReport, type ErrorReportState } from '@reelhouse/core/errors/report';
import { useId, useState } from 'react';
import { clearAllStorage, removeStored } from '~/lib/storage';
import { unregisterServiceWorkers } from '~/lib/service-workers';
import type { DescribedError } from './describe-error';
import { sendErrorReport } from './report-error';
import { buttonClass } from '~/components/ui/button';

const REPORT_LABELS: Record<ErrorReportState, string> = {
  idle: 'Report This Issue',
  sending: 'Reporting...',
  sent: 'Issue Reported',
  failed: 'Report failed, try again',
};

const actionClass = buttonClass({ variant: 'quiet', size: 'sm' });

/** Errors whose message tells the visitor what to do: shown under the text, not only in details. */
const SAYS_WHAT_TO_DO: ReadonlySet<string> = new Set([STORAGE_READ_ERROR, STORAGE_WRITE_ERROR]);

export function ErrorScreen({ error }: { error: DescribedError }) {
  const [occurredAt] = useState(() => Date.now());
  const [userMessage, setUserMessage] = useState('');
  const [reportState, setReportState] = useState<ErrorReportState>('idle');
  const [showDetails, setShowDetails] = useState(false);
  const [notice, setNotice] = useState('');
  const textId = useId();

  const report = async () => {
    if (!canSendErrorReport(reportState)) return;
    setReportState('sending');
    try {
      await sendErrorReport({
        name: error.name.slice(0, 200),
        message: error.message.slice(0, 2000),
        url: window.location.href,
        ...(error.status === null ? {} : { status: error.status }),
        userMessage,
        userAgent: navigator.userAgent.slice(0, 512),
        ...(error.stack ? { stack: error.stack } : {}),
        occurredAt,
      });
      setReportState('sent');
    } catch {
      setReportState('failed');
    }
  };

  const resetAppData = async () => {
    clearAllStorage();
    await unregisterServiceWorkers();
    window.location.reload();
  };

  return (
    <section
      aria-labelledby="error-title"
      data-testid="error-screen"
      className="mx-auto max-w-2xl px-4 py-16"
    >
      <h1 id="error-title" className="text-3xl font-extrabold">
        Oops! Something Broke
      </h1>
      <p className="mt-3 text-lg">
        {error.status !== null ? <strong className="mr-2">{error.status}</strong> : null}
        <span>{error.text}</span>
      </p>
      {SAYS_WHAT_TO_DO.has(error.message) ? (
        <p className="mt-2 text-ink-muted" data-testid="error-message">
          {error.message}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-2">
        <a href="/" className={actionClass}>
          Return Home
        </a>
        <button type="button" className={actionClass} onClick={() => window.location.reload()}>
          Reload Page
        </button>
        <button
          type="button"
          className={actionClass}
          onClick={() => {
            removeStored(BOOKMARK_STORAGE_KEYS);
            setNotice('Your bookmarks were cleared.');
          }}
        >
          Clear Bookmarks
        </button>
        <button
          type="button"
          className={actionClass}
          onClick={() => {
            removeStored(WATCH_HISTORY_STORAGE_KEYS);
            setNotice('Your watch history was cleared.');
          }}
        >
          Clear Watchlist
        </button>
      </div>
      <p role="status" className="mt-3 min-h-5 text-sm text-ink-muted">
        {notice}
      </p>
      <label htmlFor={textId} className="mt-6 block text-sm font-semibold">
        What were you doing when this happened?
      </label>
      <textarea
        id={textId}
        value={userMessage}
        maxLength={2000}
        onChange={(event) => setUserMessage(event.target.value)}
        rows={3}
        className="mt-2 w-full rounded-lg bg-surface-2 p-3 ring-1 ring-line"
      />
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass({ size: 'sm' })}
          disabled={!canSendErrorReport(reportState)}
          onClick={() => void report()}
        >
          {REPORT_LABELS[reportState]}
        </button>
        <button type="button" className={actionClass} onClick={() => void resetAppData()}>
          Reset all app data
        </button>
        <button
          type="button"
          className={actionClass}
          aria-expanded={showDetails}
          onClick={() => setShowDetails((shown) => !shown)}
        >
          {showDetails ? 'Hide technical details' : 'Show technical details'}
        </button>
      </div>
      {showDetails ? (
        <pre
          data-testid="error-details"
          className="mt-4 overflow-x-auto rounded-lg bg-surface-2 p-4 text-xs ring-1 ring-line"
        >
          {`${error.name}: ${error.message}${error.stack ? `\n\n${error.stack}` : ''}`}
        </pre>
      ) : null}
    </section>
  );
}
