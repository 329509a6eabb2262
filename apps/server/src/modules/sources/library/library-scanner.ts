/**
 * Scans one media root into an index of playable titles, following the media library layout:
 * movie folders (`Title (Year) [tmdbid-N]`), show folders with `Season NN` / `Specials` folders,
 * loose `Title (Year).mp4` files in other folders, and `reelhouse.json` sidecars. Bounded: dot-files
 * skipped, an entry limit, a depth limit, links followed only inside the root.
 */
import type { Logger } from '../../../observability/logger';
import {
  HLS_PLAYLIST_NAMES,
  getHlsFolderBase,
  groupFolderVideos,
  type HlsFolder,
} from './library-folder';
import {
  buildLibraryIndex,
  episodeKey,
  type LibraryIndex,
  type LibraryTitle,
  type LibraryVideo,
} from './library-index';
import {
  normaliseTitle,
  parseEpisodeMarker,
  parseSeasonFolderName,
  parseTitleFolderName,
  type TitleFolderName,
} from './library-naming';
import { SIDECAR_FILE_NAME, readLibrarySidecar, type LibrarySidecar } from './library-sidecar';
import { openRootWalker, type FolderListing, type RootWalker } from './library-walk';
import type { MediaRoot } from './media-root';

/** Most directory entries one scan reads. */
export const DEFAULT_MAX_SCAN_ENTRIES = 100_000;

/** Deepest folder (below the root) a scan looks for title folders in. */
export const DEFAULT_MAX_SCAN_DEPTH = 6;

export interface ScanOptions {
  logger: Logger;
  /** {@link DEFAULT_MAX_SCAN_ENTRIES} unless given */
  maxEntries?: number;
  /** {@link DEFAULT_MAX_SCAN_DEPTH} unless given */
  maxDepth?: number;
}

const EMPTY_SCAN = { entryCount: 0, isTruncated: false };

function joinRelative(folder: string, name: string): string {
  return folder === '' ? name : `${folder}/${name}`;
}

function lastSegment(relative: string): string {
  return relative.slice(relative.lastIndexOf('/') + 1);
}

/**
 * Scans a media root.
 * @returns its index; empty when the root does not exist
 * @throws when the root exists but cannot be read (a sub-folder that cannot be read is skipped
 *   with a warning instead)
 */
export async function scanMediaRoot(root: MediaRoot, options: ScanOptions): Promise<LibraryIndex> {
  const { logger } = options;
  const maxDepth = options.maxDepth ?? DEFAULT_MAX_SCAN_DEPTH;
  const walker = await openRootWalker(root.dir, {
    maxEntries: options.maxEntries ?? DEFAULT_MAX_SCAN_ENTRIES,
    logger,
  });
  if (walker === null) return buildLibraryIndex([], EMPTY_SCAN);
  const titles: LibraryTitle[] = [];

  const visit = async (relative: string, depth: number): Promise<void> => {
    const listing = await walker.list(relative);
    if (listing === null) return;
    const videos = await readFolderVideos(walker, relative, listing);
    if (depth > 0) {
      const title = await readTitleFolder(walker, relative, listing, videos, logger);
      if (title !== null) {
        titles.push(title);
        return;
      }
    }
    titles.push(...readLooseMovies(relative, videos));
    if (depth >= maxDepth) return;
    for (const name of listing.folders) {
      if (getHlsFolderBase(name) === null) await visit(joinRelative(relative, name), depth + 1);
    }
  };
  await visit('', 0);

  const scan = { entryCount: walker.entryCount, isTruncated: walker.isTruncated };
  if (scan.isTruncated) {
    logger.warn(
      { root: root.id, entryCount: scan.entryCount },
      'media library: scan stopped at its entry limit; some titles are missing',
    );
  }
  return buildLibraryIndex(titles, scan);
}

/** Groups a folder's videos, after finding which of its `<base>.hls` folders hold a playlist. */
async function readFolderVideos(
  walker: RootWalker,
  relative: string,
  listing: FolderListing,
): Promise<LibraryVideo[]> {
  const hlsFolders: HlsFolder[] = [];
  for (const name of listing.folders) {
    if (getHlsFolderBase(name) === null) continue;
    for (const playlist of HLS_PLAYLIST_NAMES) {
      if (await walker.isServableFile(joinRelative(joinRelative(relative, name), playlist))) {
        hlsFolders.push({ name, playlist });
        break;
      }
    }
  }
  return groupFolderVideos(relative, listing.files, hlsFolders);
}

