/**
 * The history page's list ('Movies and shows you've watched', spec section 2): every watched movie
 * and show, most recently watched first, with its progress. Continue Watching filters it.
 */
import { getProgressPercent, getResumeSeconds, isProgressFinished } from './progress';
import type {
  EpisodeProgress,
  WatchHistoryEntry,
  WatchHistoryStore,
  WatchProgress,
} from './watch-history-schema';

/** One watched movie or show, as the row and the history page show it. */
export interface WatchedItem {
  id: string;
  type: 'movie' | 'show';
  title: string;
  year?: number;
  /** last watched, ms */
  updatedAt: number;
  /** for a show: the most recently watched episode's key ('s1e3'); null for a movie */
  episodeKey: string | null;
  /** progress of the movie or of that episode, 0–100 */
  percent: number;
  /** where playback would resume, s (0: from the start) */
  resumeSeconds: number;
  /** the saved progress is past the resume cutoff (over 93 % episode, over 94 % movie) */
  isFinished: boolean;
  /** finished now or at any earlier time (a rewatch that stopped early still counts) */
  wasEverFinished: boolean;
}

const NO_PROGRESS: WatchProgress = { watched: 0, duration: 0 };

function latestEpisode(
  episodes: Record<string, EpisodeProgress>,
): [string, EpisodeProgress] | null {
  let latest: [string, EpisodeProgress] | null = null;
  for (const pair of Object.entries(episodes)) {
    if (
      !latest ||
      pair[1].updatedAt > latest[1].updatedAt ||
      (pair[1].updatedAt === latest[1].updatedAt && pair[0] > latest[0])
    ) {
      latest = pair;
    }
  }
  return latest;
}

function toWatchedItem(id: string, entry: WatchHistoryEntry): WatchedItem {
  const episode = entry.type === 'show' ? latestEpisode(entry.episodes) : null;
  const source = episode ? episode[1] : entry;
  const progress = source.progress ?? NO_PROGRESS;
  const kind = entry.type === 'movie' ? 'movie' : 'episode';
  const isFinished = isProgressFinished(progress, kind);
  const item: WatchedItem = {
    id,
    type: entry.type,
    title: entry.title,
    updatedAt: Math.max(entry.updatedAt, episode?.[1].updatedAt ?? 0),
    episodeKey: episode ? episode[0] : null,
    percent: getProgressPercent(progress),
    resumeSeconds: getResumeSeconds(progress, kind),
    isFinished,
    wasEverFinished: isFinished || (source.completedAt ?? 0) > 0,
  };
  return entry.year === undefined ? item : { ...item, year: entry.year };
}

function byMostRecent(a: WatchedItem, b: WatchedItem): number {
  return b.updatedAt - a.updatedAt || (a.id < b.id ? -1 : Number(a.id > b.id));
}

/**
 * Everything in the history, most recently watched first (ties: by id), for the history page
 * ('Movies and shows you've watched'). A show appears once, with its latest episode.
 * @param type keep only movies or only shows; 'all' by default
 */
export function listWatchHistory(
  store: WatchHistoryStore,
  type: 'all' | 'movie' | 'show' = 'all',
): WatchedItem[] {
  return Object.entries(store.items)
    .filter(([, entry]) => type === 'all' || entry.type === type)
    .map(([id, entry]) => toWatchedItem(id, entry))
    .sort(byMostRecent);
}
