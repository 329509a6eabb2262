/**
 * Text for generated SVG: making any string safe inside XML, estimating its width without font
 * metrics, and wrapping it into lines at the largest size that fits a box.
 */

/** Characters XML 1.0 forbids (controls, lone surrogates, U+FFFE/U+FFFF). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const XML_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\uFFFE\uFFFF]|\p{Cs}/gu;
/**
 * Emoji and pictographs: servers rarely have a colour emoji font, and librsvg would draw boxes.
 * Joiners and variation selectors go with them.
 */
const PICTOGRAPHS = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0e|\ufe0f/gu;

/** @returns the text without characters XML forbids or fonts cannot draw, spaces collapsed */
export function cleanText(text: string): string {
  return text.replace(XML_FORBIDDEN, '').replace(PICTOGRAPHS, '').replace(/\s+/gu, ' ').trim();
}

/** Escapes text for element content and attribute values alike. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const NARROW = new Set(Array.from("iIl.,:;!|'’`ftj()[]{} "));
const WIDE = new Set(Array.from('mwMWŒœÆæ@%'));

/**
 * A deliberately generous estimate of a character's advance in a bold sans-serif (DejaVu Sans
 * Bold, the widest of the usual Debian fonts), in ems.
 */
function estimateCharEm(char: string): number {
  if (NARROW.has(char)) return 0.38;
  if (WIDE.has(char)) return 1.0;
  const code = char.codePointAt(0) ?? 0;
  // CJK, Hangul, full-width forms: square glyphs.
  if (code >= 0x1100 && (code <= 0x115f || (code >= 0x2e80 && code <= 0xffdc) || code > 0x1ffff))
    return 1.05;
  if (char >= 'A' && char <= 'Z') return 0.78;
  if (char >= '0' && char <= '9') return 0.7;
  return 0.68;
}

/** @returns the estimated width of `text` in ems, letter spacing included */
export function estimateWidthEm(text: string, letterSpacingEm = 0): number {
  let width = 0;
  for (const char of text) width += estimateCharEm(char) + letterSpacingEm;
  return width;
}

export interface WrapOptions {
  /** box width in user units */
  width: number;
  maxLines: number;
  /** font sizes tried, largest first, until the text fits */
  maxFontSize: number;
  minFontSize: number;
  letterSpacingEm?: number;
}

export interface WrappedText {
  lines: string[];
  fontSize: number;
}

/** Breaks a word wider than the line into pieces that fit (titles without spaces, CJK). */
function splitLongWord(word: string, maxEm: number, spacing: number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && estimateWidthEm(piece + char, spacing) > maxEm) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

function greedyWrap(
  text: string,
  maxEm: number,
  spacing: number,
  mayBreakWords: boolean,
): string[] | null {
  const words: string[] = [];
  for (const word of text.split(' ')) {
    if (estimateWidthEm(word, spacing) <= maxEm) words.push(word);
    else if (mayBreakWords) words.push(...splitLongWord(word, maxEm, spacing));
    else return null;
  }
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && estimateWidthEm(candidate, spacing) > maxEm) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function ellipsize(line: string, maxEm: number, spacing: number): string {
  let cut = Array.from(line);
  while (cut.length > 0 && estimateWidthEm(`${cut.join('').trimEnd()}…`, spacing) > maxEm) {
    cut = cut.slice(0, -1);
  }
  return `${cut.join('').trimEnd()}…`;
}

/**
 * Wraps cleaned text at the largest font size (in steps of 4) whose lines fit `maxLines` without
 * breaking a word; failing that, at the smallest size with words broken, and when that still
 * needs more lines, the last line kept ends in an ellipsis.
 */
export function wrapText(text: string, options: WrapOptions): WrappedText {
  const spacing = options.letterSpacingEm ?? 0;
  for (let size = options.maxFontSize; size >= options.minFontSize; size -= 4) {
    const lines = greedyWrap(text, options.width / size, spacing, false);
    if (lines && lines.length <= options.maxLines) return { lines, fontSize: size };
  }
  const size = options.minFontSize;
  const maxEm = options.width / size;
  const lines = greedyWrap(text, maxEm, spacing, true) ?? [];
  const kept = lines.slice(0, options.maxLines);
  const last = kept.length - 1;
  if (last >= 0 && lines.length > kept.length) {
    kept[last] = ellipsize(kept[last] ?? '', maxEm, spacing);
  }
  return { lines: kept, fontSize: size };
}
