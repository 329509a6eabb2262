/**
 * The visitor's Follow / Unfollow choices for the calendar (`followChoices` in this browser's
 * storage) as a small external store: read on subscribe and whenever another tab changes them,
 * written at once. A signed-in visitor's choices are merged with the account's (`POST
 * /api/follow-choices`, the later choice per series winning) once per page load and after each
 * change, so other devices and the private calendar feed follow them. The server renders with no
 * choices: pages hydrate as "no choice".
 */
import {
  mergeFollowChoices,
  readFollowChoices,
  withFollowChoice,
  writeFollowChoices,
  type FollowChoiceEntry,
} from '@reelhouse/core/calendar/follow-choices';
import type { FollowChoice } from '@reelhouse/core/calendar/followed-series';
import { CALENDAR_STORAGE_KEYS, STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useSyncExternalStore } from 'react';
import { postJson } from './api-client';
import { createListeners } from './listeners';
import { parseLocalUser } from './session';
import { readStoredString, subscribeToStorage, writeStoredString } from './storage';

const KEY = CALENDAR_STORAGE_KEYS.followChoices;
const NONE: readonly FollowChoiceEntry[] = Object.freeze([]);

let lastRaw: string | null = null;
let snapshot: readonly FollowChoiceEntry[] = NONE;
let stopFollowingStorage: (() => void) | null = null;
let hasSyncedThisLoad = false;

const listeners = createListeners({
  onFirstSubscribe: () => {
    if (!hasSyncedThisLoad) {
      hasSyncedThisLoad = true;
      void syncWithAccount();
    }
    stopFollowingStorage ??= subscribeToStorage((key) => {
      if (key === KEY || key === null) listeners.notify();
    });
  },
  onLastUnsubscribe: () => {
    stopFollowingStorage?.();
    stopFollowingStorage = null;
  },
});

function getSnapshot(): readonly FollowChoiceEntry[] {
  const raw = readStoredString(KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    snapshot = raw === null ? NONE : readFollowChoices(raw);
  }
  return snapshot;
}

function getServerSnapshot(): readonly FollowChoiceEntry[] {
  return NONE;
}

function save(entries: readonly FollowChoiceEntry[]): void {
  writeStoredString(KEY, writeFollowChoices(entries));
}

/**
 * Sends this browser's choices to the account and keeps the merged list; nothing when signed out.
 * Offline or refused: the choices stay here and go with the next change or page load.
 */
async function syncWithAccount(): Promise<void> {
  if (parseLocalUser(readStoredString(STORAGE_KEYS.userInfo)) === null) return;
  try {
    const answer = await postJson('/api/follow-choices', {
      choices: getSnapshot().map((entry) => [entry.seriesId, entry.choice, entry.at]),
    });
    const listed =
      answer !== null && typeof answer === 'object' && 'choices' in answer ? answer.choices : [];
    const theirs = readFollowChoices(JSON.stringify(listed));
    // Merged with what is here now: a choice made while the request was out is kept.
    save(mergeFollowChoices(getSnapshot(), theirs));
    listeners.notify();
  } catch {
    // Kept in this browser; sent again later.
  }
}

/** The choices, oldest first; none on the server and while hydrating. */
export function useFollowChoices(): readonly FollowChoiceEntry[] {
  return useSyncExternalStore(listeners.subscribe, getSnapshot, getServerSnapshot);
}

/**
 * Records a choice for a series and tells every subscriber.
 * @returns false when the browser refused the write (nothing changed)
 */
export function chooseToFollow(seriesId: number, choice: FollowChoice): boolean {
  try {
    save(withFollowChoice(getSnapshot(), seriesId, choice, Date.now()));
  } catch {
    return false;
  }
  listeners.notify();
  void syncWithAccount();
  return true;
}
