/**
 * A caption file's text turned into the cues the overlay shows: parsed (SRT or WebVTT, detected
 * from the text), sanitised, without subtitle-site credits. Fetching the file is the caller's job.
 */
import { buildDisplayCues, type DisplayCue } from './cues';
import { parseSubtitles, type SubtitleParseFailure } from './parse';

/**
 * Longest caption text read, in characters (about 4 MB): a two-hour film's subtitles take about
 * 100 KB, so anything near this is not a subtitle file, and parsing it would stall the page.
 */
export const CAPTION_TEXT_MAX_CHARS = 4_000_000;

export type CaptionCuesFailure = SubtitleParseFailure | 'too-large';

export type CaptionCuesResult =
  { ok: true; value: DisplayCue[] } | { ok: false; reason: CaptionCuesFailure };

/**
 * @param text the whole caption file, as fetched
 * @returns the display cues in start order (possibly none, when every cue was a credit or had
 *   nothing visible), or why the file could not be read ('empty', 'no-cues', 'parser-error', or
 *   'too-large' beyond {@link CAPTION_TEXT_MAX_CHARS})
 */
export function readCaptionCues(text: string): CaptionCuesResult {
  if (text.length > CAPTION_TEXT_MAX_CHARS) return { ok: false, reason: 'too-large' };
  const parsed = parseSubtitles(text);
  if (!parsed.ok) return parsed;
  return { ok: true, value: buildDisplayCues(parsed.value.cues) };
}
