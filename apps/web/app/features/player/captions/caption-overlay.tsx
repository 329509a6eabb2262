/**
 * The subtitles over the video: the cues active at the video's current time (with the user's
 * delay), styled from the settings, bottom-centred and lifted while the controls show. Purely
 * visual: it takes no pointer events and is not announced (aria-live off).
 */
import type { DisplayCue } from '@reelhouse/core/subtitles/cues';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { useMemo, useSyncExternalStore } from 'react';
import { createActiveCueStore } from './active-cue-store';
import { getCaptionBottomOffset, getCaptionCueStyle } from './caption-style';
import { renderCaptionTokens } from './caption-tokens';

export interface CaptionOverlayProps {
  /** the playing video, or null before it exists */
  video: HTMLVideoElement | null;
  /** the chosen caption's cues (see useCaptionCues) */
  cues: DisplayCue[];
  settings: SubtitleSettings;
  /** true while the player's controls show: the captions move up above them */
  raised: boolean;
}

const NO_CUES: DisplayCue[] = [];

/** The caption overlay; place it over the video, inside the player's positioned box. */
export function CaptionOverlay({ video, cues, settings, raised }: CaptionOverlayProps) {
  const shownCues = settings.visible ? cues : NO_CUES;
  const store = useMemo(
    () => createActiveCueStore(video, shownCues, settings.delay),
    [video, shownCues, settings.delay],
  );
  const active = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const cueStyle = useMemo(() => getCaptionCueStyle(settings), [settings]);
  if (!settings.visible) return null;
  return (
    <div
      data-testid="caption-overlay"
      aria-live="off"
      className="pointer-events-none absolute inset-0 overflow-hidden [container-type:inline-size]"
    >
      <div
        className="absolute inset-x-0 flex flex-col items-center gap-[0.2em] px-[5%] text-center transition-[bottom] duration-200"
        style={{ bottom: getCaptionBottomOffset(raised) }}
      >
        {active.map((cue) => (
          <p key={cues.indexOf(cue)} className="m-0 max-w-full leading-[1.35]">
            <span
              data-testid="caption-cue"
              dir="auto"
              className="rounded-[0.15em] px-[0.35em] py-[0.05em] font-medium [-webkit-box-decoration-break:clone] [box-decoration-break:clone]"
              style={cueStyle}
            >
              {renderCaptionTokens(cue.tokens)}
            </span>
          </p>
        ))}
      </div>
    </div>
  );
}
