/**
 * Whether this browser can play a title: the site can (its `availability`), or the browser keeps
 * its own Jellyfin connection (searched per user, so any title may be there). Read after mount:
 * the server renders without storage, so there a title the site cannot play has no Watch.
 */
import type { Availability } from '@reelhouse/core/media/availability';
import { jellyfinCredentialsSchema } from '@reelhouse/core/player/source-events';
import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStorage } from './storage';

const KEY = PLAYER_STORAGE_KEYS.jellyfin;

function subscribe(onChange: () => void): () => void {
  return subscribeToStorage((key) => {
    if (key === null || key === KEY) onChange();
  });
}

function readConnectionText(): string | null {
  return readStoredString(KEY);
}

/** @returns whether the stored text is a Jellyfin connection the source search can use */
export function isJellyfinConnection(text: string | null): boolean {
  if (text === null) return false;
  try {
    return jellyfinCredentialsSchema.safeParse(JSON.parse(text)).success;
  } catch {
    return false;
  }
}

export function usePlaysHere(availability: Availability | null): boolean {
  const stored = useSyncExternalStore(subscribe, readConnectionText, () => null);
  return availability !== null || isJellyfinConnection(stored);
}
