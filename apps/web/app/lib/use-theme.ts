/**
 * The current theme as a tiny external store: the class on <html> is the truth (set before paint
 * by the head script), a saved choice is written to storage, and while nothing is saved the
 * device preference is followed live.
 */
import {
  parseSavedTheme,
  resolveTheme,
  THEME_STORAGE_KEY,
  toggleTheme,
  type ThemeName,
} from '@reelhouse/core/shell/theme';
import { useSyncExternalStore } from 'react';
import {
  readStoredString,
  removeStored,
  subscribeToStorage,
  writeStoredString,
} from '~/lib/storage';
import { createListeners } from '~/lib/listeners';

const listeners = createListeners();
const LIGHT_QUERY = '(prefers-color-scheme: light)';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function devicePreference(): ThemeName | null {
  if (window.matchMedia(LIGHT_QUERY).matches) return 'light';
  if (window.matchMedia(DARK_QUERY).matches) return 'dark';
  return null;
}

function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  listeners.notify();
}

function reapply(): void {
  applyTheme(
    resolveTheme(parseSavedTheme(readStoredString(THEME_STORAGE_KEY)), devicePreference()),
  );
}

function subscribe(listener: () => void): () => void {
  const unsubscribe = listeners.subscribe(listener);
  const media = window.matchMedia(LIGHT_QUERY);
  media.addEventListener('change', reapply);
  const stopStorage = subscribeToStorage((key) => {
    if (key === THEME_STORAGE_KEY || key === null) reapply();
  });
  return () => {
    unsubscribe();
    media.removeEventListener('change', reapply);
    stopStorage();
  };
}

function getSnapshot(): ThemeName {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Unknown on the server: the head script decides before paint. */
function getServerSnapshot(): ThemeName | null {
  return null;
}

/** @returns the theme shown, or null while hydrating */
export function useTheme(): ThemeName | null {
  return useSyncExternalStore<ThemeName | null>(subscribe, getSnapshot, getServerSnapshot);
}

/** Switches to the other theme and saves the choice. */
export function toggleSavedTheme(): void {
  saveTheme(toggleTheme(getSnapshot()));
}

/** Saves a theme choice; null forgets the saved one, so the device preference is followed. */
export function saveThemeChoice(theme: ThemeName | null): void {
  if (theme !== null) {
    saveTheme(theme);
    return;
  }
  removeStored([THEME_STORAGE_KEY]);
  reapply();
}

function saveTheme(theme: ThemeName): void {
  try {
    writeStoredString(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage refused: the choice still applies to this page.
  }
  applyTheme(theme);
}
