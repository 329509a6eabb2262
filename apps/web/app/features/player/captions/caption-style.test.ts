import { DEFAULT_SUBTITLE_SETTINGS } from '@reelhouse/core/subtitles/settings';
import { describe, expect, it } from 'vitest';
import {
  CAPTION_BASE_FONT_SIZE,
  getCaptionBottomOffset,
  getCaptionCueStyle,
  getCaptionFontSize,
} from './caption-style';

describe('caption style', () => {
  it('scales the width-based size by the user scale, kept within 0.5–3', () => {
    expect(getCaptionFontSize(1)).toBe(`calc(${CAPTION_BASE_FONT_SIZE} * 1)`);
    expect(getCaptionFontSize(1.5)).toBe(`calc(${CAPTION_BASE_FONT_SIZE} * 1.5)`);
    expect(getCaptionFontSize(9)).toBe(`calc(${CAPTION_BASE_FONT_SIZE} * 3)`);
    expect(getCaptionFontSize(0.1)).toBe(`calc(${CAPTION_BASE_FONT_SIZE} * 0.5)`);
    expect(CAPTION_BASE_FONT_SIZE).toMatch(/cqw/);
  });

  it('colours the text and the box behind it from the settings', () => {
    const style = getCaptionCueStyle({
      ...DEFAULT_SUBTITLE_SETTINGS,
      textColor: 'yellow',
      backgroundColor: 'black',
    });
    expect(style).toMatchObject({ color: 'yellow', backgroundColor: 'black', textShadow: 'none' });
  });

  it('outlines text without a box: dark around light text, light around dark text', () => {
    const plain = { ...DEFAULT_SUBTITLE_SETTINGS, backgroundColor: 'transparent' } as const;
    expect(getCaptionCueStyle(plain).textShadow).toContain('rgba(0, 0, 0, 0.9)');
    expect(getCaptionCueStyle({ ...plain, textColor: '#222222' }).textShadow).toContain(
      'rgba(255, 255, 255, 0.9)',
    );
  });

  it('lifts the captions above the controls while they show', () => {
    expect(getCaptionBottomOffset(true)).toContain('--caption-raised-offset');
    expect(getCaptionBottomOffset(false)).not.toBe(getCaptionBottomOffset(true));
  });
});
