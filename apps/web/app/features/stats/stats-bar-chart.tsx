/**
 * A bar chart of the stats page: CSS bars a person can take in at a glance, each with its value
 * written beside it, and the same figures as a table for screen readers (visually hidden, so the
 * bars stay the picture and the table the reading).
 */
import type { Bar } from '@reelhouse/core/stats/charts';
import { formatCount } from '@reelhouse/core/stats/charts';

interface StatsBarChartProps {
  bars: readonly Bar[];
  /** the table's caption, e.g. 'Plays started per weekday' */
  caption: string;
  /** the header of the label column, e.g. 'Day' */
  labelHeader: string;
  /** the header of the value column, e.g. 'Plays' */
  valueHeader: string;
  /** the bars' colour class (default: the brand colour) */
  barClassName?: string;
  testId?: string;
}

export function StatsBarChart({
  bars,
  caption,
  labelHeader,
  valueHeader,
  barClassName = 'bg-brand',
  testId,
}: StatsBarChartProps) {
  return (
    <div data-testid={testId}>
      <ul aria-hidden="true" className="space-y-2">
        {bars.map((bar) => (
          <li key={bar.label} className="grid grid-cols-[6rem_1fr_auto] items-center gap-3">
            <span className="truncate text-sm text-ink-muted">{bar.label}</span>
            <span className="h-3 overflow-hidden rounded-full bg-surface-3">
              <span
                className={`block h-full rounded-full ${barClassName}`}
                // A value above 0 always shows a sliver, so a small count does not look like none.
                style={{ width: `${bar.value > 0 ? Math.max(2, bar.percent) : 0}%` }}
              />
            </span>
            <span className="text-sm font-semibold tabular-nums">{formatCount(bar.value)}</span>
          </li>
        ))}
      </ul>
      <table className="sr-only">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col">{valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{formatCount(bar.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
