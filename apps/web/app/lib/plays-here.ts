/**
 * Whether this browser can play a title: the site can (its `availability`), or the browser keeps
 * its own Jellyfin connection (searched per user, so any title may be there). Read after mount:
 * the server renders without storage, so there a title the site cannot play has no Watch.
 */
import type { Availability } from '@reelhouse/core/media/availability';
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

/**
 * @returns whether the stored text looks like a Jellyfin connection (a server, a user and a
 *   token). Checked by hand, not by the connection's zod schema: this runs on every title page,
 *   whose first download must not carry zod; the search itself validates the connection.
 */
export function isJellyfinConnection(text: string | null): boolean {
  if (text === null) return false;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return false;
  }
  if (value === null || typeof value !== 'object') return false;
  const { serverUrl, userId, accessToken } = value as Record<string, unknown>;
  return [serverUrl, userId, accessToken].every(
    (field) => typeof field === 'string' && field !== '',
  );
}

export function usePlaysHere(availability: Availability | null): boolean {
  const stored = useSyncExternalStore(subscribe, readConnectionText, () => null);
  return availability !== null || isJellyfinConnection(stored);
}
