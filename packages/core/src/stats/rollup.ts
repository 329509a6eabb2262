/**
 * The statistics' daily roll-up (decision 0023): events become per-UTC-day sums (plays started and
 * finished, per title and in total; seconds watched; plays started per country). Every figure is
 * a sum, so events in any order, and batches rolled up apart then merged, give the same roll-up,
 * and the database adds a roll-up to what it holds with additive upserts.
 */
import { toUtcDay } from '../site-content/time-window';
import type { StatsEvent } from './stats-event-schema';
import { getTimeZoneCountry } from './time-zone-country';

/** A play count of one title on one day. */
export interface TitlePlays {
  started: number;
  finished: number;
}

/** One UTC day's sums. */
export interface DayRollup {
  playsStarted: number;
  playsFinished: number;
  watchSeconds: number;
  /** per title key ({@link toTitleKey}) */
  titles: Map<string, TitlePlays>;
  /** plays started per ISO country code (of the time zone); zones of no country are left out */
  countries: Map<string, number>;
}

/** Per UTC day 'YYYY-MM-DD'. */
export type StatsRollup = Map<string, DayRollup>;

/** An event and the moment the server received it (ms since the epoch): its day. */
export interface ReceivedStatsEvent {
  event: StatsEvent;
  receivedAtMs: number;
}

/** 'movie:27205', 'tv:1399'. */
export function toTitleKey(mediaType: 'movie' | 'tv', tmdbId: number): string {
  return `${mediaType}:${String(tmdbId)}`;
}

/** @returns the media type and TMDB id of a key {@link toTitleKey} made */
export function fromTitleKey(key: string): { mediaType: 'movie' | 'tv'; tmdbId: number } {
  const [mediaType, id] = key.split(':');
  return { mediaType: mediaType === 'tv' ? 'tv' : 'movie', tmdbId: Number(id) };
}

function emptyDay(): DayRollup {
  return {
    playsStarted: 0,
    playsFinished: 0,
    watchSeconds: 0,
    titles: new Map(),
    countries: new Map(),
  };
}

function dayOf(rollup: StatsRollup, day: string): DayRollup {
  let entry = rollup.get(day);
  if (!entry) {
    entry = emptyDay();
    rollup.set(day, entry);
  }
  return entry;
}

function addTitle(day: DayRollup, key: string, started: number, finished: number): void {
  const plays = day.titles.get(key);
  if (plays) {
    plays.started += started;
    plays.finished += finished;
  } else {
    day.titles.set(key, { started, finished });
  }
}

/** Adds one event into `rollup` (in place): the fast path for many events. */
export function addToRollup(rollup: StatsRollup, received: ReceivedStatsEvent): void {
  const { event } = received;
  const day = dayOf(rollup, toUtcDay(received.receivedAtMs));
  if (event.type === 'watch-progress') {
    day.watchSeconds += event.seconds;
    return;
  }
  const key = toTitleKey(event.mediaType, event.tmdbId);
  if (event.type === 'play-finished') {
    day.playsFinished += 1;
    addTitle(day, key, 0, 1);
    return;
  }
  day.playsStarted += 1;
  addTitle(day, key, 1, 0);
  const country = getTimeZoneCountry(event.timeZone);
  if (country !== null) day.countries.set(country, (day.countries.get(country) ?? 0) + 1);
}

/** @returns the roll-up of `events`, in whatever order they come */
export function rollUp(events: Iterable<ReceivedStatsEvent>): StatsRollup {
  const rollup: StatsRollup = new Map();
  for (const received of events) addToRollup(rollup, received);
  return rollup;
}

/** Adds `from` into `into` (in place) and returns `into`. */
export function mergeInto(into: StatsRollup, from: StatsRollup): StatsRollup {
  for (const [dayKey, source] of from) {
    const day = dayOf(into, dayKey);
    day.playsStarted += source.playsStarted;
    day.playsFinished += source.playsFinished;
    day.watchSeconds += source.watchSeconds;
    for (const [key, plays] of source.titles) addTitle(day, key, plays.started, plays.finished);
    for (const [country, plays] of source.countries) {
      day.countries.set(country, (day.countries.get(country) ?? 0) + plays);
    }
  }
  return into;
}

/** @returns a new roll-up holding the sums of all of `rollups` */
export function mergeRollups(rollups: Iterable<StatsRollup>): StatsRollup {
  const merged: StatsRollup = new Map();
  for (const rollup of rollups) mergeInto(merged, rollup);
  return merged;
}

/** The weekdays as the Views by Day of Week chart shows them, Monday first. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** @returns the weekday of a UTC day 'YYYY-MM-DD' */
export function getWeekday(day: string): (typeof WEEKDAYS)[number] {
  const sundayFirst = new Date(`${day}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7] ?? 'Mon';
}

/** Sums plays per weekday of their UTC day, Monday first, every weekday present. */
export function countByWeekday(
  days: Iterable<{ day: string; plays: number }>,
): { day: (typeof WEEKDAYS)[number]; count: number }[] {
  const counts = new Map<string, number>(WEEKDAYS.map((day) => [day, 0]));
  for (const { day, plays } of days) {
    const weekday = getWeekday(day);
    counts.set(weekday, (counts.get(weekday) ?? 0) + plays);
  }
  return WEEKDAYS.map((day) => ({ day, count: counts.get(day) ?? 0 }));
}
