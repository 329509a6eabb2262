import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SETTING_CHOICES } from './settings';
import { readSettings, settingsSchema } from './settings-schema';

describe('DEFAULT_SETTINGS', () => {
  it('holds the defaults of the spec, and ours (spoiler-safe mode) off', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      autoplay: true,
      autoNext: true,
      preview: true,
      quality: 'auto',
      theme: 'system',
      subtitleSize: 'medium',
      subtitleColor: 'white',
      thumbnailSize: 'medium',
      contentFiltering: 'unrestricted',
      preferredAudio: 'english',
      preferredSubtitles: 'english',
      emailUpdates: false,
      pushNotifications: true,
      spoilerSafe: false,
    });
  });
});

describe('SETTING_CHOICES', () => {
  it('offers the choices of the spec', () => {
    expect(SETTING_CHOICES.quality).toEqual(['auto', '4K', '1080p', '720p', '480p']);
    expect(SETTING_CHOICES.theme).toEqual(['light', 'dark', 'system']);
    expect(SETTING_CHOICES.subtitleSize).toEqual(['small', 'medium', 'large', 'x-large']);
    expect(SETTING_CHOICES.subtitleColor).toEqual(['white', 'yellow', 'green', 'cyan']);
    expect(SETTING_CHOICES.thumbnailSize).toEqual(['small', 'medium', 'large']);
    expect(SETTING_CHOICES.contentFiltering).toEqual(['unrestricted', 'moderate', 'strict']);
    expect(SETTING_CHOICES.preferredAudio).toEqual([
      'english',
      'spanish',
      'french',
      'german',
      'japanese',
    ]);
    expect(SETTING_CHOICES.preferredSubtitles).toEqual(['none', ...SETTING_CHOICES.preferredAudio]);
  });
});

describe('settingsSchema', () => {
  it('gives every default for an empty record', () => {
    expect(settingsSchema.parse({})).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps valid choices', () => {
    const chosen = { ...DEFAULT_SETTINGS, quality: '4K', theme: 'dark', autoplay: false };
    expect(settingsSchema.parse(chosen)).toEqual(chosen);
  });

  it('replaces only the bad values with their defaults', () => {
    expect(
      settingsSchema.parse({ quality: '8K', theme: 'dark', autoNext: 'yes', extra: 1 }),
    ).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
  });

  it('never fails on a record, whatever its fields hold', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue(), { noNullPrototype: true }),
        (record) => {
          expect(settingsSchema.safeParse(record).success).toBe(true);
        },
      ),
    );
  });
});

describe('readSettings', () => {
  it('gives all defaults for something that is not a record', () => {
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(readSettings('dark')).toEqual(DEFAULT_SETTINGS);
  });

  it('reads a stored record', () => {
    expect(readSettings({ subtitleSize: 'x-large' }).subtitleSize).toBe('x-large');
  });

  it('turns spoiler-safe mode on only for a stored true', () => {
    expect(readSettings({ spoilerSafe: true }).spoilerSafe).toBe(true);
    expect(readSettings({ spoilerSafe: 'yes' }).spoilerSafe).toBe(false);
    expect(readSettings({}).spoilerSafe).toBe(false);
  });
});
