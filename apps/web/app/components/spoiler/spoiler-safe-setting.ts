/**
 * Whether spoiler-safe mode is on in this browser, for the pages that hide episodes (the account
 * page edits it). Read without zod, as the settings schema reads it: only a stored `true` turns
 * it on. Unknown (null) on the server and while the page hydrates.
 */
import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useEffect, useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStorage } from '~/lib/storage';

const KEY = PLAYER_STORAGE_KEYS.accountSettings;

/** @returns whether the stored settings record turns spoiler-safe mode on */
export function readSpoilerSafe(raw: string | null): boolean {
  if (raw === null) return false;
  try {
    const settings: unknown = JSON.parse(raw);
    return (
      typeof settings === 'object' &&
      settings !== null &&
      'spoilerSafe' in settings &&
      settings.spoilerSafe === true
    );
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  return subscribeToStorage((key) => {
    if (key === null || key === KEY) onChange();
  });
}

const readSnapshot = () => readSpoilerSafe(readStoredString(KEY));
const serverSnapshot = () => null;

/** @returns true or false in the browser; null on the server and while hydrating */
export function useSpoilerSafeSetting(): boolean | null {
  const isOn = useSyncExternalStore(subscribe, readSnapshot, serverSnapshot);
  // The pre-paint mark follows a setting changed since the page loaded (pending spoilers blur).
  useEffect(() => {
    if (isOn !== null) document.documentElement.toggleAttribute('data-spoiler-safe', isOn);
  }, [isOn]);
  return isOn;
}
