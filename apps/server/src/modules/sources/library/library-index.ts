/**
 * What a scan of one media root found, and how a scrape request finds its title in it: by TMDB
 * id, then IMDb id, then normalised title and year. Holds no file system code.
 */
import type { QualityKey } from '@reelhouse/core/player/quality';
import type { ScrapeRequest } from '@reelhouse/core/player/scrape-schema';
import type { SubtitleFormat } from '@reelhouse/core/subtitles/caption-format';
import { normaliseTitle, type FileContainerType } from './library-naming';

/** A caption file beside a video. */
export interface LibraryCaption {
  /** the file's name in the video's folder */
  name: string;
  /** readable language ('English'), or the code or name as the file gives it */
  language: string;
  type: SubtitleFormat;
}

/** Everything found for one video base name in one folder. */
export interface LibraryVideo {
  /** the folder, relative to the root, '/'-separated ('' for the root itself) */
  folder: string;
  /** the file name without quality suffix and extension */
  base: string;
  /** file name of each quality */
  files: Partial<Record<QualityKey, { name: string; type: FileContainerType }>>;
  /** path of the HLS playlist relative to the folder (`<base>.hls/master.m3u8`), or null */
  hlsPlaylist: string | null;
  captions: LibraryCaption[];
  /** file name of the seek-preview sprite VTT, or null */
  thumbnails: string | null;
}

interface LibraryTitleBase {
  /** the name as the folder writes it, without tags and year */
  title: string;
  year: number | null;
  tmdbId: string | null;
  imdbId: string | null;
  /** the folder's sidecar marks it as generated sample media */
  isSample: boolean;
  /** the title folder, relative to the root */
  folder: string;
}

export interface LibraryMovie extends LibraryTitleBase {
  type: 'movie';
  video: LibraryVideo;
}

export interface LibraryShow extends LibraryTitleBase {
  type: 'show';
  /** keyed by {@link episodeKey} */
  episodes: ReadonlyMap<string, LibraryVideo>;
}

export type LibraryTitle = LibraryMovie | LibraryShow;

/** @returns the key of an episode in {@link LibraryShow.episodes}: '1:3' for S01E03 */
export function episodeKey(season: number, episode: number): string {
  return `${String(season)}:${String(episode)}`;
}

/** One root's titles, with lookups by id and by title. */
export interface LibraryIndex {
  titles: readonly LibraryTitle[];
  /** directory entries read by the scan */
  entryCount: number;
  /** the scan stopped at its entry limit: some titles may be missing */
  isTruncated: boolean;
  byTmdbId: ReadonlyMap<string, LibraryTitle>;
  byImdbId: ReadonlyMap<string, LibraryTitle>;
  byTitleYear: ReadonlyMap<string, LibraryTitle>;
}

function titleKey(type: LibraryTitle['type'], title: string, year: number | null): string {
  return `${type}|${normaliseTitle(title)}|${year === null ? '' : String(year)}`;
}

/**
 * Builds the lookups of a list of titles. When two folders claim the same key, the first (in
 * scan order) wins. Only titles without a TMDB id are matched by title and year: a folder naming
 * another id is another film that shares the name.
 */
export function buildLibraryIndex(
  titles: readonly LibraryTitle[],
  scan: { entryCount: number; isTruncated: boolean },
): LibraryIndex {
  const byTmdbId = new Map<string, LibraryTitle>();
  const byImdbId = new Map<string, LibraryTitle>();
  const byTitleYear = new Map<string, LibraryTitle>();
  const addOnce = (map: Map<string, LibraryTitle>, key: string, title: LibraryTitle) => {
    if (!map.has(key)) map.set(key, title);
  };
  for (const title of titles) {
    if (title.tmdbId !== null) addOnce(byTmdbId, `${title.type}|${title.tmdbId}`, title);
    if (title.imdbId !== null) addOnce(byImdbId, `${title.type}|${title.imdbId}`, title);
    if (title.tmdbId === null && normaliseTitle(title.title) !== '') {
      addOnce(byTitleYear, titleKey(title.type, title.title, title.year), title);
    }
  }
  return { titles, ...scan, byTmdbId, byImdbId, byTitleYear };
}

/** How a title was matched, strongest first. */
export const MATCH_KINDS = ['tmdb', 'imdb', 'title'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** What a lookup knows of a title: its kind, ids and name (what a catalogue card carries). */
export interface LibraryTitleRef {
  type: LibraryTitle['type'];
  /** decimal string */
  tmdbId: string;
  imdbId?: string | undefined;
  title: string;
  year: number | null;
}

/**
 * Finds the title a request asks for in one index, by one kind of match.
 * Title matching: movies need the same year; shows match a folder with the same first year, or
 * a folder that names no year.
 */
export function matchLibraryTitle(
  index: LibraryIndex,
  request: ScrapeRequest | LibraryTitleRef,
  kind: MatchKind,
): LibraryTitle | null {
  const year = 'releaseYear' in request ? request.releaseYear : request.year;
  switch (kind) {
    case 'tmdb':
      return index.byTmdbId.get(`${request.type}|${request.tmdbId}`) ?? null;
    case 'imdb':
      return request.imdbId === undefined
        ? null
        : (index.byImdbId.get(`${request.type}|${request.imdbId.toLowerCase()}`) ?? null);
    case 'title': {
      const exact = index.byTitleYear.get(titleKey(request.type, request.title, year));
      if (exact !== undefined || request.type === 'movie') return exact ?? null;
      return index.byTitleYear.get(titleKey('show', request.title, null)) ?? null;
    }
  }
}

/**
 * The title a reference names across indexes: every index is tried by TMDB id first, then by
 * IMDb id, then by title and year (the order a search uses).
 */
export function findLibraryTitle(
  indexes: readonly LibraryIndex[],
  ref: ScrapeRequest | LibraryTitleRef,
): LibraryTitle | null {
  for (const kind of MATCH_KINDS) {
    for (const index of indexes) {
      const title = matchLibraryTitle(index, ref, kind);
      if (title !== null) return title;
    }
  }
  return null;
}

/**
 * @returns the video a request asks for in its title: the film, or the episode of a show
 *   (null when the show lacks that episode)
 */
export function pickRequestedVideo(
  title: LibraryTitle,
  request: ScrapeRequest,
): LibraryVideo | null {
  if (title.type === 'movie') return request.type === 'movie' ? title.video : null;
  if (request.type !== 'show') return null;
  return title.episodes.get(episodeKey(request.season.number, request.episode.number)) ?? null;
}
