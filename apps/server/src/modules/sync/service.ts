/**
 * The account sync (spec section 7) behind the routes: each account's sync allowance, and the
 * item-by-item merges of bookmarks and watch history with tombstones (the SQL upserts of the
 * repositories), answered with the merged state or, given `since`, only what changed after it
 * (decision 0012). Large work runs in turns, so one account's big sync never holds the process.
 */
import type {
  BookmarksAnswer,
  BookmarkSyncRequest,
  WatchHistoryAnswer,
  WatchHistorySyncRequest,
} from '@reelhouse/core/sync/sync-schema';
import { mergeBookmarkRecordList, type BookmarkRecord } from '@reelhouse/core/sync/bookmark-merge';
import { getBookmarkChangesFromRequest, getBookmarkWire } from '@reelhouse/core/sync/bookmark-wire';
import { mergeProgressRecordList, type ProgressRecord } from '@reelhouse/core/sync/progress-merge';
import {
  getItemsFromProgressState,
  getProgressChangesFromRequest,
} from '@reelhouse/core/sync/progress-wire';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionIdentity } from '../accounts/session-identity';
import type { LimiterFactory } from '../limits/limiter';
import { createSqlBookmarkSyncRepository } from './bookmark-repository';
import { createSqlProgressSyncRepository } from './progress-repository';
import type { SyncPage } from './sql-merge-support';
import { entryWeight } from './sync-request';
import { forEachInTurns, yieldToOthers } from './turns';

/**
 * How much one account may sync per minute, in units of 64 KiB of body (a small change is one):
 * 128, so 8 MiB, about three whole heavy histories, or a hundred and more small changes. Our own
 * client syncs on load, a second after a bookmark change and every 25 s while playing. The
 * default of `SYNC_UNITS_PER_MINUTE`; load benchmarks of one account raise it.
 */
export const SYNC_UNITS_PER_MINUTE = 128;
/** The body size that counts as one unit of the allowance. */
export const SYNC_UNIT_BYTES = 64 * 1024;

export interface SyncServiceDeps {
  db: Kysely<Database>;
  /** the server's clock, ms: caps the devices' times */
  now?: (() => number) | undefined;
  /** where the per-account sync limit counts; none when absent (tests of the merge alone) */
  limits?: LimiterFactory | undefined;
  /** the allowance per account and minute, in units; SYNC_UNITS_PER_MINUTE when absent */
  unitsPerMinute?: number | undefined;
}

/** Whether a sync may go ahead, and otherwise how long to wait. */
export type SyncAllowance = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface SyncService {
  /**
   * Counts one sync against the account, before its body is read, by its size: the declared
   * size when there is one, else the largest body the call accepts.
   */
  chargeSync(
    userId: string,
    size: { declaredBytes: number | undefined; maxBytes: number },
  ): Promise<SyncAllowance>;
  /** The user's bookmarks (tombstones as `deleted`), all or only those changed after `since`. */
  listBookmarks(userId: string, since?: number): Promise<BookmarksAnswer>;
  /**
   * Merges a client's bookmarks, inferring its removals when it states none (no `deleted`), and
   * answers the merged state, or what changed after the request's `since`.
   */
  syncBookmarks(session: SessionIdentity, request: BookmarkSyncRequest): Promise<BookmarksAnswer>;
  /** The user's watch history, all or only what changed after `since`. */
  listWatchHistory(userId: string, since?: number): Promise<WatchHistoryAnswer>;
  /**
   * Merges a client's watch history (the session is the device: the last tie-breaker of the
   * resume order) and answers the merged state, or what changed after the request's `since`.
   */
  syncWatchHistory(
    session: SessionIdentity,
    request: WatchHistorySyncRequest,
  ): Promise<WatchHistoryAnswer>;
}

export function createSyncService(deps: SyncServiceDeps): SyncService {
  const bookmarks = createSqlBookmarkSyncRepository(deps.db);
  const progress = createSqlProgressSyncRepository(deps.db);
  const now = deps.now ?? Date.now;
  const syncLimiter = deps.limits?.create('account-syncs', {
    points: deps.unitsPerMinute ?? SYNC_UNITS_PER_MINUTE,
    windowMs: 60_000,
  });

  return {
    async chargeSync(userId, { declaredBytes, maxBytes }) {
      if (!syncLimiter) return { allowed: true };
      const bytes = declaredBytes ?? maxBytes;
      const decision = await syncLimiter.consume(userId, Math.ceil(bytes / SYNC_UNIT_BYTES));
      return decision.allowed
        ? { allowed: true }
        : { allowed: false, retryAfterMs: decision.retryAfterMs };
    },

    async listBookmarks(userId, since) {
      return toBookmarksAnswer(await bookmarks.list(userId, since));
    },

    async syncBookmarks({ userId, sessionId }, request) {
      const nowMs = now();
      const page = await bookmarks.mergeInWithInference({
        userId,
        sessionId,
        // A client that states its removals (`deleted`, even empty) may send only what changed.
        infers: request.deleted === undefined,
        getChanges: (seen) => getBookmarkChangesFromRequest(request, seen, nowMs).values(),
        since: request.since,
        nowMs,
      });
      await yieldToOthers();
      return toBookmarksAnswer(page);
    },

    async listWatchHistory(userId, since) {
      return toWatchHistoryAnswer(await progress.list(userId, since));
    },

    async syncWatchHistory({ userId, sessionId }, request) {
      const changes = await getProgressChanges(request.items, sessionId, now());
      await progress.mergeIn(userId, changes);
      const page = await progress.list(userId, request.since);
      const answer = await toWatchHistoryAnswer(page);
      await yieldToOthers();
      return answer;
    },
  };
}

function toBookmarksAnswer(page: SyncPage<BookmarkRecord>): BookmarksAnswer {
  const { bookmarks, deleted } = getBookmarkWire(mergeBookmarkRecordList(new Map(), page.records));
  return { bookmarks, deleted, cursor: page.cursor };
}

/** The answer, built one media's records at a time, in turns. */
async function toWatchHistoryAnswer(page: SyncPage<ProgressRecord>): Promise<WatchHistoryAnswer> {
  const byMedia = new Map<string, ProgressRecord[]>();
  for (const record of page.records) {
    const list = byMedia.get(record.mediaId);
    if (list) list.push(record);
    else byMedia.set(record.mediaId, [record]);
  }
  const entries: [string, WatchHistoryAnswer['items'][string]][] = [];
  await forEachInTurns(
    byMedia.values(),
    (records) => {
      const items = getItemsFromProgressState(mergeProgressRecordList(new Map(), records));
      entries.push(...Object.entries(items));
    },
    (records) => records.length,
  );
  return { items: Object.fromEntries(entries), cursor: page.cursor };
}

/**
 * The progress records of the items, in turns (each entry's records are its own: entries have
 * different media ids, so records of two entries never meet).
 */
async function getProgressChanges(
  items: WatchHistorySyncRequest['items'],
  deviceId: string,
  nowMs: number,
): Promise<ProgressRecord[]> {
  const records: ProgressRecord[] = [];
  await forEachInTurns(
    Object.entries(items),
    ([id, entry]) => {
      const one = getProgressChangesFromRequest({ [id]: entry }, deviceId, nowMs);
      for (const record of one.values()) records.push(record);
    },
    ([, entry]) => entryWeight(entry),
  );
  return records;
}
