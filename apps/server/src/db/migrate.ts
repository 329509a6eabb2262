/**
 * One migration set for both dialects. Migrations are imported statically (not read from a
 * folder at run time) so the bundled server carries them.
 */
import {
  type Kysely,
  type Migration,
  type MigrationProvider,
  type MigrationResultSet,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';
import * as errorReports from './migrations/0001-error-reports';
import * as accountsAndSync from './migrations/0002-accounts-and-sync';
import * as syncClientsAndUsageEvents from './migrations/0003-sync-clients-and-usage-events';
import * as bookmarkMediaType from './migrations/0004-bookmark-media-type';
import * as pageViews from './migrations/0005-page-views';
import * as reportRelayAndPartnerRequests from './migrations/0006-report-relay-and-partner-requests';
import * as statsRollups from './migrations/0007-stats-rollups';
import * as fourKTokens from './migrations/0008-4k-tokens';
import * as calendar from './migrations/0009-calendar';
import * as continueWatchingHidden from './migrations/0010-continue-watching-hidden';
import type { Database } from './schema';

const migrations: Record<string, Migration> = {
  '0001-error-reports': errorReports,
  '0002-accounts-and-sync': accountsAndSync,
  '0003-sync-clients-and-usage-events': syncClientsAndUsageEvents,
  '0004-bookmark-media-type': bookmarkMediaType,
  '0005-page-views': pageViews,
  '0006-report-relay-and-partner-requests': reportRelayAndPartnerRequests,
  '0007-stats-rollups': statsRollups,
  '0008-4k-tokens': fourKTokens,
  '0009-calendar': calendar,
  '0010-continue-watching-hidden': continueWatchingHidden,
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
  return migrate(db, (migrator) => migrator.migrateToLatest());
}

/**
 * Brings the schema to the version of migration `name` (up or down): tests of a migration start
 * from the version before it.
 * @throws as {@link migrateToLatest}
 */
export async function migrateTo(db: Kysely<Database>, name: string): Promise<string[]> {
  return migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<Database>,
  run: (migrator: Migrator) => Promise<MigrationResultSet>,
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: await currentPostgresSchema(db),
  });
  const { error, results } = await run(migrator);
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
  return (results ?? [])
    .filter((result) => result.status === 'Success')
    .map((r) => r.migrationName);
}

/**
 * On PostgreSQL, the schema that unqualified names resolve to (the first of the search path).
 * Kysely looks for its migration tables in every schema unless told which one, so another
 * schema's `kysely_migration` on the same server would make it skip creating this one's.
 */
async function currentPostgresSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const query = sql<{ schema: string | null }>`select current_schema() as schema`;
  const { rows } = await query.execute(db);
  return rows[0]?.schema ?? undefined;
}

/** Names of every migration, oldest first. */
export function listMigrations(): string[] {
  return Object.keys(migrations).sort();
}
