/**
 * Legibility of generated artwork (WCAG 2 contrast, through colord). Text in a poster or a still
 * sits on a shade of the palette's scrim colour laid over the background; the worst ground is the
 * palette colour (gradient stop, motif accent, either darkened by the vignette) that the shade
 * covers least well. Ratios are computed against every one of them.
 */
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import type { Palette } from './artwork-palette';

extend([a11yPlugin]);

/** WCAG AA for text: 4.5:1, or 3:1 for large text (logos, 64 px lettering and up). */
export const AA_TEXT = 4.5;
export const AA_LARGE_TEXT = 3;

/** How dark the vignette gets at the corners (artwork-layers' `drawBackground`). */
export const VIGNETTE_OPACITY = 0.55;
/** The scrim's opacity under a poster's title and label. */
export const POSTER_TEXT_SCRIM = 0.85;
/** The scrim's opacity over a whole still, under its centred title and label. */
export const STILL_TEXT_SCRIM = 0.6;

/** `top` at `opacity` painted over `under`, mixed in sRGB as SVG renderers paint. */
export function composite(top: string, under: string, opacity: number): string {
  const a = colord(top).toRgb();
  const b = colord(under).toRgb();
  const channel = (x: number, y: number) => x * opacity + y * (1 - opacity);
  return colord({ r: channel(a.r, b.r), g: channel(a.g, b.g), b: channel(a.b, b.b) }).toHex();
}

/** The grounds text may sit on: each palette colour, plain and vignetted, under the scrim. */
export function getTextGrounds(palette: Palette, scrimOpacity: number): string[] {
  const colours = [...palette.stops, palette.accent, palette.accent2];
  const vignetted = colours.map((colour) => composite('#000000', colour, VIGNETTE_OPACITY));
  return [...colours, ...vignetted].map((colour) => composite(palette.scrim, colour, scrimOpacity));
}

/** @returns the lowest contrast ratio of `colour` against any of `grounds` */
export function getLowestContrast(colour: string, grounds: readonly string[]): number {
  return Math.min(...grounds.map((ground) => colord(colour).contrast(ground)));
}

/**
 * The palette with a label colour that reads: its own (the accent lent by a second genre, on dark
 * palettes) when that reaches AA on every ground of a still, the title's colour otherwise.
 */
export function withLegibleLabel(palette: Palette): Palette {
  const grounds = getTextGrounds(palette, STILL_TEXT_SCRIM);
  return getLowestContrast(palette.label, grounds) >= AA_TEXT
    ? palette
    : { ...palette, label: palette.ink };
}
