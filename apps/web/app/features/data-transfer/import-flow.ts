/**
 * The Import page's steps apart from React: files opened (a ZIP unpacked), read with the core
 * readers (ours, movie-web's family, Trakt, Letterboxd), titles known by name matched on our
 * server in turns of 100 (with progress), watched shares given their runtime, and everything
 * joined into the data this site keeps, ready for the preview (`planImport`).
 */
import {
  convertImported,
  listNamedTitles,
  namedTitleKey,
  type NamedTitle,
} from '@reelhouse/core/data-transfer/from-imported';
import type {
  ImportProblem,
  ImportSource,
  ReadImport,
} from '@reelhouse/core/data-transfer/imported';
import type {
  ExportedSettingKey,
  ExportedSettings,
  LocalData,
} from '@reelhouse/core/data-transfer/export-document';
import type { WatchHistoryItems } from '@reelhouse/core/watch-history/watch-history-schema';
import { isExportDocument, readExportDocument } from '@reelhouse/core/data-transfer/export-schema';
import { readImportFile } from '@reelhouse/core/data-transfer/readers/read-import-file';
import type { MatchOutcome } from '@reelhouse/core/data-transfer/title-match';
import { mergeWatchHistoryItems } from '@reelhouse/core/sync/progress-wire';
import { buildEpisodeKey } from '@reelhouse/core/watch-history/episode-key';

/** A file's name and text (a ZIP's entries come out as such files). */
export interface TextFile {
  name: string;
  text: string;
}

type ReadFile = Extract<ReadImport, { ok: true }>;

/** What the files hold, read. */
export interface ReadFiles {
  sources: ImportSource[];
  /** files of ours */
  ours: LocalData[];
  /** other sites' files */
  others: ReadFile[];
}

/** Titles one match request carries (the server's limit). */
export const MATCH_BATCH = 100;

/** Larger files are refused before reading (a Trakt ZIP of many years is a few MB). */
export const MAX_FILE_BYTES = 100 * 1024 * 1024;

/** @returns the files as text; a ZIP's JSON and CSV entries as files of their own */
export async function openFiles(files: readonly File[]): Promise<TextFile[] | ImportProblem> {
  const texts: TextFile[] = [];
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) {
      return { file: file.name, where: 'file', message: 'This file is larger than 100 MB.' };
    }
    if (!/\.zip$/i.test(file.name)) {
      texts.push({ name: file.name, text: await file.text() });
      continue;
    }
    const { unzipSync, strFromU8 } = await import('fflate');
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(new Uint8Array(await file.arrayBuffer()), {
        filter: (entry) => /\.(json|csv)$/i.test(entry.name) && !entry.name.startsWith('__MACOSX/'),
      });
    } catch {
      return { file: file.name, where: 'file', message: 'This ZIP file cannot be opened.' };
    }
    for (const [name, bytes] of Object.entries(entries)) {
      texts.push({ name: name.split('/').at(-1) ?? name, text: strFromU8(bytes) });
    }
  }
  return texts;
}

