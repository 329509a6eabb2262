/**
 * Reading the site's static content lists (/modalData.json, /ads.json, the info boxes): a JSON
 * array whose entries are validated one by one, so one bad entry never hides the others.
 */
import { z } from 'zod';

/** Accepted date strings: a calendar date or a date-time with an explicit offset or 'Z'. */
export const contentDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** Content ids: a non-empty string or a number, always read as a string. */
export const contentIdSchema = z.union([z.string().trim().min(1), z.number()]).transform(String);

/** A parsed list: the valid entries in their original order, and how many were dropped. */
export type ContentListResult<T> =
  { ok: true; value: T[]; droppedCount: number } | { ok: false; reason: 'not-a-list' };

/**
 * Parses a content list, dropping the entries that fail validation.
 * @param schema the schema of one entry
 * @param raw the parsed JSON body
 * @returns ok with the valid entries (possibly none) when `raw` is an array; 'not-a-list' otherwise
 */
export function parseContentList<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): ContentListResult<z.output<S>> {
  if (!Array.isArray(raw)) return { ok: false, reason: 'not-a-list' };
  const value: z.output<S>[] = [];
  for (const entry of raw) {
    const parsed = schema.safeParse(entry);
    if (parsed.success) value.push(parsed.data);
  }
  return { ok: true, value, droppedCount: raw.length - value.length };
}
