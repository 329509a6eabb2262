/**
 * One migration set for both dialects. Migrations are imported statically (not read from a
 * folder at run time) so the bundled server carries them.
 */
import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import * as errorReports from './migrations/0001-error-reports';
import type { Database } from './schema';

const migrations: Record<string, Migration> = {
  '0001-error-reports': errorReports,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

/**
 * Brings the schema to the newest version. Safe to run from several instances at once: Kysely
 * takes a lock table on both dialects.
 * @throws the first failing migration's error, after rolling back that migration
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((r) => r.migrationName);
}

/** Names of every migration, oldest first. */
export function listMigrations(): string[] {
  return Object.keys(migrations).sort();
}
