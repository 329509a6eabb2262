/**
 * Local storage rules of the spec (section 5): the app record under `local-lock` and the two error
 * texts. Pure over a small storage interface; `apps/web/app/lib/storage.ts` passes localStorage.
 */
import { STORAGE_KEYS } from './keys';

/** The part of the Web Storage API these rules use. Any method may throw, as browsers do. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The spec's message when stored data cannot be read. */
export const STORAGE_READ_ERROR = 'Failed to read from localStorage, clear all data and try again.';

/** The spec's message when storage refuses a write. */
export const STORAGE_WRITE_ERROR = 'Failed to update localStorage, clear all data and try again.';

/** One of the spec's two storage messages. */
export type StorageError = typeof STORAGE_READ_ERROR | typeof STORAGE_WRITE_ERROR;

/** A storage outcome as a value: the spec's message as the reason of a failure. */
export type StorageResult<T> = { ok: true; value: T } | { ok: false; reason: StorageError };

/** The app record under `local-lock`. */
export interface LocalLock {
  valid: boolean;
  /** last bookmark sync, ms (0: never) */
  lastBookmarkUpdateTime: number;
}

/** The record written when there is none yet, or after a reset. */
export const DEFAULT_LOCAL_LOCK: LocalLock = { valid: true, lastBookmarkUpdateTime: 0 };

/** What the raw text says: absent, readable (and whether it must be rewritten), or unreadable. */
export type ParsedLocalLock =
  | { kind: 'absent' }
  | { kind: 'read'; lock: LocalLock; needsWrite: boolean }
  | { kind: 'unreadable' };

/**
 * Reads the raw `local-lock` text.
 * @returns 'unreadable' for text that is not JSON or not a JSON object; a record not marked
 *   `valid: true` (or with an unusable time) is reset to valid true, keeping a usable time, and
 *   must be written back
 */
export function parseLocalLock(raw: string | null): ParsedLocalLock {
  if (raw === null) return { kind: 'absent' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'unreadable' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { kind: 'unreadable' };
  const time: unknown =
    'lastBookmarkUpdateTime' in value ? value.lastBookmarkUpdateTime : undefined;
  const isTimeUsable = typeof time === 'number' && Number.isInteger(time) && time >= 0;
  const isValid = 'valid' in value && value.valid === true;
  const lock = { valid: true, lastBookmarkUpdateTime: isTimeUsable ? time : 0 };
  return { kind: 'read', lock, needsWrite: !isValid || !isTimeUsable };
}

/**
 * Writes a value, turning a refusal (quota, private mode) into the spec's write error.
 * @returns ok, or the write error; the message is the spec's, for `new Error(reason)` where the
 *   web app needs to throw it to the error screen
 */
export function writeStorageItem(
  storage: KeyValueStorage,
  key: string,
  value: string,
): StorageResult<undefined> {
  try {
    storage.setItem(key, value);
    return { ok: true, value: undefined };
  } catch {
    return { ok: false, reason: STORAGE_WRITE_ERROR };
  }
}

/**
 * Loads the `local-lock` record, repairing it: an absent record is created, one not marked valid is
 * reset to valid true and written back; an unreadable one is removed and the read error returned.
 * @returns the record, or the spec's read or write error (as a value: the caller decides whether
 *   to throw it; removal failures are ignored, since the record is unusable anyway)
 */
export function loadLocalLock(storage: KeyValueStorage): StorageResult<LocalLock> {
  let raw: string | null;
  try {
    raw = storage.getItem(STORAGE_KEYS.localLock);
  } catch {
    return { ok: false, reason: STORAGE_READ_ERROR };
  }
  const parsed = parseLocalLock(raw);
  if (parsed.kind === 'unreadable') {
    try {
      storage.removeItem(STORAGE_KEYS.localLock);
    } catch {
      // The record stays unreadable; the read error below already says to clear all data.
    }
    return { ok: false, reason: STORAGE_READ_ERROR };
  }
  const lock = parsed.kind === 'read' ? parsed.lock : DEFAULT_LOCAL_LOCK;
  if (parsed.kind === 'read' && !parsed.needsWrite) return { ok: true, value: lock };
  const written = writeStorageItem(storage, STORAGE_KEYS.localLock, JSON.stringify(lock));
  return written.ok ? { ok: true, value: lock } : written;
}

/**
 * Records a bookmark sync in the `local-lock` record (valid true, the given time).
 * @param syncedAtMs when the sync succeeded, ms
 */
export function saveLastBookmarkUpdateTime(
  storage: KeyValueStorage,
  syncedAtMs: number,
): StorageResult<LocalLock> {
  const lock: LocalLock = { valid: true, lastBookmarkUpdateTime: syncedAtMs };
  const written = writeStorageItem(storage, STORAGE_KEYS.localLock, JSON.stringify(lock));
  return written.ok ? { ok: true, value: lock } : written;
}
