/**
 * Reads a movie-web family file (see `movie-web-schema.ts`) into imports: bookmarks into the
 * watchlist (or p-stream's first group), watched movies and episodes with their progress in
 * seconds. A show's episode takes its season number from the show's `seasons`.
 */
import { z } from 'zod';
import { CATEGORY_NAME_MAX_LENGTH, DEFAULT_BOOKMARK_CATEGORY } from '../../bookmarks/categories';
import type {
  ImportedBookmark,
  ImportedMedia,
  ImportedWatch,
  ImportProblem,
  ReadImport,
} from '../imported';
import { problemAt, toJsonProblem } from './json-problem';
import {
  movieWebApiBookmarkSchema,
  movieWebApiProgressSchema,
  movieWebBookmarkSchema,
  movieWebProgressSchema,
  type MovieWebProgress,
} from './movie-web-schema';

/** What one part of the file adds to, and the file's name and time of import. */
interface Reading {
  file: string;
  nowMs: number;
  bookmarks: ImportedBookmark[];
  watches: ImportedWatch[];
}

const TMDB_ID = /^[1-9]\d{0,15}$/;
const bookmarkRecordSchema = z.record(z.string(), movieWebBookmarkSchema);
const progressRecordSchema = z.record(z.string(), movieWebProgressSchema);
const MISSING = 'This field is missing.';

/** Whether parsed JSON looks like a movie-web file: `bookmarks` or `progress`, or an API list. */
export function isMovieWebData(data: unknown): boolean {
  if (Array.isArray(data)) {
    const first: unknown = data[0];
    return typeof first === 'object' && first !== null && 'tmdbId' in first && 'meta' in first;
  }
  return typeof data === 'object' && data !== null && ('bookmarks' in data || 'progress' in data);
}

/**
 * Reads parsed JSON of a movie-web family file (see {@link isMovieWebData}).
 * @param nowMs the time of import: the time of items the file gives none for
 * @returns everything in the file, or the first field that is wrong (and nothing else)
 */
export function readMovieWeb(file: string, data: unknown, nowMs: number): ReadImport {
  const reading: Reading = { file, nowMs, bookmarks: [], watches: [] };
  let problem: ImportProblem | undefined;
  if (Array.isArray(data)) {
    const first: unknown = data[0];
    const isProgress = typeof first === 'object' && first !== null && 'watched' in first;
    problem = isProgress ? readProgress(data, [], reading) : readBookmarks(data, [], reading);
  } else if (typeof data === 'object' && data !== null) {
    const { bookmarks, progress } = data as Record<string, unknown>;
    if (bookmarks !== undefined) problem = readBookmarks(bookmarks, ['bookmarks'], reading);
    if (!problem && progress !== undefined) {
      problem = readProgress(progress, ['progress'], reading);
    }
  }
  if (problem) return { ok: false, problem };
  return { ok: true, source: 'movie-web', bookmarks: reading.bookmarks, watches: reading.watches };
}

function readBookmarks(part: unknown, prefix: PropertyKey[], reading: Reading) {
  const { file, nowMs, bookmarks } = reading;
  if (Array.isArray(part)) {
    const parsed = movieWebApiBookmarkSchema.array().safeParse(part, { reportInput: true });
    if (!parsed.success) return toJsonProblem(file, parsed.error, prefix);
    for (const [index, item] of parsed.data.entries()) {
      const media = toMedia(item.tmdbId, item.meta);
      if (!media) return problemAt(file, [...prefix, index, 'tmdbId'], NOT_AN_ID);
      bookmarks.push({ media, category: toCategory(item.group), addedAt: item.updatedAt });
    }
    return undefined;
  }
  const parsed = bookmarkRecordSchema.safeParse(part, { reportInput: true });
  if (!parsed.success) return toJsonProblem(file, parsed.error, prefix);
  for (const [key, item] of Object.entries(parsed.data)) {
    const media = toMedia(key, item);
    if (!media) return problemAt(file, [...prefix, key], NOT_A_KEY);
    bookmarks.push({ media, category: toCategory(item.group), addedAt: item.updatedAt ?? nowMs });
  }
  return undefined;
}

