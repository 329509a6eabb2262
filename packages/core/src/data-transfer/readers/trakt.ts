/**
 * Reads the Trakt data export's lists (see `trakt-schema.ts`) into imports: plays as finished
 * watches, paused playbacks as a percentage, the watchlist as watchlist bookmarks. Titles with a
 * TMDB id are ready; the rest are named by title and year for matching. Trakt writes an unknown
 * watch date as the Unix epoch: such watches take the time of import.
 */
import { DEFAULT_BOOKMARK_CATEGORY } from '../../bookmarks/categories';
import type { BookmarkMediaType } from '../../bookmarks/bookmark-schema';
import type {
  ImportedBookmark,
  ImportedMedia,
  ImportedWatch,
  ImportProblem,
  ReadImport,
} from '../imported';
import { problemAt, toJsonProblem } from './json-problem';
import {
  traktHistorySchema,
  traktPlaybackSchema,
  traktWatchedMoviesSchema,
  traktWatchedShowsSchema,
  traktWatchlistSchema,
  type TraktEpisode,
  type TraktTitled,
} from './trakt-schema';

/** Which Trakt list a file holds. */
export type TraktKind = 'history' | 'playback' | 'watchlist' | 'watched-movies' | 'watched-shows';

const KIND_BY_NAME: [RegExp, TraktKind][] = [
  [/^watched-history(-\d+)?\.json$/, 'history'],
  [/^watched-playback(-\d+)?\.json$/, 'playback'],
  [/^(lists-)?watchlist(-[\w-]+)?\.json$/, 'watchlist'],
  [/^watched-movies(-\d+)?\.json$/, 'watched-movies'],
  [/^watched-shows(-\d+)?\.json$/, 'watched-shows'],
];

/**
 * Files of the export this site has no use for, matched by name so they are never read:
 * `user-*.json` holds the account's e-mail; ratings, collections, comments and the rest.
 */
const UNUSED_FILE =
  /^(user|ratings|collection|comments|notes|likes|network|hidden|lists)-.*\.json$/;

/** Before this, a Trakt time means "unknown" (the export writes 1970-01-01T00:00:00.000Z). */
const UNKNOWN_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * The kind of a Trakt export file from its name (lower case, no folders; paginated `-2` pages
 * too), 'unused' for the export's other files, or undefined for a name Trakt does not use.
 */
export function traktKindOf(baseName: string): TraktKind | 'unused' | undefined {
  for (const [pattern, kind] of KIND_BY_NAME) if (pattern.test(baseName)) return kind;
  return UNUSED_FILE.test(baseName) ? 'unused' : undefined;
}

/** The kind of a renamed Trakt list, from the fields of its first item. */
export function traktKindOfItems(data: unknown): TraktKind | undefined {
  if (!Array.isArray(data)) return undefined;
  const first: unknown = data[0];
  if (typeof first !== 'object' || first === null) return undefined;
  if ('watched_at' in first) return 'history';
  if ('paused_at' in first) return 'playback';
  if ('listed_at' in first) return 'watchlist';
  if ('last_watched_at' in first) return 'seasons' in first ? 'watched-shows' : 'watched-movies';
  return undefined;
}

/** The file being read, its time of import and what it adds to. */
interface Reading {
  file: string;
  nowMs: number;
  bookmarks: ImportedBookmark[];
  watches: ImportedWatch[];
}

/**
 * Reads one Trakt list of the given kind from parsed JSON.
 * @param nowMs the time of import, for watches Trakt does not know the time of
 * @returns everything in the list, or the first field that is wrong (and nothing else)
 */
export function readTrakt(file: string, data: unknown, kind: TraktKind, nowMs: number): ReadImport {
  const reading: Reading = { file, nowMs, bookmarks: [], watches: [] };
  const problem = READERS[kind](data, reading);
  if (problem) return { ok: false, problem };
  return { ok: true, source: 'trakt', bookmarks: reading.bookmarks, watches: reading.watches };
}

/** Reads a list into `reading`; the problem when it cannot. */
type ListReader = (data: unknown, reading: Reading) => ImportProblem | undefined;

