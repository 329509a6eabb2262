/**
 * Who is signed in, as the browser knows it: the spec counts a visitor as signed in when a
 * user-info record exists locally. Read after hydration (the server renders signed out).
 */
import { STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStorage } from './storage';

export interface LocalUser {
  username: string;
}

/** @returns the stored user, or null when absent or unreadable */
export function parseLocalUser(raw: string | null): LocalUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && 'username' in value) {
      const { username } = value;
      if (typeof username === 'string' && username.length > 0) return { username };
    }
  } catch {
    // Unreadable record: treated as signed out.
  }
  return null;
}

let cachedRaw: string | null = null;
let cachedUser: LocalUser | null = null;

function getSnapshot(): LocalUser | null {
  const raw = readStoredString(STORAGE_KEYS.userInfo);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseLocalUser(raw);
  }
  return cachedUser;
}

function subscribe(onChange: () => void): () => void {
  return subscribeToStorage((key) => {
    if (key === STORAGE_KEYS.userInfo || key === null) onChange();
  });
}

export function useLocalUser(): LocalUser | null {
  return useSyncExternalStore(subscribe, getSnapshot, () => null);
}
