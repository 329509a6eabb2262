import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUBTITLE_SETTINGS,
  SUBTITLE_BACKGROUND_COLORS,
  SUBTITLE_TEXT_COLORS,
} from './settings';
import {
  formatFontSizeScale,
  formatSubtitleDelay,
  isDefaultSubtitleStyle,
  resetSubtitleStyle,
  SUBTITLE_BACKGROUND_LABELS,
  SUBTITLE_TEXT_COLOR_LABELS,
} from './settings-display';

describe('subtitle settings as shown', () => {
  it.each([
    [0, '0.0 s'],
    [-0, '0.0 s'],
    [0.2, '+0.2 s'],
    [0.1 + 0.2, '+0.3 s'],
    [-1.4, '-1.4 s'],
    [12, '+12.0 s'],
    [Number.NaN, '0.0 s'],
  ])('shows a delay of %d s as %j', (delay, text) => {
    expect(formatSubtitleDelay(delay)).toBe(text);
  });

  it.each([
    [1, '1.0×'],
    [0.5, '0.5×'],
    [2.3000000000000003, '2.3×'],
    [3, '3.0×'],
  ])('shows a size scale of %d as %j', (scale, text) => {
    expect(formatFontSizeScale(scale)).toBe(text);
  });

  it('names every text colour and background, each differently', () => {
    const textNames = SUBTITLE_TEXT_COLORS.map((color) => SUBTITLE_TEXT_COLOR_LABELS[color]);
    const backgroundNames = SUBTITLE_BACKGROUND_COLORS.map(
      (color) => SUBTITLE_BACKGROUND_LABELS[color],
    );
    expect(new Set(textNames).size).toBe(5);
    expect(new Set(backgroundNames).size).toBe(SUBTITLE_BACKGROUND_COLORS.length);
  });
});

describe('resetSubtitleStyle', () => {
  const styled = {
    visible: false,
    fontSizeScale: 2.4,
    backgroundColor: 'white',
    textColor: '#222222',
    delay: -3.2,
  } as const;

  it('restores the default style and delay but keeps subtitles shown or hidden', () => {
    expect(resetSubtitleStyle(styled)).toEqual({ ...DEFAULT_SUBTITLE_SETTINGS, visible: false });
    expect(resetSubtitleStyle({ ...styled, visible: true }).visible).toBe(true);
  });

  it('tells when there is nothing to reset', () => {
    expect(isDefaultSubtitleStyle({ ...DEFAULT_SUBTITLE_SETTINGS, visible: false })).toBe(true);
    expect(isDefaultSubtitleStyle(styled)).toBe(false);
    expect(isDefaultSubtitleStyle({ ...DEFAULT_SUBTITLE_SETTINGS, delay: 0.2 })).toBe(false);
    expect(isDefaultSubtitleStyle({ ...DEFAULT_SUBTITLE_SETTINGS, textColor: 'gray' })).toBe(false);
    expect(isDefaultSubtitleStyle({ ...DEFAULT_SUBTITLE_SETTINGS, fontSizeScale: 1.1 })).toBe(
      false,
    );
    expect(isDefaultSubtitleStyle({ ...DEFAULT_SUBTITLE_SETTINGS, backgroundColor: 'black' })).toBe(
      false,
    );
  });
});
