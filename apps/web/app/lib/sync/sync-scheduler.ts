/**
 * When the account sync runs: the routine once per load and whenever the signed-in user appears
 * or changes; the bookmark outbox soon after a local change, and the history after a visitor's own
 * change of it (an entry taken off Continue Watching, an import); watch progress at most every 25 s
 * while the player saves it (silently, with at most one failure toast per page); a retry with
 * backoff after a failure and at once when the browser comes back online; a last keepalive send
 * when the page is hidden for good. One sync at a time, in the order asked.
 */
import { getSyncRetryDelayMs } from '@reelhouse/core/sync/client-sync-state';
import {
  shouldSyncProgress,
  WATCH_PROGRESS_SYNC_FAILED_TOAST,
} from '@reelhouse/core/sync/sync-messages';
import type { AccountSync, KeepaliveRequest, SyncRunResult, ToastKind } from './account-sync';
import type { RecordedChanges } from './outbox';

/**
 * How long a bookmark change (or a visitor's change of the history) waits before it is sent, ms
 * (a burst of clicks goes as one).
 */
export const BOOKMARK_SYNC_DELAY_MS = 1_000;

export interface SyncSchedulerDeps {
  sync: Pick<
    AccountSync,
    'runOnLoad' | 'syncLists' | 'getAccount' | 'getLastWatchHistoryChangeMs' | 'getPageHideRequests'
  >;
  /** the last successful watch-history sync, ms (`lastWatchHistoryUpdateTime`), or null */
  readLastWatchHistorySyncMs: () => number | null;
  isOnline: () => boolean;
  setTimer: (work: () => void, delayMs: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** a number in [0, 1) */
  random: () => number;
  nowMs: () => number;
  notify: (message: string, kind: ToastKind) => void;
  sendKeepalive: (request: KeepaliveRequest) => void;
}

export function createSyncScheduler(deps: SyncSchedulerDeps) {
  let queue: Promise<unknown> = Promise.resolve();
  let loadRun: Promise<void> | null = null;
  let isRerunWanted = false;
  let isLoadWaitingForNetwork = false;
  let failures = 0;
  let retryTimer: unknown = null;
  let bookmarkTimer: unknown = null;
  let historyTimer: unknown = null;
  let lastProgressAttemptMs: number | null = null;
  let hasShownProgressFailure = false;

  /** Runs `task` after every earlier sync, whatever their outcome. */
  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const result = queue.then(task);
    queue = result.catch(() => undefined);
    return result;
  }

  function cancelRetry(): void {
    if (retryTimer !== null) deps.clearTimer(retryTimer);
    retryTimer = null;
  }

  function afterRun(result: SyncRunResult): void {
    if (result === 'retry') {
      failures += 1;
      cancelRetry();
      retryTimer = deps.setTimer(
        () => {
          retryTimer = null;
          void retryNow();
        },
        getSyncRetryDelayMs(failures, deps.random()),
      );
    } else {
      failures = 0;
      cancelRetry();
    }
  }

  function runLists(which: { bookmarks: boolean; watchHistory: boolean }): Promise<SyncRunResult> {
    const run = inTurn(() => deps.sync.syncLists(which)).catch((): SyncRunResult => 'retry');
    return run.then((result) => {
      afterRun(result);
      return result;
    });
  }

  async function retryNow(): Promise<void> {
    cancelRetry();
    await runLists({ bookmarks: true, watchHistory: true });
  }

  function runOnLoad(): Promise<void> {
    if (!deps.isOnline()) {
      isLoadWaitingForNetwork = true;
      return Promise.resolve();
    }
    if (loadRun !== null) {
      isRerunWanted = true;
      return loadRun;
    }
    const run = inTurn(() => deps.sync.runOnLoad()).catch((): SyncRunResult => 'retry');
    loadRun = run.then(afterRun).finally(() => {
      loadRun = null;
      if (isRerunWanted) {
        isRerunWanted = false;
        void runOnLoad();
      }
    });
    return loadRun;
  }

  function syncProgressIfDue(): void {
    const nowMs = deps.nowMs();
    const lastSynced = Math.max(deps.readLastWatchHistorySyncMs() ?? 0, lastProgressAttemptMs ?? 0);
    const isDue = shouldSyncProgress({
      isSignedIn: deps.sync.getAccount() !== null,
      lastChangedAtMs: deps.sync.getLastWatchHistoryChangeMs(),
      lastSyncedAtMs: lastSynced === 0 ? null : lastSynced,
      nowMs,
    });
    if (!isDue) return;
    lastProgressAttemptMs = nowMs;
    void runLists({ bookmarks: false, watchHistory: true }).then((result) => {
      if (result !== 'retry' || hasShownProgressFailure) return;
      hasShownProgressFailure = true;
      deps.notify(WATCH_PROGRESS_SYNC_FAILED_TOAST, 'error');
    });
  }

  return {
    /** The routine of a load, or of a user who appeared; asked again while running, it runs once more. */
    runOnLoad,

    /** After local changes were recorded (signed in). */
    onLocalChanges(changes: RecordedChanges): void {
      if (changes.bookmarkEvents.length > 0) {
        if (bookmarkTimer !== null) deps.clearTimer(bookmarkTimer);
        bookmarkTimer = deps.setTimer(() => {
          bookmarkTimer = null;
          void runLists({ bookmarks: true, watchHistory: false });
        }, BOOKMARK_SYNC_DELAY_MS);
      }
      if (changes.hasVisitorHistoryChange) {
        if (historyTimer !== null) deps.clearTimer(historyTimer);
        historyTimer = deps.setTimer(() => {
          historyTimer = null;
          void runLists({ bookmarks: false, watchHistory: true });
        }, BOOKMARK_SYNC_DELAY_MS);
      } else if (changes.watchHistoryChanges.length > 0) {
        syncProgressIfDue();
      }
    },

    /** The browser is back online: the load that waited for it, or the retry, runs now. */
    onOnline(): void {
      if (isLoadWaitingForNetwork) {
        isLoadWaitingForNetwork = false;
        void runOnLoad();
      } else if (failures > 0) {
        void retryNow();
      }
    },

    /** The page is going away: the outbox goes with `keepalive`, best effort. */
    onPageHide(): void {
      for (const request of deps.sync.getPageHideRequests()) deps.sendKeepalive(request);
    },
  };
}
