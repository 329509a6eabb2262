/**
 * Seek-preview sprites: a WebVTT file whose cues name a sprite image and the tile of it to show
 * (`sprite.jpg#xywh=160,0,160,90`). Parses the file into cues with resolved image addresses and
 * finds the cue for a time. Fetching the file and drawing the tile are the web app's job.
 */

/** One tile of a thumbnail track. */
export interface ThumbnailCue {
  /** start of the cue, ms (inclusive) */
  startMs: number;
  /** end of the cue, ms (exclusive, except for the last cue) */
  endMs: number;
  /** the sprite image: an http(s) URL or a same-origin path */
  url: string;
  /** tile's left edge in the image, px */
  x: number;
  /** tile's top edge in the image, px */
  y: number;
  /** tile width, px; 0 when the cue shows the whole image (no `#xywh`) */
  w: number;
  /** tile height, px; 0 when the cue shows the whole image (no `#xywh`) */
  h: number;
}

/** A track with more cues than this is cut there (a 10-hour film every 5 s needs 7200). */
export const MAX_THUMBNAIL_CUES = 20_000;

const TIMESTAMP = /^(?:(\d{1,3}):)?([0-5]\d):([0-5]\d)[.,](\d{3})$/;
const XYWH = /^xywh=(?:pixel:)?(\d{1,6}),(\d{1,6}),(\d{1,6}),(\d{1,6})$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const ORIGIN = /^(https?:\/\/[^/?#]+)(.*)$/i;

/** @returns a WebVTT timestamp ('01:02:03.456' or '02:03.456') in ms, or null when malformed */
export function parseVttTimestamp(text: string): number | null {
  const match = TIMESTAMP.exec(text.trim());
  if (match === null) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis);
}

/** Removes '.' and '..' segments from an absolute path ('/a/b/../c' → '/a/c'). */
function removeDotSegments(path: string): string {
  const output: string[] = [];
  const segments = path.split('/').slice(1);
  segments.forEach((segment, index) => {
    const isLast = index === segments.length - 1;
    if (segment === '..') output.pop();
    if (segment === '.' || segment === '..') {
      if (isLast) output.push('');
      return;
    }
    output.push(segment);
  });
  return `/${output.join('/')}`;
}

/**
 * Resolves an image reference of a thumbnail track against the track's own address.
 * @param reference the cue's text without its fragment: absolute ('https://…'), root-relative
 *   ('/media/…') or relative ('sprite.jpg', '../img/sprite.jpg'); spaces are percent-encoded
 * @param trackUrl the track's address: an http(s) URL or a same-origin path
 * @returns an http(s) URL or a same-origin path; null for other schemes (javascript:, data:),
 *   for protocol-relative references from a same-origin track, for empty references and for
 *   references holding a backslash or whitespace other than spaces
 */
export function resolveThumbnailUrl(reference: string, trackUrl: string): string | null {
  const ref = reference.trim().replaceAll(' ', '%20');
  if (ref === '' || /[\s\\]/.test(ref)) return null;
  const scheme = SCHEME.exec(ref)?.[1]?.toLowerCase();
  if (scheme !== undefined) return scheme === 'http' || scheme === 'https' ? ref : null;

  const originMatch = ORIGIN.exec(trackUrl);
  const origin = originMatch?.[1] ?? '';
  const trackPath = (originMatch?.[2] ?? trackUrl).split(/[?#]/, 1)[0] ?? '';
  if (ref.startsWith('//')) {
    const trackScheme = SCHEME.exec(origin)?.[1];
    return trackScheme === undefined ? null : `${trackScheme}:${ref}`;
  }
  const [refPath = '', ...queryParts] = ref.split('?');
  const query = queryParts.length > 0 ? `?${queryParts.join('?')}` : '';
  const basePath = trackPath.startsWith('/') ? trackPath : `/${trackPath}`;
  const joined = refPath.startsWith('/')
    ? refPath
    : `${basePath.slice(0, basePath.lastIndexOf('/') + 1)}${refPath}`;
  return `${origin}${removeDotSegments(joined)}${query}`;
}

/** Reads a cue payload: an image reference with an optional `#xywh=x,y,w,h` fragment. */
function parsePayload(
  payload: string,
  trackUrl: string,
): Pick<ThumbnailCue, 'url' | 'x' | 'y' | 'w' | 'h'> | null {
  const hash = payload.indexOf('#');
  const reference = hash === -1 ? payload : payload.slice(0, hash);
  const url = resolveThumbnailUrl(reference, trackUrl);
  if (url === null) return null;
  if (hash === -1) return { url, x: 0, y: 0, w: 0, h: 0 };
  const region = XYWH.exec(payload.slice(hash + 1));
  if (region === null) return null;
  const [x, y, w, h] = region.slice(1).map(Number) as [number, number, number, number];
  return w > 0 && h > 0 ? { url, x, y, w, h } : null;
}

/** Reads one block of the file: an optional identifier, the timing line, then the payload. */
function parseBlock(lines: readonly string[], trackUrl: string): ThumbnailCue | null {
  const timingIndex = lines.findIndex((line) => line.includes('-->'));
  if (timingIndex === -1 || timingIndex > 1) return null;
  const [startText = '', rest = ''] = (lines[timingIndex] ?? '').split('-->');
  const startMs = parseVttTimestamp(startText);
  const endMs = parseVttTimestamp(rest.trim().split(/\s+/, 1)[0] ?? '');
  const payload = lines[timingIndex + 1]?.trim();
  if (startMs === null || endMs === null || endMs <= startMs || !payload) return null;
  const image = parsePayload(payload, trackUrl);
  return image === null ? null : { startMs, endMs, ...image };
}

/**
 * Parses a thumbnail track.
 * @param text the WebVTT file (must start with 'WEBVTT'; a BOM, CRLF line ends, NOTE and STYLE
 *   blocks and cue identifiers are fine)
 * @param trackUrl where the file came from; relative image references resolve against it
 * @returns the valid cues sorted by start time (at most {@link MAX_THUMBNAIL_CUES}); cues with a
 *   bad timing, an empty or unsafe image reference, or a malformed `#xywh` are skipped; [] when
 *   the text is not WebVTT
 */
export function parseThumbnailTrack(text: string, trackUrl: string): ThumbnailCue[] {
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  if (!/^WEBVTT(?:[ \t].*)?(?:\n|$)/.test(normalised)) return [];
  const cues: ThumbnailCue[] = [];
  const blocks = normalised.split(/\n[ \t]*\n/).slice(1);
  for (const block of blocks) {
    if (cues.length >= MAX_THUMBNAIL_CUES) break;
    const lines = block.split('\n').filter((line) => line.trim() !== '');
    const cue = parseBlock(lines, trackUrl);
    if (cue !== null) cues.push(cue);
  }
  return cues.sort((a, b) => a.startMs - b.startMs);
}

/**
 * The tile to show for a time.
 * @param cues sorted by start time, as {@link parseThumbnailTrack} returns them
 * @param timeMs the hovered or dragged time
 * @returns the cue whose [start, end) holds the time (the last cue also holds its end), or null
 *   in a gap, before the first cue, after the last one, or for NaN
 */
export function findThumbnailCue(
  cues: readonly ThumbnailCue[],
  timeMs: number,
): ThumbnailCue | null {
  let low = 0;
  let high = cues.length - 1;
  let found: ThumbnailCue | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const cue = cues[middle];
    if (cue === undefined) break;
    if (cue.startMs <= timeMs) {
      found = cue;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  if (found === null) return null;
  const isLast = found === cues.at(-1);
  return timeMs < found.endMs || (isLast && timeMs === found.endMs) ? found : null;
}
