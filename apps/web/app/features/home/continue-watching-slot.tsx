/**
 * Where Continue Watching goes on the home page. The row's code (history rules, migration) loads
 * only when this browser has a watch history, so a first visit downloads none of it. The check
 * reads storage directly: importing the history store here would load it for everyone.
 */
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStorage } from '~/lib/storage';

const ContinueWatchingRow = lazy(async () => ({
  default: (await import('./continue-watching-row')).ContinueWatchingRow,
}));

const hasStoredHistory = () => readStoredString(STORAGE_KEYS.watchHistory) !== null;
const serverHasNoHistory = () => false;

export function ContinueWatchingSlot() {
  const hasHistory = useSyncExternalStore(subscribeToStorage, hasStoredHistory, serverHasNoHistory);
  if (!hasHistory) return null;
  return (
    <Suspense fallback={null}>
      <ContinueWatchingRow />
    </Suspense>
  );
}
