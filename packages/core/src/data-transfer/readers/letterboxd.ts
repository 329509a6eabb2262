/**
 * Reads Letterboxd's export CSVs: `watched.csv`, `ratings.csv`, `diary.csv` and `reviews.csv`
 * as finished watches (diary and reviews by the day watched), `watchlist.csv` as watchlist
 * bookmarks. Letterboxd gives no TMDB ids: every film is named by title and year for matching.
 */
import { DEFAULT_BOOKMARK_CATEGORY } from '../../bookmarks/categories';
import type { ImportedMedia, ImportProblem, ReadImport } from '../imported';
import { parseCsv, type CsvRow } from './csv';

/** Which Letterboxd list a file is. */
export type LetterboxdKind = 'watched' | 'watchlist' | 'diary';

/** One film's line: its name and year, and the day it stands for (ms, UTC midnight). */
interface FilmLine {
  media: ImportedMedia;
  dayMs: number;
}

/** The columns read, in order: the day is the last one that is not empty on a line. */
const LIST_COLUMNS = ['Name', 'Year', 'Date'] as const;
const DIARY_COLUMNS = ['Name', 'Year', 'Date', 'Watched Date'] as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR = /^\d{1,4}$/;

/**
 * The kind of a Letterboxd export file from its name (folders and case ignored; a name may carry
 * more before the kind, as in 'letterboxd-ada-watched.csv'), or undefined for files this site does
 * not read (likes, lists, comments, the profile with its e-mail).
 */
export function letterboxdKindOf(baseName: string): LetterboxdKind | undefined {
  const kind = /(?:^|[^a-z])(watched|ratings|watchlist|diary|reviews)\.csv$/.exec(baseName)?.[1];
  switch (kind) {
    case 'watched':
    case 'ratings':
      return 'watched';
    case 'watchlist':
      return 'watchlist';
    case 'diary':
    case 'reviews':
      return 'diary';
    default:
      return undefined;
  }
}

/**
 * Reads one Letterboxd CSV. A film listed more than once (the diary has a line per viewing)
 * gives one watch or bookmark, at its latest date, in the order films first appear.
 * @returns the films, or the first line that is wrong ('line N', the header being line 1)
 */
export function readLetterboxd(file: string, text: string, kind: LetterboxdKind): ReadImport {
  const parsed = parseCsv(text);
  if (!parsed.ok) return fail(file, parsed.line, parsed.message);
  const [header, ...rows] = parsed.rows;
  if (!header) return fail(file, 1, 'This file is empty.');
  const columns = findColumns(header, kind === 'diary' ? DIARY_COLUMNS : LIST_COLUMNS);
  if (typeof columns === 'string') return fail(file, 1, columns);
  const films = new Map<string, FilmLine>();
  for (const row of rows) {
    if (row.fields.length === 1 && row.fields[0] === '') continue;
    const film = readFilm(row, header.fields.length, columns);
    if (typeof film === 'string') return fail(file, row.line, film);
    const key = `${film.media.year ?? ''}\n${film.media.title}`;
    const seen = films.get(key);
    if (!seen || seen.dayMs < film.dayMs)
      films.set(key, seen ? { ...seen, dayMs: film.dayMs } : film);
  }
  const lines = [...films.values()];
  if (kind === 'watchlist') {
    return {
      ok: true,
      source: 'letterboxd',
      bookmarks: lines.map(({ media, dayMs }) => ({
        media,
        category: DEFAULT_BOOKMARK_CATEGORY,
        addedAt: dayMs,
      })),
      watches: [],
    };
  }
  return {
    ok: true,
    source: 'letterboxd',
    bookmarks: [],
    watches: lines.map(({ media, dayMs }) => ({ media, watchedAt: dayMs, isFinished: true })),
  };
}

/** A column's name and where it is on each line. */
interface Column {
  name: string;
  at: number;
}

/** Where each needed column is, or which one is missing. */
function findColumns(header: CsvRow, names: readonly string[]): Column[] | string {
  const found: Column[] = [];
  for (const name of names) {
    const index = header.fields.findIndex((field) => field.trim() === name);
    if (index === -1) return `The column "${name}" is missing.`;
    found.push({ name, at: index });
  }
  return found;
}

/** A film from its line, or what is wrong with the line. */
function readFilm(row: CsvRow, width: number, columns: readonly Column[]): FilmLine | string {
  if (row.fields.length !== width) {
    return `Has ${row.fields.length} fields; the header has ${width}.`;
  }
  const [name, year, ...days] = columns.map((column) => (row.fields[column.at] ?? '').trim());
  if (!name) return 'Name is empty.';
  if (year && !YEAR.test(year)) return 'Year must be a number.';
  const dayAt = days.findLastIndex((day) => day !== '');
  const dayColumn = columns[2 + (dayAt === -1 ? days.length - 1 : dayAt)]?.name ?? 'Date';
  const dayMs = readDay(days[dayAt] ?? '');
  if (dayMs === undefined) return `${dayColumn} must be a date like 2024-05-29.`;
  const media: ImportedMedia = {
    kind: 'name',
    mediaType: 'movie',
    title: name,
    ...(year && { year: Number(year) }),
  };
  return { media, dayMs };
}

/** A 'YYYY-MM-DD' day as ms at UTC midnight; undefined for anything else or a day that does not exist. */
function readDay(text: string): number | undefined {
  const match = DAY.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return ms;
}

function fail(file: string, line: number, message: string): { ok: false; problem: ImportProblem } {
  return { ok: false, problem: { file, where: `line ${line}`, message } };
}
