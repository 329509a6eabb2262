/**
 * Where the personal rows go on the home page ("New episodes", "Because you watched …"). Their
 * code (the stores, the rules) loads only when this browser keeps something of its own: a
 * bookmark, a watch history or a Follow choice. The check reads storage directly, so a first
 * visit downloads none of it.
 */
import { CALENDAR_STORAGE_KEYS, STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStorage } from '~/lib/storage';

const NewEpisodesRow = lazy(async () => ({
  default: (await import('~/components/calendar/new-episodes-row')).NewEpisodesRow,
}));
const BecauseRows = lazy(async () => ({
  default: (await import('~/components/personal/because-rows')).BecauseRows,
}));

const mayFollowSomething = () =>
  readStoredString(STORAGE_KEYS.bookmarks) !== null ||
  readStoredString(STORAGE_KEYS.watchHistory) !== null ||
  readStoredString(CALENDAR_STORAGE_KEYS.followChoices) !== null;
const serverKnowsNothing = () => false;

function useMayFollowSomething(): boolean {
  return useSyncExternalStore(subscribeToStorage, mayFollowSomething, serverKnowsNothing);
}

export function NewEpisodesSlot() {
  if (!useMayFollowSomething()) return null;
  return (
    <Suspense fallback={null}>
      <NewEpisodesRow />
    </Suspense>
  );
}

/** "Because you watched …": the same condition (something watched or bookmarked). */
export function BecauseRowsSlot() {
  if (!useMayFollowSomething()) return null;
  return (
    <Suspense fallback={null}>
      <BecauseRows />
    </Suspense>
  );
}
