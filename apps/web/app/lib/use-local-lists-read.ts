/**
 * Whether this browser's bookmarks and watch history have been read from storage (after mount;
 * false on the server): pages that build on both wait for it rather than showing an empty state
 * that is only "not read yet".
 */
import { useEffect, useState } from 'react';
import { bookmarksStore } from './bookmarks-store';
import { refreshWatchHistory } from './watch-history-store';

export function useLocalListsRead(): boolean {
  const [isRead, setRead] = useState(false);
  useEffect(() => {
    let isCurrent = true;
    void Promise.all([bookmarksStore.load(), refreshWatchHistory()]).finally(() => {
      if (isCurrent) setRead(true);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return isRead;
}
