/**
 * How a cue looks, from the subtitle settings: the size follows the player's width (container
 * query units on the overlay) times the user's scale; text colour; a background box behind each
 * line; an outline when there is no box, so the text stays readable on any picture.
 */
import type { CSSProperties } from 'react';
import { clampFontSizeScale } from '@reelhouse/core/subtitles/settings';
import type { SubtitleSettings } from '@reelhouse/core/subtitles/settings-schema';

/**
 * Text size at scale 1: 2.8 % of the overlay's width (about 36 px on a 1280 px player), never
 * under 14 px (phones) nor over 48 px. `cqw` needs the overlay to be a size container.
 */
export const CAPTION_BASE_FONT_SIZE = 'clamp(14px, 2.8cqw, 48px)';

/**
 * Distance of the lowest line from the bottom: low while the controls are hidden, above them
 * while they show. The player may set `--caption-raised-offset` to its controls' height.
 */
export function getCaptionBottomOffset(isRaised: boolean): string {
  return isRaised ? 'var(--caption-raised-offset, max(7.5rem, 18%))' : 'max(1rem, 5%)';
}

/** @returns the CSS font size for a scale (clamped to 0.5–3) */
export function getCaptionFontSize(fontSizeScale: number): string {
  return `calc(${CAPTION_BASE_FONT_SIZE} * ${clampFontSizeScale(fontSizeScale)})`;
}

/** Dark text colours get a light outline; the others a dark one. */
const DARK_TEXT_COLORS: ReadonlySet<string> = new Set(['#222222', 'brown']);

function getOutline(textColor: string): string {
  const shade = DARK_TEXT_COLORS.has(textColor) ? '255, 255, 255' : '0, 0, 0';
  return [
    `0 0 0.12em rgba(${shade}, 0.9)`,
    `0.05em 0.05em 0.05em rgba(${shade}, 0.9)`,
    `-0.05em -0.05em 0.05em rgba(${shade}, 0.9)`,
  ].join(', ');
}

/** The style of one cue's text box (one box per line, see the overlay's box-decoration-break). */
export function getCaptionCueStyle(settings: SubtitleSettings): CSSProperties {
  const hasBox = settings.backgroundColor !== 'transparent';
  return {
    color: settings.textColor,
    backgroundColor: settings.backgroundColor,
    fontSize: getCaptionFontSize(settings.fontSizeScale),
    textShadow: hasBox ? 'none' : getOutline(settings.textColor),
  };
}
