/**
 * The player's memory per series (`seriesPlayerMemory` in this browser's storage, rules in core
 * `player/series-memory`) as a small external store: the player reads it when an episode starts
 * and records the viewer's choices; the account page lists and forgets them. It loads zod (the
 * stored shape), so only the player and the account page import it.
 */
import {
  forgetSeries,
  rememberSeriesChoice,
  type SeriesMemory,
  type SeriesPlayerChoices,
} from '@reelhouse/core/player/series-memory';
import { readSeriesMemory, writeSeriesMemory } from '@reelhouse/core/player/series-memory-schema';
import { SERIES_MEMORY_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useSyncExternalStore } from 'react';
import { createListeners } from './listeners';
import { readStoredString, removeStored, subscribeToStorage, writeStoredString } from './storage';

const KEY = SERIES_MEMORY_STORAGE_KEYS.seriesPlayerMemory;
const NONE: SeriesMemory = Object.freeze({});

let lastRaw: string | null = null;
let snapshot: SeriesMemory = NONE;
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

/** The stored memory now (none when nothing is stored or it cannot be read). */
export function readSeriesMemoryNow(): SeriesMemory {
  const raw = readStoredString(KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    snapshot = raw === null ? NONE : readSeriesMemory(raw);
  }
  return snapshot;
}

function getServerSnapshot(): SeriesMemory {
  return NONE;
}

/** Writes the memory and tells every subscriber; a refused write changes nothing. */
function save(memory: SeriesMemory): void {
  try {
    if (Object.keys(memory).length === 0) removeStored([KEY]);
    else writeStoredString(KEY, writeSeriesMemory(memory));
  } catch {
    // Storage refused: the choice lasts as long as the episode.
    return;
  }
  listeners.notify();
}

/** The remembered series; none on the server and while hydrating. */
export function useSeriesMemory(): SeriesMemory {
  return useSyncExternalStore(listeners.subscribe, readSeriesMemoryNow, getServerSnapshot);
}

/** Records choices the viewer made while watching an episode of the series. */
export function rememberForSeries(
  seriesId: number,
  title: string,
  choice: SeriesPlayerChoices,
): void {
  save(rememberSeriesChoice(readSeriesMemoryNow(), seriesId, title, choice, Date.now()));
}

/** Forgets what the player remembers for one series. */
export function forgetRememberedSeries(seriesId: number): void {
  save(forgetSeries(readSeriesMemoryNow(), seriesId));
}

/** Forgets what the player remembers for every series. */
export function forgetAllRememberedSeries(): void {
  save(NONE);
}
