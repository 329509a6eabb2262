/**
 * The statistics' roll-up tables (migration 0007, decision 0023). Adding a roll-up is additive
 * upserts in one transaction, so several instances flushing at once never lose a count; each
 * instance replaces only its own visitor sketch of a day, and the reader merges them all.
 */
import { fromTitleKey, type StatsRollup } from '@reelhouse/core/stats/rollup';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Rows per insert: well under both databases' limits on bound values. */
const CHUNK = 500;

export interface DayTotals {
  day: string;
  playsStarted: number;
  playsFinished: number;
  watchSeconds: number;
  mediaBytes: number;
}

export interface StatsRepository {
  /** Adds the roll-up and the /media bytes per day to what the tables hold. */
  add(rollup: StatsRollup, mediaBytes: ReadonlyMap<string, number>): Promise<void>;
  /** Stores (replaces) this instance's visitor sketch of each day given. */
  putSketches(instance: string, sketches: ReadonlyMap<string, Uint8Array>): Promise<void>;
  /**
   * The salt of `day`: the one stored, or `candidate` stored now if none was. Deletes the salts
   * of earlier days.
   */
  daySalt(day: string, candidate: string): Promise<string>;
  /** Every recorded day's totals, oldest first. */
  readDays(): Promise<DayTotals[]>;
  /** The movies started most often over all days, most first. */
  readTopMovies(limit: number): Promise<{ tmdbId: number; plays: number }[]>;
  /** The countries with the most plays started from `from` on, most first. */
  readTopCountries(from: string, limit: number): Promise<{ code: string; plays: number }[]>;
  /** Every visitor sketch (of any instance) of the days from `from` on. */
  readSketches(from: string): Promise<{ day: string; sketch: Uint8Array }[]>;
}

function chunks<T>(rows: T[]): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += CHUNK) result.push(rows.slice(i, i + CHUNK));
  return result;
}

/** PostgreSQL reads bigint and sums as text: numbers here. */
const toNumber = (value: number | string | bigint | null | undefined) => Number(value ?? 0);

