/**
 * The browser's dismissal records (spec section 3, storage keys dismissedInfoModals,
 * dismissedInfoBoxes and dismissedAds) and how stored text is read back. Bad data never throws.
 * Written without zod on purpose: pages with announcements read these records, and a schema
 * library would add about 26 KB gzip to them for a few entries.
 */

/** dismissedInfoModals: modal id → when it was last dismissed (ms since the epoch). */
export type DismissedInfoModals = Record<string, number>;

/** dismissedInfoBoxes: info box id → when it was dismissed (ms since the epoch). */
export type DismissedInfoBoxes = Record<string, number>;

/** dismissedAds: ad id → the visitor's local day of the dismissal, 'YYYY-MM-DD'. */
export type DismissedAds = Record<string, string>;

/** Keeps the entries of a stored JSON object whose value passes `accept`. */
function readRecord<T>(
  stored: string | null,
  accept: (value: unknown) => value is T,
): Record<string, T> {
  if (stored === null) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(stored);
  } catch {
    return {};
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {};
  // fromEntries defines own properties, so a stored "__proto__" key stays a plain entry.
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, T] => accept(entry[1])),
  );
}

const isDismissalTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day 'YYYY-MM-DD' (no 31 April, 29 February only in leap years). */
function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, reads years 0 to 99 as they are written.
  date.setUTCFullYear(year, month - 1, day);
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * @param stored the text under dismissedInfoModals, or null when absent
 * @returns the record; bad stored data gives {} (every modal may show again), and single entries
 *   whose value is not a non-negative safe integer are dropped
 */
export function parseDismissedInfoModals(stored: string | null): DismissedInfoModals {
  return readRecord(stored, isDismissalTime);
}

/**
 * @param stored the text under dismissedInfoBoxes, or null when absent
 * @returns the record; bad stored data gives {}, bad single entries are dropped
 */
export function parseDismissedInfoBoxes(stored: string | null): DismissedInfoBoxes {
  return readRecord(stored, isDismissalTime);
}

/**
 * @param stored the text under dismissedAds, or null when absent
 * @returns the record; bad stored data gives {}, entries that are not a real 'YYYY-MM-DD' are
 *   dropped
 */
export function parseDismissedAds(stored: string | null): DismissedAds {
  return readRecord(stored, isCalendarDay);
}
