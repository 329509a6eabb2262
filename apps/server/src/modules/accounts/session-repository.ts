/** Login sessions on SQLite or PostgreSQL: one row per signed-in browser, the secret only hashed. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoredSession {
  id: string;
  userId: string;
  /** hex sha256 of the secret */
  secretHash: string;
  createdAt: number;
  lastSeenAt: number;
  /** the absolute end (createdAt + the longest session) */
  expiresAt: number;
}

export interface SessionRepository {
  insert(session: StoredSession): Promise<void>;
  find(id: string): Promise<StoredSession | null>;
  touch(id: string, lastSeenAt: number): Promise<void>;
  delete(id: string): Promise<void>;
  /** Deletes the user's sessions that ended at `now` (absolute end, or unused since `idleSince`). */
  deleteEnded(userId: string, now: number, idleSince: number): Promise<void>;
  /** Deletes every session of the user but `keepId` (when given). */
  deleteAllOfUser(userId: string, keepId?: string): Promise<void>;
}

export function createSqlSessionRepository(db: Kysely<Database>): SessionRepository {
  return {
    async insert(session) {
      await db
        .insertInto('sessions')
        .values({
          id: session.id,
          user_id: session.userId,
          secret_hash: session.secretHash,
          created_at: session.createdAt,
          last_seen_at: session.lastSeenAt,
          expires_at: session.expiresAt,
        })
        .execute();
    },
    async find(id) {
      const row = await db
        .selectFrom('sessions')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        userId: row.user_id,
        secretHash: row.secret_hash,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      };
    },
    async touch(id, lastSeenAt) {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: lastSeenAt })
        .where('id', '=', id)
        // Two requests at once must not move it backwards.
        .where('last_seen_at', '<', lastSeenAt)
        .execute();
    },
    async delete(id) {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },
    async deleteAllOfUser(userId, keepId) {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepId !== undefined) query = query.where('id', '!=', keepId);
      await query.execute();
    },
    async deleteEnded(userId, now, idleSince) {
      await db
        .deleteFrom('sessions')
        .where('user_id', '=', userId)
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleSince)]))
        .execute();
    },
  };
}
