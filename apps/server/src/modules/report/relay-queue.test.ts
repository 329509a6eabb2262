import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createSqlRelayQueue, type RelayQueue } from './relay-queue';
import {
  createSqlErrorReportRepository,
  type ErrorReportRepository,
  type StoredErrorReport,
} from './repository';

const JAN_1 = Date.UTC(2026, 0, 1);
const LEASE = 60_000;

function report(n: number, overrides: Partial<StoredErrorReport> = {}): StoredErrorReport {
  return {
    id: `report-${n}`,
    receivedAt: JAN_1 + n,
    occurredAt: JAN_1,
    requestId: 'req',
    name: 'TypeError',
    message: 'boom',
    url: 'https://reelhouse.example/',
    status: null,
    userMessage: '',
    userAgent: '',
    stack: null,
    relayedAt: null,
    ...overrides,
  };
}

describe.each(databaseTargets())('the relay queue on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let queue: RelayQueue;
  let reports: ErrorReportRepository;

  beforeAll(() => {
    queue = createSqlRelayQueue(getDatabase().db);
    reports = createSqlErrorReportRepository(getDatabase().db);
  });

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('error_reports').execute();
  });

  it('claims the oldest unrelayed report, then the next, never a relayed one', async () => {
    await reports.insert(report(2));
    await reports.insert(report(1, { relayedAt: JAN_1 }));
    await reports.insert(report(3));

    const first = await queue.claimNext('a', JAN_1, LEASE);
    const second = await queue.claimNext('a', JAN_1, LEASE);
    const none = await queue.claimNext('a', JAN_1, LEASE);

    expect(first).toStrictEqual({ report: report(2), attempts: 0 });
    expect(second?.report.id).toBe('report-3');
    expect(none).toBeNull();
  });

  it('gives a report to exactly one of two instances claiming it at the same moment', async () => {
    await reports.insert(report(1));

    const claims = await Promise.all([
      queue.claimNext('a', JAN_1, LEASE),
      queue.claimNext('b', JAN_1, LEASE),
    ]);

    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
  });

  it('lets another instance take a claim once its lease has lapsed (the sender crashed)', async () => {
    await reports.insert(report(1));
    await queue.claimNext('crashed', JAN_1, LEASE);

    expect(await queue.claimNext('b', JAN_1 + LEASE - 1, LEASE)).toBeNull();
    expect((await queue.claimNext('b', JAN_1 + LEASE, LEASE))?.report.id).toBe('report-1');
  });

  it('records a failure with its attempts and next time, and claims the report only once due', async () => {
    await reports.insert(report(1));
    await queue.claimNext('a', JAN_1, LEASE);

    await queue.recordFailure('report-1', 'a', {
      attempts: 3,
      nextAttemptAt: JAN_1 + 20_000,
      error: `HTTP 503 ${'x'.repeat(400)}`,
    });

    const [listed] = await reports.listRecentWithRelay(1);
    expect(listed?.relay.attempts).toBe(3);
    expect(listed?.relay.nextAttemptAt).toBe(JAN_1 + 20_000);
    expect(listed?.relay.lastError).toMatch(/^HTTP 503 x+$/);
    expect(listed?.relay.lastError).toHaveLength(300);
    expect(await queue.claimNext('a', JAN_1 + 19_999, LEASE)).toBeNull();
    expect(await queue.claimNext('a', JAN_1 + 20_000, LEASE)).toMatchObject({ attempts: 3 });
  });

  it('ignores a failure recorded by an instance whose lapsed claim another took', async () => {
    await reports.insert(report(1));
    await queue.claimNext('slow', JAN_1, LEASE);
    await queue.claimNext('b', JAN_1 + LEASE, LEASE);

    await queue.recordFailure('report-1', 'slow', {
      attempts: 1,
      nextAttemptAt: JAN_1 + 10 * LEASE,
      error: 'timeout',
    });

    const [listed] = await reports.listRecentWithRelay(1);
    expect(listed?.relay).toEqual({ attempts: 0, nextAttemptAt: 0, lastError: null });
  });

  it('marks a report relayed, clearing its last failure, so it is never claimed again', async () => {
    await reports.insert(report(1));
    await queue.claimNext('a', JAN_1, LEASE);
    await queue.recordFailure('report-1', 'a', {
      attempts: 1,
      nextAttemptAt: JAN_1,
      error: 'timeout',
    });
    await queue.claimNext('a', JAN_1, LEASE);

    await queue.markRelayed('report-1', JAN_1 + 5);

    const [listed] = await reports.listRecentWithRelay(1);
    expect(listed?.relayedAt).toBe(JAN_1 + 5);
    expect(listed?.relay.lastError).toBeNull();
    expect(await queue.claimNext('a', JAN_1 + 10 * LEASE, LEASE)).toBeNull();
  });
});
