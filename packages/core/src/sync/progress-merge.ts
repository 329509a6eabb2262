/**
 * Watch-progress merge, item by item (docs: sync-and-security.md): key (mediaId, episode key or
 * 'movie'); the resume position is last-writer-wins under a total order, while the furthest point,
 * the completion time and the time the media was taken off Continue Watching only ever grow.
 */
import { isProgressFinished } from '../watch-history/progress';

/** The key part of a movie's record; episodes use their 's1e3' key. */
export const MOVIE_PROGRESS_KEY = 'movie';

/** The key part of a show's own progress when it has no episode (older stores). */
export const SHOW_PROGRESS_KEY = 'show';

/** What an episode record knows about its episode. */
export interface EpisodeFacts {
  id: string;
  number: number;
  title: string;
  seasonId: string;
}

/** One progress record. Times are ms since the epoch set by the device; 0 means "never". */
export interface ProgressRecord {
  /** the watch history's item id (the TMDB id as text) */
  mediaId: string;
  /** 'movie', 'show' or an episode key such as 's1e3' */
  episodeKey: string;
  /** when the device saved this position, ms (the item's own time, never a list's) */
  updatedAt: number;
  watchedSeconds: number;
  durationSeconds: number;
  /** the device (or session) that saved it: the last tie-breaker of the resume order */
  deviceId: string;
  /** the media's title and year, as the winning save knew them */
  title: string;
  year: number | null;
  /** null for 'movie' and 'show' records */
  episode: EpisodeFacts | null;
  /** furthest position ever saved, s: only grows */
  furthestSeconds: number;
  /** latest time a save was past the resume cutoff, ms (0: never): only grows */
  completedAt: number;
  /**
   * latest time the visitor took the media off Continue Watching, ms (0: never): only grows.
   * Every record of a media carries the media's value (see `progress-wire.ts`).
   */
  hiddenAt: number;
}

/** The (mediaId, episodeKey) key of a record, as one string. */
export type ProgressKey = string & { readonly brand: 'ProgressKey' };

/** Every progress record known to one side, by key. */
export type ProgressState = ReadonlyMap<ProgressKey, ProgressRecord>;

/** One progress save made on a device. */
export type ProgressEvent = Omit<ProgressRecord, 'furthestSeconds' | 'completedAt' | 'hiddenAt'>;

/** The key of (mediaId, episodeKey); unambiguous for any texts. */
export function getProgressKey(mediaId: string, episodeKey: string): ProgressKey {
  return JSON.stringify([mediaId, episodeKey]) as ProgressKey; // brand constructor
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : Number(a > b);
}

/**
 * The resume order: (updatedAt, watchedSeconds, durationSeconds, deviceId), then, so that two
 * different records never tie, the title, year and episode facts.
 * @returns a negative number when `a` comes first (loses), positive when it wins, 0 when equal
 */
export function compareProgressRecords(a: ProgressRecord, b: ProgressRecord): number {
  return (
    a.updatedAt - b.updatedAt ||
    a.watchedSeconds - b.watchedSeconds ||
    a.durationSeconds - b.durationSeconds ||
    compareText(a.deviceId, b.deviceId) ||
    compareText(a.title, b.title) ||
    (a.year ?? -1) - (b.year ?? -1) ||
    compareText(JSON.stringify(a.episode), JSON.stringify(b.episode))
  );
}

/** Merges two records of the same key: the later save's position, the grow-only fields' maximum. */
export function mergeProgressRecords(a: ProgressRecord, b: ProgressRecord): ProgressRecord {
  const winner = compareProgressRecords(a, b) >= 0 ? a : b;
  return {
    ...winner,
    furthestSeconds: Math.max(a.furthestSeconds, b.furthestSeconds),
    completedAt: Math.max(a.completedAt, b.completedAt),
    hiddenAt: Math.max(a.hiddenAt, b.hiddenAt),
  };
}

/**
 * Merges records (of any keys, duplicates included) into a state.
 * @returns a new state; `state` is not changed
 */
export function mergeProgressRecordList(
  state: ProgressState,
  records: Iterable<ProgressRecord>,
): ProgressState {
  const merged = new Map(state);
  for (const record of records) {
    const key = getProgressKey(record.mediaId, record.episodeKey);
    const known = merged.get(key);
    merged.set(key, known ? mergeProgressRecords(known, record) : record);
  }
  return merged;
}

/**
 * Merges two whole states, key by key. Commutative, associative and idempotent; every key of
 * either side is in the result.
 */
export function mergeProgressStates(a: ProgressState, b: ProgressState): ProgressState {
  return mergeProgressRecordList(a, b.values());
}

/**
 * The record a save stands for: its position is also its furthest point, and it is complete
 * (at its own `updatedAt`) when over the resume cutoff (93 % episode, 94 % movie).
 */
export function getProgressEventRecord(event: ProgressEvent): ProgressRecord {
  const kind = event.episodeKey === MOVIE_PROGRESS_KEY ? 'movie' : 'episode';
  const progress = { watched: event.watchedSeconds, duration: event.durationSeconds };
  return {
    ...event,
    furthestSeconds: event.watchedSeconds,
    completedAt: isProgressFinished(progress, kind) ? event.updatedAt : 0,
    hiddenAt: 0,
  };
}

/** Applies saves, in any order: every order gives the same state. */
export function applyProgressEvents(
  state: ProgressState,
  events: Iterable<ProgressEvent>,
): ProgressState {
  const records: ProgressRecord[] = [];
  for (const event of events) records.push(getProgressEventRecord(event));
  return mergeProgressRecordList(state, records);
}
