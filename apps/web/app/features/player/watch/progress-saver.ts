/**
 * When the watch flow saves the player's position (spec sections 4 and 9, "Resume"): every 2 s
 * while playing, once 5 s are watched, for media of at least 10 s; and where playback resumes.
 * The rules are core's; this binds them to the player's reports and the history's shapes.
 */
import type { PlayerMediaInfo } from '@reelhouse/core/player/media-info-schema';
import {
  getResumeSeconds,
  shouldSaveProgress,
  type PlaybackKind,
} from '@reelhouse/core/watch-history/progress';
import {
  getSavedProgress,
  type PlaybackTarget,
} from '@reelhouse/core/watch-history/record-progress';
import type {
  WatchHistoryStore,
  WatchProgress,
} from '@reelhouse/core/watch-history/watch-history-schema';
import type { PlaybackReport } from '../player-types';

/** @returns 'movie' or 'episode': the two have different resume cutoffs (94 % and 93 %) */
export function getPlaybackKind(media: PlayerMediaInfo): PlaybackKind {
  return media.type === 'movie' ? 'movie' : 'episode';
}

/**
 * @returns what the history records for this media: the title's entry and, for an episode, its
 *   's1e3' key (also its id in the entry)
 */
export function toPlaybackTarget(media: PlayerMediaInfo): PlaybackTarget {
  const base = { id: String(media.id), title: media.title, ...yearOf(media) };
  if (media.type === 'movie') return { type: 'movie', ...base };
  return {
    type: 'show',
    ...base,
    episode: {
      id: media.episodeId,
      seasonId: String(media.seasonId),
      seasonNumber: media.seasonNumber,
      number: media.episodeNumber,
      title: media.episodeTitle,
    },
  };
}

function yearOf(media: PlayerMediaInfo): { year?: number } {
  return media.year === null ? {} : { year: media.year };
}

/**
 * @returns where the player starts: the saved position, or 0 when nothing is saved or the saved
 *   progress is past the cutoff (over 93 % for an episode, 94 % for a movie)
 */
export function getStartSeconds(history: WatchHistoryStore, media: PlayerMediaInfo): number {
  const episodeKey = media.type === 'show' ? media.episodeId : undefined;
  const saved = getSavedProgress(history, String(media.id), episodeKey);
  return getResumeSeconds(saved, getPlaybackKind(media));
}

export interface ProgressSaverDeps {
  /** stores the position (seconds) at `nowMs` */
  save: (progress: WatchProgress, nowMs: number) => void;
  /** ms clock */
  now: () => number;
}

/**
 * @returns the player's `onPlayback`: saves when the rules say so, at most every 2 s
 */
export function createProgressSaver(deps: ProgressSaverDeps): (report: PlaybackReport) => void {
  let lastSavedAtMs: number | null = null;
  return (report) => {
    const nowMs = deps.now();
    const check = {
      isPlaying: report.isPlaying,
      watchedSeconds: report.watchedSeconds,
      durationSeconds: report.durationSeconds,
      lastSavedAtMs,
      nowMs,
    };
    if (!shouldSaveProgress(check)) return;
    lastSavedAtMs = nowMs;
    deps.save({ watched: report.watchedSeconds, duration: report.durationSeconds }, nowMs);
  };
}
