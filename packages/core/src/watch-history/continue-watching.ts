/**
 * The home page's Continue Watching row (spec section 2): what was started and can be resumed,
 * most recently watched first.
 */
import { listWatchHistory, type WatchedItem } from './history-page';
import type { WatchHistoryStore } from './watch-history-schema';

/** How many cards the Continue Watching row shows at most. */
export const CONTINUE_WATCHING_LIMIT = 20;

/**
 * The Continue Watching row, most recent first. An item qualifies when playback has started
 * (a position above 0 s of a known duration) and, for a movie, is not finished (94 % or less). A
 * show qualifies through its most recently watched episode: unfinished, the card resumes it;
 * finished (over 93 %), the card stays with `isFinished` so the web app offers the next episode.
 * @param limit at most this many cards ({@link CONTINUE_WATCHING_LIMIT} by default)
 */
export function listContinueWatching(
  store: WatchHistoryStore,
  limit: number = CONTINUE_WATCHING_LIMIT,
): WatchedItem[] {
  return listWatchHistory(store)
    .filter((item) => item.percent > 0)
    .filter((item) => item.type === 'show' || item.resumeSeconds > 0)
    .slice(0, Math.max(0, limit));
}
