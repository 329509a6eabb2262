/** "Show more" under a long list of the library pages: how many show, and a button for the next page. */
import { buttonClass } from '~/components/ui/button';

export const SHOW_MORE_LABEL = 'Show more';

interface ShowMoreButtonProps {
  shownCount: number;
  totalCount: number;
  onClick: () => void;
}

export function ShowMoreButton({ shownCount, totalCount, onClick }: ShowMoreButtonProps) {
  return (
    <div className="mt-8 flex flex-col items-center gap-2">
      <p className="text-sm text-ink-muted">{`Showing ${String(shownCount)} of ${String(totalCount)}`}</p>
      <button type="button" onClick={onClick} className={buttonClass({ variant: 'quiet' })}>
        {SHOW_MORE_LABEL}
      </button>
    </div>
  );
}
