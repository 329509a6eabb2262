/**
 * Watch (or Play) and Download: where the player and the download dialog open. The player is
 * built separately; until then these buttons are its entry points and carry what it needs to
 * know, `data-autoplay` when the address asked for `?play=true`.
 */
import { Download, Play } from 'lucide-react';

interface PlayerEntryProps {
  /** 'Watch' on movie pages, 'Play' on episode pages */
  playLabel: 'Watch' | 'Play';
  /** what is played, for the buttons' accessible names */
  subject: string;
  /** false hides the play button (not released long enough ago) */
  isPlayable: boolean;
  /** `?play=true`: the player opens at once when it is ready */
  autoplay: boolean;
}

const baseClass =
  'inline-flex h-11 items-center gap-2 rounded-lg px-5 text-sm font-semibold focus-visible:outline-offset-2';

export function PlayerEntry({ playLabel, subject, isPlayable, autoplay }: PlayerEntryProps) {
  return (
    <>
      {isPlayable ? (
        <button
          type="button"
          data-testid="play-button"
          data-autoplay={autoplay ? 'true' : 'false'}
          aria-label={`${playLabel} ${subject}`}
          className={`${baseClass} bg-brand text-on-brand hover:bg-brand-strong`}
        >
          <Play aria-hidden="true" className="size-4 fill-current" />
          {playLabel}
        </button>
      ) : null}
      <button
        type="button"
        data-testid="download-button"
        aria-label={`Download ${subject}`}
        className={`${baseClass} bg-surface-2 ring-1 ring-line hover:bg-surface-3`}
      >
        <Download aria-hidden="true" className="size-4" />
        Download
      </button>
    </>
  );
}
