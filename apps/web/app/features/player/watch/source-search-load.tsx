/**
 * The 'load' state under Watch and Download (spec section 4): a progress bar and the rotating
 * 'Checking {provider}...' line, shown while a click waits for sources.
 */

interface SourceSearchLoadProps {
  /** 0 to 100 */
  percent: number;
  /** 'Checking {provider}...' */
  statusLine: string;
}

export function SourceSearchLoad({ percent, statusLine }: SourceSearchLoadProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  return (
    <div className="order-last w-full max-w-md" data-testid="source-search-load">
      <div
        role="progressbar"
        aria-label="Finding sources"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        data-testid="source-search-progress"
        className="h-1.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-brand transition-[width] duration-300"
          style={{ width: `${String(Math.max(value, 4))}%` }}
        />
      </div>
      <p
        className="mt-2 text-sm text-ink-muted"
        aria-live="polite"
        data-testid="source-search-status"
      >
        {statusLine}
      </p>
    </div>
  );
}
