/**
 * Spec clients that sync whenever they like (removals made long before the next sync, other
 * devices' changes meanwhile): everyone still converges, and the three-way inference never
 * removes a bookmark nobody removed. The naive rule, as a control, loses bookmarks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test-support/test-database';
import { syncDatabaseTargets } from './sync-routes.test-support';
import {
  createNaiveSyncServer,
  expectConverged,
  getExpectedState,
  getLostKeys,
  historyArb,
  simulate,
  startRouteSyncRun,
} from './sync-simulation.test-support';

const RUNS = { sqlite: 500, postgres: 50 } as const;
const MAX_STEPS = 16;
const TIMEOUT_MS = 600_000;

describe.each(syncDatabaseTargets())('spec clients syncing at any time on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let users = 0;

  it(
    'converge, and no bookmark that no device removed is lost',
    async () => {
      await fc.assert(
        fc.asyncProperty(historyArb(MAX_STEPS), async (history) => {
          users += 1;
          const run = await startRouteSyncRun(getDatabase().db, `user-${String(users)}`);
          const result = await simulate(history, run.server, { ...run, habit: 'sync-when-told' });

          expectConverged(result);
          expect(getLostKeys(result)).toEqual([]);
          expect(result.server.history.items).toStrictEqual(getExpectedState(result).items);
        }),
        { numRuns: RUNS[target.dialect] },
      );
    },
    TIMEOUT_MS,
  );
});

describe('the naive rule (the incoming list replaces the stored one), as a control', () => {
  it('loses bookmarks that no device removed', async () => {
    const naive = await fc.check(
      fc.asyncProperty(historyArb(MAX_STEPS), async (history) => {
        const result = await simulate(history, createNaiveSyncServer(), {
          habit: 'sync-around-removals',
          sessionPrefix: 'naive',
          onClock: () => undefined,
        });
        return getLostKeys(result).length === 0;
      }),
      { numRuns: 1_000 },
    );

    expect(naive.failed).toBe(true);
    expect(naive.counterexample).not.toBeNull();
  });
});