function readProgress(part: unknown, prefix: PropertyKey[], reading: Reading) {
  const { file, watches } = reading;
  if (Array.isArray(part)) {
    const parsed = movieWebApiProgressSchema.array().safeParse(part, { reportInput: true });
    if (!parsed.success) return toJsonProblem(file, parsed.error, prefix);
    for (const [index, item] of parsed.data.entries()) {
      const media = toMedia(item.tmdbId, item.meta);
      if (!media) return problemAt(file, [...prefix, index, 'tmdbId'], NOT_AN_ID);
      const progress = { watched: item.watched, duration: item.duration };
      const watch: ImportedWatch = { media, watchedAt: item.updatedAt, progress };
      if (item.meta.type === 'show') {
        const { number: season, id: seasonId } = item.season;
        const { number, id } = item.episode;
        if (season === undefined)
          return problemAt(file, [...prefix, index, 'season', 'number'], MISSING);
        if (number === undefined)
          return problemAt(file, [...prefix, index, 'episode', 'number'], MISSING);
        watch.episode = { season, number, ...(id && { id }), ...(seasonId && { seasonId }) };
      }
      watches.push(watch);
    }
    return undefined;
  }
  const parsed = progressRecordSchema.safeParse(part, { reportInput: true });
  if (!parsed.success) return toJsonProblem(file, parsed.error, prefix);
  for (const [key, item] of Object.entries(parsed.data)) {
    const problem = readProgressItem(key, item, [...prefix, key], reading);
    if (problem) return problem;
  }
  return undefined;
}

/** A movie's progress, or each watched episode of a show. */
function readProgressItem(
  key: string,
  item: MovieWebProgress,
  path: PropertyKey[],
  { file, nowMs, watches }: Reading,
): ImportProblem | undefined {
  const media = toMedia(key, item);
  if (!media) return problemAt(file, path, NOT_A_KEY);
  const itemTime = item.updatedAt ?? nowMs;
  if (item.type === 'movie') {
    if (item.progress) watches.push({ media, watchedAt: itemTime, progress: item.progress });
    return undefined;
  }
  for (const [episodeKey, episode] of Object.entries(item.episodes)) {
    const season = item.seasons[episode.seasonId]?.number ?? episode.seasonNumber;
    if (season === undefined) {
      return problemAt(file, [...path, 'episodes', episodeKey, 'seasonId'], NO_SEASON);
    }
    watches.push({
      media,
      episode: {
        season,
        number: episode.number,
        ...(episode.title && { title: episode.title }),
        id: episode.id,
        seasonId: episode.seasonId,
      },
      watchedAt: episode.updatedAt ?? itemTime,
      progress: episode.progress,
    });
  }
  return undefined;
}

const NOT_AN_ID = 'Must be a TMDB id (a whole number).';
const NOT_A_KEY = 'Must be listed under its TMDB id (a whole number).';
const NO_SEASON = 'Names a season that is not in the file.';

/** The title by TMDB id; undefined when the id is not one. */
function toMedia(
  id: string,
  item: { title: string; year?: number | null; type: 'movie' | 'show' },
): ImportedMedia | undefined {
  if (!TMDB_ID.test(id)) return undefined;
  return {
    kind: 'tmdb',
    mediaType: item.type === 'show' ? 'tv' : 'movie',
    id: Number(id),
    title: item.title,
    ...(item.year != null && { year: item.year }),
  };
}

/** p-stream's first group names the category (trimmed and cut to length); else the watchlist. */
function toCategory(group: readonly string[] | undefined): string {
  const name = group?.[0]?.trim().slice(0, CATEGORY_NAME_MAX_LENGTH).trim();
  return name === undefined || name === '' ? DEFAULT_BOOKMARK_CATEGORY : name;
}
