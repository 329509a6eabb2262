/**
 * Names of downloaded files (spec section 7): 'Title.SxxEyy-{host}.{type}' for episodes and
 * 'Title-{host}.{type}' for movies, with characters that file systems refuse taken out.
 */

/** Longest title kept in a file name, in characters (file names are capped near 255 bytes). */
export const FILE_TITLE_MAX_LENGTH = 120;

/** Title used when the real one has nothing left after sanitising. */
export const FALLBACK_FILE_TITLE = 'video';

/**
 * Makes text safe inside a file name on Windows, macOS and Linux: removes < > : " / \ | ? * and
 * control characters, collapses whitespace to one space, and trims spaces and dots at both ends.
 * @returns the cleaned text, possibly ''
 */
export function sanitizeFileNamePart(text: string): string {
  return text
    .replace(/[<>:"/\\|?*]/g, '')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
}

/** What a download's file name is made of. */
export interface DownloadFileNameInput {
  title: string;
  /** where the file comes from: a provider id or host name; omitted from the name when empty */
  host: string;
  /** file type, e.g. 'mp4' (a leading dot is ignored); no extension when empty */
  type: string;
  /** for episodes: numbers padded to two digits (S01E03; S100E1000 keeps its digits) */
  episode?: { seasonNumber: number; episodeNumber: number } | null;
}

function pad(value: number): string {
  return String(Math.max(0, Math.trunc(value))).padStart(2, '0');
}

/**
 * @example buildDownloadFileName({ title: 'Sintel', host: 'archive', type: 'mp4' })
 *   === 'Sintel-archive.mp4'
 * @example buildDownloadFileName({ title: 'Lost', host: 'library', type: 'mkv',
 *   episode: { seasonNumber: 1, episodeNumber: 3 } }) === 'Lost.S01E03-library.mkv'
 */
export function buildDownloadFileName(input: DownloadFileNameInput): string {
  const cut = sanitizeFileNamePart(input.title).slice(0, FILE_TITLE_MAX_LENGTH).trimEnd();
  const title = cut || FALLBACK_FILE_TITLE;
  const episode = input.episode
    ? `.S${pad(input.episode.seasonNumber)}E${pad(input.episode.episodeNumber)}`
    : '';
  const host = sanitizeFileNamePart(input.host).replace(/ /g, '-');
  const type = input.type
    .replace(/^\.+/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return `${title}${episode}${host ? `-${host}` : ''}${type ? `.${type}` : ''}`;
}
