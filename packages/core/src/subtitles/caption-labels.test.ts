import { describe, expect, it } from 'vitest';
import { buildCaptionOptions, getCaptionLanguageLabel } from './caption-labels';

describe('getCaptionLanguageLabel', () => {
  it.each([
    ['en', 'English'],
    ['EN', 'English'],
    [' fr ', 'French'],
    ['eng', 'English'],
    ['ger', 'German'],
    ['deu', 'German'],
    ['pt-BR', 'Portuguese (BR)'],
    ['zh_Hant', 'Chinese (HANT)'],
    ['qq', 'QQ'],
    ['xyz', 'XYZ'],
    ['English', 'English'],
    ['english (SDH)', 'English (SDH)'],
    ['Français', 'Français'],
  ])('names %j as %j', (language, label) => {
    expect(getCaptionLanguageLabel(language)).toBe(label);
  });
});

describe('buildCaptionOptions', () => {
  const caption = (id: string, language: string, type = 'vtt') => ({ id, language, type });

  it('names each caption by its language', () => {
    expect(buildCaptionOptions([caption('a', 'en'), caption('b', 'es')])).toEqual([
      { id: 'a', label: 'English' },
      { id: 'b', label: 'Spanish' },
    ]);
  });

  it('adds the format when two captions share a language', () => {
    expect(
      buildCaptionOptions([
        caption('a', 'en', 'vtt'),
        caption('b', 'eng', 'srt'),
        caption('c', 'fr'),
      ]),
    ).toEqual([
      { id: 'a', label: 'English (VTT)' },
      { id: 'b', label: 'English (SRT)' },
      { id: 'c', label: 'French' },
    ]);
  });

  it('numbers captions that still read the same', () => {
    expect(
      buildCaptionOptions([
        caption('a', 'en', 'srt'),
        caption('b', 'en', 'srt'),
        caption('c', 'en', 'vtt'),
      ]),
    ).toEqual([
      { id: 'a', label: 'English (SRT)' },
      { id: 'b', label: 'English (SRT) 2' },
      { id: 'c', label: 'English (VTT)' },
    ]);
  });

  it('lists nothing for no captions', () => {
    expect(buildCaptionOptions([])).toEqual([]);
  });
});
