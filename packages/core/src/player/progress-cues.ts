/**
 * What the player does at given points of an episode or film (spec sections 4 and 9): the 'Skip
 * Intro' and 'Next Episode' buttons and the automatic move to the next episode.
 */

/** Auto-advance happens when progress is over this percentage while playing. */
export const AUTO_ADVANCE_PERCENT = 99.5;

/** 'Skip Intro' shows while progress is under this percentage... */
export const SKIP_INTRO_MAX_PERCENT = 3;

/** ...and the playhead is under this many seconds. */
export const SKIP_INTRO_MAX_SECONDS = 30;

/** The 'Next Episode' button shows when progress is over this percentage. */
export const NEXT_EPISODE_BUTTON_PERCENT = 93;

/** Label of the skip-intro button. */
export const SKIP_INTRO_LABEL = 'Skip Intro';

/** Label of the next-episode button. */
export const NEXT_EPISODE_LABEL = 'Next Episode';

/** Where the playhead is in the media. */
export interface PlaybackPosition {
  currentTimeSeconds: number;
  /** media length; 0, NaN or Infinity while unknown */
  durationSeconds: number;
}

/**
 * @returns progress in percent, clamped to [0, 100], or null while the duration is unknown
 *   (0, negative, NaN or Infinity) or the current time is NaN
 */
export function getProgressPercent(position: PlaybackPosition): number | null {
  const { currentTimeSeconds, durationSeconds } = position;
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return null;
  if (Number.isNaN(currentTimeSeconds)) return null;
  return Math.min(100, Math.max(0, (currentTimeSeconds / durationSeconds) * 100));
}

/**
 * @param isPlaying a paused player never moves on by itself
 * @returns true when progress is strictly over 99.5 % during playback
 */
export function shouldAutoAdvance(position: PlaybackPosition, isPlaying: boolean): boolean {
  const percent = getProgressPercent(position);
  return isPlaying && percent !== null && percent > AUTO_ADVANCE_PERCENT;
}

/** @returns true while progress is under 3 % and the playhead under 30 s (both strict) */
export function isSkipIntroVisible(position: PlaybackPosition): boolean {
  const percent = getProgressPercent(position);
  return (
    percent !== null &&
    percent < SKIP_INTRO_MAX_PERCENT &&
    position.currentTimeSeconds < SKIP_INTRO_MAX_SECONDS
  );
}

/**
 * @param durationSeconds the media length
 * @returns where 'Skip Intro' jumps: 3 % of the duration, in seconds (0 while unknown)
 */
export function getSkipIntroTarget(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return (durationSeconds * SKIP_INTRO_MAX_PERCENT) / 100;
}

/** @returns true when progress is strictly over 93 % (only meaningful for episodes) */
export function isNextEpisodeButtonVisible(position: PlaybackPosition): boolean {
  const percent = getProgressPercent(position);
  return percent !== null && percent > NEXT_EPISODE_BUTTON_PERCENT;
}
