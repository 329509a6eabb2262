/**
 * The file "Download your data" gives: everything this site keeps for the visitor in the browser
 * (bookmarks with their categories, the watch history with its episodes, settings), versioned so
 * later versions can still read it. Importing it on another browser reproduces the same state.
 * Documented in docs/data-export.md. Its reading (zod) is in `export-schema.ts`.
 */
import type { Bookmark } from '../bookmarks/bookmark-schema';
import {
  CALENDAR_STORAGE_KEYS,
  PLAYER_STORAGE_KEYS,
  SERIES_MEMORY_STORAGE_KEYS,
  STORAGE_KEYS,
} from '../storage/keys';
import type { WatchHistoryItems } from '../watch-history/watch-history-schema';

/** The `format` field: says what the file is. */
export const EXPORT_FORMAT = 'reelhouse-data';

/** The `version` field of files written now. */
export const EXPORT_VERSION = 1;

/**
 * The settings the file carries, each as the browser stores it (text). Not carried: sign-in
 * records, tokens (the 4K token, the visitor's own Jellyfin address and token), dismissed notices,
 * the sync's bookkeeping and what belongs to one device (its best resolution).
 */
export const EXPORTED_SETTING_KEYS = [
  STORAGE_KEYS.theme,
  PLAYER_STORAGE_KEYS.accountSettings,
  PLAYER_STORAGE_KEYS.subtitleSettings,
  PLAYER_STORAGE_KEYS.playerVolume,
  CALENDAR_STORAGE_KEYS.followChoices,
  SERIES_MEMORY_STORAGE_KEYS.seriesPlayerMemory,
] as const;

export type ExportedSettingKey = (typeof EXPORTED_SETTING_KEYS)[number];

/** The stored settings, by key (a key the browser does not hold is absent). */
export type ExportedSettings = Partial<Record<ExportedSettingKey, string>>;

/** What the browser keeps for the visitor, as the file carries it. */
export interface LocalData {
  bookmarks: readonly Bookmark[];
  history: WatchHistoryItems;
  settings: ExportedSettings;
}

/** The file's content. */
export interface ExportDocument {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** when the file was made, ISO 8601 */
  exportedAt: string;
  bookmarks: Bookmark[];
  watchHistory: { items: WatchHistoryItems };
  settings: ExportedSettings;
}

/** @returns the file's content for `data`, made at `now` */
export function buildExportDocument(data: LocalData, now: Date): ExportDocument {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    bookmarks: [...data.bookmarks],
    watchHistory: { items: data.history },
    settings: data.settings,
  };
}

/** @returns the file name for a file made at `now`: 'reelhouse-data-2026-11-27.json' */
export function buildExportFileName(now: Date): string {
  return `${EXPORT_FORMAT}-${now.toISOString().slice(0, 10)}.json`;
}
