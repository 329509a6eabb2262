/**
 * The browser's side of the watch-history sync: the outbox of entries the player changed, the
 * request body (only those entries once a cursor exists, the whole history before), and merging
 * the answer into `media-tracking` with the item-by-item progress merge. The history has no
 * removals, so the outbox only names entries.
 */
import { z } from 'zod';
import {
  type WatchHistoryEntry,
  type WatchHistoryItems,
  watchHistoryIdSchema,
} from '../watch-history/watch-history-schema';
import {
  acknowledgeListSync,
  addPendingChanges,
  type ListSyncState,
  parseListSyncState,
} from './client-sync-state';
import { mergeWatchHistoryItems } from './progress-wire';
import { MAX_SYNC_WATCH_ITEMS } from './sync-schema';

/** An entry of `media-tracking` changed locally at `atMs` (ms). */
export interface WatchHistoryChange {
  id: string;
  atMs: number;
}

/** The watch history's sync state. */
export type WatchHistorySyncState = ListSyncState<WatchHistoryChange>;

const changeSchema = z.object({
  id: watchHistoryIdSchema,
  atMs: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});

/** Reads the stored `watchHistorySync` text (see `parseListSyncState`). */
export function parseWatchHistorySyncState(raw: string | null): WatchHistorySyncState {
  return parseListSyncState(raw, (value) => {
    const parsed = changeSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

/** Puts changed entries in the outbox (one entry per id, the latest change kept). */
export function recordWatchHistoryChanges(
  state: WatchHistorySyncState,
  changes: readonly WatchHistoryChange[],
): WatchHistorySyncState {
  return addPendingChanges(state, changes, (change) => change.id);
}

/**
 * The state to sync `account` with: another account (or none before) starts without a cursor,
 * so the next sync sends the whole history. The outbox stays (progress is never removed).
 */
export function switchWatchHistorySyncAccount(
  state: WatchHistorySyncState,
  account: string,
): WatchHistorySyncState {
  return state.account === account ? state : { ...state, account, cursor: null };
}

/** When the history last changed locally and was not sent yet, ms (null: nothing pending). */
export function getLastWatchHistoryChangeMs(state: WatchHistorySyncState): number | null {
  let latest: number | null = null;
  for (const change of state.pending) latest = Math.max(latest ?? 0, change.atMs);
  return latest;
}

/** The entries of `items` with these ids (ids it lacks are skipped). */
function pickEntries(
  items: WatchHistoryItems,
  ids: readonly string[],
): [string, WatchHistoryEntry][] {
  return ids.flatMap((id) => {
    const entry = Object.hasOwn(items, id) ? items[id] : undefined;
    return entry === undefined ? [] : [[id, entry]];
  });
}

/** A `POST /sync/watch-history` body (a `WatchHistorySyncRequest` of sync-schema.ts). */
export interface WatchHistorySyncBody {
  items: WatchHistoryItems;
  updatedAt: number | null;
  since?: number;
}

/** A request to send, and the outbox entries it carries (to acknowledge on success). */
export interface WatchHistorySyncRequestPlan {
  body: WatchHistorySyncBody;
  sent: readonly WatchHistoryChange[];
}

/**
 * The next `POST /sync/watch-history` of this browser.
 * @param items the local `media-tracking` items now
 * @param state the sync state, already switched to the signed-in account
 * @returns with a cursor, the outbox's entries and `since`; without one, the whole history. At
 *   most the {@link MAX_SYNC_WATCH_ITEMS} most recently updated entries go; the others stay in the
 *   outbox for the next sync
 */
export function getWatchHistorySyncRequest(
  items: WatchHistoryItems,
  state: WatchHistorySyncState,
): WatchHistorySyncRequestPlan {
  const candidates =
    state.cursor === null
      ? Object.entries(items)
      : pickEntries(
          items,
          state.pending.map((change) => change.id),
        );
  const entries = candidates
    .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
    .slice(0, MAX_SYNC_WATCH_ITEMS);
  const carried = new Set(entries.map(([id]) => id));
  // An entry no longer in the history has nothing left to send: it is acknowledged with the rest.
  const sent = state.pending.filter((c) => carried.has(c.id) || !Object.hasOwn(items, c.id));
  const updatedAt = entries.length === 0 ? null : Math.max(...entries.map(([, e]) => e.updatedAt));
  const body: WatchHistorySyncBody = { items: Object.fromEntries(entries), updatedAt };
  return { body: state.cursor === null ? body : { ...body, since: state.cursor }, sent };
}

/**
 * Merges an answer into the local items: each entry the answer names becomes the merge of the
 * local and the server's (latest resume position, furthest point and completion kept, no episode
 * lost); the other entries stay exactly as stored.
 * @returns `local` itself when the answer names nothing
 */
export function applyWatchHistoryAnswer(
  local: WatchHistoryItems,
  answer: WatchHistoryItems,
): WatchHistoryItems {
  const ids = Object.keys(answer);
  if (ids.length === 0) return local;
  const touched = Object.fromEntries(pickEntries(local, ids));
  return { ...local, ...mergeWatchHistoryItems(touched, answer) };
}

/** Records an acknowledged watch-history sync (see `acknowledgeListSync`). */
export function acknowledgeWatchHistorySync(
  state: WatchHistorySyncState,
  sent: readonly WatchHistoryChange[],
  cursor: number | undefined,
): WatchHistorySyncState {
  return acknowledgeListSync(state, sent, cursor, (c) => JSON.stringify([c.id, c.atMs]));
}
