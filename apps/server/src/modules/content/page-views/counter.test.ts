import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../../observability/logger';
import { captureLogs } from '../../cache/log-capture.test-support';
import { databaseTargets, type TestDatabase } from '../../../../test-support/test-database';
import { createPageViewCounter, type PageViewCounterOptions } from './counter';
import { createSqlPageViewRepository, type PageViewRepository } from './repository';

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 2, 31, 23, 59, 58);

describe.each(databaseTargets())('page views ($dialect)', (target) => {
  let testDatabase: TestDatabase;
  let repository: PageViewRepository;
  let time: number;

  beforeEach(async () => {
    testDatabase = await target.open();
    repository = createSqlPageViewRepository(testDatabase.database.db);
    time = START;
  });

  afterEach(async () => {
    await testDatabase.dispose();
  });

  const counter = (options: Partial<PageViewCounterOptions> = {}) =>
    createPageViewCounter({
      repository,
      logger: createLogger('silent'),
      now: () => time,
      ...options,
    });

  async function storedDays(): Promise<Record<string, number>> {
    const rows = await testDatabase.database.db
      .selectFrom('page_view_counts')
      .selectAll()
      .orderBy('day')
      .execute();
    return Object.fromEntries(rows.map((row) => [row.day, row.count]));
  }

  it('writes the counts per UTC day in one flush, adding to what is stored', async () => {
    const views = counter();
    views.count();
    views.count();
    time += 3000; // past midnight UTC
    views.count();
    await views.flush();
    expect(await storedDays()).toEqual({ '2026-03-31': 2, '2026-04-01': 1 });

    views.count();
    await views.flush();
    await views.flush(); // nothing new: nothing added
    expect(await storedDays()).toEqual({ '2026-03-31': 2, '2026-04-01': 2 });
  });

  it('adds up the counts of several instances', async () => {
    const first = counter();
    const second = counter();
    for (let index = 0; index < 3; index += 1) first.count();
    for (let index = 0; index < 4; index += 1) second.count();
    await Promise.all([first.flush(), second.flush()]);
    expect(await storedDays()).toEqual({ '2026-03-31': 7 });
  });

  it('writes what is left when it closes', async () => {
    const views = counter();
    views.count();
    await views.close();
    expect(await storedDays()).toEqual({ '2026-03-31': 1 });
  });

  it('sums the last 30 UTC days, today included, for the audience figure', async () => {
    const today = Date.UTC(2026, 3, 30, 12);
    time = today - 30 * DAY_MS; // one day too early
    const views = counter();
    views.count();
    time = today - 29 * DAY_MS; // the first day counted
    views.count();
    views.count();
    time = today;
    views.count();
    await views.flush();
    expect(await views.audience()).toEqual({
      monthlyViews: 3,
      from: '2026-04-01',
      to: '2026-04-30',
    });
  });

  it('reuses the audience figure for a few minutes', async () => {
    const views = counter({ audienceCacheMs: 60_000 });
    expect((await views.audience())?.monthlyViews).toBe(0);
    views.count();
    await views.flush();
    expect((await views.audience())?.monthlyViews).toBe(0);
    time += 60_001;
    expect((await views.audience())?.monthlyViews).toBe(1);
  });

  it('answers no audience figure when the database cannot answer', async () => {
    const logs = captureLogs();
    const views = counter({ logger: logs.logger });
    await testDatabase.database.close();
    expect(await views.audience()).toBeNull();
    expect(logs.entries().map((entry) => entry.msg)).toContain('page views could not be read');
  });
});

describe('page views when the database fails', () => {
  /** A repository that fails while `failing` is set and remembers what it was given. */
  function flakyRepository() {
    const written: Record<string, number>[] = [];
    let failing = true;
    const repository: PageViewRepository = {
      add(counts) {
        if (failing) return Promise.reject(new Error('database down'));
        written.push(Object.fromEntries(counts));
        return Promise.resolve();
      },
      sum: () => Promise.reject(new Error('database down')),
    };
    return { repository, written, recover: () => (failing = false) };
  }

  it('keeps the counts for the next flush and never throws', async () => {
    const flaky = flakyRepository();
    const logs = captureLogs();
    const views = createPageViewCounter({
      repository: flaky.repository,
      logger: logs.logger,
      now: () => START,
    });
    views.count();
    await expect(views.flush()).resolves.toBeUndefined();
    views.count();
    flaky.recover();
    await views.flush();
    expect(flaky.written).toEqual([{ '2026-03-31': 2 }]);
    expect(logs.entries().some((entry) => entry.level === 'warn')).toBe(true);
  });

  it('keeps only the newest days while the database stays away', async () => {
    const flaky = flakyRepository();
    let time = START;
    const views = createPageViewCounter({
      repository: flaky.repository,
      logger: createLogger('silent'),
      now: () => time,
      maxPendingDays: 2,
    });
    for (let day = 0; day < 4; day += 1) {
      views.count();
      await views.flush();
      time += DAY_MS;
    }
    flaky.recover();
    await views.flush();
    expect(flaky.written).toEqual([{ '2026-04-02': 1, '2026-04-03': 1 }]);
  });
});
