/**
 * Reading a file of `export-document.ts` back: every field checked, the first bad one named by
 * its path ('bookmarks[3].addedAt'), so a broken file changes nothing.
 */
import { z } from 'zod';
import { bookmarkSchema } from '../bookmarks/bookmark-schema';
import { watchHistoryItemsSchema } from '../watch-history/watch-history-schema';
import { toJsonProblem } from './readers/json-problem';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  EXPORTED_SETTING_KEYS,
  type LocalData,
} from './export-document';

/** Longest stored setting a file may carry, in characters. */
const SETTING_MAX_LENGTH = 200_000;

const settingsSchema = z
  .object(
    Object.fromEntries(
      EXPORTED_SETTING_KEYS.map((key) => [key, z.string().max(SETTING_MAX_LENGTH).optional()]),
    ),
  )
  .strip();

const documentSchema = z.object({
  format: z.literal(EXPORT_FORMAT),
  version: z.number().int().positive(),
  exportedAt: z.string().optional(),
  bookmarks: z.array(bookmarkSchema),
  watchHistory: z.object({ items: watchHistoryItemsSchema }),
  settings: settingsSchema.default({}),
});

export type ExportReadResult =
  { ok: true; data: LocalData } | { ok: false; where: string; message: string };

/** Whether a parsed JSON value says it is one of our files (whatever its version). */
export function isExportDocument(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'format' in value
    ? value.format === EXPORT_FORMAT
    : false;
}

/**
 * @param value the parsed JSON of a file
 * @returns its data, or where and why it cannot be read
 */
export function readExportDocument(value: unknown): ExportReadResult {
  const version =
    typeof value === 'object' && value !== null && 'version' in value ? value.version : undefined;
  if (typeof version === 'number' && version > EXPORT_VERSION) {
    return {
      ok: false,
      where: 'version',
      message: `This file was made by a newer version of the site (version ${String(version)}).`,
    };
  }
  const parsed = documentSchema.safeParse(value, { reportInput: true });
  if (!parsed.success) {
    const { where, message } = toJsonProblem('', parsed.error);
    return { ok: false, where, message };
  }
  const { bookmarks, watchHistory, settings } = parsed.data;
  return { ok: true, data: { bookmarks, history: watchHistory.items, settings } };
}
