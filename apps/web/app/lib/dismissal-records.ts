/**
 * Reads the browser's dismissal records (dismissedInfoModals, dismissedInfoBoxes, dismissedAds)
 * as core's `parseDismissed*` (site-content/dismissals-schema) do, without their schemas: these
 * run on pages whose announcements would otherwise load zod (about 26 KB gzip) to read a few
 * entries. Bad data never throws; the tests hold both readers to the same cases.
 */

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
 * dismissedInfoModals or dismissedInfoBoxes: id → when it was dismissed (ms since the epoch).
 * @returns {} for nothing stored or bad data; entries that are not whole non-negative numbers
 *   are dropped
 */
export function readDismissalTimes(stored: string | null): Record<string, number> {
  return readRecord(stored, isDismissalTime);
}

/**
 * dismissedAds: ad id → the visitor's local day of the dismissal.
 * @returns {} for nothing stored or bad data; entries that are not a real 'YYYY-MM-DD' are dropped
 */
export function readDismissalDays(stored: string | null): Record<string, string> {
  return readRecord(stored, isCalendarDay);
}