export function createSqlStatsRepository(db: Kysely<Database>): StatsRepository {
  return {
    async add(rollup, mediaBytes) {
      const days = new Map<string, DayTotals>();
      const dayOf = (day: string) => {
        let totals = days.get(day);
        if (!totals) {
          totals = { day, playsStarted: 0, playsFinished: 0, watchSeconds: 0, mediaBytes: 0 };
          days.set(day, totals);
        }
        return totals;
      };
      const dayTitles: Database['stats_day_titles'][] = [];
      const titles = new Map<string, { started: number; finished: number }>();
      const countries: Database['stats_day_countries'][] = [];
      for (const [day, sums] of rollup) {
        const totals = dayOf(day);
        totals.playsStarted += sums.playsStarted;
        totals.playsFinished += sums.playsFinished;
        totals.watchSeconds += sums.watchSeconds;
        for (const [key, plays] of sums.titles) {
          const { mediaType, tmdbId } = fromTitleKey(key);
          dayTitles.push({
            day,
            media_type: mediaType,
            tmdb_id: tmdbId,
            plays_started: plays.started,
            plays_finished: plays.finished,
          });
          const all = titles.get(key) ?? { started: 0, finished: 0 };
          all.started += plays.started;
          all.finished += plays.finished;
          titles.set(key, all);
        }
        for (const [country, plays] of sums.countries) countries.push({ day, country, plays });
      }
      for (const [day, bytes] of mediaBytes) dayOf(day).mediaBytes += bytes;
      if (days.size === 0) return;

      await db.transaction().execute(async (trx) => {
        for (const rows of chunks([...days.values()])) {
          await trx
            .insertInto('stats_days')
            .values(
              rows.map((row) => ({
                day: row.day,
                plays_started: row.playsStarted,
                plays_finished: row.playsFinished,
                watch_seconds: row.watchSeconds,
                media_bytes: row.mediaBytes,
              })),
            )
            .onConflict((oc) =>
              oc.column('day').doUpdateSet({
                plays_started: sql`stats_days.plays_started + excluded.plays_started`,
                plays_finished: sql`stats_days.plays_finished + excluded.plays_finished`,
                watch_seconds: sql`stats_days.watch_seconds + excluded.watch_seconds`,
                media_bytes: sql`stats_days.media_bytes + excluded.media_bytes`,
              }),
            )
            .execute();
        }
        for (const rows of chunks(dayTitles)) {
          await trx
            .insertInto('stats_day_titles')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['day', 'media_type', 'tmdb_id']).doUpdateSet({
                plays_started: sql`stats_day_titles.plays_started + excluded.plays_started`,
                plays_finished: sql`stats_day_titles.plays_finished + excluded.plays_finished`,
              }),
            )
            .execute();
        }
        const titleRows = [...titles].map(([key, plays]) => {
          const { mediaType, tmdbId } = fromTitleKey(key);
          return {
            media_type: mediaType,
            tmdb_id: tmdbId,
            plays_started: plays.started,
            plays_finished: plays.finished,
          };
        });
        for (const rows of chunks(titleRows)) {
          await trx
            .insertInto('stats_titles')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['media_type', 'tmdb_id']).doUpdateSet({
                plays_started: sql`stats_titles.plays_started + excluded.plays_started`,
                plays_finished: sql`stats_titles.plays_finished + excluded.plays_finished`,
              }),
            )
            .execute();
        }
        for (const rows of chunks(countries)) {
          await trx
            .insertInto('stats_day_countries')
            .values(rows)
            .onConflict((oc) =>
              oc.columns(['day', 'country']).doUpdateSet({
                plays: sql`stats_day_countries.plays + excluded.plays`,
              }),
            )
            .execute();
        }
      });
    },

    async putSketches(instance, sketches) {
      const rows = [...sketches].map(([day, sketch]) => ({ day, instance, sketch }));
      if (rows.length === 0) return;
      await db
        .insertInto('stats_day_visitors')
        .values(rows)
        .onConflict((oc) =>
          oc.columns(['day', 'instance']).doUpdateSet({ sketch: sql`excluded.sketch` }),
        )
        .execute();
    },

    async daySalt(day, candidate) {
      await db.deleteFrom('stats_salts').where('day', '<', day).execute();
      await db
        .insertInto('stats_salts')
        .values({ day, salt: candidate })
        .onConflict((oc) => oc.column('day').doNothing())
        .execute();
      const row = await db
        .selectFrom('stats_salts')
        .select('salt')
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.salt ?? candidate;
    },

    async readDays() {
      const rows = await db.selectFrom('stats_days').selectAll().orderBy('day').execute();
      return rows.map((row) => ({
        day: row.day,
        playsStarted: toNumber(row.plays_started),
        playsFinished: toNumber(row.plays_finished),
        watchSeconds: toNumber(row.watch_seconds),
        mediaBytes: toNumber(row.media_bytes),
      }));
    },

    async readTopMovies(limit) {
      const rows = await db
        .selectFrom('stats_titles')
        .select(['tmdb_id', 'plays_started'])
        .where('media_type', '=', 'movie')
        .where('plays_started', '>', 0)
        .orderBy('plays_started', 'desc')
        .orderBy('tmdb_id')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ tmdbId: row.tmdb_id, plays: toNumber(row.plays_started) }));
    },

    async readTopCountries(from, limit) {
      const total = sql<number | string>`cast(sum(plays) as bigint)`;
      const rows = await db
        .selectFrom('stats_day_countries')
        .select(['country', total.as('plays')])
        .where('day', '>=', from)
        .groupBy('country')
        .orderBy(total, 'desc')
        .orderBy('country')
        .limit(limit)
        .execute();
      return rows.map((row) => ({ code: row.country, plays: toNumber(row.plays) }));
    },

    async readSketches(from) {
      const rows = await db
        .selectFrom('stats_day_visitors')
        .select(['day', 'sketch'])
        .where('day', '>=', from)
        .execute();
      return rows.map((row) => ({ day: row.day, sketch: new Uint8Array(row.sketch) }));
    },
  };
}
