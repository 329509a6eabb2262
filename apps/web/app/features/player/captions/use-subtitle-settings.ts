/**
 * The user's subtitle settings (size, colours, background, delay, shown or not), kept in browser
 * storage under the player's own key and shared live between components and tabs.
 */
import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';
import { useSyncExternalStore } from 'react';
import { readStoredString, subscribeToStorage, writeStoredString } from '~/lib/storage';
import { createSubtitleSettingsStore } from './subtitle-settings-store';

const KEY = PLAYER_STORAGE_KEYS.subtitleSettings;

const subtitleSettingsStore = createSubtitleSettingsStore({
  readRaw: () => readStoredString(KEY),
  writeRaw: (raw) => {
    writeStoredString(KEY, raw);
  },
  watchExternalChanges: (onChange) =>
    subscribeToStorage((key) => {
      if (key === KEY || key === null) onChange();
    }),
});

/**
 * @returns the settings (the defaults on the server and before hydration) and a setter that
 *   saves them; invalid values given to the setter fall back to their defaults
 */
export function useSubtitleSettings(): [SubtitleSettings, (next: SubtitleSettings) => void] {
  const settings = useSyncExternalStore(
    subtitleSettingsStore.subscribe,
    subtitleSettingsStore.getSnapshot,
    subtitleSettingsStore.getServerSnapshot,
  );
  return [settings, subtitleSettingsStore.set];
}
