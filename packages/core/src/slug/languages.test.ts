import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES, getLanguageLabel, getLanguageName } from './languages';

describe('LANGUAGE_NAMES', () => {
  it('covers the 183 ISO 639-1 codes plus TMDB xx, cn, sh and mo', () => {
    const codes = Object.keys(LANGUAGE_NAMES);
    expect(codes).toHaveLength(187);
    expect(codes.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
  });
});

describe('getLanguageName', () => {
  it.each([
    ['en', 'English'],
    ['ja', 'Japanese'],
    ['ko', 'Korean'],
    ['xx', 'No Language'],
    ['cn', 'Cantonese'],
    [' FR ', 'French'],
  ])('names %j as %j', (code, name) => {
    expect(getLanguageName(code)).toBe(name);
  });

  it('answers null for unknown or missing codes, including object keys', () => {
    expect(getLanguageName('qq')).toBeNull();
    expect(getLanguageName('constructor')).toBeNull();
    expect(getLanguageName(null)).toBeNull();
    expect(getLanguageName(undefined)).toBeNull();
  });
});

describe('getLanguageLabel', () => {
  it('falls back to the code uppercased, and to nothing without a code', () => {
    expect(getLanguageLabel('de')).toBe('German');
    expect(getLanguageLabel('qq')).toBe('QQ');
    expect(getLanguageLabel(' ')).toBe('');
    expect(getLanguageLabel(null)).toBe('');
  });
});
