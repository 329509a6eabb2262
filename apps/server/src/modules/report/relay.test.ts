import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestClock,
  postReport,
  validReportBody,
  type TestClock,
} from '../../../test-support/test-app';
import { databaseTargets, useTestDatabase } from '../../../test-support/test-database';
import { openDatabase, type SqlDatabase } from '../../db/database';
import { createLogger } from '../../observability/logger';
import { buildReportMessage, type WebhookMessage } from './embed';
import {
  createReportRelay,
  DEFAULT_RELAY_TIMING,
  getRetryDelay,
  type ReportRelay,
  type ReportRelayOptions,
} from './relay';
import { createSqlRelayQueue, type RelayQueue } from './relay-queue';
import { createSqlErrorReportRepository, type StoredErrorReport } from './repository';
import { createWebhookSender } from './webhook';
import { startFakeWebhook, type FakeWebhook } from './webhook.test-support';

const JAN_1 = Date.UTC(2026, 0, 1);

function report(n: number, overrides: Partial<StoredErrorReport> = {}): StoredErrorReport {
  return {
    id: `report-${String(n).padStart(3, '0')}`,
    receivedAt: JAN_1 + n,
    occurredAt: JAN_1 - 60_000 + n,
    requestId: `req-${n}`,
    name: 'TypeError',
    message: `Cannot read properties of undefined (${n})`,
    url: `https://reelhouse.example/title/${n}`,
    status: 500,
    userMessage: `I clicked poster ${n}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
    stack: `TypeError: boom ${n}\n    at Poster (poster.tsx:7:9)`,
    relayedAt: null,
    ...overrides,
  };
}

/** The report ids of the messages the webhook accepted, in order (each footer names one). */
function acceptedIds(webhook: FakeWebhook): string[] {
  return webhook.accepted.map((message: WebhookMessage) => {
    const footer = message.embeds[0]?.footer.text ?? '';
    return /^Report (\S+)/.exec(footer)?.[1] ?? '?';
  });
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A second connection to the same test database, as another instance of the server would have. */
async function openSecondConnection(database: SqlDatabase): Promise<SqlDatabase> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ file: string }>`
      select file from pragma_database_list where name = 'main'`.execute(database.db);
    return openDatabase({ kind: 'sqlite', file: rows[0]?.file ?? '' });
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(
    database.db,
  );
  return openDatabase({
    kind: 'postgres',
    url: process.env.TEST_DATABASE_URL ?? '',
    searchPath: rows[0]?.schema ?? '',
  });
}

describe.each(databaseTargets())('the error report relay on $dialect', (target) => {
  const getDatabase = useTestDatabase(() => target.open());
  let webhook: FakeWebhook;
  let clock: TestClock;
  let logLines: Record<string, unknown>[];
  const relays: ReportRelay[] = [];

  const reports = () => createSqlErrorReportRepository(getDatabase().db);
  const logger = () =>
    createLogger('info', {
      write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>),
    });

  function relay(overrides: Partial<ReportRelayOptions> = {}): ReportRelay {
    const created = createReportRelay({
      queue: createSqlRelayQueue(getDatabase().db),
      send: createWebhookSender({ url: webhook.url, timeoutMs: 2_000 }),
      logger: logger(),
      webhookOrigin: new URL(webhook.url).origin,
      now: clock.now,
      random: () => 0.5,
      ...overrides,
    });
    relays.push(created);
    return created;
  }

  async function relayState(id: string) {
    const listed = await reports().listRecentWithRelay(1000);
    const found = listed.find((r) => r.id === id);
    if (!found) throw new Error(`no report ${id}`);
    return { relayedAt: found.relayedAt, ...found.relay };
  }

  beforeEach(async () => {
    await getDatabase().db.deleteFrom('error_reports').execute();
    webhook = await startFakeWebhook();
    clock = createTestClock(JAN_1 + 60_000);
    logLines = [];
  });

  afterEach(async () => {
    await Promise.all(relays.splice(0).map((r) => r.stop()));
    await webhook.close();
    // The webhook's address is a secret: no log line carries more than its origin.
    expect(JSON.stringify(logLines)).not.toContain('secret-token');
  });

  it('keeps reports while the webhook is down (refused, then 500s) and sends each exactly once when it is back', async () => {
    for (const n of [1, 2, 3]) await reports().insert(report(n));
    const relayer = relay();

    await webhook.goDown();
    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await relayState('report-001')).toMatchObject({
      relayedAt: null,
      attempts: 1,
      nextAttemptAt: clock.now() + 5_000,
      lastError: expect.stringMatching(/^network/) as unknown,
    });
    // The other reports wait with it rather than hammer a webhook that is down.
    expect(await relayState('report-002')).toMatchObject({ attempts: 0, relayedAt: null });
    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 0 });

    await webhook.comeUp();
    webhook.answer(() => ({ status: 500 }));
    clock.advance(4_999);
    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock.advance(1);
    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await relayState('report-001')).toMatchObject({
      attempts: 2,
      nextAttemptAt: clock.now() + 10_000,
      lastError: 'HTTP 500',
    });

    webhook.answer(() => ({ status: 204 }));
    clock.advance(10_000);
    expect(await relayer.runOnce()).toEqual({ sent: 3, failed: 0 });
    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 0 });

    expect(acceptedIds(webhook)).toEqual(['report-001', 'report-002', 'report-003']);
    expect(webhook.accepted[0]).toEqual(buildReportMessage(report(1)));
    for (const id of ['report-001', 'report-002', 'report-003']) {
      expect((await relayState(id)).relayedAt).toBe(clock.now());
    }
    expect(logLines.filter((line) => line.level === 40)).toHaveLength(2);
    expect(logLines.some((line) => line.msg === 'the chat webhook answers again')).toBe(true);
  });

  it('waits as long as a 429 asks before sending again', async () => {
    await reports().insert(report(1));
    webhook.answer((request) =>
      request === 1 ? { status: 429, headers: { 'Retry-After': '7' } } : { status: 204 },
    );
    const relayer = relay();

    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await relayState('report-001')).toMatchObject({
      attempts: 1,
      nextAttemptAt: clock.now() + 7_000,
    });
    clock.advance(6_999);
    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(webhook.requests).toBe(1);
    clock.advance(1);
    expect(await relayer.runOnce()).toEqual({ sent: 1, failed: 0 });
  });

  it('holds every send for an hour when the webhook refuses (404), keeps the reports, and says why', async () => {
    await reports().insert(report(1));
    await reports().insert(report(2));
    webhook.answer(() => ({ status: 404, body: '{"message":"Unknown Webhook","code":10015}' }));
    const relayer = relay();

    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 1 });
    const refusal = logLines.find((line) => line.level === 50);
    expect(refusal?.msg).toMatch(/refused error reports \(HTTP 404\): REPORT_WEBHOOK_URL is wrong/);
    expect(refusal?.webhook).toBe(new URL(webhook.url).origin);

    clock.advance(DEFAULT_RELAY_TIMING.maxRetryMs);
    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(webhook.requests).toBe(1);
    clock.advance(DEFAULT_RELAY_TIMING.refusedWaitMs - DEFAULT_RELAY_TIMING.maxRetryMs);
    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(webhook.requests).toBe(2);
    expect(await reports().listUnrelayed(10)).toHaveLength(2);

    // Restarted with a working webhook: everything kept goes out, the refused report first.
    webhook.answer(() => ({ status: 204 }));
    clock.advance(DEFAULT_RELAY_TIMING.maxRetryMs);
    expect(await relay().runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(acceptedIds(webhook)).toEqual(['report-001', 'report-002']);
  });

  it('sets aside for an hour a report the webhook refuses as a message (400), and sends the others', async () => {
    await reports().insert(report(1));
    await reports().insert(report(2));
    webhook.answer((request) => (request === 1 ? { status: 400 } : { status: 204 }));

    expect(await relay().runOnce()).toEqual({ sent: 1, failed: 1 });
    expect(acceptedIds(webhook)).toEqual(['report-002']);
    expect(await relayState('report-001')).toMatchObject({
      relayedAt: null,
      lastError: 'HTTP 400',
      nextAttemptAt: clock.now() + DEFAULT_RELAY_TIMING.refusedWaitMs,
    });
  });

  it('records a send that throws as a failure and carries on', async () => {
    await reports().insert(report(1));
    const relayer = relay({
      send: () => Promise.reject(new Error('embed builder bug')),
    });

    expect(await relayer.runOnce()).toEqual({ sent: 0, failed: 1 });
    expect(await relayState('report-001')).toMatchObject({
      attempts: 1,
      lastError: 'embed builder bug',
    });
  });

  it('keeps running while the database fails, and sends once it answers again', async () => {
    await reports().insert(report(1));
    const queue = createSqlRelayQueue(getDatabase().db);
    let failuresLeft = 2;
    const flaky: RelayQueue = {
      ...queue,
      claimNext: (...args) =>
        failuresLeft-- > 0
          ? Promise.reject(new Error('database is down'))
          : queue.claimNext(...args),
    };
    const relayer = relay({ queue: flaky, now: Date.now, timing: { pollIntervalMs: 10 } });

    relayer.start();
    await waitFor(() => webhook.accepted.length === 1, 'the report to arrive');

    expect(acceptedIds(webhook)).toEqual(['report-001']);
    const warnings = logLines.filter((line) => String(line.msg).includes('cannot read or write'));
    expect(warnings).toHaveLength(2);
  });

  it('sends a report submitted in this instance at once, not at the next poll', async () => {
    await reports().insert(report(1));
    const relayer = relay({ now: Date.now, timing: { pollIntervalMs: 60 * 60_000 } });
    relayer.start();
    // The first pass sends what was waiting; the next poll is an hour away.
    await waitFor(() => webhook.accepted.length === 1, 'the first pass');
    const { app } = createTestApp(getDatabase(), { onReportSubmitted: () => relayer.wake() });

    const response = await postReport(app, validReportBody({ userMessage: 'woke it' }));

    expect(response.status).toBe(201);
    await waitFor(() => webhook.accepted.length === 2, 'the submitted report to arrive', 5_000);
    expect(webhook.accepted[1]?.embeds[0]?.fields).toContainEqual({
      name: 'Report message',
      value: '```\nwoke it\n```',
    });
  });

  it('stops after the send in flight has been recorded', async () => {
    await reports().insert(report(1));
    webhook.answer(() => ({ status: 204, delayMs: 200 }));
    const relayer = relay({ now: Date.now, timing: { pollIntervalMs: 10 } });
    relayer.start();
    await waitFor(() => webhook.requests === 1, 'the send to start');

    await relayer.stop();

    expect((await relayState('report-001')).relayedAt).not.toBeNull();
  });

  it('sends each report once when two instances relay from the same database', async () => {
    const second = await openSecondConnection(getDatabase());
    try {
      for (let n = 1; n <= 30; n += 1) await reports().insert(report(n));
      webhook.answer(() => ({ status: 204, delayMs: 3 }));
      const options = { now: Date.now, timing: { pollIntervalMs: 5, batchSize: 4 } };
      const first = relay(options);
      const other = relay({ ...options, queue: createSqlRelayQueue(second.db) });

      first.start();
      other.start();
      await waitFor(
        async () => (await reports().listUnrelayed(100)).length === 0,
        'every report to be relayed',
      );
      await Promise.all([first.stop(), other.stop()]);

      const ids = acceptedIds(webhook);
      expect(ids).toHaveLength(30);
      expect(new Set(ids).size).toBe(30);
    } finally {
      await second.close();
    }
  });
});

describe('the retry delay', () => {
  const timing = DEFAULT_RELAY_TIMING;

  it('doubles from 5 s with each failed send up to 10 min, spread by at most a quarter', () => {
    const middle = [1, 2, 3, 4, 7, 8, 50].map((attempts) => getRetryDelay(attempts, timing, 0.5));

    expect(middle).toEqual([5_000, 10_000, 20_000, 40_000, 320_000, 600_000, 600_000]);
    expect(getRetryDelay(1, timing, 0)).toBe(3_750);
    expect(getRetryDelay(1, timing, 0.999_999)).toBe(6_250);
    expect(getRetryDelay(8, timing, 0.999_999)).toBe(600_000);
  });
});
