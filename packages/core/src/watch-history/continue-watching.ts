/**
 * The home page's Continue Watching row (spec section 2): what was started and can be resumed,
 * most recently watched first, without the titles the visitor took off the row since they last
 * played them.
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
 * An item taken off the row (`hiddenAt`) stays off until a save is newer than that.
 * @param limit at most this many cards ({@link CONTINUE_WATCHING_LIMIT} by default)
 */
export function listContinueWatching(
  store: WatchHistoryStore,
  limit: number = CONTINUE_WATCHING_LIMIT,
): WatchedItem[] {
  return listWatchHistory(store)
    .filter((item) => item.percent > 0)
    .filter((item) => item.type === 'show' || item.resumeSeconds > 0)
    .filter((item) => !isHidden(store, item))
    .slice(0, Math.max(0, limit));
}

function isHidden(store: WatchHistoryStore, item: WatchedItem): boolean {
  const hiddenAt = store.items[item.id]?.hiddenAt;
  return hiddenAt !== undefined && hiddenAt >= item.updatedAt;
}

/**
 * Takes a title off Continue Watching; its history and resume point stay.
 * @param nowMs the current time; the hiding time is never before the title's last save (a save
 *   synced from a device whose clock runs ahead would otherwise bring it straight back)
 * @returns a new store; the same store when the id is not in the history
 */
export function hideFromContinueWatching(
  store: WatchHistoryStore,
  id: string,
  nowMs: number,
): WatchHistoryStore {
  if (!Object.hasOwn(store.items, id)) return store;
  const entry = store.items[id];
  if (entry === undefined) return store;
  const item = listWatchHistory({ items: { [id]: entry } })[0];
  const hiddenAt = Math.max(nowMs, item?.updatedAt ?? 0, entry.hiddenAt ?? 0);
  return { items: { ...store.items, [id]: { ...entry, hiddenAt } } };
}
