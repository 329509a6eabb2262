/** The issued 4K personal tokens' records: id (the JWT's jti), user, dates, revocation. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoredFourKToken {
  id: string;
  userId: string;
  issuedAt: number;
  expiresAt: number;
  revokedAt: number | null;
}

export interface FourKTokenRepository {
  insert(token: Omit<StoredFourKToken, 'revokedAt'>): Promise<void>;
  findById(id: string): Promise<StoredFourKToken | null>;
  /** marks the token revoked at `time` unless it already is; @returns whether it was live */
  revoke(id: string, time: number): Promise<boolean>;
  /** revokes every token of the user not yet revoked; @returns how many */
  revokeAllOf(userId: string, time: number): Promise<number>;
}

export function createSqlFourKTokenRepository(db: Kysely<Database>): FourKTokenRepository {
  return {
    async insert(token) {
      await db
        .insertInto('four_k_tokens')
        .values({
          id: token.id,
          user_id: token.userId,
          issued_at: token.issuedAt,
          expires_at: token.expiresAt,
          revoked_at: null,
        })
        .execute();
    },
    async findById(id) {
      const row = await db
        .selectFrom('four_k_tokens')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        userId: row.user_id,
        issuedAt: row.issued_at,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      };
    },
    async revoke(id, time) {
      const result = await db
        .updateTable('four_k_tokens')
        .set({ revoked_at: time })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    async revokeAllOf(userId, time) {
      const result = await db
        .updateTable('four_k_tokens')
        .set({ revoked_at: time })
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
