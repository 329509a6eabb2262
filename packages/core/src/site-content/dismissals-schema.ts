/**
 * The browser's dismissal records (spec section 3, storage keys dismissedInfoModals,
 * dismissedInfoBoxes and dismissedAds) and how stored text is read back. Bad data never throws.
 */
import { z } from 'zod';

/** A dismissal instant: ms since the epoch. */
const dismissedAtSchema = z.number().int().nonnegative();

/** A local calendar day 'YYYY-MM-DD'. */
const localDateSchema = z.iso.date();

/** dismissedInfoModals: modal id → when it was last dismissed (ms since the epoch). */
export const dismissedInfoModalsSchema = z.record(z.string(), dismissedAtSchema);
export type DismissedInfoModals = z.infer<typeof dismissedInfoModalsSchema>;

/** dismissedInfoBoxes: info box id → when it was dismissed (ms since the epoch). */
export const dismissedInfoBoxesSchema = z.record(z.string(), dismissedAtSchema);
export type DismissedInfoBoxes = z.infer<typeof dismissedInfoBoxesSchema>;

/** dismissedAds: ad id → the visitor's local day of the dismissal, 'YYYY-MM-DD'. */
export const dismissedAdsSchema = z.record(z.string(), localDateSchema);
export type DismissedAds = z.infer<typeof dismissedAdsSchema>;

/**
 * Reads a stored record, keeping the entries whose value is valid.
 * @returns {} for null, text that is not JSON, or JSON that is not a plain object
 */
function parseStoredRecord<T>(stored: string | null, valueSchema: z.ZodType<T>): Record<string, T> {
  if (stored === null) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return {};
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const entries: [string, T][] = [];
  for (const [key, value] of Object.entries(raw)) {
    const parsed = valueSchema.safeParse(value);
    if (parsed.success) entries.push([key, parsed.data]);
  }
  // fromEntries defines own properties, so a stored "__proto__" key stays a plain entry.
  return Object.fromEntries(entries);
}

/**
 * @param stored the text under dismissedInfoModals, or null when absent
 * @returns the record; bad stored data gives {} (every modal may show again), and single entries
 *   whose value is not a non-negative integer are dropped
 */
export function parseDismissedInfoModals(stored: string | null): DismissedInfoModals {
  return parseStoredRecord(stored, dismissedAtSchema);
}

/**
 * @param stored the text under dismissedInfoBoxes, or null when absent
 * @returns the record; bad stored data gives {}, bad single entries are dropped
 */
export function parseDismissedInfoBoxes(stored: string | null): DismissedInfoBoxes {
  return parseStoredRecord(stored, dismissedAtSchema);
}

/**
 * @param stored the text under dismissedAds, or null when absent
 * @returns the record; bad stored data gives {}, entries that are not 'YYYY-MM-DD' are dropped
 */
export function parseDismissedAds(stored: string | null): DismissedAds {
  return parseStoredRecord(stored, localDateSchema);
}
