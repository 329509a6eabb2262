/**
 * What an import changes, decided before anything is stored (the preview shows it; "Import"
 * stores exactly it). Nothing newer in this browser is overwritten:
 * - a bookmark already here (same title, type and category) stays as it is; others are added
 *   after the current list, in the file's order;
 * - a watched title not here is taken as the file has it; one that is here is merged record by
 *   record with the sync's rule (the later save's position, the furthest point and completion of
 *   both, every episode of either side), so a newer local position wins;
 * - a setting is restored only where this browser has none.
 * Imported into an empty browser, a file of ours therefore gives back exactly what was exported.
 */
import type { Bookmark } from '../bookmarks/bookmark-schema';
import { mergeWatchHistoryItems } from '../sync/progress-wire';
import type { WatchHistoryEntry, WatchHistoryItems } from '../watch-history/watch-history-schema';
import type { ExportedSettingKey, ExportedSettings, LocalData } from './export-document';

/** What the preview counts. */
export interface ImportSummary {
  bookmarksAdded: number;
  /** bookmarks of the file this browser has already */
  bookmarksAlreadyHere: number;
  /** watched titles new to this browser */
  titlesAdded: number;
  /** watched titles here already that the file adds to (an episode, a later position) */
  titlesUpdated: number;
  /** watched titles of the file that change nothing here */
  titlesAlreadyHere: number;
  /** episodes the file holds in all */
  episodes: number;
  settingsRestored: number;
}

export interface ImportPlan {
  /** the whole new list (the current one when nothing is added) */
  bookmarks: readonly Bookmark[];
  /** only the entries that change, by id */
  historyChanges: WatchHistoryItems;
  /** only the settings to write */
  settings: ExportedSettings;
  summary: ImportSummary;
}

function bookmarkKey(bookmark: Bookmark): string {
  return JSON.stringify([bookmark.mediaType ?? null, bookmark.mediaId, bookmark.category]);
}

function untypedKey(bookmark: Bookmark): string {
  return JSON.stringify([null, bookmark.mediaId, bookmark.category]);
}

function planBookmarks(current: readonly Bookmark[], incoming: readonly Bookmark[]) {
  const here = new Set(current.map(bookmarkKey));
  const added: Bookmark[] = [];
  let alreadyHere = 0;
  for (const bookmark of incoming) {
    // An untyped bookmark here of the same id and category may be this one (it is resolved later).
    if (here.has(bookmarkKey(bookmark)) || here.has(untypedKey(bookmark))) {
      alreadyHere += 1;
      continue;
    }
    here.add(bookmarkKey(bookmark));
    added.push(bookmark);
  }
  return { bookmarks: added.length === 0 ? current : [...current, ...added], added, alreadyHere };
}

function countEpisodes(entry: WatchHistoryEntry): number {
  return entry.type === 'show' ? Object.keys(entry.episodes).length : 0;
}

function planHistory(current: WatchHistoryItems, incoming: WatchHistoryItems) {
  const changes: [string, WatchHistoryEntry][] = [];
  let added = 0;
  let updated = 0;
  let alreadyHere = 0;
  let episodes = 0;
  for (const [id, entry] of Object.entries(incoming)) {
    episodes += countEpisodes(entry);
    const local = Object.hasOwn(current, id) ? current[id] : undefined;
    if (local === undefined) {
      changes.push([id, entry]);
      added += 1;
      continue;
    }
    const merged = mergeWatchHistoryItems({ [id]: local }, { [id]: entry })[id];
    // Compared with the local entry in the merge's own form (a merge fills absent fields in).
    const localAsMerged = mergeWatchHistoryItems({ [id]: local }, { [id]: local })[id];
    if (merged === undefined || JSON.stringify(merged) === JSON.stringify(localAsMerged)) {
      alreadyHere += 1;
      continue;
    }
    changes.push([id, merged]);
    updated += 1;
  }
  return { changes: Object.fromEntries(changes), added, updated, alreadyHere, episodes };
}

function planSettings(current: ExportedSettings, incoming: ExportedSettings): ExportedSettings {
  const restored: ExportedSettings = {};
  for (const [key, value] of Object.entries(incoming) as [ExportedSettingKey, string][]) {
    if (current[key] === undefined) restored[key] = value;
  }
  return restored;
}

/** @returns what importing `incoming` into `current` changes (see the module's rules) */
export function planImport(current: LocalData, incoming: LocalData): ImportPlan {
  const bookmarks = planBookmarks(current.bookmarks, incoming.bookmarks);
  const history = planHistory(current.history, incoming.history);
  const settings = planSettings(current.settings, incoming.settings);
  return {
    bookmarks: bookmarks.bookmarks,
    historyChanges: history.changes,
    settings,
    summary: {
      bookmarksAdded: bookmarks.added.length,
      bookmarksAlreadyHere: bookmarks.alreadyHere,
      titlesAdded: history.added,
      titlesUpdated: history.updated,
      titlesAlreadyHere: history.alreadyHere,
      episodes: history.episodes,
      settingsRestored: Object.keys(settings).length,
    },
  };
}

/** @returns `current` with the plan applied: what the browser holds once the import is stored */
export function applyImportPlan(current: LocalData, plan: ImportPlan): LocalData {
  return {
    bookmarks: plan.bookmarks,
    history: { ...current.history, ...plan.historyChanges },
    settings: { ...current.settings, ...plan.settings },
  };
}
