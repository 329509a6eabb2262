/**
 * The visitor's Follow / Unfollow choices for the calendar (`followChoices` in this browser's
 * storage) as a small external store: read on subscribe and whenever another tab changes them,
 * written at once. The server has none: its snapshot is empty, so pages hydrate as "no choice".
 */
import {
  readFollowChoices,
  withFollowChoice,
  writeFollowChoices,
  type FollowChoiceEntry,
} from '@reelhouse/core/calendar/follow-choices';
import type { FollowChoice } from '@reelhouse/core/calendar/followed-series';
import { CALENDAR_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';
import { readStoredString, subscribeToStorage, writeStoredString } from './storage';

const KEY = CALENDAR_STORAGE_KEYS.followChoices;
const NONE: readonly FollowChoiceEntry[] = Object.freeze([]);

let lastRaw: string | null = null;
let snapshot: readonly FollowChoiceEntry[] = NONE;
let stopFollowingStorage: (() => void) | null = null;

const listeners = createListeners({
  onFirstSubscribe: () => {
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
    writeStoredString(KEY, writeFollowChoices(withFollowChoice(getSnapshot(), seriesId, choice)));
  } catch {
    return false;
  }
  listeners.notify();
  return true;
}
