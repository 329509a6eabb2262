/**
 * Reads our server's `GET /api/calendar` answer without a schema library (home's New episodes row
 * loads this; zod stays unloaded there). The shape is checked, not trusted: an answer that is not
 * a calendar is refused, so the page shows its error rather than breaking on a missing field. An
 * absent `unavailable` list (answers before it existed, kept by a cache) reads as empty.
 */
import type {
  CalendarAnswer,
  CalendarEpisode,
  CalendarSeries,
} from '@reelhouse/core/calendar/calendar';
import { isCalendarDate } from '@reelhouse/core/calendar/calendar-dates';

/** A calendar answer as read: `unavailable` is always there, empty when every series was read. */
export type ReadCalendarAnswer = CalendarAnswer & { unavailable: number[] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSeriesId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isTextOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}

function isSeries(value: unknown): value is CalendarSeries {
  return (
    isRecord(value) &&
    isSeriesId(value.id) &&
    typeof value.name === 'string' &&
    isTextOrNull(value.posterPath) &&
    isTextOrNull(value.status) &&
    typeof value.hasDates === 'boolean'
  );
}

function isEpisode(value: unknown): value is CalendarEpisode {
  return (
    isRecord(value) &&
    isSeriesId(value.seriesId) &&
    typeof value.seriesName === 'string' &&
    isCount(value.seasonNumber) &&
    isCount(value.episodeNumber) &&
    isTextOrNull(value.name) &&
    typeof value.airDate === 'string' &&
    isCalendarDate(value.airDate)
  );
}

/** @throws Error when `payload` is not a calendar answer */
export function readCalendarAnswer(payload: unknown): ReadCalendarAnswer {
  if (!isRecord(payload)) throw new Error('The calendar answer is not an object');
  const { series, episodes, unavailable } = payload;
  if (!Array.isArray(series) || !series.every(isSeries)) {
    throw new Error('The calendar answer has no valid series list');
  }
  if (!Array.isArray(episodes) || !episodes.every(isEpisode)) {
    throw new Error('The calendar answer has no valid episode list');
  }
  if (unavailable === undefined) return { series, episodes, unavailable: [] };
  if (!Array.isArray(unavailable) || !unavailable.every(isSeriesId)) {
    throw new Error('The calendar answer has an invalid list of unavailable series');
  }
  return { series, episodes, unavailable };
}
