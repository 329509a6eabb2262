/**
 * The account page's settings, kept in this browser (our key `accountSettings`): read after
 * mount (the server renders the defaults), saved on every change. The theme is the site's real
 * theme: its choice is read from and written to the `theme` key the shell uses.
 */
import { DEFAULT_SETTINGS } from '@reelhouse/core/account/settings';
import { readSettings, type Settings } from '@reelhouse/core/account/settings-schema';
import { THEME_STORAGE_KEY, parseSavedTheme } from '@reelhouse/core/shell/theme';
import { PLAYER_STORAGE_KEYS } from '@reelhouse/core/storage/keys';
import { useCallback, useEffect, useState } from 'react';
import { readStoredString, subscribeToStorage, writeStoredString } from '~/lib/storage';
import { saveThemeChoice, useTheme } from '~/lib/use-theme';

const KEY = PLAYER_STORAGE_KEYS.accountSettings;

/** @returns the stored settings, every missing or invalid one at its default */
export function parseStoredSettings(raw: string | null): Settings {
  if (raw === null) return { ...DEFAULT_SETTINGS };
  try {
    return readSettings(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

function readThemeChoice(): Settings['theme'] {
  return parseSavedTheme(readStoredString(THEME_STORAGE_KEY)) ?? 'system';
}

export interface AccountSettingsState {
  settings: Settings;
  /** false on the server and until storage was read */
  isLoaded: boolean;
  /** saves one setting; a value it does not offer falls back to its default */
  change: (name: keyof Settings, value: string | boolean) => void;
}

export function useAccountSettings(): AccountSettingsState {
  const [stored, setStored] = useState<{ settings: Settings; isLoaded: boolean }>({
    settings: { ...DEFAULT_SETTINGS },
    isLoaded: false,
  });
  // Re-read the theme choice whenever the shown theme changes (the footer's switch, another tab).
  const shownTheme = useTheme();

  useEffect(() => {
    const read = () => {
      setStored({
        settings: { ...parseStoredSettings(readStoredString(KEY)), theme: readThemeChoice() },
        isLoaded: true,
      });
    };
    read();
    return subscribeToStorage((key) => {
      if (key === null || key === KEY) read();
    });
  }, [shownTheme]);

  const change = useCallback((name: keyof Settings, value: string | boolean) => {
    if (name === 'theme') {
      const theme = value === 'system' ? null : parseSavedTheme(String(value));
      saveThemeChoice(theme);
      setStored((current) => ({
        ...current,
        settings: { ...current.settings, theme: theme ?? 'system' },
      }));
      return;
    }
    // Parsed again: a value the setting does not offer falls back to its default.
    const saved = readSettings({ ...parseStoredSettings(readStoredString(KEY)), [name]: value });
    try {
      writeStoredString(KEY, JSON.stringify({ ...saved, theme: undefined }));
    } catch {
      // Storage refused: the choice holds for this page only.
    }
    setStored((current) => ({
      ...current,
      settings: { ...saved, theme: current.settings.theme },
    }));
  }, []);

  return { ...stored, change };
}
