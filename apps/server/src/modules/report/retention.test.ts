import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createLogger } from '../../observability/logger';
import { createSqlPartnerRequestRepository } from '../partners/repository';
import { createSqlErrorReportRepository, type StoredErrorReport } from './repository';
import {
  CLOSED_PARTNER_REQUEST_RETENTION_MS,
  REPORT_RETENTION_MS,
  startRetentionSweep,
  type RetentionRule,
} from './retention';

const NOW = Date.UTC(2026, 5, 1);
const DAY = 24 * 60 * 60 * 1000;

function report(id: string, receivedAt: number): StoredErrorReport {
  return {
    id,
    receivedAt,
    occurredAt: receivedAt,
    requestId: 'req',
    name: 'TypeError',
    message: 'boom',
    url: 'https://reelhouse.example/',
    status: null,
    userMessage: '',
    userAgent: '',
    stack: null,
    relayedAt: null,
  };
}

describe.each(databaseTargets())('the retention sweep on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('error_reports').execute();
    await getDatabase().db.deleteFrom('partner_requests').execute();
  });

  function rules(): RetentionRule[] {
    const reports = createSqlErrorReportRepository(getDatabase().db);
    const partners = createSqlPartnerRequestRepository(getDatabase().db);
    return [
      {
        name: 'error reports',
        keepMs: REPORT_RETENTION_MS,
        deleteBefore: (cutoff) => reports.deleteReceivedBefore(cutoff),
      },
      {
        name: 'closed partnership requests',
        keepMs: CLOSED_PARTNER_REQUEST_RETENTION_MS,
        deleteBefore: (cutoff) => partners.deleteClosedBefore(cutoff),
      },
    ];
  }

  it('deletes reports older than 90 days and requests closed over 90 days ago, nothing else', async () => {
    const reports = createSqlErrorReportRepository(getDatabase().db);
    const partners = createSqlPartnerRequestRepository(getDatabase().db);
    await reports.insert(report('old', NOW - 90 * DAY - 1));
    await reports.insert(report('exactly-90-days', NOW - 90 * DAY));
    await reports.insert(report('recent', NOW - DAY));
    const request = {
      name: 'Club',
      siteUrl: 'https://club.example',
      email: 'a@club.example',
      message: 'Hi',
    };
    await partners.insert({
      ...request,
      id: 'closed-long-ago',
      receivedAt: 0,
      closedAt: NOW - 91 * DAY,
    });
    await partners.insert({
      ...request,
      id: 'closed-lately',
      receivedAt: 0,
      closedAt: NOW - 89 * DAY,
    });
    await partners.insert({ ...request, id: 'open-and-old', receivedAt: 0, closedAt: null });

    // The first sweep runs at start; stop() waits for it.
    const sweep = startRetentionSweep({
      rules: rules(),
      logger: createLogger('silent'),
      now: () => NOW,
    });
    await sweep.stop();
    expect(await sweep.sweep()).toEqual({ 'error reports': 0, 'closed partnership requests': 0 });

    expect((await reports.listRecent(10)).map((r) => r.id)).toEqual(['recent', 'exactly-90-days']);
    const left = await partners.list({ includeClosed: true });
    expect(left.map((r) => r.id).sort()).toEqual(['closed-lately', 'open-and-old']);
  });

  it('runs the other rules when one fails, and logs the failure', async () => {
    const lines: string[] = [];
    const failing: RetentionRule = {
      name: 'broken things',
      keepMs: DAY,
      deleteBefore: () => Promise.reject(new Error('database is down')),
    };
    await createSqlErrorReportRepository(getDatabase().db).insert(report('old', 0));

    const sweep = startRetentionSweep({
      rules: [failing, ...rules()],
      logger: createLogger('info', { write: (line: string) => lines.push(line) }),
      now: () => NOW,
      intervalMs: 60 * 60_000,
    });
    await sweep.stop();

    expect(await createSqlErrorReportRepository(getDatabase().db).listRecent(10)).toEqual([]);
    expect(lines.join('\n')).toContain('could not delete old broken things');
  });
});
