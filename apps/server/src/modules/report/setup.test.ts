import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test-support/test-database';
import { createLogger } from '../../observability/logger';
import { createSqlErrorReportRepository, type StoredErrorReport } from './repository';
import { startReportJobs } from './setup';
import { startFakeWebhook, type FakeWebhook } from './webhook.test-support';

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

async function waitFor(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the report module's background work", () => {
  const getDatabase = useTestDatabase();
  let webhook: FakeWebhook;
  const reports = () => createSqlErrorReportRepository(getDatabase().db);

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('error_reports').execute();
    webhook = await startFakeWebhook();
  });

  afterEach(async () => {
    await webhook.close();
  });

  it('without a webhook, keeps reports unrelayed and still deletes those past 90 days', async () => {
    await reports().insert(report('old', Date.now() - 91 * DAY));
    await reports().insert(report('new', Date.now()));
    const lines: string[] = [];

    const jobs = startReportJobs({
      webhookUrl: undefined,
      db: getDatabase().db,
      logger: createLogger('info', { write: (line: string) => lines.push(line) }),
    });
    jobs.wake();
    await jobs.stop();

    expect((await reports().listRecent(10)).map((r) => [r.id, r.relayedAt])).toEqual([
      ['new', null],
    ]);
    expect(lines.join('\n')).toContain('REPORT_WEBHOOK_URL is not set');
  });

  it('with a webhook, relays what is stored and logs the webhook by its origin only', async () => {
    await reports().insert(report('new', Date.now()));
    const lines: string[] = [];

    const jobs = startReportJobs({
      webhookUrl: webhook.url,
      db: getDatabase().db,
      logger: createLogger('info', { write: (line: string) => lines.push(line) }),
    });
    try {
      await waitFor(async () => (await reports().listUnrelayed(10)).length === 0, 'the relay');
    } finally {
      await jobs.stop();
    }

    expect(webhook.accepted).toHaveLength(1);
    const log = lines.join('\n');
    expect(log).toContain(new URL(webhook.url).origin);
    expect(log).not.toContain('secret-token');
  });
});
