/**
 * The 4K personal tokens the operator issues (decision 0024): only each token's id, its user, its
 * dates and whether it was revoked — never the token itself.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('four_k_tokens')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('issued_at', 'bigint', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('four_k_tokens_user_id')
    .on('four_k_tokens')
    .column('user_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('four_k_tokens').execute();
}
