/**
 * The figures the stats page shows, computed from the roll-up tables alone (decision 0023): a few
 * small reads (one row per recorded day, five titles, five countries, 60 days of 4 KiB sketches),
 * so their cost does not grow with the number of events. Each answer is reused for a minute.
 */
import { createSketch, estimateDistinct, mergeSketch } from '@reelhouse/core/stats/hyperloglog';
import { toUtcDay } from '@reelhouse/core/site-content/time-window';
import { countByWeekday, type WEEKDAYS } from '@reelhouse/core/stats/rollup';
import {
  getDaysSinceLaunch,
  getGrowthPercent,
  getMoviesPerDay,
} from '@reelhouse/core/stats/summary';
import { STATS_LIST_LIMIT } from '@reelhouse/core/stats/charts';
import { getCountryName } from '@reelhouse/core/stats/time-zone-country';
import type { StatsRepository } from './repository';

const DAY_MS = 86_400_000;
/** Top User Locations and Active Users (month) look at the last 30 UTC days, today included. */
export const STATS_MONTH_DAYS = 30;
const WEEK_DAYS = 7;

/** `GET /api/stats`. */
export interface StatsFigures {
  /** SITE_LAUNCH_DATE, else the first recorded day; null on a site that has recorded nothing */
  launchDate: string | null;
  /** whole days since the launch date (0 on launch day or without one) */
  daysSinceLaunch: number;
  totals: {
    /** plays started (the page's "watched": a play counts when it starts) */
    playsStarted: number;
    playsFinished: number;
    watchSeconds: number;
    /** bytes the /media routes sent */
    mediaBytes: number;
  };
  /** plays started per day since launch, rounded (core's getMoviesPerDay) */
  playsPerDay: number;
  /** the movies started most often, most first (their titles come from the catalogue) */
  topMovies: { tmdbId: number; plays: number }[];
  /** plays started per weekday of their UTC day, Monday first */
  playsByWeekday: { day: (typeof WEEKDAYS)[number]; count: number }[];
  /** countries (of the browsers' time zones) with the most plays started in the last 30 days */
  topCountries: { code: string; country: string; plays: number }[];
  /**
   * distinct visitors who played something, per day (estimated, ±2 %), summed over today, 7 and
   * 30 days: each day's salt differs, so days cannot be linked. Mirrors the web's StatsPageFigures.
   */
  activeUsers: { today: number; week: number; month: number };
  /** change of the 30 days' active users over the 30 days before, in percent; null without those */
  growthPercent: number | null;
  /** when these figures were computed (ISO 8601) */
  computedAt: string;
}

export interface StatsReader {
  /** @throws when the database cannot answer */
  read(): Promise<StatsFigures>;
}

export interface StatsReaderOptions {
  repository: StatsRepository;
  /** SITE_LAUNCH_DATE, 'YYYY-MM-DD' */
  launchDate?: string | undefined;
  now?: () => number;
  /** how long figures are reused, in ms (default 60 s); 0: computed on every read */
  cacheMs?: number;
}

export function createStatsReader(options: StatsReaderOptions): StatsReader {
  const { repository } = options;
  const now = options.now ?? Date.now;
  const cacheMs = options.cacheMs ?? 60_000;
  let cached: { figures: StatsFigures; until: number } | null = null;
  let computing: Promise<StatsFigures> | null = null;

  async function compute(): Promise<StatsFigures> {
    const nowMs = now();
    const dayAgo = (days: number) => toUtcDay(nowMs - days * DAY_MS);
    const [days, topMovies, topCountries, sketches] = await Promise.all([
      repository.readDays(),
      repository.readTopMovies(STATS_LIST_LIMIT),
      repository.readTopCountries(dayAgo(STATS_MONTH_DAYS - 1), STATS_LIST_LIMIT),
      repository.readSketches(dayAgo(2 * STATS_MONTH_DAYS - 1)),
    ]);
    const totals = { playsStarted: 0, playsFinished: 0, watchSeconds: 0, mediaBytes: 0 };
    for (const day of days) {
      totals.playsStarted += day.playsStarted;
      totals.playsFinished += day.playsFinished;
      totals.watchSeconds += day.watchSeconds;
      totals.mediaBytes += day.mediaBytes;
    }
    const launchDate = options.launchDate ?? days[0]?.day ?? null;
    const daysSinceLaunch = launchDate === null ? 0 : getDaysSinceLaunch(launchDate, nowMs);

    const since = (from: string, to = '9999-12-31') => {
      const merged = createSketch();
      for (const entry of sketches) {
        if (entry.day >= from && entry.day <= to) mergeSketch(merged, entry.sketch);
      }
      return estimateDistinct(merged);
    };
    const month = since(dayAgo(STATS_MONTH_DAYS - 1));
    const hasPreviousMonth = launchDate !== null && launchDate <= dayAgo(2 * STATS_MONTH_DAYS - 1);
    const previousMonth = since(dayAgo(2 * STATS_MONTH_DAYS - 1), dayAgo(STATS_MONTH_DAYS));

    return {
      launchDate,
      daysSinceLaunch,
      totals,
      playsPerDay: getMoviesPerDay(totals.playsStarted, daysSinceLaunch),
      topMovies,
      playsByWeekday: countByWeekday(days.map((d) => ({ day: d.day, plays: d.playsStarted }))),
      topCountries: topCountries.map((entry) => ({
        ...entry,
        country: getCountryName(entry.code),
      })),
      activeUsers: { today: since(dayAgo(0)), week: since(dayAgo(WEEK_DAYS - 1)), month },
      growthPercent: hasPreviousMonth ? getGrowthPercent(month, previousMonth) : null,
      computedAt: new Date(nowMs).toISOString(),
    };
  }

  return {
    read() {
      if (cached && now() < cached.until) return Promise.resolve(cached.figures);
      computing ??= compute()
        .then((figures) => {
          cached = { figures, until: now() + cacheMs };
          return figures;
        })
        .finally(() => {
          computing = null;
        });
      return computing;
    },
  };
}
