/**
 * From a series' catalogue facts to its calendar episodes: which of its seasons can hold episodes
 * airing within the calendar's dates (so only those are fetched), and which of their episodes do.
 * Specials (season 0) are left out: they are dated loosely and rarely what a follower waits for.
 */
import type { CalendarEpisode } from './calendar';
import { isCalendarDate, type CalendarDate } from './calendar-dates';

/** Seasons fetched per series at most (the latest candidates). */
export const MAX_SEASONS_PER_SERIES = 3;

export interface SeasonFacts {
  season_number: number;
  /** the season's first air date, or null when not known (often a season announced, not dated) */
  air_date: string | null;
  episode_count?: number | null;
}

export interface EpisodeFacts {
  episode_number: number;
  name: string | null;
  air_date: string | null;
}

export interface CalendarDates {
  from: CalendarDate;
  to: CalendarDate;
}

/**
 * The numbers of the seasons that may have episodes between `from` and `to`: a regular season
 * that starts on or before `to` (or has no date yet) and is not followed by a season that started
 * before `from`. The latest {@link MAX_SEASONS_PER_SERIES} of them, in order.
 */
export function seasonsToFetch(seasons: readonly SeasonFacts[], dates: CalendarDates): number[] {
  const regular = seasons
    .filter((season) => season.season_number > 0 && season.episode_count !== 0)
    .sort((a, b) => a.season_number - b.season_number);
  const chosen: number[] = [];
  regular.forEach((season, index) => {
    const start = season.air_date;
    if (start !== null && isCalendarDate(start) && start > dates.to) return;
    const next = regular[index + 1]?.air_date ?? null;
    if (next !== null && isCalendarDate(next) && next < dates.from) return;
    chosen.push(season.season_number);
  });
  return chosen.slice(-MAX_SEASONS_PER_SERIES);
}

/** The season's episodes dated between `from` and `to`, both included. */
export function episodesBetween(
  series: { id: number; name: string },
  seasonNumber: number,
  episodes: readonly EpisodeFacts[],
  dates: CalendarDates,
): CalendarEpisode[] {
  return episodes.flatMap((episode) => {
    const airDate = episode.air_date;
    if (airDate === null || !isCalendarDate(airDate)) return [];
    if (airDate < dates.from || airDate > dates.to) return [];
    return [
      {
        seriesId: series.id,
        seriesName: series.name,
        seasonNumber,
        episodeNumber: episode.episode_number,
        name: episode.name,
        airDate,
      },
    ];
  });
}
