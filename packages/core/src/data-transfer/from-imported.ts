/**
 * Other sites' files, once read (`imported.ts`) and their named titles matched, as the data this
 * site keeps: bookmarks and watch-history entries keyed by TMDB id. A title of the file that
 * matched nothing, or more than one title, is listed by name instead.
 */
import type { Bookmark, MediaId } from '../bookmarks/bookmark-schema';
import { CATEGORY_NAME_MAX_LENGTH } from '../bookmarks/categories';
import { buildEpisodeKey } from '../watch-history/episode-key';
import type {
  EpisodeProgress,
  WatchHistoryEntry,
  WatchProgress,
} from '../watch-history/watch-history-schema';
import type { LocalData } from './export-document';
import type { ImportedMedia, ImportedWatch, ReadImport } from './imported';
import type { MatchOutcome } from './title-match';

/** A title known by name, as the match request and the lists of the preview name it. */
export interface NamedTitle {
  title: string;
  year?: number | undefined;
  mediaType: 'movie' | 'tv' | 'unknown';
}

/** The key of a named title in the matches map. */
export function namedTitleKey(title: NamedTitle): string {
  return JSON.stringify([title.mediaType, title.title.trim(), title.year ?? null]);
}

/** 'Dune (2021)', or the title alone without a year. */
export function describeNamedTitle(title: NamedTitle): string {
  return title.year === undefined ? title.title : `${title.title} (${String(title.year)})`;
}

type ReadFile = Extract<ReadImport, { ok: true }>;

/** @returns every title of the files known only by name, each once */
export function listNamedTitles(files: readonly ReadFile[]): NamedTitle[] {
  const byKey = new Map<string, NamedTitle>();
  const add = (media: ImportedMedia) => {
    if (media.kind !== 'name') return;
    const title = { title: media.title.trim(), year: media.year, mediaType: media.mediaType };
    byKey.set(namedTitleKey(title), title);
  };
  for (const file of files) {
    for (const bookmark of file.bookmarks) add(bookmark.media);
    for (const watch of file.watches) add(watch.media);
  }
  return [...byKey.values()];
}

/** What the files become. */
export interface ConvertedImport {
  data: LocalData;
  /** named titles nothing matched, as 'Name (year)' */
  unmatched: string[];
  /** named titles several catalogue titles matched */
  ambiguous: string[];
}

interface Resolved {
  id: number;
  mediaType: 'movie' | 'tv';
  title: string;
  year?: number | undefined;
}

/** A finished title or episode without a position: shown as watched to the end. */
const FINISHED: WatchProgress = { watched: 1, duration: 1 };

/** A share of the title when its runtime is unknown: the right percentage, a nominal length. */
const NOMINAL_SECONDS = 100;

function toProgress(watch: ImportedWatch, runtimeSeconds: number | undefined): WatchProgress {
  if (watch.progress) return watch.progress;
  if (watch.percent === undefined) return FINISHED;
  const share = Math.min(100, Math.max(0, watch.percent)) / 100;
  const duration =
    runtimeSeconds !== undefined && runtimeSeconds > 0 ? runtimeSeconds : NOMINAL_SECONDS;
  return { watched: Math.round(share * duration), duration };
}

function growFields(progress: WatchProgress, watch: ImportedWatch) {
  const isFinished = watch.isFinished === true || progress === FINISHED;
  return isFinished
    ? { furthestWatched: progress.watched, completedAt: watch.watchedAt }
    : { furthestWatched: progress.watched };
}

function withYear<T extends object>(value: T, year: number | undefined): T {
  return year === undefined ? value : { ...value, year };
}

function sanitiseCategory(category: string): string {
  const trimmed = category.trim().slice(0, CATEGORY_NAME_MAX_LENGTH);
  return trimmed === '' ? 'watchlist' : trimmed;
}

