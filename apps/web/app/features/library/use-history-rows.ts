/**
 * The history page's data: the local watch history as rows, and whether it has been read yet.
 * The history store starts empty and reads storage after mount (with its migration loaded on
 * demand); `isLoaded` keeps the page from saying "nothing watched" before that read finished.
 */
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useEffect, useMemo, useState } from 'react';
import { readStoredString } from '~/lib/storage';
import { useWatchHistory } from '~/lib/watch-history-store';
import { type HistoryRow, listHistoryRows } from './history-view';

/**
 * Resolves once the store has read what is stored: nothing stored needs no read; otherwise the
 * store's read waits only for the migration module (the same one loaded here) and then finishes
 * in microtasks, so one timer turn after the module arrived it has finished.
 */
async function waitForStoredHistory(): Promise<void> {
  if (readStoredString(STORAGE_KEYS.watchHistory) === null) return;
  try {
    await import('@reelhouse/core/watch-history/migration');
  } catch {
    // Offline: the store reads nothing either; the page shows what it has.
  }
  await new Promise((resolve) => window.setTimeout(resolve, 0));
}

export interface HistoryRowsView {
  isLoaded: boolean;
  rows: HistoryRow[];
}

export function useHistoryRows(): HistoryRowsView {
  const history = useWatchHistory();
  const [isLoaded, setLoaded] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void waitForStoredHistory().then(() => {
      if (isCurrent) setLoaded(true);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  const rows = useMemo(() => listHistoryRows(history), [history]);
  return { isLoaded: isLoaded || rows.length > 0, rows };
}
