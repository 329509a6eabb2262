/**
 * Reads our server's `GET /api/calendar` answer without a schema library (home's New episodes row
 * loads this; zod stays unloaded there). The shape is checked, not trusted: an answer that is not
 * a calendar is refused, so the page shows its error rather than breaking on a missing field. An
 * absent `unavailable` list (answers before it existed, kept by a cache) reads as empty, and an
 * absent optional text (an episode's name, a poster, a status) as null.
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

/** An optional text: a string, or null or absent (JSON leaves an undefined field out). */
function isOptionalText(value: unknown): value is string | null | undefined {
  return value === null || value === undefined || typeof value === 'string';
}

function readSeries(value: unknown): CalendarSeries {
  if (
    !isRecord(value) ||
    !isSeriesId(value.id) ||
    typeof value.name !== 'string' ||
    !isOptionalText(value.posterPath) ||
    !isOptionalText(value.status) ||
    typeof value.hasDates !== 'boolean'
  ) {
    throw new Error('The calendar answer has an invalid series');
  }
  return {
    id: value.id,
    name: value.name,
    posterPath: value.posterPath ?? null,
    status: value.status ?? null,
    hasDates: value.hasDates,
  };
}

function readEpisode(value: unknown): CalendarEpisode {
  if (
    !isRecord(value) ||
    !isSeriesId(value.seriesId) ||
    typeof value.seriesName !== 'string' ||
    !isCount(value.seasonNumber) ||
    !isCount(value.episodeNumber) ||
    !isOptionalText(value.name) ||
    typeof value.airDate !== 'string' ||
    !isCalendarDate(value.airDate)
  ) {
    throw new Error('The calendar answer has an invalid episode');
  }
  return {
    seriesId: value.seriesId,
    seriesName: value.seriesName,
    seasonNumber: value.seasonNumber,
    episodeNumber: value.episodeNumber,
    name: value.name ?? null,
    airDate: value.airDate,
  };
}

/** @throws Error when `payload` is not a calendar answer */
export function readCalendarAnswer(payload: unknown): ReadCalendarAnswer {
  if (!isRecord(payload)) throw new Error('The calendar answer is not an object');
  const { unavailable } = payload;
  if (!Array.isArray(payload.series)) throw new Error('The calendar answer has no series list');
  if (!Array.isArray(payload.episodes)) throw new Error('The calendar answer has no episode list');
  if (unavailable !== undefined && !Array.isArray(unavailable)) {
    throw new Error('The calendar answer has an invalid list of unavailable series');
  }
  const ids: unknown[] = unavailable ?? [];
  if (!ids.every(isSeriesId)) {
    throw new Error('The calendar answer has an invalid unavailable series id');
  }
  return {
    series: payload.series.map(readSeries),
    episodes: payload.episodes.map(readEpisode),
    unavailable: ids,
  };
}