/**
 * @param matches each named title's outcome, by {@link namedTitleKey} (a title missing from it
 *   counts as unmatched)
 * @param runtimes seconds of a movie ('movie:603') or episode ('tv:1396:s1e2'), where known, to
 *   turn a watched share (Trakt's percentages) into a position; without it the share is kept
 *   against a nominal 100 s (the percentage shows right; playback resumes near the start)
 */
export function convertImported(
  files: readonly ReadFile[],
  matches: ReadonlyMap<string, MatchOutcome>,
  runtimes: ReadonlyMap<string, number> = new Map(),
): ConvertedImport {
  const unmatched = new Set<string>();
  const ambiguous = new Set<string>();

  function resolve(media: ImportedMedia): Resolved | null {
    if (media.kind === 'tmdb') return media;
    const named = { title: media.title.trim(), year: media.year, mediaType: media.mediaType };
    const outcome = matches.get(namedTitleKey(named));
    if (outcome?.kind === 'matched') return outcome.candidate;
    (outcome?.kind === 'ambiguous' ? ambiguous : unmatched).add(describeNamedTitle(named));
    return null;
  }

  const bookmarks: Bookmark[] = [];
  const seenBookmarks = new Set<string>();
  for (const file of files) {
    for (const bookmark of file.bookmarks) {
      const media = resolve(bookmark.media);
      if (media === null) continue;
      const category = sanitiseCategory(bookmark.category);
      const key = JSON.stringify([media.mediaType, media.id, category]);
      if (seenBookmarks.has(key)) continue;
      seenBookmarks.add(key);
      bookmarks.push({
        mediaId: media.id as MediaId, // a positive integer: from a TMDB id or a catalogue match
        mediaType: media.mediaType,
        category,
        addedAt: bookmark.addedAt,
      });
    }
  }

  const history = new Map<string, WatchHistoryEntry>();
  for (const file of files) {
    for (const watch of file.watches) {
      const media = resolve(watch.media);
      if (media === null) continue;
      addWatch(history, media, watch, runtimes);
    }
  }

  return {
    data: { bookmarks, history: Object.fromEntries(history), settings: {} },
    unmatched: [...unmatched],
    ambiguous: [...ambiguous],
  };
}

function addWatch(
  history: Map<string, WatchHistoryEntry>,
  media: Resolved,
  watch: ImportedWatch,
  runtimes: ReadonlyMap<string, number>,
): void {
  const id = String(media.id);
  const known = history.get(id);
  if (media.mediaType === 'movie' || watch.episode === undefined) {
    if (media.mediaType !== 'movie') return; // a series without an episode: nothing to record
    if (known && known.updatedAt >= watch.watchedAt) return;
    const progress = toProgress(watch, runtimes.get(`movie:${id}`));
    const entry = {
      type: 'movie' as const,
      title: media.title,
      updatedAt: watch.watchedAt,
      progress,
    };
    history.set(id, { ...withYear(entry, media.year), ...growFields(progress, watch) });
    return;
  }
  const { episode } = watch;
  const key = buildEpisodeKey(episode.season, episode.number);
  if (key === null) return;
  const episodes = known?.type === 'show' ? known.episodes : {};
  const earlier = Object.hasOwn(episodes, key) ? episodes[key] : undefined;
  if (earlier && earlier.updatedAt >= watch.watchedAt) return;
  const progress = toProgress(watch, runtimes.get(`tv:${id}:${key}`));
  const saved: EpisodeProgress = {
    id: episode.id ?? `${id}-${key}`,
    number: episode.number,
    title: episode.title ?? '',
    seasonId: episode.seasonId ?? `${id}-s${String(episode.season)}`,
    updatedAt: watch.watchedAt,
    progress,
    ...growFields(progress, watch),
  };
  const nextEpisodes = { ...episodes, [key]: saved };
  const latest = Object.values(nextEpisodes).reduce((a, b) => (b.updatedAt > a.updatedAt ? b : a));
  const entry = {
    type: 'show' as const,
    title: media.title,
    updatedAt: latest.updatedAt,
    progress: latest.progress,
    episodes: nextEpisodes,
  };
  history.set(id, withYear(entry, media.year));
}
