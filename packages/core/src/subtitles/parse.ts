/**
 * Reads SRT and WebVTT files into timed cues with `@plussub/srt-vtt-parser`, never throwing:
 * `cue-blocks` first rewrites the file as clean SRT, then the parser reads that.
 */
import { parse } from '@plussub/srt-vtt-parser';
import { detectSubtitleFormat, type SubtitleFormat } from './caption-format';
import { formatSrtTimestamp, normaliseLineBreaks, type RawCue, readCueBlocks } from './cue-blocks';

/** One subtitle cue. Times are in seconds from the start of the video, before any delay. */
export interface SubtitleCue {
  startSeconds: number;
  endSeconds: number;
  /** the cue's raw text, lines joined with '\n'; markup still in it (see `sanitise`) */
  text: string;
}

export interface ParsedSubtitles {
  /** the file's format, from its content */
  format: SubtitleFormat;
  /** readable cues sorted by start time (cues starting together keep the file's order) */
  cues: SubtitleCue[];
  /** cue blocks that could not be read and were left out */
  skippedBlocks: number;
}

export type SubtitleParseFailure = 'empty' | 'no-cues' | 'parser-error';

export type SubtitleParseResult =
  { ok: true; value: ParsedSubtitles } | { ok: false; reason: SubtitleParseFailure };

function toSrtBlock(cue: RawCue): string {
  const timing = `${formatSrtTimestamp(cue.startMs)} --> ${formatSrtTimestamp(cue.endMs)}`;
  return [...(cue.id === '' ? [] : [cue.id]), timing, ...cue.textLines].join('\n');
}

/**
 * Why the parser (v2.0.5) gets cleaned SRT rather than the file itself. On its own it throws on a
 * block without a timing line or with a bad one and on a BOM before 'WEBVTT'; reads nothing from
 * CR-only files; keeps '\r' from CRLF files in ids and text; reads '00:00:01.000' in an SRT file
 * as 1 ms and '00:00:01,5' as 15 ms; gives NaN for a VTT end time without hours followed by cue
 * settings; merges a cue with empty text, or cues without a blank line between them, into one;
 * drops a VTT cue whose id contains 'note', 'style' or 'region'. Given one block per readable cue
 * with canonical timestamps, it does none of that; the try/catch stays as a last guard.
 */
function runParser(cues: readonly RawCue[]): SubtitleCue[] | null {
  // The leading blank line keeps the parser on its SRT path even if a cue id starts with 'WEBVTT'.
  const srt = `\n${cues.map(toSrtBlock).join('\n\n')}\n`;
  try {
    return parse(srt)
      .entries.filter((entry) => Number.isFinite(entry.from) && Number.isFinite(entry.to))
      .map((entry) => ({
        startSeconds: entry.from / 1000,
        endSeconds: entry.to / 1000,
        text: entry.text,
      }));
  } catch {
    return null;
  }
}

/**
 * Parses a subtitle file (SRT or WebVTT, detected from the text).
 * Accepts a BOM, CRLF or CR line breaks, timestamps without hours or with ',' / '.' either way,
 * cue settings, and missing blank lines between cues; unreadable blocks are skipped and counted.
 * @returns the cues, or why there are none: 'empty' (blank text), 'no-cues' (nothing readable),
 *   'parser-error' (the parser threw on the cleaned text; not expected, kept as a value)
 */
export function parseSubtitles(text: string): SubtitleParseResult {
  const normalised = normaliseLineBreaks(text);
  if (normalised.trim() === '') return { ok: false, reason: 'empty' };
  const format = detectSubtitleFormat(normalised);
  const blocks = readCueBlocks(normalised, format);
  if (blocks.cues.length === 0) return { ok: false, reason: 'no-cues' };
  const cues = runParser(blocks.cues);
  if (cues === null) return { ok: false, reason: 'parser-error' };
  cues.sort((a, b) => a.startSeconds - b.startSeconds);
  return { ok: true, value: { format, cues, skippedBlocks: blocks.skippedBlocks } };
}

/** {@link parseSubtitles} for callers that only want cues: an empty list when there are none. */
export function parseSubtitleCues(text: string): SubtitleCue[] {
  const result = parseSubtitles(text);
  return result.ok ? result.value.cues : [];
}
