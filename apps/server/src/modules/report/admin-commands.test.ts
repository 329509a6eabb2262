import { beforeEach, describe, expect, it } from 'vitest';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { createSqlUserRepository } from '../accounts/user-repository';
import { ADMIN_USAGE, EXIT_OK, EXIT_USAGE } from '../admin/admin-io';
import { runAdminCommand } from '../admin/run-admin-command';
import { createSqlPartnerRequestRepository } from '../partners/repository';
import { createSqlRelayQueue } from './relay-queue';
import { createSqlErrorReportRepository, type StoredErrorReport } from './repository';
import { createTestPersonalTokens } from '../four-k/four-k.test-support';

const JAN_1 = Date.UTC(2026, 0, 1, 8);

function report(n: number, overrides: Partial<StoredErrorReport> = {}): StoredErrorReport {
  return {
    id: `report-${n}`,
    receivedAt: JAN_1 + n * 60_000,
    occurredAt: JAN_1,
    requestId: `req-${n}`,
    name: 'TypeError',
    message: `Boom ${n}`,
    url: `https://reelhouse.example/title/${n}`,
    status: null,
    userMessage: '',
    userAgent: '',
    stack: null,
    relayedAt: null,
    ...overrides,
  };
}

describe.each(databaseTargets())('reports admin commands ($dialect)', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  const reports = () => createSqlErrorReportRepository(getDatabase().db);

  async function run(...args: string[]) {
    const { db } = getDatabase();
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(args, {
      users: createSqlUserRepository(db),
      reports: createSqlErrorReportRepository(db),
      partners: createSqlPartnerRequestRepository(db),
      tokens: createTestPersonalTokens(db),
      io: { out: (line) => out.push(line), err: (line) => err.push(line) },
      now: () => JAN_1,
    });
    return { code, out, err };
  }

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('error_reports').execute();
  });

  it('says so when there are no reports', async () => {
    expect(await run('reports', 'list')).toEqual({
      code: EXIT_OK,
      out: ['No error reports.'],
      err: [],
    });
  });

  it('lists reports newest first: id, time, relayed or pending with failed sends, error, page', async () => {
    await reports().insert(report(1, { relayedAt: JAN_1 + 61_000 }));
    await reports().insert(report(2, { status: 404, message: 'Not\n  found' }));
    await reports().insert(report(3));
    const queue = createSqlRelayQueue(getDatabase().db);
    const claim = await queue.claimNext('me', JAN_1 + 200_000, 60_000);
    expect(claim?.report.id).toBe('report-2');
    await queue.recordFailure('report-2', 'me', {
      attempts: 2,
      nextAttemptAt: JAN_1 + 300_000,
      error: 'HTTP 503',
    });

    const { code, out } = await run('reports', 'list');

    expect(code).toBe(EXIT_OK);
    expect(out).toEqual([
      'report-3  2026-01-01 08:03:00 UTC  pending',
      '  TypeError: Boom 3',
      '  https://reelhouse.example/title/3',
      'report-2  2026-01-01 08:02:00 UTC  pending, 2 failed sends, last: HTTP 503, next try after 2026-01-01 08:05:00 UTC',
      '  TypeError: Not found (HTTP 404)',
      '  https://reelhouse.example/title/2',
      'report-1  2026-01-01 08:01:00 UTC  relayed 2026-01-01 08:01:01 UTC',
      '  TypeError: Boom 1',
      '  https://reelhouse.example/title/1',
    ]);
  });

  it('shows no more reports than --limit, in either spelling', async () => {
    for (let n = 1; n <= 5; n += 1) await reports().insert(report(n));

    const spaced = await run('reports', 'list', '--limit', '2');
    const joined = await run('reports', 'list', '--limit=1');

    expect(spaced.out.filter((line) => line.startsWith('report-'))).toEqual([
      expect.stringMatching(/^report-5 /),
      expect.stringMatching(/^report-4 /),
    ]);
    expect(joined.out.filter((line) => line.startsWith('report-'))).toHaveLength(1);
  });

  it.each([
    [['reports']],
    [['reports', 'show']],
    [['reports', 'list', '--limit']],
    [['reports', 'list', '--limit', '0']],
    [['reports', 'list', '--limit', 'ten']],
    [['reports', 'list', '--limit', '5', 'extra']],
    [['reports', 'list', '--limit=5', '6']],
  ])('answers exit code 2 with the usage for bad arguments: %j', async (args) => {
    const result = await run(...args);

    expect(result.code).toBe(EXIT_USAGE);
    expect(result.err.at(-1)).toBe(ADMIN_USAGE);
    expect(result.out).toEqual([]);
  });
});