/**
 * Reads a folder as a show (sidecar says so, or it has season folders or episode files) or a
 * movie (sidecar says so, or its name has a year or an id, and it has a video).
 * @returns the title, or null when the folder is neither
 */
async function readTitleFolder(
  walker: RootWalker,
  relative: string,
  listing: FolderListing,
  videos: LibraryVideo[],
  logger: Logger,
): Promise<LibraryTitle | null> {
  const sidecar = listing.files.includes(SIDECAR_FILE_NAME)
    ? await readLibrarySidecar(
        walker.resolve(joinRelative(relative, SIDECAR_FILE_NAME)),
        joinRelative(relative, SIDECAR_FILE_NAME),
        logger,
      )
    : null;
  const name = parseTitleFolderName(lastSegment(relative));
  const seasonFolders = listing.folders.filter((folder) => parseSeasonFolderName(folder) !== null);
  const isShow =
    sidecar === null
      ? seasonFolders.length > 0 || videos.some((video) => parseEpisodeMarker(video.base) !== null)
      : sidecar.type === 'show';
  if (isShow) {
    const episodes = new Map<string, LibraryVideo>();
    addEpisodes(episodes, videos);
    for (const folder of seasonFolders) {
      const seasonPath = joinRelative(relative, folder);
      const seasonListing = await walker.list(seasonPath);
      if (seasonListing === null) continue;
      addEpisodes(episodes, await readFolderVideos(walker, seasonPath, seasonListing));
    }
    return { ...describeTitle(relative, name, sidecar), type: 'show', episodes };
  }
  const isMovie = sidecar !== null || name.year !== null || name.tmdbId !== null;
  const video = isMovie ? pickMainVideo(videos, name) : null;
  return video === null
    ? null
    : { ...describeTitle(relative, name, sidecar), type: 'movie', video };
}

function describeTitle(folder: string, name: TitleFolderName, sidecar: LibrarySidecar | null) {
  return {
    title: name.title,
    year: name.year,
    tmdbId: sidecar === null ? name.tmdbId : String(sidecar.tmdbId),
    imdbId: sidecar?.imdbId ?? name.imdbId,
    isSample: sidecar?.sample === true,
    folder,
  };
}

/** Adds the videos that carry an episode marker; the first video of an episode wins. */
function addEpisodes(episodes: Map<string, LibraryVideo>, videos: readonly LibraryVideo[]): void {
  for (const video of videos) {
    const marker = parseEpisodeMarker(video.base);
    if (marker === null) continue;
    const key = episodeKey(marker.season, marker.episode);
    if (!episodes.has(key)) episodes.set(key, video);
  }
}

const EXTRA_SUFFIX = /[\s._-](trailer|sample|featurette|extra|behindthescenes|deleted|interview)$/i;

/**
 * The film of a movie folder with several videos: the one named like the folder, else one whose
 * title reads the same, else the first that is not an extra (trailer, sample…), else the first.
 */
function pickMainVideo(
  videos: readonly LibraryVideo[],
  name: TitleFolderName,
): LibraryVideo | null {
  const title = normaliseTitle(name.title);
  const rank = (video: LibraryVideo) => {
    const parsed = parseTitleFolderName(video.base);
    if (normaliseTitle(parsed.title) === title && parsed.year === name.year) return 0;
    if (normaliseTitle(parsed.title) === title) return 1;
    return EXTRA_SUFFIX.test(video.base) ? 3 : 2;
  };
  let best: LibraryVideo | null = null;
  for (const video of videos) {
    if (best === null || rank(video) < rank(best)) best = video;
  }
  return best;
}

/** Videos lying in a folder that is not a title folder count as movies when named `Title (Year)`. */
function readLooseMovies(folder: string, videos: readonly LibraryVideo[]): LibraryTitle[] {
  return videos.flatMap((video): LibraryTitle[] => {
    const name = parseTitleFolderName(video.base);
    if (name.year === null && name.tmdbId === null) return [];
    return [{ ...describeTitle(folder, name, null), type: 'movie', video }];
  });
}
