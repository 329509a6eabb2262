/**
 * What this browser keeps for the visitor, read for the export and the import's preview, and an
 * import's plan stored: bookmarks through their store, the history through its writer (both tell
 * the account sync), settings only where this browser has none. Each store plans again against
 * what it holds at the moment of writing, so a change made since the preview is never lost.
 */
import {
  buildExportDocument,
  buildExportFileName,
  EXPORTED_SETTING_KEYS,
  type ExportedSettings,
  type LocalData,
} from '@reelhouse/core/data-transfer/export-document';
import { planImport, type ImportSummary } from '@reelhouse/core/data-transfer/plan-import';
import { bookmarksStore } from '~/lib/bookmarks-store';
import { readStoredString, writeStoredString } from '~/lib/storage';
import { readWatchHistoryNow, watchHistoryWriter } from '~/lib/watch-history-writer';

function readSettings(): ExportedSettings {
  const settings: ExportedSettings = {};
  for (const key of EXPORTED_SETTING_KEYS) {
    const value = readStoredString(key);
    if (value !== null) settings[key] = value;
  }
  return settings;
}

/** @returns what the browser keeps now (bookmarks read once loaded) */
export async function readLocalData(): Promise<LocalData> {
  await bookmarksStore.load();
  const history = await readWatchHistoryNow();
  return {
    bookmarks: bookmarksStore.getSnapshot(),
    history: history.items,
    settings: readSettings(),
  };
}

/** Saves the export file through the browser's download. */
export async function downloadExport(): Promise<void> {
  const now = new Date();
  const document = buildExportDocument(await readLocalData(), now);
  const blob = new Blob([JSON.stringify(document, null, 1)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = buildExportFileName(now);
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

const NO_DATA: LocalData = { bookmarks: [], history: {}, settings: {} };

/**
 * Stores `incoming` as planned against what the browser holds now.
 * @returns what changed
 * @throws Error with the spec's write message when the browser refuses the write
 */
export async function storeImport(incoming: LocalData): Promise<ImportSummary> {
  const nowMs = Date.now();
  const summary = planImport(await readLocalData(), incoming).summary;
  const bookmarksStored = await bookmarksStore.importList(
    (current) =>
      planImport({ ...NO_DATA, bookmarks: current }, { ...NO_DATA, bookmarks: incoming.bookmarks })
        .bookmarks,
  );
  if (!bookmarksStored) throw new Error('Your bookmarks could not be stored.');
  const ids = Object.keys(incoming.history);
  const historyStored = await watchHistoryWriter.changeEntries(
    ids,
    (store) => {
      const plan = planImport(
        { ...NO_DATA, history: store.items },
        { ...NO_DATA, history: incoming.history },
      );
      if (Object.keys(plan.historyChanges).length === 0) return store;
      return { items: { ...store.items, ...plan.historyChanges } };
    },
    nowMs,
  );
  if (!historyStored)
    throw new Error('Your watch history could not be read, so nothing was added to it.');
  for (const [key, value] of Object.entries(incoming.settings)) {
    if (readStoredString(key as keyof ExportedSettings) === null) {
      writeStoredString(key as keyof ExportedSettings, value);
    }
  }
  return summary;
}
