/**
 * Player progress rules (spec sections 4 and 9, "Resume"): the percentage watched, when the
 * player saves progress, and where playback resumes.
 */
import type { WatchProgress } from './watch-history-schema';

/** While playing, progress is saved this often, in ms. */
export const PROGRESS_SAVE_INTERVAL_MS = 2000;

/** Nothing is saved before this many seconds have been watched. */
export const MIN_WATCHED_SECONDS_TO_SAVE = 5;

/** Nothing is saved for media shorter than this many seconds. */
export const MIN_DURATION_SECONDS_TO_SAVE = 10;

/** What is playing: an episode or a movie (they have different resume cutoffs). */
export type PlaybackKind = 'episode' | 'movie';

/** Above this percentage the saved progress counts as finished and playback starts over. */
export const RESUME_CUTOFF_PERCENT: Readonly<Record<PlaybackKind, number>> = {
  episode: 93,
  movie: 94,
};

/**
 * @returns watched / duration as a percentage clamped to 0–100; 0 when the duration is not a
 *   positive number or either value is not finite
 */
export function getProgressPercent(progress: WatchProgress): number {
  const { watched, duration } = progress;
  if (!Number.isFinite(watched) || !Number.isFinite(duration) || duration <= 0) return 0;
  return Math.min(100, Math.max(0, (watched / duration) * 100));
}

/** What the player knows at a `timeupdate`. */
export interface SaveCheck {
  isPlaying: boolean;
  /** current position, s */
  watchedSeconds: number;
  /** media length, s */
  durationSeconds: number;
  /** when progress was last saved, ms (null: not yet during this playback) */
  lastSavedAtMs: number | null;
  nowMs: number;
}

/**
 * Whether to save progress now: while playing, at most every {@link PROGRESS_SAVE_INTERVAL_MS},
 * once at least {@link MIN_WATCHED_SECONDS_TO_SAVE} s have been watched, and only for media of at
 * least {@link MIN_DURATION_SECONDS_TO_SAVE} s. (The 2 s are measured on the ms clock; a clock that
 * went back counts as "due".)
 */
export function shouldSaveProgress(check: SaveCheck): boolean {
  if (!check.isPlaying) return false;
  if (!(check.watchedSeconds >= MIN_WATCHED_SECONDS_TO_SAVE)) return false;
  if (!(check.durationSeconds >= MIN_DURATION_SECONDS_TO_SAVE)) return false;
  if (check.lastSavedAtMs === null) return true;
  const elapsedMs = check.nowMs - check.lastSavedAtMs;
  return elapsedMs >= PROGRESS_SAVE_INTERVAL_MS || elapsedMs < 0;
}

/** Whether saved progress is past the resume cutoff of its kind (over 93 % / over 94 %). */
export function isProgressFinished(progress: WatchProgress, kind: PlaybackKind): boolean {
  return getProgressPercent(progress) > RESUME_CUTOFF_PERCENT[kind];
}

/**
 * Where playback starts.
 * @param saved the saved progress, or undefined when there is none
 * @returns the saved position in seconds (clamped to the saved duration), or 0 (from the start)
 *   when nothing is saved or the saved progress is over 93 % (episode) / 94 % (movie)
 */
export function getResumeSeconds(saved: WatchProgress | undefined, kind: PlaybackKind): number {
  if (!saved || isProgressFinished(saved, kind)) return 0;
  if (!Number.isFinite(saved.watched) || saved.watched <= 0) return 0;
  return Math.min(saved.watched, saved.duration);
}
