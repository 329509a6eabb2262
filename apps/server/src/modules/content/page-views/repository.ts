/**
 * Page-view counts per UTC day. Adding is one upsert that adds in the database, so several
 * instances flushing at once never lose a count.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

export interface PageViewRepository {
  /** Adds each day's count to what the database holds. */
  add(counts: ReadonlyMap<string, number>): Promise<void>;
  /** Total over the UTC days from `from` to `to`, both included ('YYYY-MM-DD'). */
  sum(from: string, to: string): Promise<number>;
}

export function createSqlPageViewRepository(db: Kysely<Database>): PageViewRepository {
  return {
    async add(counts) {
      const rows = [...counts].map(([day, count]) => ({ day, count }));
      if (rows.length === 0) return;
      await db
        .insertInto('page_view_counts')
        .values(rows)
        .onConflict((oc) =>
          oc
            .column('day')
            .doUpdateSet({ count: sql<number>`page_view_counts.count + excluded.count` }),
        )
        .execute();
    },
    async sum(from, to) {
      const row = await db
        .selectFrom('page_view_counts')
        // PostgreSQL sums a bigint as numeric (read back as text): cast it back.
        .select(sql<number | string | null>`cast(sum(count) as bigint)`.as('total'))
        .where('day', '>=', from)
        .where('day', '<=', to)
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },
  };
}
