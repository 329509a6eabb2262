/**
 * 'Something went wrong.' with a Retry button (spec: home lists, rows, grids). `detail` is the
 * longer explanation where the spec gives one.
 */
import { RETRY_LABEL, SOMETHING_WENT_WRONG } from '@reelhouse/core/screens/texts';
import { buttonClass } from '~/components/ui/button';

interface LoadErrorProps {
  onRetry: () => void;
  detail?: string;
  /** true while a retry is running */
  retrying?: boolean;
}

export function LoadError({ onRetry, detail, retrying = false }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface-2 p-4"
    >
      <p className="font-semibold">{SOMETHING_WENT_WRONG}</p>
      {detail ? <p className="text-sm text-ink-muted">{detail}</p> : null}
      <button
        type="button"
        onClick={onRetry}
        disabled={retrying}
        className={buttonClass({ size: 'sm' })}
      >
        {RETRY_LABEL}
      </button>
    </div>
  );
}