function readOurs(file: TextFile): LocalData | ImportProblem | null {
  // Known by its content: a downloaded file may have lost its name.
  if (!/^\uFEFF?\s*\{/.test(file.text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(file.text.replace(/^\uFEFF/, ''));
  } catch {
    return null; // the readers name the JSON problem
  }
  if (!isExportDocument(value)) return null;
  const read = readExportDocument(value);
  return read.ok ? read.data : { file: file.name, where: read.where, message: read.message };
}

/** Reads every file; the first that cannot be read stops everything. */
export function readFiles(files: readonly TextFile[], nowMs: number): ReadFiles | ImportProblem {
  const read: ReadFiles = { sources: [], ours: [], others: [] };
  for (const file of files) {
    const ours = readOurs(file);
    if (ours !== null && 'where' in ours) return ours;
    if (ours !== null) {
      read.ours.push(ours);
      read.sources.push('reelhouse');
      continue;
    }
    const other = readImportFile(file, nowMs);
    if (!other.ok) return other.problem;
    read.others.push(other);
    read.sources.push(other.source);
  }
  return read;
}

export interface MatchAnswer {
  matches: MatchOutcome[];
  runtimes: (number | null)[];
}

type RuntimeQuery =
  | { mediaType: 'movie'; id: number }
  | { mediaType: 'tv'; id: number; season: number; episode: number };

/** The named titles to match, and the runtimes watched shares need. */
export function listLookups(read: ReadFiles): { titles: NamedTitle[]; runtimes: RuntimeQuery[] } {
  const runtimes = new Map<string, RuntimeQuery>();
  for (const file of read.others) {
    for (const watch of file.watches) {
      if (watch.percent === undefined || watch.progress || watch.media.kind !== 'tmdb') continue;
      const { id, mediaType } = watch.media;
      if (mediaType === 'movie') runtimes.set(`movie:${String(id)}`, { mediaType, id });
      else if (watch.episode) {
        const key = buildEpisodeKey(watch.episode.season, watch.episode.number);
        if (key === null) continue;
        const { season, number } = watch.episode;
        runtimes.set(`tv:${String(id)}:${key}`, { mediaType, id, season, episode: number });
      }
    }
  }
  return { titles: listNamedTitles(read.others), runtimes: [...runtimes.values()] };
}

function runtimeKey(query: RuntimeQuery): string {
  if (query.mediaType === 'movie') return `movie:${String(query.id)}`;
  return `tv:${String(query.id)}:${buildEpisodeKey(query.season, query.episode) ?? ''}`;
}

/**
 * Asks the server in turns of {@link MATCH_BATCH}, telling `onProgress` after each.
 * @param post sends one turn (`POST /api/import/match`)
 */
export async function lookUp(
  lookups: { titles: NamedTitle[]; runtimes: RuntimeQuery[] },
  post: (body: { titles: NamedTitle[]; runtimes: RuntimeQuery[] }) => Promise<MatchAnswer>,
  onProgress: (done: number, total: number) => void,
): Promise<{ matches: Map<string, MatchOutcome>; runtimes: Map<string, number> }> {
  const matches = new Map<string, MatchOutcome>();
  const runtimes = new Map<string, number>();
  const total = lookups.titles.length + lookups.runtimes.length;
  let done = 0;
  onProgress(done, total);
  for (
    let start = 0;
    start < Math.max(lookups.titles.length, lookups.runtimes.length);
    start += MATCH_BATCH
  ) {
    const titles = lookups.titles.slice(start, start + MATCH_BATCH);
    const wanted = lookups.runtimes.slice(start, start + MATCH_BATCH);
    const answer = await post({ titles, runtimes: wanted });
    titles.forEach((title, index) => {
      const outcome = answer.matches[index];
      if (outcome) matches.set(namedTitleKey(title), outcome);
    });
    wanted.forEach((query, index) => {
      const seconds = answer.runtimes[index];
      if (typeof seconds === 'number') runtimes.set(runtimeKey(query), seconds);
    });
    done += titles.length + wanted.length;
    onProgress(done, total);
  }
  return { matches, runtimes };
}

/** Everything the files bring, as one set of data, and the titles left out by name. */
export function joinFiles(
  read: ReadFiles,
  found: { matches: ReadonlyMap<string, MatchOutcome>; runtimes: ReadonlyMap<string, number> },
): { data: LocalData; unmatched: string[]; ambiguous: string[] } {
  const converted = convertImported(read.others, found.matches, found.runtimes);
  const parts = [...read.ours, converted.data];
  const bookmarks = parts.flatMap((part) => part.bookmarks);
  let history: WatchHistoryItems = {};
  for (const part of parts) {
    const overlap = Object.keys(part.history).some((id) => Object.hasOwn(history, id));
    history = overlap
      ? { ...history, ...mergeWatchHistoryItems(history, part.history) }
      : { ...history, ...part.history };
  }
  // The first file that carries a setting gives it.
  const settings: ExportedSettings = {};
  for (const part of parts) {
    for (const [key, value] of Object.entries(part.settings) as [ExportedSettingKey, string][]) {
      settings[key] ??= value;
    }
  }
  return {
    data: { bookmarks, history, settings },
    unmatched: converted.unmatched,
    ambiguous: converted.ambiguous,
  };
}
