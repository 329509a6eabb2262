/**
 * The sync routine of a signed-in browser (spec section 4, "Sync on load when signed in"): fetch
 * the user; merge bookmarks; run the watch-history migration; merge watch history; sync the 4K
 * token, with the spec's toasts. A user-info record (or `/users/me` answer) with an error is
 * removed and the page reloaded; a 401 anywhere clears the session and ends the routine.
 * Also the quiet syncs run between loads, and the requests a closing page sends. When each runs
 * is `sync-scheduler.ts`'s business.
 */
import { z } from 'zod';
import { meAnswerSchema } from '@reelhouse/core/account/account-schema';
import { getSessionState } from '@reelhouse/core/account/session';
import { STORAGE_KEYS, type StorageKey } from '@reelhouse/core/storage/keys';
import { getBookmarkSyncRequest } from '@reelhouse/core/sync/client-bookmarks';
import {
  getLastWatchHistoryChangeMs,
  getWatchHistorySyncRequest,
} from '@reelhouse/core/sync/client-history';
import { planUiTokenSync } from '@reelhouse/core/sync/client-token';
import {
  BOOKMARK_SYNC_FAILED_TOAST,
  BOOKMARKS_SYNCED_TOAST,
  FOUR_K_TOKEN_SYNC_FAILED_TOAST,
  FOUR_K_TOKEN_SYNCED_TOAST,
  isFirstBookmarkSync,
  USER_FETCH_FAILED_TOAST,
  WATCH_PROGRESS_SYNC_FAILED_TOAST,
  WATCH_PROGRESS_SYNCED_TOAST,
} from '@reelhouse/core/sync/sync-messages';
import { WATCH_HISTORY_MIGRATION_TOAST } from '@reelhouse/core/watch-history/texts';
import type { WatchHistoryItems } from '@reelhouse/core/watch-history/watch-history-schema';
import {
  createListSync,
  getFailureOutcome,
  type ListSyncDeps,
  type SyncOutcome,
} from './list-sync';

export type ToastKind = 'success' | 'error' | 'info';

export interface AccountSyncDeps extends ListSyncDeps {
  history: ListSyncDeps['history'] & {
    /** the one-time migration, written back; true when it changed the stored history */
    migrateStored(): Promise<boolean>;
    /** the stored items read at once (for a closing page); null when unreadable */
    readNow(): WatchHistoryItems | null;
  };
  notify(message: string, kind: ToastKind): void;
  /** tells this tab's readers that a key changed (storage events reach only other tabs) */
  announce(key: StorageKey): void;
  reload(): void;
}

/** 'stopped': signed out (or the session just ended); 'retry': a list could not be synced. */
export type SyncRunResult = 'stopped' | 'done' | 'retry';

/** A request for `fetch` with `keepalive`. */
export interface KeepaliveRequest {
  path: `/api/${string}`;
  body: unknown;
}

type UserRecord = Readonly<Record<string, unknown>>;

const userRecordSchema = z.record(z.string(), z.unknown());

