/**
 * Devices syncing through the real routes and database converge on the core merge of everything
 * they did, whatever the interleaving (decision 0012): spec clients (whole lists, removals
 * inferred three-way) beside delta clients (tombstones and `since`), some syncs concurrent.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test-support/test-database';
import { syncDatabaseTargets } from './sync-routes.test-support';
import {
  expectConverged,
  getExpectedState,
  getLostKeys,
  historyArb,
  simulate,
  startRouteSyncRun,
} from './sync-simulation.test-support';

/** Histories: thousands on in-memory SQLite, fewer on PostgreSQL (each sync waits on I/O). */
const RUNS = { sqlite: 1_500, postgres: 100 } as const;
const MAX_STEPS = 16;
const TIMEOUT_MS = 600_000;

describe.each(syncDatabaseTargets())('devices syncing through the routes on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let users = 0;

  it(
    'converge on the core merge of every change, losing nothing and undoing no removal, when spec clients sync around their removals',
    async () => {
      await fc.assert(
        fc.asyncProperty(historyArb(MAX_STEPS), async (history) => {
          users += 1;
          const run = await startRouteSyncRun(getDatabase().db, `user-${String(users)}`);
          const result = await simulate(history, run.server, {
            ...run,
            habit: 'sync-around-removals',
          });

          const expected = getExpectedState(result);
          expectConverged(result);
          expect(getLostKeys(result)).toEqual([]);
          expect(result.server.bookmarks.bookmarks).toStrictEqual(expected.bookmarks);
          expect(result.server.bookmarks.deleted).toStrictEqual(expected.deleted);
          expect(result.server.history.items).toStrictEqual(expected.items);
        }),
        { numRuns: RUNS[target.dialect] },
      );
    },
    TIMEOUT_MS,
  );
});
