/** The private calendar feeds: one per user, known by its token's hash (decision 0030). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface CalendarFeedRepository {
  /** Makes the user's feed known by `tokenHash`, replacing any earlier one (whose token stops working). */
  replace(userId: string, tokenHash: string, createdAt: number): Promise<void>;
  /** When the user's feed was made, or null when there is none. */
  findCreatedAt(userId: string): Promise<number | null>;
  /** The user whose feed has this token hash, or null. */
  findUserId(tokenHash: string): Promise<string | null>;
  remove(userId: string): Promise<void>;
}

export function createSqlCalendarFeedRepository(db: Kysely<Database>): CalendarFeedRepository {
  return {
    async replace(userId, tokenHash, createdAt) {
      await db
        .insertInto('calendar_feeds')
        .values({ user_id: userId, token_hash: tokenHash, created_at: createdAt })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ token_hash: tokenHash, created_at: createdAt }),
        )
        .execute();
    },
    async findCreatedAt(userId) {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('created_at')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row === undefined ? null : row.created_at;
    },
    async findUserId(tokenHash) {
      const row = await db
        .selectFrom('calendar_feeds')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row?.user_id ?? null;
    },
    async remove(userId) {
      await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).execute();
    },
  };
}