export function createAccountSync(deps: AccountSyncDeps) {
  const { storage } = deps;
  const notify = (message: string, kind: ToastKind) => {
    deps.notify(message, kind);
  };
  const lists = createListSync(deps);

  function readUserInfo(): { raw: string; record: UserRecord } | null {
    const raw = storage.read(STORAGE_KEYS.userInfo);
    if (raw === null) return null;
    let value: unknown = null;
    try {
      value = JSON.parse(raw);
    } catch {
      // Unreadable: read as a record without a username, which is discarded.
    }
    const parsed = userRecordSchema.safeParse(value);
    return { raw, record: parsed.success ? parsed.data : {} };
  }

  function clearSession(): void {
    storage.remove([STORAGE_KEYS.userInfo]);
    deps.announce(STORAGE_KEYS.userInfo);
  }

  function discardUserInfo(): void {
    storage.remove([STORAGE_KEYS.userInfo]);
    deps.reload();
  }

  /** The signed-in account (the stored username), or null. */
  function getAccount(): string | null {
    const stored = readUserInfo()?.record ?? null;
    const username = stored?.username;
    return getSessionState(stored) === 'signed-in' && typeof username === 'string'
      ? username
      : null;
  }

  /** GET /users/me: refreshes user-info. @returns null when the routine must stop */
  async function refreshUser(
    stored: { raw: string; record: UserRecord },
    account: string,
  ): Promise<{ account: string; accountToken?: string | null } | null> {
    let answer: unknown;
    try {
      answer = await deps.api.getJson('/api/users/me');
    } catch (error) {
      if (getFailureOutcome(error) === 'unauthorized') {
        clearSession();
        return null;
      }
      notify(USER_FETCH_FAILED_TOAST, 'error');
      return { account };
    }
    const parsed = meAnswerSchema.safeParse(answer);
    if (!parsed.success) {
      notify(USER_FETCH_FAILED_TOAST, 'error');
      return { account };
    }
    if ('error' in parsed.data) {
      discardUserInfo();
      return null;
    }
    const kept: Record<string, unknown> = { ...stored.record, ...parsed.data };
    delete kept.error;
    const next = JSON.stringify(kept);
    if (next !== stored.raw) {
      try {
        storage.write(STORAGE_KEYS.userInfo, next);
        deps.announce(STORAGE_KEYS.userInfo);
      } catch {
        // Storage refused: the stored record stays as it was, still signed in.
      }
    }
    return { account: parsed.data.username, accountToken: parsed.data['4k_token'] };
  }

  async function syncBookmarks(account: string, quiet: boolean): Promise<SyncOutcome> {
    const isFirst = isFirstBookmarkSync(storage.read(STORAGE_KEYS.lastBookmarkUpdateTime));
    const outcome = await lists.syncBookmarks(account);
    if (outcome === 'ok' && isFirst) notify(BOOKMARKS_SYNCED_TOAST, 'success');
    if (outcome === 'failed' && !quiet) notify(BOOKMARK_SYNC_FAILED_TOAST, 'error');
    return outcome;
  }

  async function syncWatchHistory(account: string, quiet: boolean): Promise<SyncOutcome> {
    const outcome = await lists.syncWatchHistory(account);
    if (!quiet && outcome !== 'unauthorized') {
      if (outcome === 'ok') notify(WATCH_PROGRESS_SYNCED_TOAST, 'success');
      else notify(WATCH_PROGRESS_SYNC_FAILED_TOAST, 'error');
    }
    return outcome;
  }

  async function migrateWatchHistory(): Promise<SyncOutcome> {
    const isChanged = await deps.history.migrateStored().catch(() => false);
    if (isChanged) notify(WATCH_HISTORY_MIGRATION_TOAST, 'info');
    return 'ok';
  }

  /** POST /sync/4k_token when the browser's token is new to the account (a failure waits for the next load). */
  async function syncToken(accountToken: string | null | undefined): Promise<SyncOutcome> {
    const plan = planUiTokenSync(
      storage.read(STORAGE_KEYS.fourKToken),
      storage.read(STORAGE_KEYS.fourKTokenSynced),
      accountToken,
    );
    if (plan.action === 'skip') return 'ok';
    if (plan.action === 'send') {
      try {
        await deps.api.postJson('/api/sync/4k_token', { token: plan.token });
      } catch (error) {
        const outcome = getFailureOutcome(error);
        if (outcome === 'failed') notify(FOUR_K_TOKEN_SYNC_FAILED_TOAST, 'error');
        return outcome === 'unauthorized' ? outcome : 'ok';
      }
      notify(FOUR_K_TOKEN_SYNCED_TOAST, 'success');
    }
    try {
      storage.write(STORAGE_KEYS.fourKTokenSynced, plan.mark);
    } catch {
      // Storage refused: the token is sent again next time, which the server takes as it is.
    }
    return 'ok';
  }

  /** Runs steps in order; a 401 clears the session and stops. */
  async function runSteps(steps: readonly (() => Promise<SyncOutcome>)[]): Promise<SyncRunResult> {
    let result: SyncRunResult = 'done';
    for (const step of steps) {
      const outcome = await step();
      if (outcome === 'unauthorized') {
        clearSession();
        return 'stopped';
      }
      if (outcome === 'failed') result = 'retry';
    }
    return result;
  }

  return {
    getAccount,

    /** The routine of a page load (or of a user who just appeared), toasts included. */
    async runOnLoad(): Promise<SyncRunResult> {
      const stored = readUserInfo();
      if (stored === null) return 'stopped';
      const account = getAccount();
      if (account === null) {
        discardUserInfo();
        return 'stopped';
      }
      const user = await refreshUser(stored, account);
      if (user === null) return 'stopped';
      return runSteps([
        () => syncBookmarks(user.account, false),
        migrateWatchHistory,
        () => syncWatchHistory(user.account, false),
        () => syncToken(user.accountToken),
      ]);
    },

    /**
     * The outbox of the chosen lists, quietly (after a change, on retry, every 25 s): no toast
     * but the first bookmark sync's success.
     */
    async syncLists(which: { bookmarks: boolean; watchHistory: boolean }): Promise<SyncRunResult> {
      const account = getAccount();
      if (account === null) return 'stopped';
      return runSteps([
        ...(which.bookmarks ? [() => syncBookmarks(account, true)] : []),
        ...(which.watchHistory ? [() => syncWatchHistory(account, true)] : []),
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
      const account = getAccount();
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
