/**
 * What an import file holds once read, before anything is stored: the common shape every reader
 * (our own export, movie-web and its forks, Trakt, Letterboxd) produces. Titles with a TMDB id are
 * ready; titles known only by name and year wait for the catalogue's match (`title-match.ts`).
 */
import type { BookmarkMediaType } from '../bookmarks/bookmark-schema';
import type { WatchProgress } from '../watch-history/watch-history-schema';

/** Which site's file it was. */
export type ImportSource = 'reelhouse' | 'movie-web' | 'trakt' | 'letterboxd';

/** How a title names its media: by TMDB id, or by name and year to be matched. */
export type ImportedMedia =
  | { kind: 'tmdb'; mediaType: BookmarkMediaType; id: number; title: string; year?: number }
  | { kind: 'name'; mediaType: BookmarkMediaType | 'unknown'; title: string; year?: number };

/** A title to bookmark in a category at a time (ms). */
export interface ImportedBookmark {
  media: ImportedMedia;
  category: string;
  addedAt: number;
}

/**
 * Something watched: a movie, or one episode of a series (season and episode numbers). `progress`
 * in seconds; a title only known as watched (Trakt history, Letterboxd) has `isFinished` and
 * no progress, or a percentage from Trakt's playback (`percent`, 0–100).
 */
export interface ImportedWatch {
  media: ImportedMedia;
  /** the episode, for a series */
  episode?: {
    season: number;
    number: number;
    title?: string;
    /** TMDB ids when the file has them */
    id?: string;
    seasonId?: string;
  };
  /** when it was watched, ms */
  watchedAt: number;
  progress?: WatchProgress;
  percent?: number;
  isFinished?: boolean;
}

/** A line or field of the file that could not be read: the import stops and changes nothing. */
export interface ImportProblem {
  /** the file's name */
  file: string;
  /** where: 'line 12', 'bookmarks["550"].year'… */
  where: string;
  message: string;
}

/** One file read. */
export type ReadImport =
  | {
      ok: true;
      source: ImportSource;
      bookmarks: ImportedBookmark[];
      watches: ImportedWatch[];
    }
  | { ok: false; problem: ImportProblem };
