/**
 * The only module that touches localStorage. Reads and writes fail softly where the browser
 * refuses storage (private mode, quota), except where the spec asks for its error texts.
 */
import type { StorageKey } from '@reelhouse/core/storage/keys';
import {
  loadLocalLock,
  STORAGE_WRITE_ERROR,
  type StorageError,
} from '@reelhouse/core/storage/local-lock';

function getStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored string, or null when absent or when storage is unavailable. */
export function readStoredString(key: StorageKey): string | null {
  try {
    return getStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** @throws Error with the spec's write message when the browser refuses the write */
export function writeStoredString(key: StorageKey, value: string): void {
  try {
    getStore()?.setItem(key, value);
  } catch {
    throw new Error(STORAGE_WRITE_ERROR);
  }
}

export function removeStored(keys: readonly StorageKey[]): void {
  const store = getStore();
  for (const key of keys) {
    try {
      store?.removeItem(key);
    } catch {
      // Nothing to do: the key is unreadable anyway.
    }
  }
}

/** Removes everything this site stored in the browser. */
export function clearAllStorage(): void {
  try {
    getStore()?.clear();
  } catch {
    // Storage unavailable: there is nothing to clear.
  }
}

/** Calls `onChange` when another tab changes storage. @returns the unsubscribe function */
export function subscribeToStorage(onChange: (key: string | null) => void): () => void {
  const listener = (event: StorageEvent) => onChange(event.key);
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * Checks the app record (`local-lock`) as the app starts (spec section 5): one not marked valid
 * is reset to valid; one that cannot be parsed is removed.
 * @returns the spec's read (or write) error for the error screen, or null when all is well or the
 *   browser offers no storage at all (nothing is kept, nothing can be wrong)
 */
export function checkAppRecord(): StorageError | null {
  const store = getStore();
  if (store === null) return null;
  const loaded = loadLocalLock(store);
  return loaded.ok ? null : loaded.reason;
}
