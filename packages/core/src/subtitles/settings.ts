/**
 * Subtitle appearance and timing rules (spec sections 3 and 5): delay steps, size scale, colours
 * and default settings. The stored shape is validated in `settings-schema`.
 */
import type { SubtitleSettings } from './settings-schema';

/** Colours the subtitle text may have, exactly as the spec lists them. */
export const SUBTITLE_TEXT_COLORS = ['white', 'brown', 'yellow', 'gray', '#222222'] as const;

export type SubtitleTextColor = (typeof SUBTITLE_TEXT_COLORS)[number];

/**
 * Backgrounds behind the subtitle text. The spec names the setting but not its values; these four
 * cover no box, the usual translucent box, an opaque one, and a light box for the '#222222' text.
 */
export const SUBTITLE_BACKGROUND_COLORS = [
  'transparent',
  'rgba(0, 0, 0, 0.5)',
  'black',
  'white',
] as const;

export type SubtitleBackgroundColor = (typeof SUBTITLE_BACKGROUND_COLORS)[number];

export const SUBTITLE_FONT_SCALE_MIN = 0.5;
export const SUBTITLE_FONT_SCALE_MAX = 3;
export const SUBTITLE_FONT_SCALE_STEP = 0.1;

/** A single click moves the delay by this many seconds. */
export const SUBTITLE_DELAY_STEP_SECONDS = 0.2;

/** A double-click moves it by this many seconds, once the delay is beyond ±5 s. */
export const SUBTITLE_DELAY_FAST_STEP_SECONDS = 1;

/** Beyond this many seconds (either sign) a double-click takes the fast step. */
export const SUBTITLE_DELAY_FAST_AFTER_SECONDS = 5;

/** Settings of a first visit. */
export const DEFAULT_SUBTITLE_SETTINGS: SubtitleSettings = {
  visible: true,
  fontSizeScale: 1,
  backgroundColor: 'rgba(0, 0, 0, 0.5)',
  textColor: 'white',
  delay: 0,
};

/** Rounds to one decimal, without floating-point dust (0.1 + 0.2 → 0.3) and without -0. */
export function roundToTenth(value: number): number {
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 ? 0 : rounded;
}

/**
 * @returns the scale clamped to [0.5, 3] and rounded to one decimal; NaN gives 1
 */
export function clampFontSizeScale(scale: number): number {
  if (Number.isNaN(scale)) return 1;
  const clamped = Math.min(SUBTITLE_FONT_SCALE_MAX, Math.max(SUBTITLE_FONT_SCALE_MIN, scale));
  return roundToTenth(clamped);
}

/** @returns the scale one step (0.1) larger or smaller, within [0.5, 3] */
export function stepFontSizeScale(scale: number, direction: 1 | -1): number {
  return clampFontSizeScale(clampFontSizeScale(scale) + direction * SUBTITLE_FONT_SCALE_STEP);
}

/**
 * The size of one delay step.
 * The spec gives 1 s on double-click "when delay above 5"; the rule is applied to the delay's
 * magnitude, so it holds the same way for subtitles shown too early (-7 s) and too late (+7 s).
 * @param delaySeconds the current delay
 * @returns 1 for a double-click when |delay| > 5 s, else 0.2
 */
export function getSubtitleDelayStep(delaySeconds: number, isDoubleClick: boolean): number {
  return isDoubleClick && Math.abs(delaySeconds) > SUBTITLE_DELAY_FAST_AFTER_SECONDS
    ? SUBTITLE_DELAY_FAST_STEP_SECONDS
    : SUBTITLE_DELAY_STEP_SECONDS;
}

/**
 * @param delaySeconds the current delay; positive shows subtitles later, negative earlier
 * @param direction 1 adds delay, -1 removes it
 * @returns the new delay, rounded to one decimal (NaN counts as 0); not bounded
 */
export function stepSubtitleDelay(
  delaySeconds: number,
  direction: 1 | -1,
  isDoubleClick: boolean,
): number {
  const current = Number.isNaN(delaySeconds) ? 0 : delaySeconds;
  return roundToTenth(current + direction * getSubtitleDelayStep(current, isDoubleClick));
}
