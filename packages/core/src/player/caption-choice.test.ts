import { describe, expect, it } from 'vitest';
import { isEnglishLanguage, pickCaptionToShow, pickInitialCaptionId } from './caption-choice';

describe('isEnglishLanguage', () => {
  it.each(['en', 'EN', 'eng', 'en-US', 'en_GB', 'English', ' english (SDH) '])(
    'counts %j as English',
    (language) => {
      expect(isEnglishLanguage(language)).toBe(true);
    },
  );

  it.each(['es', 'fr', 'enm', 'Bengali', 'Spanish', ''])('does not count %j', (language) => {
    expect(isEnglishLanguage(language)).toBe(false);
  });
});

const captions = [
  { id: 'fr', language: 'fr' },
  { id: 'en-1', language: 'English' },
  { id: 'en-2', language: 'en' },
];

describe('pickInitialCaptionId', () => {
  it('selects the first English caption when subtitles are on', () => {
    expect(pickInitialCaptionId(captions, true)).toBe('en-1');
  });

  it('selects none when subtitles are off or none is English', () => {
    expect(pickInitialCaptionId(captions, false)).toBeNull();
    expect(pickInitialCaptionId([{ id: 'fr', language: 'fr' }], true)).toBeNull();
  });
});

describe('pickCaptionToShow', () => {
  it('turns on English first, else the first caption', () => {
    expect(pickCaptionToShow(captions)).toBe('en-1');
    expect(pickCaptionToShow([{ id: 'de', language: 'de' }])).toBe('de');
    expect(pickCaptionToShow([])).toBeNull();
  });
});
