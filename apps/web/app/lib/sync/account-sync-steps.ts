/**
 * The steps of the sync routine (account-sync.ts puts them in order): the stored user and its
 * session, refreshing the user, each list's sync with its toasts, the watch-history migration, the
 * 4K token, and running steps until a 401. Each takes what it works on as arguments.
 */
import { z } from 'zod';
import { meAnswerSchema } from '@reelhouse/core/account/account-schema';
import { getSessionState } from '@reelhouse/core/account/session';
import { STORAGE_KEYS, type StorageKey } from '@reelhouse/core/storage/keys';
import { planUiTokenSync } from '@reelhouse/core/sync/client-token';
import {
  BOOKMARK_SYNC_FAILED_TOAST,
  BOOKMARKS_SYNCED_TOAST,
  FOUR_K_TOKEN_SYNC_FAILED_TOAST,
  FOUR_K_TOKEN_SYNCED_TOAST,
  isFirstSync,
  USER_FETCH_FAILED_TOAST,
  WATCH_PROGRESS_SYNC_FAILED_TOAST,
  WATCH_PROGRESS_SYNCED_TOAST,
} from '@reelhouse/core/sync/sync-messages';
import { WATCH_HISTORY_MIGRATION_TOAST } from '@reelhouse/core/watch-history/texts';
import type { WatchHistoryItems } from '@reelhouse/core/watch-history/watch-history-schema';
import {
  type createListSync,
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

/** What the steps work with: the routine's dependencies and its list syncs. */
export interface SyncContext {
  deps: AccountSyncDeps;
  lists: ReturnType<typeof createListSync>;
}

export interface StoredUser {
  raw: string;
  record: UserRecord;
}

export function readUserInfo({ storage }: AccountSyncDeps): StoredUser | null {
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

export function clearSession(deps: AccountSyncDeps): void {
  deps.storage.remove([STORAGE_KEYS.userInfo]);
  deps.announce(STORAGE_KEYS.userInfo);
}

export function discardUserInfo(deps: AccountSyncDeps): void {
  deps.storage.remove([STORAGE_KEYS.userInfo]);
  deps.reload();
}

/** The signed-in account (the stored username), or null. */
export function getAccount(deps: AccountSyncDeps): string | null {
  const stored = readUserInfo(deps)?.record ?? null;
  const username = stored?.username;
  return getSessionState(stored) === 'signed-in' && typeof username === 'string' ? username : null;
}

/** GET /users/me: refreshes user-info. @returns null when the routine must stop */
export async function refreshUser(
  deps: AccountSyncDeps,
  stored: StoredUser,
  account: string,
): Promise<{ account: string; accountToken?: string | null } | null> {
  let answer: unknown;
  try {
    answer = await deps.api.getJson('/api/users/me');
  } catch (error) {
    if (getFailureOutcome(error) === 'unauthorized') {
      clearSession(deps);
      return null;
    }
    deps.notify(USER_FETCH_FAILED_TOAST, 'error');
    return { account };
  }
  const parsed = meAnswerSchema.safeParse(answer);
  if (!parsed.success) {
    deps.notify(USER_FETCH_FAILED_TOAST, 'error');
    return { account };
  }
  if ('error' in parsed.data) {
    discardUserInfo(deps);
    return null;
  }
  const kept: Record<string, unknown> = { ...stored.record, ...parsed.data };
  delete kept.error;
  const next = JSON.stringify(kept);
  if (next !== stored.raw) {
    try {
      deps.storage.write(STORAGE_KEYS.userInfo, next);
      deps.announce(STORAGE_KEYS.userInfo);
    } catch {
      // Storage refused: the stored record stays as it was, still signed in.
    }
  }
  return { account: parsed.data.username, accountToken: parsed.data['4k_token'] };
}

export async function syncBookmarks(
  { deps, lists }: SyncContext,
  account: string,
  quiet: boolean,
): Promise<SyncOutcome> {
  const isFirst = isFirstSync(deps.storage.read(STORAGE_KEYS.lastBookmarkUpdateTime));
  const outcome = await lists.syncBookmarks(account);
  if (outcome === 'ok' && isFirst) deps.notify(BOOKMARKS_SYNCED_TOAST, 'success');
  if (outcome === 'failed' && !quiet) deps.notify(BOOKMARK_SYNC_FAILED_TOAST, 'error');
  return outcome;
}

export async function syncWatchHistory(
  { deps, lists }: SyncContext,
  account: string,
  quiet: boolean,
): Promise<SyncOutcome> {
  const isFirst = isFirstSync(deps.storage.read(STORAGE_KEYS.lastWatchHistoryUpdateTime));
  const outcome = await lists.syncWatchHistory(account);
  if (quiet) return outcome;
  if (outcome === 'ok' && isFirst) deps.notify(WATCH_PROGRESS_SYNCED_TOAST, 'success');
  if (outcome === 'failed') deps.notify(WATCH_PROGRESS_SYNC_FAILED_TOAST, 'error');
  return outcome;
}

export async function migrateWatchHistory(deps: AccountSyncDeps): Promise<SyncOutcome> {
  const isChanged = await deps.history.migrateStored().catch(() => false);
  if (isChanged) deps.notify(WATCH_HISTORY_MIGRATION_TOAST, 'info');
  return 'ok';
}

/**
 * POST /sync/4k_token when the browser's token is new to the account (a failure waits for the next
 * load); the account's token kept here when this browser has none.
 */
export async function syncToken(
  deps: AccountSyncDeps,
  accountToken: string | null | undefined,
): Promise<SyncOutcome> {
  const { storage } = deps;
  const plan = planUiTokenSync(
    storage.read(STORAGE_KEYS.fourKToken),
    storage.read(STORAGE_KEYS.fourKTokenSynced),
    accountToken,
  );
  if (plan.action === 'skip') return 'ok';
  if (plan.action === 'take') {
    try {
      storage.write(STORAGE_KEYS.fourKToken, plan.token);
      storage.write(STORAGE_KEYS.fourKTokenSynced, plan.mark);
    } catch {
      // Storage refused: the player searches without 4K here; the next load tries again.
    }
    return 'ok';
  }
  if (plan.action === 'send') {
    try {
      await deps.api.postJson('/api/sync/4k_token', { token: plan.token });
    } catch (error) {
      const outcome = getFailureOutcome(error);
      if (outcome === 'failed') deps.notify(FOUR_K_TOKEN_SYNC_FAILED_TOAST, 'error');
      return outcome === 'unauthorized' ? outcome : 'ok';
    }
    deps.notify(FOUR_K_TOKEN_SYNCED_TOAST, 'success');
  }
  try {
    storage.write(STORAGE_KEYS.fourKTokenSynced, plan.mark);
  } catch {
    // Storage refused: the token is sent again next time, which the server takes as it is.
  }
  return 'ok';
}

/** Runs steps in order; a 401 clears the session and stops. */
export async function runSteps(
  deps: AccountSyncDeps,
  steps: readonly (() => Promise<SyncOutcome>)[],
): Promise<SyncRunResult> {
  let result: SyncRunResult = 'done';
  for (const step of steps) {
    const outcome = await step();
    if (outcome === 'unauthorized') {
      clearSession(deps);
      return 'stopped';
    }
    if (outcome === 'failed') result = 'retry';
  }
  return result;
}
