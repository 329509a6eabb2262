/** "Show more" under a long list of the library pages: how many show, and a button for the next page. */

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
      <button
        type="button"
        onClick={onClick}
        className="inline-flex h-11 items-center rounded-lg bg-surface-2 px-5 font-semibold ring-1 ring-line hover:bg-surface-3"
      >
        {SHOW_MORE_LABEL}
      </button>
    </div>
  );
}
