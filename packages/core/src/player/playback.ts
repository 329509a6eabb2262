/**
 * Basic playback controls of the player (spec sections 5 and 9): speeds, volume, the 10-second
 * skip, and the timings of hiding controls and of the 'Still loading....' notice.
 */

/** Speeds offered by the speed menu, slowest first. 1 is normal speed. */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/** Speed the player starts at. */
export const DEFAULT_PLAYBACK_SPEED: PlaybackSpeed = 1;

/** @returns true when `speed` is one of {@link PLAYBACK_SPEEDS} */
export function isPlaybackSpeed(speed: number): speed is PlaybackSpeed {
  return PLAYBACK_SPEEDS.some((allowed) => allowed === speed);
}

/**
 * @returns `speed` when it is offered, else the offered speed nearest to it (the slower one on a
 *   tie); NaN gives normal speed
 */
export function normalisePlaybackSpeed(speed: number): PlaybackSpeed {
  if (Number.isNaN(speed)) return DEFAULT_PLAYBACK_SPEED;
  let nearest: PlaybackSpeed = PLAYBACK_SPEEDS[0];
  for (const allowed of PLAYBACK_SPEEDS) {
    if (Math.abs(allowed - speed) < Math.abs(nearest - speed)) nearest = allowed;
  }
  return nearest;
}

/**
 * Clamps a volume to the media element's range.
 * @param volume 0 is silent, 1 is full volume
 * @returns the volume clamped to [0, 1]; NaN gives 1 (full volume, the element's default)
 */
export function clampVolume(volume: number): number {
  if (Number.isNaN(volume)) return 1;
  return Math.min(1, Math.max(0, volume));
}

/** How far the skip buttons (and arrow keys) jump, in seconds. */
export const SKIP_SECONDS = 10;

/**
 * Where a skip lands.
 * @param currentTimeSeconds the playhead position
 * @param durationSeconds the media length; NaN or Infinity (not known yet, or live) leaves the
 *   forward jump unbounded
 * @param direction 1 forward, -1 back
 * @returns currentTime ± 10 s, clamped to [0, duration]
 */
export function getSkipTarget(
  currentTimeSeconds: number,
  durationSeconds: number,
  direction: 1 | -1,
): number {
  const target = Math.max(0, currentTimeSeconds + direction * SKIP_SECONDS);
  return Number.isFinite(durationSeconds) ? Math.min(target, Math.max(0, durationSeconds)) : target;
}

/** The controls hide this many milliseconds after playback starts (or the pointer last moved). */
export const CONTROLS_HIDE_DELAY_MS = 3000;

/** After loading this long, the player adds the {@link STILL_LOADING_TEXT} notice. */
export const STILL_LOADING_AFTER_MS = 6000;

/** The notice shown when loading takes long (four dots, as in the spec). */
export const STILL_LOADING_TEXT = 'Still loading....';

/**
 * @param loadingStartedAtMs when loading began, ms since the epoch
 * @param nowMs the current time, ms since the epoch
 * @returns true from 6000 ms after loading began
 */
export function shouldShowStillLoading(loadingStartedAtMs: number, nowMs: number): boolean {
  return nowMs - loadingStartedAtMs >= STILL_LOADING_AFTER_MS;
}

/**
 * @param lastActivityAtMs when playback started or the user last moved the pointer, ms since epoch
 * @param nowMs the current time, ms since the epoch
 * @param isPlaying controls never hide while paused
 * @returns true once 3000 ms have passed without activity during playback
 */
export function shouldHideControls(
  lastActivityAtMs: number,
  nowMs: number,
  isPlaying: boolean,
): boolean {
  return isPlaying && nowMs - lastActivityAtMs >= CONTROLS_HIDE_DELAY_MS;
}
