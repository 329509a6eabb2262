import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../../../test-support/test-database';
import { createSqlStatsRepository } from '../../modules/stats/repository';
import { migrateTo } from '../migrate';

const TABLES = [
  'stats_days',
  'stats_day_titles',
  'stats_titles',
  'stats_day_countries',
  'stats_day_visitors',
  'stats_salts',
];

describe.each(databaseTargets())('migration 0007 (statistics roll-ups) on $dialect', (target) => {
  it('creates the roll-up tables, keeps a sketch byte for byte, and goes back down', async () => {
    const opened = await target.open({ migrate: false });
    try {
      const { db } = opened.database;
      await migrateTo(db, '0007-stats-rollups');
      const repository = createSqlStatsRepository(db);
      const sketch = Uint8Array.from({ length: 4096 }, (_, i) => i % 53);
      await repository.putSketches('a', new Map([['2026-05-17', sketch]]));
      expect(await repository.readSketches('2026-05-17')).toEqual([{ day: '2026-05-17', sketch }]);

      await migrateTo(db, '0006-report-relay-and-partner-requests');
      for (const table of TABLES) {
        await expect(sql`select 1 from ${sql.table(table)}`.execute(db)).rejects.toThrow();
      }
    } finally {
      await opened.dispose();
    }
  });
});
