/**
 * Watch progress between the merge state and the spec's `media-tracking` items: a movie is one
 * record, a show one record per episode (or one 'show' record while it has no episode).
 */
import { isProgressFinished, type PlaybackKind } from '../watch-history/progress';
import type {
  EpisodeProgress,
  WatchHistoryEntry,
  WatchHistoryItems,
  WatchProgress,
} from '../watch-history/watch-history-schema';
import {
  mergeProgressRecordList,
  mergeProgressStates,
  MOVIE_PROGRESS_KEY,
  type ProgressRecord,
  type ProgressState,
  SHOW_PROGRESS_KEY,
  compareProgressRecords,
} from './progress-merge';

const NO_PROGRESS: WatchProgress = { watched: 0, duration: 0 };

interface Saved {
  updatedAt: number;
  progress?: WatchProgress | undefined;
  furthestWatched?: number | undefined;
  completedAt?: number | undefined;
}

function toRecord(
  base: Pick<
    ProgressRecord,
    'mediaId' | 'episodeKey' | 'deviceId' | 'title' | 'year' | 'episode' | 'hiddenAt'
  >,
  saved: Saved,
  kind: PlaybackKind,
): ProgressRecord {
  const progress = saved.progress ?? NO_PROGRESS;
  const finishedAt = isProgressFinished(progress, kind) ? saved.updatedAt : 0;
  return {
    ...base,
    updatedAt: saved.updatedAt,
    watchedSeconds: progress.watched,
    durationSeconds: progress.duration,
    furthestSeconds: Math.max(saved.furthestWatched ?? 0, progress.watched),
    completedAt: Math.max(saved.completedAt ?? 0, finishedAt),
  };
}

function entryRecords(
  mediaId: string,
  entry: WatchHistoryEntry,
  deviceId: string,
): ProgressRecord[] {
  // The entry's hiding time goes on each of its records, so any one of them carries it.
  const media = {
    mediaId,
    deviceId,
    title: entry.title,
    year: entry.year ?? null,
    hiddenAt: entry.hiddenAt ?? 0,
  };
  if (entry.type === 'movie') {
    return [toRecord({ ...media, episodeKey: MOVIE_PROGRESS_KEY, episode: null }, entry, 'movie')];
  }
  const episodes = Object.entries(entry.episodes);
  if (episodes.length === 0) {
    return [toRecord({ ...media, episodeKey: SHOW_PROGRESS_KEY, episode: null }, entry, 'episode')];
  }
  return episodes.map(([episodeKey, e]) => {
    const episode = { id: e.id, number: e.number, title: e.title, seasonId: e.seasonId };
    return toRecord({ ...media, episodeKey, episode }, e, 'episode');
  });
}

/**
 * The records of `media-tracking` items. Each record takes the time of its own entry or episode,
 * never the list's `updatedAt`.
 * @param deviceId who sent the items (a session or device id; '' when unknown)
 */
export function getProgressStateFromItems(
  items: WatchHistoryItems,
  deviceId: string,
): ProgressState {
  const records = Object.entries(items).flatMap(([id, entry]) => entryRecords(id, entry, deviceId));
  return mergeProgressRecordList(new Map(), records);
}

function progressOf(record: ProgressRecord): WatchProgress {
  return { watched: record.watchedSeconds, duration: record.durationSeconds };
}

function growOnly(record: ProgressRecord): { furthestWatched: number; completedAt?: number } {
  const furthestWatched = record.furthestSeconds;
  return record.completedAt > 0
    ? { furthestWatched, completedAt: record.completedAt }
    : { furthestWatched };
}

function toEpisode(
  record: ProgressRecord,
  facts: NonNullable<ProgressRecord['episode']>,
): EpisodeProgress {
  return {
    ...facts,
    updatedAt: record.updatedAt,
    progress: progressOf(record),
    ...growOnly(record),
  };
}

/** The entry of one media id from its records, sorted latest first (`latest` is the first). */
function toEntry(latest: ProgressRecord, records: readonly ProgressRecord[]): WatchHistoryEntry {
  const isMovie = latest.episodeKey === MOVIE_PROGRESS_KEY;
  const hiddenAt = records.reduce((latest, record) => Math.max(latest, record.hiddenAt), 0);
  const base = {
    title: latest.title,
    updatedAt: latest.updatedAt,
    progress: progressOf(latest),
    ...(hiddenAt > 0 ? { hiddenAt } : {}),
  };
  const withYear = latest.year === null ? base : { ...base, year: latest.year };
  if (isMovie) return { type: 'movie', ...withYear, ...growOnly(latest) };
  const episodes: [string, EpisodeProgress][] = [];
  for (const record of records) {
    if (record.episode !== null)
      episodes.push([record.episodeKey, toEpisode(record, record.episode)]);
  }
  // Object.fromEntries defines own properties: a key such as '__proto__' cannot reach the prototype.
  return { type: 'show', ...withYear, episodes: Object.fromEntries(episodes) };
}

/**
 * The `media-tracking` items of a state. An entry's title, year, `updatedAt` and `progress` come
 * from its latest record (for a show, its most recently watched episode). Should a movie and a
 * show share an id, the one saved last is shown (both stay in the state).
 */
export function getItemsFromProgressState(state: ProgressState): WatchHistoryItems {
  const byMedia = new Map<string, ProgressRecord[]>();
  for (const record of state.values()) {
    const list = byMedia.get(record.mediaId);
    if (list) list.push(record);
    else byMedia.set(record.mediaId, [record]);
  }
  const entries: [string, WatchHistoryEntry][] = [];
  for (const [mediaId, records] of byMedia) {
    records.sort((a, b) => compareProgressRecords(b, a));
    const latest = records[0];
    if (latest) entries.push([mediaId, toEntry(latest, records)]);
  }
  return Object.fromEntries(entries);
}

/**
 * Merges two `media-tracking` item maps (e.g. the local store and a server answer) through the
 * records: no episode or completion of either side is lost.
 */
export function mergeWatchHistoryItems(
  a: WatchHistoryItems,
  b: WatchHistoryItems,
): WatchHistoryItems {
  const merged = mergeProgressStates(
    getProgressStateFromItems(a, ''),
    getProgressStateFromItems(b, ''),
  );
  return getItemsFromProgressState(merged);
}

/**
 * The changes a `POST /sync/watch-history` body stands for, each time capped at the server's clock
 * (a device whose clock runs ahead cannot make its position unbeatable).
 * @param deviceId the sending session or device
 * @param receivedAtMs the server's clock when the request arrived, ms
 */
export function getProgressChangesFromRequest(
  items: WatchHistoryItems,
  deviceId: string,
  receivedAtMs: number,
): ProgressState {
  const capped = [...getProgressStateFromItems(items, deviceId).values()].map((record) => ({
    ...record,
    updatedAt: Math.min(record.updatedAt, receivedAtMs),
    completedAt: Math.min(record.completedAt, receivedAtMs),
    hiddenAt: Math.min(record.hiddenAt, receivedAtMs),
  }));
  return mergeProgressRecordList(new Map(), capped);
}
