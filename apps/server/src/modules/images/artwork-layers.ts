/**
 * The layers generated artwork is composed of: background (gradient, seeded motif, vignette),
 * a scrim for legibility, wrapped titles and letter-spaced labels. Each returns SVG markup.
 */
import type { Palette, SeededRandom } from './artwork-palette';
import { PATTERNS, drawPattern, fmt } from './artwork-patterns';
import { escapeXml, wrapText, type WrapOptions } from './svg-text';

/** Fonts found on Debian (fonts-dejavu-core, fonts-liberation), then whatever fontconfig has. */
const FONT = `font-family="'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif"`;
/** Height of capitals relative to the font size, for placing text by its visible top. */
const CAP_HEIGHT = 0.73;

export interface Scene {
  width: number;
  height: number;
  palette: Palette;
  random: SeededRandom;
  title: string;
  subtitle: string;
}

export interface TextBlock {
  x: number;
  /** the baseline of the last line ('bottom'), or the middle of the block ('middle') */
  y: number;
  align: 'bottom' | 'middle';
  anchor: 'start' | 'middle' | 'end';
  fill: string;
  opacity?: number;
  /** more presentation attributes, already escaped */
  attributes?: string;
}

export interface PlacedText {
  svg: string;
  /** top of the first line's capitals */
  top: number;
  /** baseline of the last line */
  bottom: number;
  fontSize: number;
}

/** Wrapped bold lines as one <text> element. */
export function drawTitle(text: string, wrap: WrapOptions, block: TextBlock): PlacedText {
  const { lines, fontSize } = wrapText(text, wrap);
  const lineHeight = fontSize * 1.08;
  const blockHeight = (lines.length - 1) * lineHeight + fontSize * CAP_HEIGHT;
  const bottom = block.align === 'bottom' ? block.y : block.y + blockHeight / 2;
  const firstBaseline = bottom - (lines.length - 1) * lineHeight;
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${fmt(block.x)}" y="${fmt(firstBaseline + i * lineHeight)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const opacity = block.opacity === undefined ? '' : ` opacity="${block.opacity}"`;
  const extra = block.attributes ? ` ${block.attributes}` : '';
  return {
    svg: `<text ${FONT} font-size="${fmt(fontSize)}" font-weight="800" fill="${block.fill}" text-anchor="${block.anchor}"${opacity}${extra}>${tspans}</text>`,
    top: firstBaseline - fontSize * CAP_HEIGHT,
    bottom,
    fontSize,
  };
}

export interface LabelOptions {
  x: number;
  /** baseline */
  y: number;
  /** the largest size; longer labels shrink to 70 % of it, then end in an ellipsis */
  fontSize: number;
  maxWidth: number;
  fill: string;
  anchor: 'start' | 'middle';
}

/** One line of letter-spaced capitals (a year, genres, 'Season 2 · Episode 3'). */
export function drawLabel(text: string, options: LabelOptions): string {
  if (text === '') return '';
  const letterSpacingEm = 0.12;
  const { lines, fontSize } = wrapText(text.toUpperCase(), {
    width: options.maxWidth,
    maxLines: 1,
    maxFontSize: options.fontSize,
    minFontSize: Math.round(options.fontSize * 0.7),
    letterSpacingEm,
  });
  return `<text ${FONT} x="${fmt(options.x)}" y="${fmt(options.y)}" font-size="${fmt(fontSize)}" font-weight="700" letter-spacing="${fmt(fontSize * letterSpacingEm)}" fill="${options.fill}" text-anchor="${options.anchor}">${escapeXml(lines[0] ?? '')}</text>`;
}

/** Background gradient at `angle` degrees, the seeded motif, and a vignette. */
export function drawBackground(scene: Scene, angle: number, patternOpacity = 1): string {
  const { width, height, palette, random } = scene;
  const [top, middle, bottom] = palette.stops;
  const pattern = drawPattern(random.pick(PATTERNS), { width, height, palette, random });
  const motif = patternOpacity === 1 ? pattern : `<g opacity="${patternOpacity}">${pattern}</g>`;
  return [
    `<defs><linearGradient id="bg" gradientTransform="rotate(${fmt(angle)} 0.5 0.5)" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${top}"/><stop offset="0.55" stop-color="${middle}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    `<radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    motif,
    `<rect width="${width}" height="${height}" fill="url(#vignette)"/>`,
  ].join('');
}

/**
 * A shade (the palette's scrim colour unless given) rising from nothing at `fromY` to `strength`
 * at the bottom edge, or already at `fullFromY` when given (and full from there down).
 */
export function drawScrim(
  scene: Scene,
  fromY: number,
  strength: number,
  options: { colour?: string; fullFromY?: number } = {},
): string {
  const { width, height } = scene;
  const colour = options.colour ?? scene.palette.scrim;
  const top = Math.max(0, fromY);
  const span = height - top;
  const full =
    options.fullFromY === undefined
      ? 1
      : Math.min(1, Math.max(0, (options.fullFromY - top) / Math.max(1, span)));
  return [
    `<defs><linearGradient id="scrim" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${colour}" stop-opacity="0"/>`,
    `<stop offset="${full.toFixed(3)}" stop-color="${colour}" stop-opacity="${strength}"/>`,
    `<stop offset="1" stop-color="${colour}" stop-opacity="${strength}"/></linearGradient></defs>`,
    `<rect y="${fmt(top)}" width="${width}" height="${fmt(span)}" fill="url(#scrim)"/>`,
  ].join('');
}
