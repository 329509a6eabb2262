/**
 * A row of pill links where one is the current choice (type filters, tabs, network pills). Links,
 * not buttons: each choice is a URL the server renders, so it works before script and can be
 * shared.
 */
import { PrefetchLink } from '~/components/media/prefetch-link';

export interface FilterLinkOption {
  key: string;
  label: string;
  to: string;
  isCurrent: boolean;
  /** optional colour of the pill when current (network brand colours) */
  currentStyle?: { backgroundColor: string; color: string };
}

interface FilterLinksProps {
  /** accessible name of the group */
  label: string;
  options: readonly FilterLinkOption[];
  testId?: string;
  /** keep the scroll position (filters); false for navigation to another page */
  keepScroll?: boolean;
}

export function FilterLinks({ label, options, testId, keepScroll = true }: FilterLinksProps) {
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.key}>
            <PrefetchLink
              to={option.to}
              preventScrollReset={keepScroll}
              aria-current={option.isCurrent ? 'page' : undefined}
              style={option.isCurrent ? option.currentStyle : undefined}
              className="inline-flex min-h-9 items-center rounded-full border border-line bg-surface-2 px-4 text-sm font-semibold hover:border-brand aria-[current=page]:border-transparent aria-[current=page]:bg-brand aria-[current=page]:text-on-brand"
            >
              {option.label}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
