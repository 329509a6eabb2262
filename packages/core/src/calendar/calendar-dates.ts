/**
 * Calendar dates ('YYYY-MM-DD', the proleptic Gregorian calendar) and what day it is in a time
 * zone. Episode air dates are plain dates (TMDB gives no time of day): they fall on that date
 * wherever the visitor is, and only "today" depends on the visitor's time zone.
 */

/** A calendar date, 'YYYY-MM-DD'. */
export type CalendarDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function toUtcMs(date: CalendarDate): number {
  const match = DATE_PATTERN.exec(date);
  if (match === null) throw new RangeError(`not a date: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

function fromUtcMs(ms: number): CalendarDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Whether `value` is a real date written 'YYYY-MM-DD' (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (match === null) return false;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isFinite(ms) && fromUtcMs(ms) === value;
}

/** The date `days` days after `date` (before, when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Whether `timeZone` is an IANA time zone this runtime knows ('Europe/Paris', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The date it is at `instantMs` in `timeZone`.
 * @throws RangeError for a time zone the runtime does not know
 */
export function dateInTimeZone(instantMs: number, timeZone: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(instantMs));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
