/**
 * The browser's sync state of one list (keys `bookmarkSync` and `watchHistorySync`): the account
 * its change cursor belongs to, that cursor, and the outbox of local changes the server has not
 * acknowledged yet. What an outbox entry is belongs to `client-bookmarks.ts` and
 * `client-history.ts`; this module holds what both share. Parses with zod: load it lazily.
 */
import { z } from 'zod';
import { syncCursorSchema } from './sync-schema';

/** The sync state of one list; `pending` is its outbox, at most one entry per item. */
export interface ListSyncState<Change> {
  /** the username the cursor and the outbox's removals belong to (null: none yet) */
  account: string | null;
  /** the server's cursor after the last acknowledged sync (null: the next sync sends everything) */
  cursor: number | null;
  /** local changes not acknowledged yet, oldest first */
  pending: readonly Change[];
}

/** Most outbox entries kept; the oldest go first (the list itself still holds the items). */
export const MAX_PENDING_CHANGES = 10_000;

/**
 * Reads a stored sync state. Unreadable text gives an empty state (the next sync then sends the
 * whole list, so nothing but unsent removals is lost); unreadable outbox entries are dropped one
 * by one.
 * @param readChange the entry reader (a zod `safeParse` wrapper): null for an unreadable entry
 */
export function parseListSyncState<Change>(
  raw: string | null,
  readChange: (value: unknown) => Change | null,
): ListSyncState<Change> {
  const empty: ListSyncState<Change> = { account: null, cursor: null, pending: [] };
  if (raw === null) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return empty;
  }
  const parsed = storedStateSchema.safeParse(value);
  if (!parsed.success) return empty;
  const pending: Change[] = [];
  for (const entry of parsed.data.pending.slice(-MAX_PENDING_CHANGES)) {
    const change = readChange(entry);
    if (change !== null) pending.push(change);
  }
  return { account: parsed.data.account, cursor: parsed.data.cursor, pending };
}

const storedStateSchema = z.object({
  account: z.string().min(1).nullable().catch(null),
  cursor: syncCursorSchema.nullable().catch(null),
  pending: z.array(z.unknown()).catch([]),
});

/** The text to store. */
export function serializeListSyncState<Change>(state: ListSyncState<Change>): string {
  return JSON.stringify(state);
}

/**
 * Adds changes to an outbox: a change replaces the pending one of the same item (the list holds
 * the item's current form), and the newest {@link MAX_PENDING_CHANGES} are kept.
 * @param keyOf the item a change is about
 */
export function addPendingChanges<Change>(
  state: ListSyncState<Change>,
  changes: readonly Change[],
  keyOf: (change: Change) => string,
): ListSyncState<Change> {
  if (changes.length === 0) return state;
  const byKey = new Map<string, Change>();
  for (const change of state.pending) byKey.set(keyOf(change), change);
  for (const change of changes) {
    const key = keyOf(change);
    byKey.delete(key); // re-inserted last: the outbox stays in the order changes were made
    byKey.set(key, change);
  }
  return { ...state, pending: [...byKey.values()].slice(-MAX_PENDING_CHANGES) };
}

/**
 * Records an acknowledged sync: the new cursor, and the outbox without the entries that were
 * sent. An entry changed after the request was built (while it was in flight) differs from the
 * one sent, so it stays for the next sync.
 * @param sent the outbox entries the request carried (from its snapshot)
 * @param cursor the answer's cursor (absent: the next sync sends everything again)
 * @param identityOf the entry's item and content, as one string
 */
export function acknowledgeListSync<Change>(
  state: ListSyncState<Change>,
  sent: readonly Change[],
  cursor: number | undefined,
  identityOf: (change: Change) => string,
): ListSyncState<Change> {
  const delivered = new Set(sent.map(identityOf));
  return {
    account: state.account,
    cursor: cursor ?? null,
    pending: state.pending.filter((change) => !delivered.has(identityOf(change))),
  };
}

/**
 * Reads a stored sync time (`lastBookmarkUpdateTime`, `lastWatchHistoryUpdateTime`).
 * @returns ms, or null when absent or not a positive whole number
 */
export function parseSyncTime(raw: string | null): number | null {
  if (raw === null || !/^\d{1,16}$/.test(raw)) return null;
  const value = Number(raw);
  return value > 0 ? value : null;
}

/** First retry after a failed sync, ms. */
export const SYNC_RETRY_BASE_MS = 30_000;
/** Longest wait between retries, ms. */
export const SYNC_RETRY_MAX_MS = 15 * 60_000;

/**
 * Backoff between retries of a failed sync: 30 s, doubling, at most 15 min.
 * @param failures how many syncs in a row failed (at least 1)
 * @param jitter a number in [0, 1] (randomness is a parameter; others count as 0): spreads retries by up to 20 %
 *   so that browsers that lost the same server do not come back at the same instant
 */
export function getSyncRetryDelayMs(failures: number, jitter: number): number {
  const exponent = Math.min(Math.max(failures, 1) - 1, 10);
  const delay = Math.min(SYNC_RETRY_BASE_MS * 2 ** exponent, SYNC_RETRY_MAX_MS);
  const spread = 1 + 0.2 * (Number.isFinite(jitter) ? Math.min(Math.max(jitter, 0), 1) : 0);
  return Math.min(Math.round(delay * spread), SYNC_RETRY_MAX_MS);
}
