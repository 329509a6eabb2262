/**
 * Reads one file a visitor picked on the Import page: tells which site exported it from its
 * name and content (movie-web and its forks, Trakt, Letterboxd) and hands it to that reader.
 * Never throws: a file it cannot read gives a problem naming the file and where.
 */
import type { ReadImport } from '../imported';
import { letterboxdKindOf, readLetterboxd } from './letterboxd';
import { isMovieWebData, readMovieWeb } from './movie-web';
import { readTrakt, traktKindOf, traktKindOfItems } from './trakt';

/** A picked file: its name (as the browser gives it, maybe with folders) and its text. */
export interface ImportFile {
  name: string;
  text: string;
}

const NOT_AN_EXPORT = 'This file is not an export this site can read.';

/**
 * Reads an export file into bookmarks and watches. Files of a Trakt export this site has no use
 * for (ratings, the profile with its e-mail…) are recognised by name and not read: they give
 * empty lists.
 * @param nowMs the time of import: the time of items the file gives none for
 * @returns what the file holds, or the problem that stopped it (and nothing else)
 */
export function readImportFile(file: ImportFile, nowMs: number): ReadImport {
  const { name, text } = file;
  const baseName = baseNameOf(name);
  const traktKind = traktKindOf(baseName);
  if (traktKind === 'unused') return { ok: true, source: 'trakt', bookmarks: [], watches: [] };
  if (baseName.endsWith('.csv')) {
    const kind = letterboxdKindOf(baseName);
    return kind ? readLetterboxd(name, text, kind) : notAnExport(name);
  }
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const looksLikeJson = /^\s*[[{]/.test(body);
  if (!baseName.endsWith('.json') && !looksLikeJson) return notAnExport(name);
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return {
      ok: false,
      problem: { file: name, where: 'file', message: 'This file is not valid JSON.' },
    };
  }
  if (traktKind) return readTrakt(name, data, traktKind, nowMs);
  if (isMovieWebData(data)) return readMovieWeb(name, data, nowMs);
  const itemsKind = traktKindOfItems(data);
  if (itemsKind) return readTrakt(name, data, itemsKind, nowMs);
  return notAnExport(name);
}

/**
 * The file's own name in lower case, without folders or the " (1)" a browser adds to a second
 * download of the same name.
 */
function baseNameOf(name: string): string {
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  return base.toLowerCase().replace(/ \(\d+\)(?=\.[a-z]+$)/, '');
}

function notAnExport(file: string): ReadImport {
  return { ok: false, problem: { file, where: 'file', message: NOT_AN_EXPORT } };
}
