/**
 * The episode calendar (/calendar): which dates a visitor's calendar covers, and its episodes
 * grouped by day into "Just aired" (the last 7 days), "Today", "This week" (the next 6 days) and
 * "Later" (up to {@link CALENDAR_DAYS_AHEAD} days ahead). Plain rules on plain data: the server
 * finds the episodes, the page and the calendar feed show them.
 */
import { addDays, daysBetween, type CalendarDate } from './calendar-dates';

/** Days before today whose episodes show as "Just aired". */
export const JUST_AIRED_DAYS = 7;
/** Days after today whose episodes show as "This week" (today + 1 … today + 6). */
export const THIS_WEEK_DAYS = 6;
/** How far ahead the calendar looks, in days after today. */
export const CALENDAR_DAYS_AHEAD = 90;

export const CALENDAR_SECTION_TITLES = {
  justAired: 'Just aired',
  today: 'Today',
  thisWeek: 'This week',
  later: 'Later',
} as const;

export type CalendarSectionId = keyof typeof CALENDAR_SECTION_TITLES;

/** One episode on the calendar. */
export interface CalendarEpisode {
  seriesId: number;
  seriesName: string;
  seasonNumber: number;
  episodeNumber: number;
  /** the episode's own name, when the catalogue has one */
  name: string | null;
  airDate: CalendarDate;
}

export interface CalendarSeries {
  id: number;
  name: string;
  posterPath: string | null;
  /** the catalogue's status, e.g. 'Returning Series', 'Ended' */
  status: string | null;
  /**
   * false when the catalogue has no dated episodes for the series at all (the embedded catalogue
   * has episode lists for a few series only): the page says so rather than showing nothing
   */
  hasDates: boolean;
}

/** What `GET /api/calendar` answers. */
export interface CalendarAnswer {
  /** the series asked for that the catalogue knows, in the order asked */
  series: CalendarSeries[];
  episodes: CalendarEpisode[];
  /**
   * the series asked for that could not be read now (the catalogue failed and had nothing
   * cached), in the order asked: their episodes are missing from this answer. Absent or empty:
   * every series was read (answers before this field never carried it)
   */
  unavailable?: number[];
}

export interface CalendarDay {
  date: CalendarDate;
  episodes: CalendarEpisode[];
}

export interface CalendarSection {
  id: CalendarSectionId;
  title: string;
  /** in date order: "Just aired" newest first, the others soonest first */
  days: CalendarDay[];
}

/** The dates a calendar asks for: from 7 days ago to {@link CALENDAR_DAYS_AHEAD} days ahead. */
export function calendarWindow(today: CalendarDate): { from: CalendarDate; to: CalendarDate } {
  return { from: addDays(today, -JUST_AIRED_DAYS), to: addDays(today, CALENDAR_DAYS_AHEAD) };
}

/** The section an air date belongs to on `today`, or null when it is outside the calendar. */
export function sectionOf(airDate: CalendarDate, today: CalendarDate): CalendarSectionId | null {
  const days = daysBetween(today, airDate);
  if (days < -JUST_AIRED_DAYS || days > CALENDAR_DAYS_AHEAD) return null;
  if (days < 0) return 'justAired';
  if (days === 0) return 'today';
  if (days <= THIS_WEEK_DAYS) return 'thisWeek';
  return 'later';
}

function compareEpisodes(a: CalendarEpisode, b: CalendarEpisode): number {
  return (
    a.seriesName.localeCompare(b.seriesName) ||
    a.seriesId - b.seriesId ||
    a.seasonNumber - b.seasonNumber ||
    a.episodeNumber - b.episodeNumber
  );
}

function episodeKey(episode: CalendarEpisode): string {
  return `${String(episode.seriesId)}:${String(episode.seasonNumber)}:${String(episode.episodeNumber)}`;
}

/**
 * Groups episodes into the calendar's sections on `today`. Episodes outside the calendar's dates
 * are left out, an episode listed twice shows once, and sections without episodes are left out.
 * Within a day, episodes are in series-name order, then by season and episode.
 */
export function groupCalendar(
  episodes: readonly CalendarEpisode[],
  today: CalendarDate,
): CalendarSection[] {
  const seen = new Set<string>();
  const byDate = new Map<CalendarDate, CalendarEpisode[]>();
  for (const episode of episodes) {
    const key = episodeKey(episode);
    if (seen.has(key) || sectionOf(episode.airDate, today) === null) continue;
    seen.add(key);
    const day = byDate.get(episode.airDate);
    if (day === undefined) byDate.set(episode.airDate, [episode]);
    else day.push(episode);
  }
  const sections = new Map<CalendarSectionId, CalendarDay[]>();
  const dates = [...byDate.keys()].sort();
  for (const date of dates) {
    const id = sectionOf(date, today);
    if (id === null) continue;
    const day = { date, episodes: (byDate.get(date) ?? []).sort(compareEpisodes) };
    const days = sections.get(id);
    if (days === undefined) sections.set(id, [day]);
    else days.push(day);
  }
  const order: CalendarSectionId[] = ['justAired', 'today', 'thisWeek', 'later'];
  return order.flatMap((id) => {
    const days = sections.get(id);
    if (days === undefined) return [];
    return [
      { id, title: CALENDAR_SECTION_TITLES[id], days: id === 'justAired' ? days.reverse() : days },
    ];
  });
}
