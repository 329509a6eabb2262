/**
 * The episodes of followed series for the calendar, found on our server from the catalogue (TMDB
 * or the embedded one), so a calendar can never go stale because of what a browser kept: the
 * series' details say which seasons can hold episodes within the dates asked for (core's
 * `seasonsToFetch`), and only those seasons are read. TMDB answers come through the catalogue's
 * own cache. A series the catalogue cannot read now is listed as unavailable and the others are
 * answered: an upstream's fault degrades a calendar, it does not end it.
 */
import type {
  CalendarAnswer,
  CalendarEpisode,
  CalendarSeries,
} from '@reelhouse/core/calendar/calendar';
import {
  episodesBetween,
  seasonsToFetch,
  type CalendarDates,
} from '@reelhouse/core/calendar/series-episodes';
import { toTmdbId } from '@reelhouse/core/media/tmdb-id';
import pLimit from 'p-limit';
import { CatalogueUnavailableError, type Catalogue } from '../catalogue/catalogue';

/** Catalogue reads in flight at once for one calendar. */
const CONCURRENCY = 4;

export interface CalendarService {
  /**
   * The answer lists in `unavailable` the series the catalogue failed to read (nothing cached).
   * @throws CatalogueUnavailableError (the first series' error) when it failed for every series
   */
  episodesFor(seriesIds: readonly number[], dates: CalendarDates): Promise<CalendarAnswer>;
}

export function createCalendarService(catalogue: Catalogue): CalendarService {
  async function oneSeries(
    seriesId: number,
    dates: CalendarDates,
  ): Promise<{ series: CalendarSeries; episodes: CalendarEpisode[] } | null> {
    const id = toTmdbId(seriesId);
    if (id === null) return null;
    const details = await catalogue.getDetails('tv', id, []);
    if (details === null) return null;
    const name = details.name ?? details.title ?? `Series ${String(seriesId)}`;
    const seasonNumbers = seasonsToFetch(details.seasons, dates);
    const seasons = await Promise.all(
      seasonNumbers.map((number) => catalogue.getSeason(id, number)),
    );
    const hasDates =
      details.seasons.some((season) => season.air_date !== null) ||
      seasons.some((season) => season?.episodes.some((episode) => episode.air_date !== null));
    const episodes = seasons.flatMap((season) =>
      season === null
        ? []
        : episodesBetween({ id: seriesId, name }, season.season_number, season.episodes, dates),
    );
    return {
      series: {
        id: seriesId,
        name,
        posterPath: details.poster_path ?? null,
        status: details.status ?? null,
        hasDates,
      },
      episodes,
    };
  }

  return {
    async episodesFor(seriesIds, dates) {
      const limit = pLimit(CONCURRENCY);
      const found = await Promise.all(
        seriesIds.map((id) =>
          limit(() =>
            oneSeries(id, dates).then(
              (entry) => ({ id, entry, failure: null }),
              (error: unknown) => {
                // Any other error is a fault of ours: it ends the request, as it always did.
                if (!(error instanceof CatalogueUnavailableError)) throw error;
                return { id, entry: null, failure: error };
              },
            ),
          ),
        ),
      );
      const series: CalendarSeries[] = [];
      const episodes: CalendarEpisode[] = [];
      const unavailable: number[] = [];
      let firstFailure: CatalogueUnavailableError | null = null;
      for (const { id, entry, failure } of found) {
        if (failure !== null) {
          firstFailure ??= failure;
          unavailable.push(id);
        }
        if (entry === null) continue;
        series.push(entry.series);
        episodes.push(...entry.episodes);
      }
      if (firstFailure !== null && unavailable.length === seriesIds.length) throw firstFailure;
      return { series, episodes, unavailable };
    },
  };
}
