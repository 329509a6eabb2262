/**
 * The cues of the chosen caption: fetched when chosen (SRT or WebVTT, read from the text),
 * sanitised, credits dropped; kept per file address so switching back is instant; the request is
 * aborted when the choice changes or the player closes before it answered.
 */
import type { Caption } from '@reelhouse/core/player/source-schema';
import type { DisplayCue } from '@reelhouse/core/subtitles/cues';
import { useEffect, useSyncExternalStore } from 'react';
import { type CaptionCueStatus, createCaptionCueStore } from './caption-cue-store';
import { requestCaptionText } from './caption-request';

const captionCueStore = createCaptionCueStore({ requestText: requestCaptionText });

/**
 * @param caption the caption to show, or null for none
 * @returns its cues (empty until ready) and where loading stands: 'idle' without a caption,
 *   'loading', 'ready' (possibly with no cues), or 'error' (the file failed or is unreadable)
 */
export function useCaptionCues(caption: Caption | null): {
  cues: DisplayCue[];
  status: CaptionCueStatus;
} {
  const url = caption?.url ?? null;
  useEffect(() => (url === null ? undefined : captionCueStore.retain(url)), [url]);
  const getState = () => captionCueStore.getState(url);
  return useSyncExternalStore(captionCueStore.subscribe, getState, getState);
}
