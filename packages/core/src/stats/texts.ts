/**
 * Headings and the note of the stats page (spec section 2, "Stats"). The note says how the
 * figures are computed, as scope point 5 requires.
 */

export const MOVIES_WATCHED_TITLE = 'Movies Watched';
export const TOTAL_WATCH_TIME_TITLE = 'Total Watch Time';
export const DATA_TRANSFERRED_TITLE = 'Data Transferred';
export const ACTIVE_USERS_TITLE = 'Active Users';
export const SERVER_STATUS_TITLE = 'Server Status';
export const MOST_WATCHED_TITLE = 'Most Watched Movies';
export const VIEWS_BY_DAY_TITLE = 'Views by Day of Week';
export const TOP_LOCATIONS_TITLE = 'Top User Locations';
export const STATS_NOTE_TITLE = 'About These Statistics';

/** The note's body: how the figures are made (ours are real aggregates, not for show). */
export const STATS_NOTE =
  "These figures are computed from this site's own anonymous play and usage events; no personal data is involved. They are refreshed periodically, not in real time.";

/** The intro: 'Launched on 2025-02-23, 40 days ago.' */
export function formatLaunchIntro(launchDate: string, daysSinceLaunch: number): string {
  const days = daysSinceLaunch === 1 ? '1 day' : `${daysSinceLaunch} days`;
  return `Launched on ${launchDate}, ${days} ago.`;
}

/** Watch time as the card shows it: '0 years, 292 days, 1 hour'. */
export function formatWatchTime(parts: { years: number; days: number; hours: number }): string {
  const unit = (value: number, name: string) => `${value} ${name}${value === 1 ? '' : 's'}`;
  return [unit(parts.years, 'year'), unit(parts.days, 'day'), unit(parts.hours, 'hour')].join(', ');
}
