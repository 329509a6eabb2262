/** `npm run migrate -w @reelhouse/server`: applies pending migrations and exits. */
import { openDatabase, resolveDatabaseTarget, withoutTimeouts } from './db/database';
import { migrateToLatest } from './db/migrate';
import { setDefaultSqliteDriver } from './db/sqlite';
import { loadConfig } from './env';

const config = loadConfig(process.env);
if (!config.ok) {
  console.error('Invalid configuration:\n' + config.problems.map((p) => `  - ${p}`).join('\n'));
  process.exit(1);
}
setDefaultSqliteDriver(config.value.sqliteDriver);
const database = openDatabase(withoutTimeouts(resolveDatabaseTarget(config.value)));
try {
  const applied = await migrateToLatest(database.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Already up to date.');
} finally {
  await database.close();
}
