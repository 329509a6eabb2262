/**
 * Usage-event counts, one row per (UTC day, name, counted category). Counting is one upsert that
 * adds 1 in the database, so concurrent events on several instances never lose a count.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { UsageCountKey } from './usage-counts';

/** A total over a range of days. */
export interface UsageEventTotal {
  name: string;
  category: string;
  count: number;
}

/** Inclusive range of UTC days, 'YYYY-MM-DD'. */
export interface UtcDayRange {
  from: string;
  to: string;
}

export interface UsageEventRepository {
  /** Adds one to the counter. */
  increment(key: UsageCountKey): Promise<void>;
  /** Totals per name and category over the days of `range`, by name then category. */
  readTotals(range: UtcDayRange): Promise<UsageEventTotal[]>;
}

export function createSqlUsageEventRepository(db: Kysely<Database>): UsageEventRepository {
  return {
    async increment(key) {
      await db
        .insertInto('usage_event_counts')
        .values({ day: key.day, name: key.name, category: key.category, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['day', 'name', 'category'])
            .doUpdateSet({ count: sql<number>`usage_event_counts.count + 1` }),
        )
        .execute();
    },
    async readTotals(range) {
      const rows = await db
        .selectFrom('usage_event_counts')
        // PostgreSQL sums a bigint as numeric (read back as text): cast it back.
        .select(['name', 'category', sql<number | string>`cast(sum(count) as bigint)`.as('count')])
        .where('day', '>=', range.from)
        .where('day', '<=', range.to)
        .groupBy(['name', 'category'])
        .orderBy('name')
        .orderBy('category')
        .execute();
      return rows.map((row) => ({
        name: row.name,
        category: row.category,
        count: Number(row.count),
      }));
    },
  };
}
