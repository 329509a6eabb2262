/**
 * An account's Follow / Unfollow choices (decision 0030): one row per series; a merge keeps per
 * series the later choice (an equal time keeps the stored one), so devices' merges commute.
 */
import type { FollowChoiceEntry } from '@reelhouse/core/calendar/follow-choices';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface FollowChoiceRepository {
  /** Merges `entries` into the account's choices, in one transaction. */
  merge(userId: string, entries: readonly FollowChoiceEntry[]): Promise<void>;
  /** The account's choices, oldest first. */
  list(userId: string): Promise<FollowChoiceEntry[]>;
}

export function createSqlFollowChoiceRepository(db: Kysely<Database>): FollowChoiceRepository {
  return {
    async merge(userId, entries) {
      if (entries.length === 0) return;
      await db.transaction().execute(async (trx) => {
        for (const entry of entries) {
          await trx
            .insertInto('follow_choices')
            .values({
              user_id: userId,
              series_id: entry.seriesId,
              choice: entry.choice,
              chosen_at: entry.at,
            })
            .onConflict((conflict) =>
              conflict
                .columns(['user_id', 'series_id'])
                .doUpdateSet({
                  choice: (eb) => eb.ref('excluded.choice'),
                  chosen_at: (eb) => eb.ref('excluded.chosen_at'),
                })
                .where(sql<boolean>`excluded.chosen_at > follow_choices.chosen_at`),
            )
            .execute();
        }
      });
    },
    async list(userId) {
      const rows = await db
        .selectFrom('follow_choices')
        .select(['series_id', 'choice', 'chosen_at'])
        .where('user_id', '=', userId)
        .orderBy('chosen_at')
        .orderBy('series_id')
        .execute();
      return rows.map((row) => ({
        seriesId: row.series_id,
        choice: row.choice,
        at: row.chosen_at,
      }));
    },
  };
}
