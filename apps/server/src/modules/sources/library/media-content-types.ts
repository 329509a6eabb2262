/**
 * Which files `/media` serves and as what: media, playlist, caption and image types only, so a
 * media folder's other files (notes, sidecars, anything else) are never handed out.
 */

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  aac: 'audio/aac',
  vtt: 'text/vtt; charset=utf-8',
  srt: 'application/x-subrip',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * @param name a file name or path
 * @returns the Content-Type for its extension (any case), or null when `/media` does not serve it
 */
export function getMediaContentType(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot === -1 || /[/\\]/.test(name.slice(dot))) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  return Object.hasOwn(CONTENT_TYPES, extension) ? (CONTENT_TYPES[extension] ?? null) : null;
}
