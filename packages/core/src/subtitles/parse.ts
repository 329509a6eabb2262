/**
 * Reads SRT and WebVTT files into timed cues with the project's own reader (`cue-blocks`),
 * never throwing: unreadable blocks are skipped and counted, and a file with nothing readable is
 * a reason, not an exception.
 */
import { detectSubtitleFormat, type SubtitleFormat } from './caption-format';
import { type CueBlocks, normaliseLineBreaks, type RawCue, readCueBlocks } from './cue-blocks';

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

function toSubtitleCue(cue: RawCue): SubtitleCue {
  return {
    startSeconds: cue.startMs / 1000,
    endSeconds: cue.endMs / 1000,
    text: cue.textLines.join('\n'),
  };
}

/**
 * The reader is not expected to throw; if a bug makes it, the caption track fails as a value and
 * the player carries on without it.
 */
function readCueBlocksSafely(text: string, format: SubtitleFormat): CueBlocks | null {
  try {
    return readCueBlocks(text, format);
  } catch {
    return null;
  }
}

/**
 * Parses a subtitle file (SRT or WebVTT, detected from the text).
 * Accepts a BOM, CRLF or CR line breaks, timestamps without hours or with ',' / '.' either way,
 * cue settings, and missing blank lines between cues; unreadable blocks are skipped and counted.
 * @returns the cues, or why there are none: 'empty' (blank text), 'no-cues' (nothing readable),
 *   'parser-error' (the reader threw; not expected, kept as a value)
 */
export function parseSubtitles(text: string): SubtitleParseResult {
  const normalised = normaliseLineBreaks(text);
  if (normalised.trim() === '') return { ok: false, reason: 'empty' };
  const format = detectSubtitleFormat(normalised);
  const blocks = readCueBlocksSafely(normalised, format);
  if (blocks === null) return { ok: false, reason: 'parser-error' };
  if (blocks.cues.length === 0) return { ok: false, reason: 'no-cues' };
  const cues = blocks.cues.map(toSubtitleCue);
  cues.sort((a, b) => a.startSeconds - b.startSeconds);
  return { ok: true, value: { format, cues, skippedBlocks: blocks.skippedBlocks } };
}

/** {@link parseSubtitles} for callers that only want cues: an empty list when there are none. */
export function parseSubtitleCues(text: string): SubtitleCue[] {
  const result = parseSubtitles(text);
  return result.ok ? result.value.cues : [];
}
