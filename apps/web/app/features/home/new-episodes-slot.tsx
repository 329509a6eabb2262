/**
 * Where "New episodes" goes on the home page. The row's code (the stores, the calendar rules) loads
 * only when this browser follows something: a bookmark, a watch history or a Follow choice is
 * stored. The check reads storage directly, so a first visit downloads none of it.
 */
import { CALENDAR_STORAGE_KEYS, STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStorage } from '~/lib/storage';

const NewEpisodesRow = lazy(async () => ({
  default: (await import('~/components/calendar/new-episodes-row')).NewEpisodesRow,
}));

const mayFollowSomething = () =>
  readStoredString(STORAGE_KEYS.bookmarks) !== null ||
  readStoredString(STORAGE_KEYS.watchHistory) !== null ||
  readStoredString(CALENDAR_STORAGE_KEYS.followChoices) !== null;
const serverKnowsNothing = () => false;

export function NewEpisodesSlot() {
  const isPossible = useSyncExternalStore(
    subscribeToStorage,
    mayFollowSomething,
    serverKnowsNothing,
  );
  if (!isPossible) return null;
  return (
    <Suspense fallback={null}>
      <NewEpisodesRow />
    </Suspense>
  );
}
