/**
 * Cues ready for the screen: sanitised token trees without subtitle-site credits, and which of
 * them show at a moment given the user's delay (spec section 5).
 */
import { isSubtitleCreditCue } from './credits';
import type { SubtitleCue } from './parse';
import { getTokensText, sanitiseCueText, type SubtitleToken } from './sanitise';

/** A cue as the subtitle overlay renders it. */
export interface DisplayCue {
  startSeconds: number;
  endSeconds: number;
  tokens: SubtitleToken[];
}

/** Anything with a start and an end time in seconds. */
export interface TimedCue {
  startSeconds: number;
  endSeconds: number;
}

/**
 * @returns the cues sanitised, in the same order, without credit cues and without cues that
 *   have nothing visible left (e.g. only a script block)
 */
export function buildDisplayCues(cues: readonly SubtitleCue[]): DisplayCue[] {
  return cues.flatMap((cue) => {
    const tokens = sanitiseCueText(cue.text);
    const text = getTokensText(tokens);
    if (text.trim() === '' || isSubtitleCreditCue(text)) return [];
    return [{ startSeconds: cue.startSeconds, endSeconds: cue.endSeconds, tokens }];
  });
}

/**
 * Shifts cue times by the subtitle delay.
 * @param delaySeconds positive shows subtitles later, negative earlier
 * @returns copies with start and end moved by the delay (times may become negative)
 */
export function applySubtitleDelay<T extends TimedCue>(
  cues: readonly T[],
  delaySeconds: number,
): T[] {
  return cues.map((cue) => ({
    ...cue,
    startSeconds: cue.startSeconds + delaySeconds,
    endSeconds: cue.endSeconds + delaySeconds,
  }));
}

/**
 * The cues on screen at a moment.
 * @param currentTimeSeconds the video's playhead
 * @param delaySeconds the user's delay: a cue shows from start + delay, inclusive, until
 *   end + delay, exclusive (so back-to-back cues never show together)
 * @returns the active cues in their list order
 */
export function getActiveCues<T extends TimedCue>(
  cues: readonly T[],
  currentTimeSeconds: number,
  delaySeconds: number,
): T[] {
  return cues.filter(
    (cue) =>
      currentTimeSeconds >= cue.startSeconds + delaySeconds &&
      currentTimeSeconds < cue.endSeconds + delaySeconds,
  );
}
