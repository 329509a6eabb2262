/**
 * The sync routine of a signed-in browser (spec section 4, "Sync on load when signed in"): fetch
 * the user; merge bookmarks; run the watch-history migration; merge watch history; sync the 4K
 * token, with the spec's toasts. A user-info record (or `/users/me` answer) with an error is
 * removed and the page reloaded; a 401 anywhere clears the session and ends the routine.
 * Also the quiet syncs run between loads, and the requests a closing page sends. When each runs
 * is `sync-scheduler.ts`'s business; the steps are in `account-sync-steps.ts`.
 */
import { getBookmarkSyncRequest } from '@reelhouse/core/sync/client-bookmarks';
import {
  getLastWatchHistoryChangeMs,
  getWatchHistorySyncRequest,
} from '@reelhouse/core/sync/client-history';
import {
  type AccountSyncDeps,
  discardUserInfo,
  getAccount,
  type KeepaliveRequest,
  migrateWatchHistory,
  readUserInfo,
  refreshUser,
  runSteps,
  type SyncContext,
  syncBookmarks,
  syncToken,
  syncWatchHistory,
  type SyncRunResult,
} from './account-sync-steps';
import { createListSync } from './list-sync';

export type {
  AccountSyncDeps,
  KeepaliveRequest,
  SyncRunResult,
  ToastKind,
} from './account-sync-steps';

export function createAccountSync(deps: AccountSyncDeps) {
  const context: SyncContext = { deps, lists: createListSync(deps) };

  return {
    getAccount: () => getAccount(deps),

    /** The routine of a page load (or of a user who just appeared), toasts included. */
    async runOnLoad(): Promise<SyncRunResult> {
      const stored = readUserInfo(deps);
      if (stored === null) return 'stopped';
      const account = getAccount(deps);
      if (account === null) {
        discardUserInfo(deps);
        return 'stopped';
      }
      const user = await refreshUser(deps, stored, account);
      if (user === null) return 'stopped';
      return runSteps(deps, [
        () => syncBookmarks(context, user.account, false),
        () => migrateWatchHistory(deps),
        () => syncWatchHistory(context, user.account, false),
        () => syncToken(deps, user.accountToken),
      ]);
    },

    /**
     * The outbox of the chosen lists, quietly (after a change, on retry, every 25 s): no toast
     * but the first bookmark sync's success.
     */
    async syncLists(which: { bookmarks: boolean; watchHistory: boolean }): Promise<SyncRunResult> {
      const account = getAccount(deps);
      if (account === null) return 'stopped';
      return runSteps(deps, [
        ...(which.bookmarks ? [() => syncBookmarks(context, account, true)] : []),
        ...(which.watchHistory ? [() => syncWatchHistory(context, account, true)] : []),
      ]);
    },

    /** When the history last changed without being sent, ms (null: nothing pending). */
    getLastWatchHistoryChangeMs(): number | null {
      deps.outbox.flush();
      return getLastWatchHistoryChangeMs(deps.outbox.readWatchHistory());
    },

    /**
     * What a closing page sends, best effort (no answer is read, so nothing is acknowledged and
     * the next sync sends it again): the outbox of each list that has a cursor for the account
     * (bodies with only the changes, small enough for `keepalive`).
     */
    getPageHideRequests(): KeepaliveRequest[] {
      const account = getAccount(deps);
      if (account === null) return [];
      deps.outbox.flush();
      const requests: KeepaliveRequest[] = [];
      const bookmarks = deps.outbox.readBookmarks();
      if (
        bookmarks.account === account &&
        bookmarks.cursor !== null &&
        bookmarks.pending.length > 0
      ) {
        const { body } = getBookmarkSyncRequest(deps.bookmarks.getSnapshot(), bookmarks);
        requests.push({ path: '/api/sync/bookmarks', body });
      }
      const history = deps.outbox.readWatchHistory();
      const items = history.pending.length > 0 ? deps.history.readNow() : null;
      if (history.account === account && history.cursor !== null && items !== null) {
        const { body } = getWatchHistorySyncRequest(items, history);
        requests.push({ path: '/api/sync/watch-history', body });
      }
      return requests;
    },
  };
}

export type AccountSync = ReturnType<typeof createAccountSync>;
