/**
 * Recording playback in the watch history (spec sections 3 and 4): the entry and, for a show, the
 * episode get the new progress and `updatedAt = now`; the furthest point and completion only grow.
 */
import { buildEpisodeKey } from './episode-key';
import { isProgressFinished, type PlaybackKind } from './progress';
import type {
  EpisodeProgress,
  ShowEntry,
  WatchHistoryEntry,
  WatchHistoryStore,
  WatchProgress,
} from './watch-history-schema';

/** The media being played, as the player knows it (spec section 3, "Player media info"). */
export type PlaybackTarget =
  | { type: 'movie'; id: string; title: string; year?: number }
  | { type: 'show'; id: string; title: string; year?: number; episode: EpisodeTarget };

/** The episode being played; its key is built from `seasonNumber` and `number`. */
export interface EpisodeTarget {
  /** the player's episode id */
  id: string;
  /** TMDB season id */
  seasonId: string;
  seasonNumber: number;
  /** episode number within the season */
  number: number;
  title: string;
}

/** Progress with finite, non-negative numbers and the position within the duration. */
function cleanProgress(progress: WatchProgress): WatchProgress {
  const duration = Number.isFinite(progress.duration) ? Math.max(0, progress.duration) : 0;
  const watched = Number.isFinite(progress.watched) ? Math.max(0, progress.watched) : 0;
  return { watched: Math.min(watched, duration), duration };
}

interface GrowOnly {
  furthestWatched?: number;
  completedAt?: number;
}

function growFields(
  previous: GrowOnly | undefined,
  progress: WatchProgress,
  kind: PlaybackKind,
  nowMs: number,
): GrowOnly {
  const furthestWatched = Math.max(previous?.furthestWatched ?? 0, progress.watched);
  const completedAt = isProgressFinished(progress, kind) ? nowMs : previous?.completedAt;
  return completedAt === undefined ? { furthestWatched } : { furthestWatched, completedAt };
}

function withYear<T extends object>(value: T, year: number | undefined): T & { year?: number } {
  return year === undefined ? value : { ...value, year };
}

/**
 * The entry's time off Continue Watching, kept (it only grows): the new save is later, so the
 * title is back on the row anyway.
 */
function keptHiding(previous: WatchHistoryEntry | undefined): { hiddenAt?: number } {
  return previous?.hiddenAt === undefined ? {} : { hiddenAt: previous.hiddenAt };
}

function recordEpisode(
  previous: WatchHistoryEntry | undefined,
  target: Extract<PlaybackTarget, { type: 'show' }>,
  progress: WatchProgress,
  nowMs: number,
): ShowEntry | null {
  const { episode } = target;
  const key = buildEpisodeKey(episode.seasonNumber, episode.number);
  if (key === null) return null;
  const episodes = previous?.type === 'show' ? previous.episodes : {};
  const saved: EpisodeProgress = {
    id: episode.id,
    number: episode.number,
    title: episode.title,
    seasonId: episode.seasonId,
    updatedAt: nowMs,
    progress,
    ...growFields(episodes[key], progress, 'episode', nowMs),
  };
  const entry = {
    type: 'show' as const,
    title: target.title,
    updatedAt: nowMs,
    progress,
    ...keptHiding(previous),
  };
  return { ...withYear(entry, target.year), episodes: { ...episodes, [key]: saved } };
}

/**
 * Records a progress save.
 * @param progress position and length in seconds; cleaned first (non-finite or negative values
 *   become 0, the position is capped at the length)
 * @param nowMs the current time, ms: the new `updatedAt` of the entry (and episode)
 * @returns a new store. The entry's title and year are refreshed; a show's `progress` mirrors the
 *   episode just played. An entry of the other type under the same id is replaced. An episode
 *   whose numbers cannot make a key (not whole numbers) leaves the store as it was.
 */
export function recordProgress(
  store: WatchHistoryStore,
  target: PlaybackTarget,
  progress: WatchProgress,
  nowMs: number,
): WatchHistoryStore {
  const clean = cleanProgress(progress);
  const previous = Object.hasOwn(store.items, target.id) ? store.items[target.id] : undefined;
  if (target.type === 'show') {
    const entry = recordEpisode(previous, target, clean, nowMs);
    return entry === null ? store : { items: { ...store.items, [target.id]: entry } };
  }
  const earlier = previous?.type === 'movie' ? previous : undefined;
  const base = {
    type: 'movie' as const,
    title: target.title,
    updatedAt: nowMs,
    progress: clean,
    ...keptHiding(previous),
  };
  const entry = { ...withYear(base, target.year), ...growFields(earlier, clean, 'movie', nowMs) };
  return { items: { ...store.items, [target.id]: entry } };
}

/**
 * The saved progress of a movie or an episode, for resuming.
 * @param episodeKey the episode's key ('s1e3'); omit for a movie
 * @returns undefined when nothing is saved for it
 */
export function getSavedProgress(
  store: WatchHistoryStore,
  id: string,
  episodeKey?: string,
): WatchProgress | undefined {
  const entry = Object.hasOwn(store.items, id) ? store.items[id] : undefined;
  if (entry === undefined) return undefined;
  if (episodeKey === undefined) return entry.type === 'movie' ? entry.progress : undefined;
  if (entry.type !== 'show' || !Object.hasOwn(entry.episodes, episodeKey)) return undefined;
  return entry.episodes[episodeKey]?.progress;
}
