/**
 * The visitor's dismissals of info boxes and ads, as components read them: the stored text of
 * `dismissedInfoBoxes` or `dismissedAds`, followed across tabs and after this tab's own writes.
 * A browser that refuses the write still hides what was closed, until the page is left.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { createListeners } from '~/lib/listeners';
import { readStoredString, subscribeToStorage, writeStoredString } from '~/lib/storage';

type DismissalKey = 'dismissedInfoBoxes' | 'dismissedAds';

const changes = createListeners();
/** Writes the browser refused, by key, so the page keeps honouring them. */
const unsaved = new Map<DismissalKey, string>();

function subscribe(listener: () => void): () => void {
  const stopLocal = changes.subscribe(listener);
  const stopOtherTabs = subscribeToStorage(listener);
  return () => {
    stopLocal();
    stopOtherTabs();
  };
}

/** The stored text now (null when nothing is stored), e.g. for a handler about to write. */
export function readDismissals(key: DismissalKey): string | null {
  return unsaved.get(key) ?? readStoredString(key);
}

/** Stores a new record (as JSON) and tells every reader. */
export function saveDismissals(key: DismissalKey, record: Record<string, unknown>): void {
  const text = JSON.stringify(record);
  try {
    writeStoredString(key, text);
    unsaved.delete(key);
  } catch {
    unsaved.set(key, text);
  }
  changes.notify();
}

/**
 * @returns the stored text (null when nothing is stored); undefined on the server and while the
 *   page hydrates, when the browser's storage must not decide what is drawn
 */
export function useStoredDismissals(key: DismissalKey): string | null | undefined {
  const read = useCallback(() => readDismissals(key), [key]);
  return useSyncExternalStore(subscribe, read, () => undefined);
}
