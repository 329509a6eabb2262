/**
 * Groups the files of one folder into videos by base name: the quality versions of a video, its
 * HLS rendition, its captions and its seek-preview sprite. Pure; the scanner lists the folder.
 */
import type { QualityKey } from '@reelhouse/core/player/quality';
import type { LibraryCaption, LibraryVideo } from './library-index';
import {
  UNKNOWN_CAPTION_LANGUAGE,
  describeCaptionLanguage,
  getContainerType,
  parseQualitySuffix,
  splitExtension,
  type FileContainerType,
} from './library-naming';

/** An HLS rendition folder (`<base>.hls`) and the playlist found in it. */
export interface HlsFolder {
  /** the folder's name, e.g. 'Sintel (2010).hls' */
  name: string;
  /** 'master.m3u8' or 'index.m3u8' */
  playlist: string;
}

/** Folder-name suffix of an HLS rendition. */
export const HLS_FOLDER_SUFFIX = '.hls';

/** Playlist names looked for in an HLS folder, preferred first. */
export const HLS_PLAYLIST_NAMES = ['master.m3u8', 'index.m3u8'] as const;

const THUMBNAILS_SUFFIX = '.thumbnails';

/** When two files give the same quality, the one browsers play most widely wins. */
const CONTAINER_PREFERENCE: readonly FileContainerType[] = ['mp4', 'webm', 'mkv'];

/** @returns the video base an HLS folder name belongs to ('Film (2008).hls' → 'Film (2008)') */
export function getHlsFolderBase(name: string): string | null {
  if (!name.toLowerCase().endsWith(HLS_FOLDER_SUFFIX)) return null;
  const base = parseQualitySuffix(name.slice(0, -HLS_FOLDER_SUFFIX.length)).base;
  return base === '' ? null : base;
}

/**
 * Groups a folder's files into videos.
 * @param folder the folder, relative to the root
 * @param files the folder's file names
 * @param hlsFolders its HLS rendition folders that hold a playlist
 * @returns one video per base name that has a video file or an HLS rendition, sorted by base,
 *   each with its captions in a stable order (see compareCaptions)
 */
export function groupFolderVideos(
  folder: string,
  files: readonly string[],
  hlsFolders: readonly HlsFolder[],
): LibraryVideo[] {
  const videos = new Map<string, LibraryVideo>();
  const videoFor = (base: string): LibraryVideo => {
    let video = videos.get(base);
    if (video === undefined) {
      video = { folder, base, files: {}, hlsPlaylist: null, captions: [], thumbnails: null };
      videos.set(base, video);
    }
    return video;
  };

  for (const name of files) {
    const { stem, extension } = splitExtension(name);
    const type = getContainerType(extension);
    if (type === null) continue;
    const { base, quality } = parseQualitySuffix(stem);
    addQuality(videoFor(base), quality, { name, type });
  }
  for (const hls of hlsFolders) {
    const base = getHlsFolderBase(hls.name);
    if (base !== null) videoFor(base).hlsPlaylist = `${hls.name}/${hls.playlist}`;
  }

  const findBase = (candidate: string): LibraryVideo | null =>
    videos.get(candidate) ?? videos.get(parseQualitySuffix(candidate).base) ?? null;
  for (const name of files) {
    const { stem, extension } = splitExtension(name);
    if (extension !== 'vtt' && extension !== 'srt') continue;
    if (extension === 'vtt' && stem.toLowerCase().endsWith(THUMBNAILS_SUFFIX)) {
      const video = findBase(stem.slice(0, -THUMBNAILS_SUFFIX.length));
      if (video !== null) video.thumbnails ??= name;
      continue;
    }
    attachCaption(findBase, stem, { name, type: extension });
  }
  const sorted = [...videos.values()].sort((a, b) => compareText(a.base, b.base));
  for (const video of sorted) video.captions.sort(compareCaptions);
  return sorted;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Captions with a known language first, then by name without extension; of two versions of one
 * caption, WebVTT (played as is) first.
 */
function compareCaptions(a: LibraryCaption, b: LibraryCaption): number {
  const isUnknown = (caption: LibraryCaption) => caption.language === UNKNOWN_CAPTION_LANGUAGE;
  if (isUnknown(a) !== isUnknown(b)) return isUnknown(a) ? 1 : -1;
  const byStem = compareText(splitExtension(a.name).stem, splitExtension(b.name).stem);
  return byStem !== 0 ? byStem : compareText(b.type, a.type);
}

function addQuality(
  video: LibraryVideo,
  quality: QualityKey,
  file: { name: string; type: FileContainerType },
): void {
  const existing = video.files[quality];
  if (
    existing === undefined ||
    CONTAINER_PREFERENCE.indexOf(file.type) < CONTAINER_PREFERENCE.indexOf(existing.type)
  ) {
    video.files[quality] = file;
  }
}

/**
 * Attaches a caption file to its video: `<base>.<vtt|srt>` (language unknown), or
 * `<base>.<language>[.<flag>].<vtt|srt>`. A caption matching no video is left out.
 */
function attachCaption(
  findBase: (candidate: string) => LibraryVideo | null,
  stem: string,
  file: Pick<LibraryCaption, 'name' | 'type'>,
): void {
  const whole = findBase(stem);
  if (whole !== null) {
    whole.captions.push({ ...file, language: UNKNOWN_CAPTION_LANGUAGE });
    return;
  }
  let dot = stem.lastIndexOf('.');
  // A language part has at most one dot of its own ('en.forced').
  for (let parts = 0; parts < 2 && dot > 0; parts += 1) {
    const video = findBase(stem.slice(0, dot));
    const language = describeCaptionLanguage(stem.slice(dot + 1));
    if (video !== null && language !== null) {
      video.captions.push({ ...file, language });
      return;
    }
    dot = stem.lastIndexOf('.', dot - 1);
  }
}
