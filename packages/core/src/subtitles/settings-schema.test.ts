import { describe, expect, it } from 'vitest';
import { DEFAULT_SUBTITLE_SETTINGS } from './settings';
import { readStoredSubtitleSettings, subtitleSettingsSchema } from './settings-schema';

describe('subtitleSettingsSchema', () => {
  it('fills every missing field with the defaults', () => {
    expect(subtitleSettingsSchema.parse({})).toEqual(DEFAULT_SUBTITLE_SETTINGS);
    expect(DEFAULT_SUBTITLE_SETTINGS).toEqual({
      visible: true,
      fontSizeScale: 1,
      backgroundColor: 'rgba(0, 0, 0, 0.5)',
      textColor: 'white',
      delay: 0,
    });
  });

  it('keeps valid settings, rounding scale and delay to one decimal', () => {
    const settings = {
      visible: false,
      fontSizeScale: 2.34,
      backgroundColor: 'white',
      textColor: '#222222',
      delay: -1.26,
    };
    expect(subtitleSettingsSchema.parse(settings)).toEqual({
      ...settings,
      fontSizeScale: 2.3,
      delay: -1.3,
    });
  });

  it.each([
    ['a scale below 0.5', { fontSizeScale: 0.4 }],
    ['a scale above 3', { fontSizeScale: 3.1 }],
    ['a colour outside the list', { textColor: 'green' }],
    ['a background outside the list', { backgroundColor: 'url(x)' }],
    ['an infinite delay', { delay: Number.POSITIVE_INFINITY }],
    ['a visible flag as text', { visible: 'yes' }],
  ])('rejects %s', (_, value) => {
    expect(subtitleSettingsSchema.safeParse(value).success).toBe(false);
  });
});

describe('readStoredSubtitleSettings', () => {
  it('repairs bad fields one by one and keeps the good ones', () => {
    expect(
      readStoredSubtitleSettings({
        visible: false,
        fontSizeScale: 99,
        textColor: 'yellow',
        delay: 'x',
      }),
    ).toEqual({
      ...DEFAULT_SUBTITLE_SETTINGS,
      visible: false,
      textColor: 'yellow',
    });
  });

  it.each([null, undefined, 'settings', 42, []])('gives the defaults for %j', (stored) => {
    expect(readStoredSubtitleSettings(stored)).toEqual(DEFAULT_SUBTITLE_SETTINGS);
  });
});
