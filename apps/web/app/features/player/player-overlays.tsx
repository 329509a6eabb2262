/**
 * What the player shows over the picture: the loading spinner and 'Still loading....', the error
 * panel with Reload, the big play button, Skip Intro and Next Episode, the unmute hint, the
 * stream's notice, and the polite message area.
 */
import { PLAYER_MESSAGES } from '@reelhouse/core/player/messages';
import { STILL_LOADING_TEXT } from '@reelhouse/core/player/playback';
import type { PlayerError } from '@reelhouse/core/player/player-state';
import { NEXT_EPISODE_LABEL, SKIP_INTRO_LABEL } from '@reelhouse/core/player/progress-cues';
import { buttonClass } from '~/components/ui/button';
import { Icon } from '~/components/ui/icon';

/** The spinner while loading or buffering, with 'Still loading....' after 6 s. */
export function LoadingIndicator({ isStillLoading }: { isStillLoading: boolean }) {
  return (
    <div className="pointer-events-none absolute inset-0 grid place-items-center">
      <div className="flex flex-col items-center gap-3">
        <span
          data-testid="player-spinner"
          aria-hidden="true"
          className="size-12 animate-spin rounded-full border-4 border-white/25 border-t-white"
        />
        {isStillLoading ? (
          <p
            data-testid="player-still-loading"
            className="rounded bg-black/60 px-3 py-1 text-sm font-medium"
          >
            {STILL_LOADING_TEXT}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** "The video couldn't be loaded.", the hint, the cause, and Reload (in place). */
export function ErrorPanel({ error, onReload }: { error: PlayerError; onReload: () => void }) {
  return (
    <div className="absolute inset-0 grid place-items-center bg-black/80 p-6">
      <div
        role="alert"
        data-testid="player-error"
        className="flex max-w-md flex-col items-center gap-2 text-center"
      >
        <Icon name="triangle-exclamation-point" className="size-10 text-brand" />
        <p className="text-lg font-semibold">{error.title}</p>
        <p className="text-sm text-white/80">{error.hint}</p>
        {error.detail === null ? null : (
          <p data-testid="player-error-detail" className="text-sm text-white/60">
            {error.detail}
          </p>
        )}
        <button
          type="button"
          data-testid="player-reload"
          onClick={onReload}
          className={buttonClass({ className: 'mt-3' })}
        >
          <Icon name="rotate-cw" className="size-4" />
          {PLAYER_MESSAGES.reload}
        </button>
      </div>
    </div>
  );
}

/** The big play button while paused, or before a start that was not automatic. */
export function CenterPlayButton({ onPlay }: { onPlay: () => void }) {
  return (
    <div className="pointer-events-none absolute inset-0 grid place-items-center">
      <button
        type="button"
        data-testid="player-center-play"
        aria-label="Play"
        onClick={onPlay}
        className="pointer-events-auto grid size-18 place-items-center rounded-full bg-black/60 text-white ring-1 ring-white/30 hover:bg-black/80"
      >
        <Icon name="play" className="size-8 translate-x-0.5 fill-current" />
      </button>
    </div>
  );
}

const cueButtonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg bg-white/90 px-4 font-semibold text-black shadow-lg hover:bg-white';

/** 'Skip Intro': jumps to 3 % of the duration. */
export function SkipIntroButton({ onSkip }: { onSkip: () => void }) {
  return (
    <button type="button" data-testid="skip-intro" onClick={onSkip} className={cueButtonClass}>
      <Icon name="chevrons-right" className="size-4" />
      {SKIP_INTRO_LABEL}
    </button>
  );
}

/** 'Next Episode' (above 93 %); the next episode's name is its tooltip. */
export function NextEpisodeButton({
  episodeLabel,
  onNext,
}: {
  episodeLabel: string;
  onNext: () => void;
}) {
  return (
    <button
      type="button"
      data-testid="next-episode"
      title={episodeLabel}
      onClick={onNext}
      className={cueButtonClass}
    >
      <Icon name="skip-forward" className="size-4 fill-current" />
      {NEXT_EPISODE_LABEL}
    </button>
  );
}

/** Shown when auto-play had to start muted. */
export function UnmuteHint({ onUnmute }: { onUnmute: () => void }) {
  return (
    <button
      type="button"
      data-testid="player-unmute"
      onClick={onUnmute}
      className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-black/70 px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-black/90"
    >
      <Icon name="volume-x" className="size-4" />
      Playing muted: tap to unmute
    </button>
  );
}

/** The polite live region: present from the start so screen readers announce what appears. */
export function MessageArea({ text }: { text: string | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="player-message"
      className="pointer-events-none absolute inset-x-0 top-20 z-10 flex justify-center px-4"
    >
      {text === null ? null : (
        <p className="max-w-md rounded-lg bg-black/80 px-4 py-2 text-center text-sm font-medium shadow-lg ring-1 ring-white/15">
          {text}
        </p>
      )}
    </div>
  );
}
