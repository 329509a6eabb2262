/** The texts of the "Your data" page (import and export), beyond the spec. */
import type { ImportSource } from './imported';
import type { ImportSummary } from './plan-import';

export const DATA_PAGE_TITLE = 'Your data';
export const DATA_PAGE_INTRO =
  'Bring your bookmarks and history from other sites, or take everything this site keeps for you to another browser.';
export const DATA_PAGE_LINK = 'Import or export your data';

export const EXPORT_HEADING = 'Export';
export const EXPORT_INTRO =
  'One file with your bookmarks and their categories, your watch history with its episodes, and your settings. Import it here on any browser.';
export const EXPORT_BUTTON = 'Download your data';

export const IMPORT_HEADING = 'Import';
export const IMPORT_INTRO =
  'Files exported from this site, movie-web, p-stream or sudo-flix (JSON), Trakt (the JSON files or their ZIP) and Letterboxd (watched.csv, watchlist.csv, diary.csv). You will see what changes before anything is stored, and nothing newer here is overwritten.';
export const IMPORT_CHOOSE_LABEL = 'Choose files';
export const IMPORT_BUTTON = 'Import';
export const IMPORT_CANCEL = 'Cancel';
export const IMPORT_NOTHING_CHANGED = 'Nothing was changed.';
export const IMPORT_UNMATCHED_HEADING = 'Not found in the catalogue';
export const IMPORT_AMBIGUOUS_HEADING = 'More than one title has this name and year';
export const IMPORT_SIGNED_IN_NOTE = 'You are signed in: what is imported syncs to your account.';

const SOURCE_NAMES: Record<ImportSource, string> = {
  reelhouse: 'this site',
  'movie-web': 'movie-web',
  trakt: 'Trakt',
  letterboxd: 'Letterboxd',
};

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** 'Reading files…', 'Matching titles: 300 of 1,200' */
export function formatImportProgress(step: 'reading' | 'matching', done: number, total: number) {
  return step === 'reading'
    ? 'Reading files…'
    : `Matching titles: ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
}

/** 'From Trakt and Letterboxd' */
export function formatImportSources(sources: readonly ImportSource[]): string {
  const names = [...new Set(sources.map((source) => SOURCE_NAMES[source]))];
  if (names.length <= 1) return `From ${names[0] ?? 'your files'}`;
  return `From ${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/** The preview's lines: what the import adds, one line per kind, none for a kind it leaves alone. */
export function describeImportSummary(summary: ImportSummary): string[] {
  const lines: string[] = [];
  if (summary.bookmarksAdded > 0 || summary.bookmarksAlreadyHere > 0) {
    const here =
      summary.bookmarksAlreadyHere > 0
        ? ` (${summary.bookmarksAlreadyHere.toLocaleString('en-US')} already here)`
        : '';
    lines.push(`${count(summary.bookmarksAdded, 'bookmark', 'bookmarks')} to add${here}`);
  }
  const titles = summary.titlesAdded + summary.titlesUpdated + summary.titlesAlreadyHere;
  if (titles > 0) {
    const episodes =
      summary.episodes > 0 ? `, ${count(summary.episodes, 'episode', 'episodes')} in all` : '';
    lines.push(
      `${count(summary.titlesAdded, 'watched title', 'watched titles')} to add, ${summary.titlesUpdated.toLocaleString('en-US')} to update${episodes}`,
    );
  }
  if (summary.settingsRestored > 0) {
    lines.push(`${count(summary.settingsRestored, 'setting', 'settings')} to restore`);
  }
  return lines;
}

/** The message once stored. */
export function formatImportDone(summary: ImportSummary): string {
  const changed =
    summary.bookmarksAdded + summary.titlesAdded + summary.titlesUpdated + summary.settingsRestored;
  if (changed === 0) return 'Everything in these files was here already.';
  return `Imported: ${count(summary.bookmarksAdded, 'bookmark', 'bookmarks')}, ${count(
    summary.titlesAdded + summary.titlesUpdated,
    'watched title',
    'watched titles',
  )}, ${count(summary.settingsRestored, 'setting', 'settings')}.`;
}

/** A file that cannot be read: which file, where, and why. */
export function formatImportProblem(problem: { file: string; where: string; message: string }) {
  return `${problem.file}, ${problem.where}: ${problem.message}`;
}
