/**
 * Theme rule of the shell (spec section 4, "Theme"): a saved choice wins; while nothing is saved the
 * device preference is followed; without either, dark.
 */

/** A theme the user can pick; the spec stores exactly these two words under the `theme` key. */
export type ThemeName = 'dark' | 'light';

/** localStorage key of the saved theme. */
export const THEME_STORAGE_KEY = 'theme';

/** The theme used when nothing is saved and the device states no preference. */
export const DEFAULT_THEME: ThemeName = 'dark';

/**
 * Reads a stored theme value.
 * @param raw the raw localStorage value (null when absent)
 * @returns the theme, or null when absent or not one of 'dark' / 'light'
 */
export function parseSavedTheme(raw: string | null | undefined): ThemeName | null {
  return raw === 'dark' || raw === 'light' ? raw : null;
}

/**
 * Decides which theme to show.
 * @param saved the saved choice, already parsed (null when nothing valid is saved)
 * @param devicePreference the `prefers-color-scheme` answer, or null when the device states none
 */
export function resolveTheme(
  saved: ThemeName | null,
  devicePreference: ThemeName | null,
): ThemeName {
  return saved ?? devicePreference ?? DEFAULT_THEME;
}

/** The other theme: what the dark/light switch saves when pressed. */
export function toggleTheme(current: ThemeName): ThemeName {
  return current === 'dark' ? 'light' : 'dark';
}
