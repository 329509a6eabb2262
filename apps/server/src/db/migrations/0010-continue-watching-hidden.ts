/**
 * Watch progress keeps when the visitor last took a title off Continue Watching (`hidden_at`,
 * ms, 0: never; it only grows, like `completed_at`). Rows written before read as never hidden.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('watch_progress')
    .addColumn('hidden_at', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('watch_progress').dropColumn('hidden_at').execute();
}
