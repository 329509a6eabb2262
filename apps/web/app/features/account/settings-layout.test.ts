import { DEFAULT_SETTINGS } from '@reelhouse/core/account/settings';
import { describe, expect, it } from 'vitest';
import { SETTINGS_BY_TAB, formatChoice } from './settings-layout';
import { parseStoredSettings } from './use-account-settings';

describe('the settings tabs', () => {
  it('show every setting exactly once', () => {
    const shown = Object.values(SETTINGS_BY_TAB).flat();
    expect([...shown].sort()).toEqual(Object.keys(DEFAULT_SETTINGS).sort());
  });

  it('name choices readably', () => {
    expect(['auto', '4K', 'x-large', 'english', 'none'].map(formatChoice)).toEqual([
      'Auto',
      '4K',
      'Extra large',
      'English',
      'None',
    ]);
  });
});

describe('parseStoredSettings', () => {
  it('gives the defaults for nothing stored or an unreadable record', () => {
    expect(parseStoredSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseStoredSettings('{not json')).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid stored choices and puts an invalid one back to its default', () => {
    expect(parseStoredSettings('{"quality":"720p","autoplay":"yes"}')).toEqual({
      ...DEFAULT_SETTINGS,
      quality: '720p',
    });
  });
});
