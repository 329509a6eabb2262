/**
 * Which subtitle format a caption file is in (spec section 7, "Subtitle search"): from the
 * caption's declared type, its URL, or the text itself.
 */

/** The subtitle formats the player reads. */
export const SUBTITLE_FORMATS = ['srt', 'vtt'] as const;

export type SubtitleFormat = (typeof SUBTITLE_FORMATS)[number];

function toFormat(value: string | undefined): SubtitleFormat | null {
  const lower = value?.trim().toLowerCase();
  return SUBTITLE_FORMATS.find((format) => format === lower) ?? null;
}

/**
 * The format a caption says it has, before fetching it.
 * @param caption its declared type (any case) and its URL
 * @returns the declared type when it is 'srt' or 'vtt'; else the URL path's extension ('.srt' or
 *   '.vtt', any case, query and fragment ignored); else null (unknown: sniff the text with
 *   {@link detectSubtitleFormat} once fetched)
 */
export function pickCaptionFormat(caption: { type?: string; url: string }): SubtitleFormat | null {
  const declared = toFormat(caption.type);
  if (declared !== null) return declared;
  const path = caption.url.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  if (dot === -1 || path.lastIndexOf('/') > dot) return null;
  return toFormat(path.slice(dot + 1));
}

/** A WebVTT file starts with 'WEBVTT', alone or followed by a space or tab (after a BOM). */
const WEBVTT_HEADER = /^\uFEFF?\s*WEBVTT(?:[ \t]|\r|\n|$)/;

/**
 * The format of a subtitle text, from its content: files are often served with the wrong
 * extension, so the text decides when it is at hand.
 * @returns 'vtt' when the text starts with the WEBVTT header, else 'srt'
 */
export function detectSubtitleFormat(text: string): SubtitleFormat {
  return WEBVTT_HEADER.test(text) ? 'vtt' : 'srt';
}
