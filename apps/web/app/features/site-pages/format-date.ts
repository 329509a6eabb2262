/**
 * Dates of the content folder ('2025-03-01' or a date-time with an offset) as words, read as UTC
 * days so that the server's page and the browser's agree.
 */
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** @returns e.g. 'Mar 1, 2025'; the text as given when it is not a date */
export function formatContentDate(text: string): string {
  const time = Date.parse(text);
  return Number.isNaN(time) ? text : DAY_FORMAT.format(time);
}

/** @returns e.g. 'Mar 1 – Mar 30, 2025' */
export function formatDayRange(from: string, to: string): string {
  const start = Date.parse(from);
  const end = Date.parse(to);
  if (Number.isNaN(start) || Number.isNaN(end)) return `${from} – ${to}`;
  return DAY_FORMAT.formatRange(start, end);
}
