/**
 * Cleans a subtitle file before the parser sees it: line breaks, byte-order mark, timestamps in
 * any of the usual spellings, and cue blocks that would make the parser throw or merge cues.
 * See `parse` for the parser's own behaviour and why each step is needed.
 */
import type { SubtitleFormat } from './caption-format';

/** One cue as found in the file, before text sanitising. */
export interface RawCue {
  /** the cue identifier line ('' when there is none) */
  id: string;
  startMs: number;
  endMs: number;
  /** the cue's text lines, none of them blank */
  textLines: string[];
}

export interface CueBlocks {
  cues: RawCue[];
  /** blocks that looked like cues but could not be read (bad timing, no text, end before start) */
  skippedBlocks: number;
}

/** h:mm:ss.ttt with optional hours and fraction; ',' or '.' before the fraction. */
const TIMESTAMP = /^(?:(\d{1,4}):)?(\d{1,2}):(\d{1,2})(?:[.,](\d{1,3}))?$/;

/** start --> end, then optional VTT cue settings or SRT coordinates. */
const TIMING_LINE = /^\s*(\S+)\s*-->\s*(\S+)(?:\s.*)?$/;

/** Blocks of these kinds carry no cues (WebVTT comments, style sheets and regions). */
const NON_CUE_BLOCK = /^(?:NOTE|STYLE|REGION)(?:\s|$)/;

/** @returns the text with its byte-order mark removed and CRLF / CR line breaks turned into LF */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/**
 * Reads one timestamp: '01:02:03,456', '01:02:03.456', '02:03.456' (no hours), '01:02:03' (no
 * fraction), or a short fraction ('00:00:01,5' is 1.5 s, not 1.005 s).
 * @returns milliseconds, or null when the text is not a timestamp or minutes/seconds exceed 59
 */
export function parseTimestampMs(text: string): number | null {
  const match = TIMESTAMP.exec(text);
  if (match === null) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = '0'] = match;
  if (Number(minutes) > 59 || Number(seconds) > 59) return null;
  const ms = Number(fraction.padEnd(3, '0'));
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + ms;
}

/** @returns start and end in ms of a 'start --> end [settings]' line, or null if either is bad */
export function parseTimingLine(line: string): { startMs: number; endMs: number } | null {
  const match = TIMING_LINE.exec(line);
  if (match?.[1] === undefined || match[2] === undefined) return null;
  const startMs = parseTimestampMs(match[1]);
  const endMs = parseTimestampMs(match[2]);
  return startMs === null || endMs === null ? null : { startMs, endMs };
}

/** @returns 'HH:MM:SS,mmm', the spelling the parser reads without surprises */
export function formatSrtTimestamp(ms: number): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const totalSeconds = Math.floor(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor(totalSeconds / 60) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(totalSeconds % 60, 2)},${pad(ms % 1000, 3)}`;
}

interface BlockCues {
  cues: RawCue[];
  /** a line had '-->' but no readable timing */
  hasBadTiming: boolean;
}

/**
 * Reads the cues of one block (lines between blank lines). Usually one cue; several when a file
 * forgot the blank line between cues, in which case a number-only line just before a timing line
 * is the next cue's id, not text.
 */
function readBlock(lines: readonly string[], canHaveId: boolean): BlockCues {
  const cues: RawCue[] = [];
  let pendingId = '';
  let hasBadTiming = false;
  let current: RawCue | null = null;
  for (const line of lines) {
    const timing = line.includes('-->') ? parseTimingLine(line) : null;
    if (timing !== null) {
      let id = pendingId;
      if (current !== null) {
        const last = current.textLines.at(-1);
        id = last !== undefined && /^\d+$/.test(last.trim()) ? last.trim() : '';
        if (id !== '') current.textLines.pop();
        cues.push(current);
      }
      current = { id, ...timing, textLines: [] };
    } else if (current !== null) {
      current.textLines.push(line);
    } else if (line.includes('-->')) {
      hasBadTiming = true;
    } else if (canHaveId) {
      pendingId = line.trim();
    }
  }
  if (current !== null) cues.push(current);
  return { cues, hasBadTiming };
}

function isUsable(cue: RawCue): boolean {
  return cue.textLines.length > 0 && cue.endMs > cue.startMs;
}

/**
 * Splits a subtitle text into cues, keeping the readable ones.
 * @param text the file's text, line breaks already normalised
 * @param format 'vtt' skips the header block and NOTE / STYLE / REGION blocks without counting
 *   them as skipped
 */
export function readCueBlocks(text: string, format: SubtitleFormat): CueBlocks {
  const blocks = text
    .split(/\n[ \t]*(?:\n|$)/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  const cues: RawCue[] = [];
  let skippedBlocks = 0;
  blocks.forEach((lines, index) => {
    const isHeader = format === 'vtt' && index === 0;
    const block = readBlock(lines, !isHeader);
    const usable = block.cues.filter(isUsable);
    cues.push(...usable);
    skippedBlocks += block.cues.length - usable.length;
    const isNonCue = isHeader || (format === 'vtt' && NON_CUE_BLOCK.test(lines[0] ?? ''));
    if (block.cues.length === 0 && (block.hasBadTiming || !isNonCue)) skippedBlocks += 1;
  });
  return { cues, skippedBlocks };
}
