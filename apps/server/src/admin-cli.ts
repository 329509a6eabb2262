/**
 * `npm run admin -- users …|reports list|partners …|tokens …` (or `node dist/admin.js …` from the build):
 * the operator's commands, on the server's own database (DATABASE_URL, else SQLite under
 * DATA_DIR), migrated first like the server does at start.
 */
import { openDatabase, resolveDatabaseTarget, withoutTimeouts } from './db/database';
import { migrateToLatest } from './db/migrate';
import { setDefaultSqliteDriver } from './db/sqlite';
import { loadConfig } from './env';
import { createSqlUserRepository } from './modules/accounts/user-repository';
import { runAdminCommand } from './modules/admin/run-admin-command';
import { createPersonalTokens } from './modules/four-k/personal-tokens';
import { createSqlFourKTokenRepository } from './modules/four-k/token-repository';
import { resolveTokenSecret } from './modules/four-k/token-secret';
import { createSqlPartnerRequestRepository } from './modules/partners/repository';
import { createSqlErrorReportRepository } from './modules/report/repository';

const config = loadConfig(process.env);
if (!config.ok) {
  console.error('Invalid configuration:\n' + config.problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
setDefaultSqliteDriver(config.value.sqliteDriver);
const database = openDatabase(withoutTimeouts(resolveDatabaseTarget(config.value)));
try {
  await migrateToLatest(database.db);
  process.exitCode = await runAdminCommand(process.argv.slice(2), {
    users: createSqlUserRepository(database.db),
    reports: createSqlErrorReportRepository(database.db),
    partners: createSqlPartnerRequestRepository(database.db),
    tokens: createPersonalTokens({
      secret: resolveTokenSecret(config.value.tokenSecret, config.value.dataDir),
      repository: createSqlFourKTokenRepository(database.db),
    }),
    io: { out: (line) => console.log(line), err: (line) => console.error(line) },
    now: Date.now,
  });
} finally {
  await database.close();
}