const READERS: Record<TraktKind, ListReader> = {
  history: (data, reading) => {
    const parsed = traktHistorySchema.safeParse(data, { reportInput: true });
    if (!parsed.success) return toJsonProblem(reading.file, parsed.error);
    for (const [index, item] of parsed.data.entries()) {
      const watch = watchOf(item, index, reading.file);
      if ('where' in watch) return watch;
      const watchedAt = timeOr(item.watched_at, reading.nowMs);
      reading.watches.push({ ...watch, watchedAt, isFinished: true });
    }
    return undefined;
  },
  playback: (data, reading) => {
    const parsed = traktPlaybackSchema.safeParse(data, { reportInput: true });
    if (!parsed.success) return toJsonProblem(reading.file, parsed.error);
    for (const [index, item] of parsed.data.entries()) {
      const watch = watchOf(item, index, reading.file);
      if ('where' in watch) return watch;
      const watchedAt = timeOr(item.paused_at, reading.nowMs);
      reading.watches.push({ ...watch, watchedAt, percent: item.progress });
    }
    return undefined;
  },
  watchlist: (data, reading) => {
    const parsed = traktWatchlistSchema.safeParse(data, { reportInput: true });
    if (!parsed.success) return toJsonProblem(reading.file, parsed.error);
    const byKey = new Map<string, ImportedBookmark>();
    for (const [index, item] of parsed.data.entries()) {
      const media =
        item.type === 'movie'
          ? mediaOf(item.movie, 'movie', [index, 'movie'], reading.file)
          : mediaOf(item.show, 'tv', [index, 'show'], reading.file);
      if ('where' in media) return media;
      // one bookmark per title, at the first time it was listed (a show may be listed by season)
      const key =
        media.kind === 'tmdb'
          ? `${media.mediaType}:${media.id}`
          : `${media.mediaType}:${media.year ?? ''}:${media.title}`;
      const addedAt = timeOr(item.listed_at, reading.nowMs);
      const seen = byKey.get(key);
      if (!seen) byKey.set(key, { media, category: DEFAULT_BOOKMARK_CATEGORY, addedAt });
      else if (addedAt < seen.addedAt) seen.addedAt = addedAt;
    }
    reading.bookmarks.push(...byKey.values());
    return undefined;
  },
  'watched-movies': (data, reading) => {
    const parsed = traktWatchedMoviesSchema.safeParse(data, { reportInput: true });
    if (!parsed.success) return toJsonProblem(reading.file, parsed.error);
    for (const [index, item] of parsed.data.entries()) {
      const media = mediaOf(item.movie, 'movie', [index, 'movie'], reading.file);
      if ('where' in media) return media;
      const watchedAt = timeOr(item.last_watched_at, reading.nowMs);
      reading.watches.push({ media, watchedAt, isFinished: true });
    }
    return undefined;
  },
  'watched-shows': (data, reading) => {
    const parsed = traktWatchedShowsSchema.safeParse(data, { reportInput: true });
    if (!parsed.success) return toJsonProblem(reading.file, parsed.error);
    for (const [index, item] of parsed.data.entries()) {
      const media = mediaOf(item.show, 'tv', [index, 'show'], reading.file);
      if ('where' in media) return media;
      for (const season of item.seasons) {
        for (const episode of season.episodes) {
          reading.watches.push({
            media,
            episode: { season: season.number, number: episode.number },
            watchedAt: timeOr(episode.last_watched_at ?? item.last_watched_at, reading.nowMs),
            isFinished: true,
          });
        }
      }
    }
    return undefined;
  },
};

/** A Trakt time, or the time of import when Trakt does not know it (absent, or the epoch). */
function timeOr(ms: number | null | undefined, nowMs: number): number {
  return ms == null || ms < UNKNOWN_BEFORE_MS ? nowMs : ms;
}

type Entry =
  | { type: 'movie'; movie: TraktTitled }
  | { type: 'episode'; episode: TraktEpisode; show: TraktTitled };

/** The media and episode of a history or playback line. */
function watchOf(
  item: Entry,
  index: number,
  file: string,
): Pick<ImportedWatch, 'media' | 'episode'> | ImportProblem {
  if (item.type === 'movie') {
    const media = mediaOf(item.movie, 'movie', [index, 'movie'], file);
    return 'where' in media ? media : { media };
  }
  const media = mediaOf(item.show, 'tv', [index, 'show'], file);
  if ('where' in media) return media;
  const { season, number, title, ids } = item.episode;
  return {
    media,
    episode: {
      season,
      number,
      ...(title && { title }),
      ...(ids.tmdb != null && { id: String(ids.tmdb) }),
    },
  };
}

/** The title by TMDB id when Trakt knows it, else by title and year; a problem with neither. */
function mediaOf(
  titled: TraktTitled,
  mediaType: BookmarkMediaType,
  path: PropertyKey[],
  file: string,
): ImportedMedia | ImportProblem {
  const title = titled.title ?? '';
  const year = titled.year ?? undefined;
  const tmdb = titled.ids.tmdb;
  if (tmdb != null) {
    return { kind: 'tmdb', mediaType, id: tmdb, title, ...(year !== undefined && { year }) };
  }
  if (title === '')
    return problemAt(file, [...path, 'title'], 'Has neither a TMDB id nor a title.');
  return { kind: 'name', mediaType, title, ...(year !== undefined && { year }) };
}
