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

/**
 * @returns e.g. 'Mar 1, 2025 – Mar 30, 2025' (both days in full: `formatRange` spaces its output
 *   differently from one ICU version to the next, so the server's and the browser's could differ)
 */
export function formatDayRange(from: string, to: string): string {
  return `${formatContentDate(from)} – ${formatContentDate(to)}`;
}
