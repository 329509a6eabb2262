import { describe, expect, it } from 'vitest';
import { parseSavedTheme, resolveTheme, toggleTheme } from './theme';

describe('resolveTheme', () => {
  it('uses the saved choice even when the device prefers the other theme', () => {
    expect(resolveTheme('light', 'dark')).toBe('light');
    expect(resolveTheme('dark', 'light')).toBe('dark');
  });

  it('follows the device preference while nothing is saved', () => {
    expect(resolveTheme(null, 'light')).toBe('light');
    expect(resolveTheme(null, 'dark')).toBe('dark');
  });

  it('falls back to dark when nothing is saved and the device states no preference', () => {
    expect(resolveTheme(null, null)).toBe('dark');
  });
});

describe('parseSavedTheme', () => {
  it('accepts only the two stored words', () => {
    expect(parseSavedTheme('dark')).toBe('dark');
    expect(parseSavedTheme('light')).toBe('light');
  });

  it('treats absent or unknown values as nothing saved', () => {
    expect(parseSavedTheme(null)).toBeNull();
    expect(parseSavedTheme(undefined)).toBeNull();
    expect(parseSavedTheme('system')).toBeNull();
    expect(parseSavedTheme('"dark"')).toBeNull();
  });
});

describe('toggleTheme', () => {
  it('switches dark to light and light to dark', () => {
    expect(toggleTheme('dark')).toBe('light');
    expect(toggleTheme('light')).toBe('dark');
  });
});
