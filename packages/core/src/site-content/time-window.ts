/**
 * Date windows of site content (info modals, info boxes, ads): reading the stored date strings and
 * the visitor's local calendar day. Pure: the clock and the time-zone offset are parameters.
 */

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_MINUTE = 60_000;

/**
 * Reads a content date as an instant.
 * @param value an ISO 8601 date ('2025-03-01', read as UTC midnight, as ECMAScript does) or a
 *   date-time with an offset or 'Z'; the schemas accept nothing else, so the result never depends
 *   on the machine's time zone
 * @returns ms since the epoch, or null for an unreadable string
 */
export function parseInstantMs(value: string): number | null {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Whether the string is a calendar date 'YYYY-MM-DD' without a time of day. */
export function isDateOnly(value: string): boolean {
  return DATE_ONLY.test(value);
}

/**
 * Whether `now` lies in a half-open window [startsAt, expiresAt).
 * @param nowMs ms since the epoch
 * @param startsAt first instant shown (inclusive); undefined means no lower bound
 * @param expiresAt first instant no longer shown (exclusive); undefined means no upper bound
 * @returns false when a bound is present but unreadable: content with a broken date stays hidden
 */
export function isWithinWindow(nowMs: number, startsAt?: string, expiresAt?: string): boolean {
  if (startsAt !== undefined) {
    const start = parseInstantMs(startsAt);
    if (start === null || nowMs < start) return false;
  }
  if (expiresAt !== undefined) {
    const end = parseInstantMs(expiresAt);
    if (end === null || nowMs >= end) return false;
  }
  return true;
}

/**
 * The visitor's local calendar day.
 * @param nowMs ms since the epoch
 * @param timezoneOffsetMinutes as `Date.prototype.getTimezoneOffset()` gives it: UTC minus local
 *   time in minutes (-60 in Paris in winter, 300 in New York in winter, 0 for UTC)
 * @returns 'YYYY-MM-DD'
 */
export function toLocalDateString(nowMs: number, timezoneOffsetMinutes: number): string {
  return new Date(nowMs - timezoneOffsetMinutes * MS_PER_MINUTE).toISOString().slice(0, 10);
}

/**
 * The UTC calendar day of a moment: the day every server-side count (usage, page views, plays)
 * is filed under.
 * @param ms ms since the epoch
 * @returns 'YYYY-MM-DD'
 */
export function toUtcDay(ms: number): string {
  return toLocalDateString(ms, 0);
}
